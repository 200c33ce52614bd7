import { describe, expect, it } from 'vitest';
import { isDateKeyAllowed } from '../src/components/ui/date-input-keys';

const press = (key: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) =>
  isDateKeyAllowed({ key, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

describe('date input keys', () => {
  it('lets digits through and blocks letters, separators and spaces', () => {
    for (const digit of '0123456789') expect(press(digit)).toBe(true);
    for (const key of ['a', 'Z', '/', '-', '.', ' ', 'Spacebar', 'é']) expect(press(key), key).toBe(false);
  });

  it('lets navigation and edit keys through', () => {
    for (const key of ['Backspace', 'Delete', 'Tab', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'Home', 'End']) {
      expect(press(key), key).toBe(true);
    }
  });

  it('lets shortcuts through (paste is masked afterwards)', () => {
    expect(press('v', { ctrlKey: true })).toBe(true);
    expect(press('a', { metaKey: true })).toBe(true);
  });
});
