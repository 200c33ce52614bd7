import { describe, expect, it } from 'vitest';
import { formatDateValue, maskDateInput, parseDateInput } from '../src/dates/date-input.js';

const today = new Date(2026, 10, 21);

describe('maskDateInput', () => {
  it('keeps digits only, at most 8, and inserts the separators as the user types', () => {
    expect(maskDateInput('3', 'DD/MM/YYYY')).toBe('3');
    expect(maskDateInput('311', 'DD/MM/YYYY')).toBe('31/1');
    expect(maskDateInput('31a12b2026999', 'DD/MM/YYYY')).toBe('31/12/2026');
    expect(maskDateInput('2026123', 'YYYY-MM-DD')).toBe('2026-12-3');
    expect(maskDateInput('31122026', 'DD-MM-YYYY')).toBe('31-12-2026');
  });
});

describe('parseDateInput', () => {
  it('gives year-month-day whatever the display format', () => {
    expect(parseDateInput('21/11/2026', 'DD/MM/YYYY', { today })).toEqual({ ok: true, value: '2026-11-21' });
    expect(parseDateInput('11/21/2026', 'MM/DD/YYYY', { today })).toEqual({ ok: true, value: '2026-11-21' });
    expect(parseDateInput('2026-11-21', 'YYYY-MM-DD', { today })).toEqual({ ok: true, value: '2026-11-21' });
  });

  it('reports the spec errors', () => {
    expect(parseDateInput('21/11', 'DD/MM/YYYY', { today })).toEqual({ ok: false, error: { code: 'incomplete' } });
    expect(parseDateInput('21/13/2026', 'DD/MM/YYYY', { today })).toEqual({ ok: false, error: { code: 'invalid_month' } });
    expect(parseDateInput('32/12/2026', 'DD/MM/YYYY', { today })).toEqual({ ok: false, error: { code: 'invalid_day' } });
    expect(parseDateInput('01/01/1899', 'DD/MM/YYYY', { today })).toEqual({ ok: false, error: { code: 'too_old', min: 1900 } });
    expect(parseDateInput('01/01/2077', 'DD/MM/YYYY', { today })).toEqual({ ok: false, error: { code: 'too_far', max: 2076 } });
    expect(parseDateInput('31/02/2026', 'DD/MM/YYYY', { today })).toEqual({ ok: false, error: { code: 'invalid_date' } });
    expect(parseDateInput('29/02/2028', 'DD/MM/YYYY', { today })).toEqual({ ok: true, value: '2028-02-29' });
  });

  it('accepts partial input without an error when allowed', () => {
    expect(parseDateInput('21/1', 'DD/MM/YYYY', { allowPartial: true })).toEqual({ ok: true, value: undefined });
    expect(parseDateInput('', 'DD/MM/YYYY')).toEqual({ ok: true, value: undefined });
  });

  it('shows a stored value back in the user format', () => {
    expect(formatDateValue('2026-11-21', 'DD/MM/YYYY')).toBe('21/11/2026');
    expect(formatDateValue('2026-11-21', 'MM/DD/YYYY')).toBe('11/21/2026');
    expect(formatDateValue('2026-11-21', 'DD-MM-YYYY')).toBe('21-11-2026');
  });
});
