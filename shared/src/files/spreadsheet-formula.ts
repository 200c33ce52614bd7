// Which CSV cells a spreadsheet would run as a formula (OWASP "CSV Injection"; CWE-1236).
// Excel and LibreOffice Calc evaluate a cell that starts with =, +, - or @; a leading tab
// or carriage return can hide one of them. A formula can only do harm through a function
// (HYPERLINK, WEBSERVICE, IMPORTXML), a DDE call (cmd|'...'!A1) or a cell reference, and
// every one of those needs a letter or a quote. So a cell that starts with + or - and holds
// only digits, spaces and number punctuation (a phone like +34 600 000 000, a negative
// amount like -12,50) is data and stays as written; everything else that starts with a
// trigger gets the apostrophe that makes a spreadsheet show it as text.

/** Characters of a phone number or a signed number: nothing a formula could call or reference. */
const NUMBER_LIKE = String.raw`[0-9 .,()/+\-]*$`;

/**
 * Matches the cells to neutralise: = or @ first, a tab or carriage return first, or + or -
 * first followed by anything that is not number-like. Anchored at the very start and end
 * of the value (no `m` flag), so a line break cannot hide a formula on a later line.
 */
export const FORMULA_CELL = new RegExp(String.raw`^(?:[=@\t\r]|[+\-](?!${NUMBER_LIKE}))`);

export const isFormulaCell = (value: string): boolean => FORMULA_CELL.test(value);
