import { describe, expect, it } from 'vitest';
import { formatMoneyInput, MONEY_MAX_MINOR_UNITS, parseMoneyInput } from '../src/format/money-input.js';

const cents = (typed: string, currency: 'EUR' | 'JPY' | 'USD' = 'EUR') => parseMoneyInput(typed, currency);

describe('parseMoneyInput', () => {
  it('reads a decimal comma and a decimal point the same way', () => {
    expect(cents('12,50')).toEqual({ ok: true, minorUnits: 1250 });
    expect(cents('12.50')).toEqual({ ok: true, minorUnits: 1250 });
    expect(cents('12,5')).toEqual({ ok: true, minorUnits: 1250 });
    expect(cents('0.05', 'USD')).toEqual({ ok: true, minorUnits: 5 });
    expect(cents(',5')).toEqual({ ok: true, minorUnits: 50 });
    expect(cents('12,')).toEqual({ ok: true, minorUnits: 1200 });
  });

  it('reads whole amounts and ignores spaces around and inside them', () => {
    expect(cents('90')).toEqual({ ok: true, minorUnits: 9000 });
    expect(cents(' 1 800 ')).toEqual({ ok: true, minorUnits: 180000 });
    expect(cents('0')).toEqual({ ok: true, minorUnits: 0 });
  });

  it('reads thousands separators in either convention', () => {
    expect(cents('1.234,56')).toEqual({ ok: true, minorUnits: 123456 });
    expect(cents('1,234.56')).toEqual({ ok: true, minorUnits: 123456 });
    expect(cents('1.500')).toEqual({ ok: true, minorUnits: 150000 });
    expect(cents('1,500')).toEqual({ ok: true, minorUnits: 150000 });
    expect(cents('12.345.678', 'JPY')).toEqual({ ok: true, minorUnits: 12345678 });
    expect(cents('12.345')).toEqual({ ok: true, minorUnits: 1234500 });
    expect(cents('12,505')).toEqual({ ok: true, minorUnits: 1250500 });
  });

  it('takes yen as whole numbers: separators group thousands and decimals are refused', () => {
    expect(cents('1500', 'JPY')).toEqual({ ok: true, minorUnits: 1500 });
    expect(cents('1.500', 'JPY')).toEqual({ ok: true, minorUnits: 1500 });
    expect(cents('1,500', 'JPY')).toEqual({ ok: true, minorUnits: 1500 });
    expect(cents('15,5', 'JPY')).toEqual({ ok: false, problem: 'too_many_decimals' });
  });

  it('names what is wrong with an amount it cannot read', () => {
    expect(cents('')).toEqual({ ok: false, problem: 'required' });
    expect(cents('   ')).toEqual({ ok: false, problem: 'required' });
    expect(cents('-5')).toEqual({ ok: false, problem: 'negative' });
    expect(cents('12,345,6')).toEqual({ ok: false, problem: 'invalid' });
    expect(cents('1.2.3')).toEqual({ ok: false, problem: 'invalid' });
    expect(cents('12a')).toEqual({ ok: false, problem: 'invalid' });
    expect(cents('€12')).toEqual({ ok: false, problem: 'invalid' });
    expect(cents('.')).toEqual({ ok: false, problem: 'invalid' });
    expect(cents('0.500')).toEqual({ ok: false, problem: 'too_many_decimals' });
    expect(cents('1.00.0')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('refuses amounts above what the API stores', () => {
    expect(cents('1000000')).toEqual({ ok: true, minorUnits: MONEY_MAX_MINOR_UNITS });
    expect(cents('1000000,01')).toEqual({ ok: false, problem: 'too_large' });
    expect(cents('99999999999999999999')).toEqual({ ok: false, problem: 'too_large' });
  });
});

describe('formatMoneyInput', () => {
  it('writes minor units back as an editable amount in the user language', () => {
    expect(formatMoneyInput(1250, 'EUR', 'es')).toBe('12,50');
    expect(formatMoneyInput(1250, 'EUR', 'en')).toBe('12.50');
    expect(formatMoneyInput(5, 'USD', 'en')).toBe('0.05');
    expect(formatMoneyInput(123456, 'EUR', 'es')).toBe('1234,56');
    expect(formatMoneyInput(1500, 'JPY', 'es')).toBe('1500');
  });

  it('reads back what it writes', () => {
    for (const value of [0, 1, 99, 100, 1250, 180000, MONEY_MAX_MINOR_UNITS]) {
      for (const language of ['es', 'en'] as const) {
        expect(parseMoneyInput(formatMoneyInput(value, 'EUR', language), 'EUR')).toEqual({ ok: true, minorUnits: value });
      }
    }
  });
});
