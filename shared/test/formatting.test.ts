import { describe, expect, it } from 'vitest';
import { ageOf, relativeDay } from '../src/dates/relative-day.js';
import { displayNameOf } from '../src/display-name.js';
import { formatMoney } from '../src/format/money.js';
import { joinPhone, PHONE_PREFIXES, splitPhone } from '../src/phone/phone-prefixes.js';

describe('formatMoney', () => {
  it('shows integer cents as the currency amount in the user language', () => {
    expect(formatMoney(123456, 'EUR', 'es')).toBe('1234,56\u00a0€');
    expect(formatMoney(123456, 'EUR', 'en')).toBe('€1,234.56');
    expect(formatMoney(5, 'USD', 'en')).toBe('US$0.05');
  });

  it('shows yen without decimals: JPY amounts are whole yen', () => {
    expect(formatMoney(1500, 'JPY', 'en')).toBe('JP¥1,500');
  });
});

describe('relativeDay and ageOf', () => {
  const today = new Date(2026, 10, 21, 15, 30);
  it('names today, tomorrow and yesterday, and counts up to 7 days either way', () => {
    expect(relativeDay('2026-11-21', today)).toEqual({ kind: 'today' });
    expect(relativeDay('2026-11-22', today)).toEqual({ kind: 'tomorrow' });
    expect(relativeDay('2026-11-20', today)).toEqual({ kind: 'yesterday' });
    expect(relativeDay('2026-11-28', today)).toEqual({ kind: 'in_days', days: 7 });
    expect(relativeDay('2026-11-14', today)).toEqual({ kind: 'days_ago', days: 7 });
    expect(relativeDay('2026-11-29', today)).toEqual({ kind: 'date' });
  });

  it('ages notifications in minutes, hours and days', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(ageOf('2026-11-21T11:59:30Z', now)).toEqual({ kind: 'just_now' });
    expect(ageOf('2026-11-21T11:15:00Z', now)).toEqual({ kind: 'minutes', n: 45 });
    expect(ageOf('2026-11-21T07:00:00Z', now)).toEqual({ kind: 'hours', n: 5 });
    expect(ageOf('2026-11-18T12:00:00Z', now)).toEqual({ kind: 'days', n: 3 });
  });
});

describe('phone prefixes', () => {
  it('lists the 26 countries with Spain first, then the other EU member states, each once', () => {
    expect(PHONE_PREFIXES).toHaveLength(26 + 25);
    expect(PHONE_PREFIXES[0]).toEqual({ country: 'ES', dial: '+34' });
    const eu = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'];
    const countries = PHONE_PREFIXES.map((prefix) => prefix.country);
    expect(eu.filter((code) => !countries.includes(code))).toEqual([]);
    expect(new Set(countries).size).toBe(countries.length);
    expect(splitPhone('+30 210 000 0000')).toMatchObject({ prefix: { country: 'GR' }, number: '210 000 0000' });
    expect(splitPhone('+351 21 000 0000')).toMatchObject({ prefix: { country: 'PT' }, number: '21 000 0000' });
  });

  it('splits a stored number by the longest matching prefix', () => {
    expect(splitPhone('+1-809 555 1234')).toMatchObject({ prefix: { country: 'DO' }, number: '555 1234' });
    expect(splitPhone('+593 99 123 4567')).toMatchObject({ prefix: { country: 'EC' }, number: '99 123 4567' });
    expect(splitPhone('+34 600 000 000')).toMatchObject({ prefix: { country: 'ES' }, number: '600 000 000' });
    expect(splitPhone('600 000 000')).toMatchObject({ prefix: { country: 'ES' }, number: '600 000 000' });
  });

  it('joins prefix and number, and an empty number gives an empty value', () => {
    expect(joinPhone({ country: 'GB', dial: '+44' }, ' 7700 900123 ')).toBe('+44 7700 900123');
    expect(joinPhone({ country: 'GB', dial: '+44' }, '  ')).toBe('');
  });
});

describe('displayNameOf', () => {
  it('prefers the name, then the part of the email before @', () => {
    expect(displayNameOf({ name: ' Lucía ', email: 'lucia@example.com' })).toBe('Lucía');
    expect(displayNameOf({ name: null, email: 'lucia@example.com' })).toBe('lucia');
    expect(displayNameOf({})).toBeUndefined();
  });
});
