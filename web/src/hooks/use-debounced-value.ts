import { useEffect, useState } from 'react';

/** The spec names no delay: long enough to skip the keystrokes of a word, short enough to feel live. */
export const DEBOUNCE_MS = 300;

/** `value`, once it has stopped changing for `delayMs` (e.g. a search box, before it asks the server). */
export const useDebouncedValue = <T>(value: T, delayMs = DEBOUNCE_MS): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};
