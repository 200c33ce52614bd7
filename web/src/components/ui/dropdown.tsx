import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useOutsideClick } from '../../hooks/use-outside-click';
import { Icon, type IconName } from './icon';

export interface DropdownItem {
  id: string;
  label: string;
  icon?: IconName;
  /** Styles the item as destructive (e.g. remove). */
  danger?: boolean;
  disabled?: boolean;
  onSelect: () => void;
}

export interface DropdownProps {
  /** The trigger's visible text. */
  label: ReactNode;
  /** The trigger's accessible name when `label` is not enough (e.g. icon only). */
  ariaLabel?: string;
  items: readonly DropdownItem[];
  /** Which edge of the trigger the menu lines up with. @default 'start' */
  align?: 'start' | 'end';
  disabled?: boolean;
  /** Class of the trigger button. @default 'button button-secondary' */
  triggerClassName?: string;
}

/**
 * A menu button (WAI-ARIA menu pattern): opens below its trigger, arrow keys move between
 * items, Escape and a click anywhere outside close it, and focus returns to the trigger.
 */
export const Dropdown = ({
  label,
  ariaLabel,
  items,
  align = 'start',
  disabled = false,
  triggerClassName = 'button button-secondary',
}: DropdownProps) => {
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useOutsideClick([wrapper], () => setOpen(false), open);

  const enabledIndexes = items.flatMap((item, index) => (item.disabled ? [] : [index]));
  const focusItem = (index: number | undefined) => {
    if (index !== undefined) itemRefs.current[index]?.focus();
  };

  const openMenu = (focus: 'first' | 'last') => {
    setOpen(true);
    // The items exist after this render.
    requestAnimationFrame(() => focusItem(focus === 'first' ? enabledIndexes[0] : enabledIndexes[enabledIndexes.length - 1]));
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = itemRefs.current.findIndex((node) => node === document.activeElement);
    const position = enabledIndexes.indexOf(current);
    const moves: Record<string, number | undefined> = {
      ArrowDown: enabledIndexes[(position + 1) % enabledIndexes.length],
      ArrowUp: enabledIndexes[(position - 1 + enabledIndexes.length) % enabledIndexes.length],
      Home: enabledIndexes[0],
      End: enabledIndexes[enabledIndexes.length - 1],
    };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={wrapper} className="dropdown">
      <button
        ref={trigger}
        type="button"
        id={`${id}-trigger`}
        className={triggerClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={ariaLabel}
        disabled={disabled}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <Icon name="chevronDown" size={16} />
      </button>
      {open ? (
        <div
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-trigger`}
          className={`dropdown-menu dropdown-${align}`}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <button
              key={item.id}
              ref={(node) => {
                itemRefs.current[index] = node;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={item.danger ? 'dropdown-item is-danger' : 'dropdown-item'}
              disabled={item.disabled}
              onClick={() => {
                close(true);
                item.onSelect();
              }}
            >
              {item.icon ? <Icon name={item.icon} size={18} /> : null}
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
};
