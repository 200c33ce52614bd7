import { useId, useState, type KeyboardEvent } from 'react';
import { describedBy, FieldFrame } from './field-frame';
import { Icon } from './icon';

export interface ComboboxOption {
  id: string;
  label: string;
  detail?: string;
}

/**
 * A search box whose list of matches opens as the user types (the caller searches): arrow
 * keys move, Enter picks, Escape closes the list only, not the dialog around it. The caller
 * owns the text and whether the list is open, since both decide what it asks the server.
 */
export const SearchCombobox = ({
  label,
  hint,
  error,
  required,
  placeholder,
  text,
  open,
  options,
  status,
  onTextChange,
  onOpenChange,
  onPick,
}: {
  label: string;
  hint?: string;
  error?: string | null;
  required?: boolean;
  placeholder?: string;
  text: string;
  open: boolean;
  options: readonly ComboboxOption[];
  /** Read out under the box while the list is open (loading, nothing found, a failure). */
  status: string | null;
  onTextChange: (text: string) => void;
  onOpenChange: (open: boolean) => void;
  onPick: (option: ComboboxOption) => void;
}) => {
  const id = useId();
  const listId = `${id}-list`;
  const [active, setActive] = useState(-1);

  const pick = (index: number) => {
    const option = options[index];
    if (!option) return;
    onPick(option);
    onOpenChange(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) onOpenChange(true);
      const last = options.length - 1;
      setActive((current) => (event.key === 'ArrowDown' ? Math.min(current + 1, last) : Math.max(current - 1, 0)));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      onOpenChange(false);
    }
  };

  const statusText = open ? status : null;

  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <div className="combobox">
        <div className="field-control">
          <Icon name="search" size={18} className="field-search-icon" />
          <input
            id={id}
            className="field-input"
            type="text"
            role="combobox"
            autoComplete="off"
            placeholder={placeholder}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 && options[active] ? `${id}-option-${active}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, hint, error)}
            required={required}
            value={text}
            onChange={(event) => {
              onTextChange(event.target.value);
              onOpenChange(true);
              setActive(-1);
            }}
            onFocus={() => onOpenChange(true)}
            onClick={() => onOpenChange(true)}
            onBlur={() => onOpenChange(false)}
            onKeyDown={onKeyDown}
          />
        </div>
        <ul id={listId} role="listbox" aria-label={label} className="combobox-list" hidden={!open || options.length === 0}>
          {options.map((option, index) => (
            <li
              key={option.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'combobox-option is-active' : 'combobox-option'}
              // Keeps the focus in the input, so its blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(index)}
            >
              <span className="combobox-option-label">{option.label}</span>
              {option.detail ? <span className="combobox-option-detail">{option.detail}</span> : null}
            </li>
          ))}
        </ul>
        {statusText ? (
          <p className="combobox-status" role="status">
            {statusText}
          </p>
        ) : null}
      </div>
    </FieldFrame>
  );
};
