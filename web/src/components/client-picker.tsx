import { listContacts } from '@fotostudio/shared/contracts/crm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useRoute } from '../lib/use-route';
import { SearchCombobox } from './ui/search-combobox';

export interface PickedClient {
  contactId: string;
  name: string;
}

/** What the place that picks a client says about it, in its own words. */
export interface ClientPickerTexts {
  hint: string;
  picked: (name: string) => string;
  placeholder: string;
  noClients: string;
  searchFailed: string;
}

/** Enough to pick from while typing; a longer list means the search needs more letters. */
const SUGGESTIONS = 8;

/**
 * A client chosen by searching the CRM's clients (name or primary email, on the server).
 * `excludeId` (e.g. the client being linked) is never offered. Give it a new `key` to empty it.
 */
export const ClientPicker = ({
  label,
  texts,
  value,
  excludeId,
  error,
  required,
  onChange,
}: {
  label: string;
  texts: ClientPickerTexts;
  value: PickedClient | null;
  excludeId?: string;
  error?: string | null;
  required?: boolean;
  onChange: (client: PickedClient | null) => void;
}) => {
  const { t } = useTranslation();
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(text.trim());
  // One more than shown, in case the excluded client is among them.
  const asked = open ? (value === null ? search : '') : null;
  // Clients only (never leads), under the CRM list's route: both share what is cached and reload together.
  const results = useRoute(
    listContacts,
    asked === null ? null : { query: { type: 'client', page: 1, pageSize: excludeId ? SUGGESTIONS + 1 : SUGGESTIONS, ...(asked ? { search: asked } : {}) } },
    { keepPreviousData: true },
  );
  const options = (results.data?.rows ?? [])
    .filter((client) => client.contactId !== excludeId)
    .slice(0, SUGGESTIONS)
    .map((client) => ({ id: client.contactId, label: client.fullName, detail: client.emails.primary }));

  const status = () => {
    if (results.error) return texts.searchFailed;
    if (!results.data) return t('common.loading');
    return options.length === 0 ? texts.noClients : null;
  };

  return (
    <SearchCombobox
      label={label}
      hint={value ? texts.picked(value.name) : texts.hint}
      error={error}
      required={required}
      placeholder={texts.placeholder}
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
