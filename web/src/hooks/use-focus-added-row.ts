import { useEffect, useRef } from 'react';

/**
 * A list of editable rows (each element marked `data-row="<id>"`) where a row just added
 * takes the focus, on its first element matching `selector`, so keyboard users land in it.
 * Put `list` on the list element and call `rowAdded(id)` before adding the row.
 */
export const useFocusAddedRow = <T extends HTMLElement>(rows: readonly unknown[], selector: string) => {
  const list = useRef<T>(null);
  const added = useRef<string | null>(null);

  useEffect(() => {
    const rowId = added.current;
    if (!rowId) return;
    added.current = null;
    list.current?.querySelector<HTMLElement>(`[data-row="${rowId}"] ${selector}`)?.focus();
  }, [rows, selector]);

  return {
    list,
    rowAdded: (rowId: string) => {
      added.current = rowId;
    },
  };
};
