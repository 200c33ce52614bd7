import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchCombobox } from '../../../components/ui/search-combobox';
import { TextField } from '../../../components/ui/text-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useClientOptions } from '../api/get-client-options';
import type { PickedClient } from '../utils/session-form';

const SUGGESTIONS = 8;

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
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(text.trim());
  const results = useClientOptions(open && !fixed ? (value === null ? search : '') : null, SUGGESTIONS);
  const options = (results.data?.rows ?? []).map((client) => ({ id: client.contactId, label: client.fullName, detail: client.emails.primary }));

  if (fixed) {
    return <TextField label={t('sessions.form.fields.client')} value={value?.name ?? ''} readOnly hint={t('sessions.form.fields.clientFixed')} />;
  }

  const status = () => {
    if (results.error) return t('sessions.form.clientPicker.searchFailed');
    if (!results.data) return t('common.loading');
    return options.length === 0 ? t('sessions.form.clientPicker.noClients') : null;
  };

  return (
    <SearchCombobox
      label={t('sessions.form.fields.client')}
      hint={value ? t('sessions.form.clientPicker.picked', { name: value.name }) : t('sessions.form.clientPicker.hint')}
      error={error}
      required
      placeholder={t('sessions.form.clientPicker.placeholder')}
      text={text}
      open={open}
      options={options}
      status={status()}
      onOpenChange={setOpen}
      onTextChange={(next) => {
        setText(next);
        if (value) onChange(null);
      }}
      onPick={(option) => {
        onChange({ contactId: option.id, name: option.label });
        setText(option.label);
      }}
    />
  );
};
