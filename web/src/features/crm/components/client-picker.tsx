import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldFrame } from '../../../components/ui/field-frame';
import { Icon } from '../../../components/ui/icon';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useContacts } from '../api/get-contacts';

export interface PickedClient {
  contactId: string;
  name: string;
}

/** Enough to pick from while typing; a longer list means the search needs more letters. */
const SUGGESTIONS = 8;

/**
 * A client chosen by searching the clients (name or primary email, on the server): a
 * combobox whose list opens as the user types; arrow keys move, Enter picks, Escape closes.
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
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useDebouncedValue(text.trim());
  // One more than shown, in case the client being linked is among them.
  const results = useContacts(
    open ? { type: 'client', page: 1, pageSize: SUGGESTIONS + 1, ...(search && value === null ? { search } : {}) } : null,
  );
  const options = (results.data?.rows ?? []).filter((client) => client.contactId !== excludeId).slice(0, SUGGESTIONS);
  const hint = value ? t('crm.relationships.picked', { name: value.name }) : t('crm.relationships.pickerHint');

  const pick = (index: number) => {
    const client = options[index];
    if (!client) return;
    onChange({ contactId: client.contactId, name: client.fullName });
    setText(client.fullName);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const last = options.length - 1;
      setActive((current) => (event.key === 'ArrowDown' ? Math.min(current + 1, last) : Math.max(current - 1, 0)));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const status = () => {
    if (results.error) return t('crm.relationships.searchFailed');
    if (!results.data) return t('common.loading');
    return options.length === 0 ? t('crm.relationships.noClients') : null;
  };
  const statusText = open ? status() : null;

  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <div className="crm-picker">
        <div className="field-control">
          <Icon name="search" size={18} className="crm-search-icon" />
          <input
            id={id}
            className="field-input"
            type="text"
            role="combobox"
            autoComplete="off"
            placeholder={t('crm.relationships.pickerPlaceholder')}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 && options[active] ? `${id}-option-${active}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, hint, error)}
            required={required}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
              if (value) onChange(null);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
        </div>
        <ul id={listId} role="listbox" aria-label={label} className="crm-picker-list" hidden={!open || options.length === 0}>
          {options.map((client, index) => (
            <li
              key={client.contactId}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'crm-picker-option is-active' : 'crm-picker-option'}
              // Keeps the focus in the input, so its blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(index)}
            >
              <span className="crm-name">{client.fullName}</span>
              <span className="crm-muted">{client.emails.primary}</span>
            </li>
          ))}
        </ul>
        {statusText ? (
          <p className="crm-picker-status" role="status">
            {statusText}
          </p>
        ) : null}
      </div>
    </FieldFrame>
  );
};
