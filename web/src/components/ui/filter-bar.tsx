import type { ReactNode } from 'react';
import { Button } from './button';
import { Icon } from './icon';
import { TextField } from './text-field';

/**
 * A list's search box and filters (a search landmark): the search takes the whole first row
 * on a phone, and "clear" shows only while something is filtered. The list's own class sets
 * its columns on wide screens.
 */
export const FilterBar = ({
  label,
  className,
  search,
  clear,
  children,
}: {
  label: string;
  className: string;
  search: { label: string; placeholder: string; value: string; onChange: (text: string) => void };
  /** Null while nothing is filtered. */
  clear: { label: string; onClear: () => void } | null;
  children: ReactNode;
}) => (
  <div className={`filter-bar ${className}`} role="search" aria-label={label}>
    <TextField
      className="filter-bar-search"
      type="search"
      label={search.label}
      placeholder={search.placeholder}
      autoComplete="off"
      leading={<Icon name="search" size={18} className="field-search-icon" />}
      value={search.value}
      onChange={(event) => search.onChange(event.target.value)}
    />
    {children}
    {clear ? (
      <div className="filter-bar-clear">
        <Button variant="ghost" icon={<Icon name="close" size={18} />} onClick={clear.onClear}>
          {clear.label}
        </Button>
      </div>
    ) : null}
  </div>
);
