import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchCombobox } from '../../../components/ui/search-combobox';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useContacts } from '../api/get-contacts';

export interface PickedClient {
  contactId: string;
  name: string;
}

/** Enough to pick from while typing; a longer list means the search needs more letters. */
const SUGGESTIONS = 8;

/**
 * A client chosen by searching the clients (name or primary email, on the server).
 * `excludeId` (the client being linked) is never offered. Give it a new `key` to empty it.
 */
export const ClientPicker = ({
  label,
  value,
  excludeId,
  error,
  required,
  onChange,
}: {
  label: string;
  value: PickedClient | null;
  excludeId: string;
  error?: string | null;
  required?: boolean;
  onChange: (client: PickedClient | null) => void;
}) => {
  const { t } = useTranslation();
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(text.trim());
  // One more than shown, in case the client being linked is among them.
  const results = useContacts(
    open ? { type: 'client', page: 1, pageSize: SUGGESTIONS + 1, ...(search && value === null ? { search } : {}) } : null,
  );
  const options = (results.data?.rows ?? [])
    .filter((client) => client.contactId !== excludeId)
    .slice(0, SUGGESTIONS)
    .map((client) => ({ id: client.contactId, label: client.fullName, detail: client.emails.primary }));

  const status = () => {
    if (results.error) return t('crm.relationships.searchFailed');
    if (!results.data) return t('common.loading');
    return options.length === 0 ? t('crm.relationships.noClients') : null;
  };

  return (
    <SearchCombobox
      label={label}
      hint={value ? t('crm.relationships.picked', { name: value.name }) : t('crm.relationships.pickerHint')}
      error={error}
      required={required}
      placeholder={t('crm.relationships.pickerPlaceholder')}
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
