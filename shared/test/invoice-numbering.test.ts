import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, numberingCounterKey } from '../src/tax/invoice-numbering.js';

describe('invoice numbers', () => {
  it('spells every format of the spec', () => {
    expect(formatInvoiceNumber({ format: 'year-0001', series: '', sequence: 7, year: 2026 })).toBe('2026-0007');
    expect(formatInvoiceNumber({ format: 'F-0001', series: '', sequence: 7, year: 2026 })).toBe('F-0007');
    expect(formatInvoiceNumber({ format: '0001/year', series: '', sequence: 7, year: 2026 })).toBe('0007/2026');
    expect(formatInvoiceNumber({ format: '0001', series: '', sequence: 12_345, year: 2026 })).toBe('12345');
  });

  it('prefixes a series and refuses bad ones', () => {
    expect(formatInvoiceNumber({ format: 'year-0001', series: 'R', sequence: 1, year: 2027 })).toBe('R-2027-0001');
    expect(() => formatInvoiceNumber({ format: '0001', series: 'r-1', sequence: 1, year: 2027 })).toThrow(/series/);
    expect(() => formatInvoiceNumber({ format: '0001', series: '', sequence: 0, year: 2027 })).toThrow(/positive/);
  });

  it('restarts yearly counters each year and keeps the others running', () => {
    expect(numberingCounterKey({ format: 'year-0001', series: '', year: 2026 })).not.toBe(numberingCounterKey({ format: 'year-0001', series: '', year: 2027 }));
    expect(numberingCounterKey({ format: 'F-0001', series: '', year: 2026 })).toBe(numberingCounterKey({ format: 'F-0001', series: '', year: 2027 }));
    expect(numberingCounterKey({ format: 'F-0001', series: 'R', year: 2026 })).not.toBe(numberingCounterKey({ format: 'F-0001', series: '', year: 2026 }));
  });
});
