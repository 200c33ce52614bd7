// Which key presses the date input lets through: digits, plus the keys that move, edit or
// leave the field, and shortcuts (copy, paste, select all). Everything else is blocked.

const NAVIGATION_AND_EDIT_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

export const isDateKeyAllowed = ({ key, ctrlKey, metaKey, altKey }: KeyPress): boolean => {
  if (ctrlKey || metaKey || altKey) return true;
  if (NAVIGATION_AND_EDIT_KEYS.has(key)) return true;
  // Other named keys (Shift, F5, Dead...) insert nothing themselves; whatever reaches the
  // value anyway is masked on change.
  if (key.length > 1) return key !== 'Spacebar';
  return /^\d$/.test(key);
};
