import { useEffect, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A text box whose value is committed elsewhere (e.g. a search in the URL) once typing
 * pauses. Returns the text to show and its setter. A committed value that changes from
 * outside (a "clear filters", the back button) replaces the text.
 */
export const useDebouncedInput = (committed: string, commit: (text: string) => void): [string, (text: string) => void] => {
  const [text, setText] = useState(committed);
  const settled = useDebouncedValue(text);

  useEffect(() => {
    if (settled !== committed) commit(settled);
    // Only a pause in typing commits (not a new `committed`, handled below).
  }, [settled]);

  useEffect(() => {
    if (committed !== settled) setText(committed);
  }, [committed]);

  return [text, setText];
};
