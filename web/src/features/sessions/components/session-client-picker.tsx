import { useTranslation } from 'react-i18next';
import { ClientPicker, type PickedClient } from '../../../components/client-picker';
import { TextField } from '../../../components/ui/text-field';

/**
 * The session's client, searched among the CRM's clients (never leads). Once the session
 * exists its client is fixed (spec section 4): then it is shown, not picked.
 */
export const SessionClientPicker = ({
  value,
  fixed,
  error,
  onChange,
}: {
  value: PickedClient | null;
  fixed: boolean;
  error?: string | null;
  onChange: (client: PickedClient | null) => void;
}) => {
  const { t } = useTranslation();
  if (fixed) {
    return <TextField label={t('sessions.form.fields.client')} value={value?.name ?? ''} readOnly hint={t('sessions.form.fields.clientFixed')} />;
  }
  return (
    <ClientPicker
      label={t('sessions.form.fields.client')}
      texts={{
        hint: t('sessions.form.clientPicker.hint'),
        picked: (name) => t('sessions.form.clientPicker.picked', { name }),
        placeholder: t('sessions.form.clientPicker.placeholder'),
        noClients: t('sessions.form.clientPicker.noClients'),
        searchFailed: t('sessions.form.clientPicker.searchFailed'),
      }}
      value={value}
      error={error}
      required
      onChange={onChange}
    />
  );
};
