// The export file in the chosen format. CSV is UTF-8 with a byte-order mark (so Excel reads
// accents), CRLF lines, RFC 4180 quoting and formula-looking values neutralised; Excel gets
// a real .xlsx with typed date cells; JSON gets import records (see export-columns.ts).
import type { Contact } from '@fotostudio/shared/contracts/crm';
import Papa from 'papaparse';
import writeXlsxFile, { type Row, type SheetData } from 'write-excel-file/universal';
import { EXPORT_COLUMN_IDS, orderedColumns, type ExportColumn, type ExportColumnId } from './export-columns';
import { FORMULA_CELL } from '@fotostudio/shared/files/spreadsheet-formula';

export const EXPORT_FORMATS = ['csv', 'xlsx', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const MIME_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json;charset=utf-8',
};

/** What a spreadsheet shows in the reader's language and preferences. */
export interface ExportPresentation {
  header: (id: ExportColumnId) => string;
  /** Label of a type, priority, status or source value. */
  enumValue: (id: ExportColumnId, value: string) => string;
  /** A YYYY-MM-DD day in the user's date format. */
  formatDay: (day: string) => string;
  /** The user's date format in Excel's notation, such as dd/mm/yyyy. */
  excelDayFormat: string;
  timeZone: string;
  /** Spanish spreadsheet software splits CSV on semicolons, English on commas. */
  csvDelimiter: ',' | ';';
  sheetName: string;
}

const dayOfUtc = (day: string): Date => new Date(`${day}T00:00:00Z`);

/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs ~0.1 ms, which for the
 * created-at column of a 10,000-row export was over a second (docs/performance.md).
 */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
const wallClockFormatOf = (timeZone: string): Intl.DateTimeFormat => {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
};

/** The wall-clock time of an instant in a time zone, as a Date whose UTC fields show it (what xlsx stores). */
export const wallClockOf = (iso: string, timeZone: string): Date => {
  const parts = Object.fromEntries(
    wallClockFormatOf(timeZone)
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return new Date(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`);
};

const pad = (n: number) => String(n).padStart(2, '0');

const textOf = (value: ReturnType<ExportColumn['value']>, column: ExportColumn, show: ExportPresentation): string => {
  if (value === null) return '';
  if (typeof value === 'string') {
    if (column.kind === 'enum') return show.enumValue(column.id, value);
    if (column.kind === 'date') return show.formatDay(value);
    if (column.kind === 'instant') {
      const at = wallClockOf(value, show.timeZone);
      return `${show.formatDay(at.toISOString().slice(0, 10))} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
    }
    return value;
  }
  return value.map((v) => (typeof v === 'string' ? v : `${v.name}: ${show.formatDay(v.date)}`)).join(column.id === 'tags' ? ', ' : '; ');
};

/** A cell's text, for CSV and for the text cells of a spreadsheet. */
export const cellTextOf = (contact: Contact, column: ExportColumn, show: ExportPresentation): string => textOf(column.value(contact), column, show);

export const csvOf = (contacts: readonly Contact[], columns: readonly ExportColumn[], show: ExportPresentation): string =>
  `\uFEFF${Papa.unparse(
    { fields: columns.map((c) => show.header(c.id)), data: contacts.map((contact) => columns.map((c) => cellTextOf(contact, c, show))) },
    { delimiter: show.csvDelimiter, newline: '\r\n', escapeFormulae: FORMULA_CELL },
  )}\r\n`;

const setPath = (target: Record<string, unknown>, path: readonly string[], value: unknown) => {
  let node = target;
  path.slice(0, -1).forEach((key) => {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  });
  const last = path[path.length - 1];
  if (last) node[last] = value;
};

/**
 * Import records with every field, whatever columns were chosen: the JSON export is the
 * backup, and a backup that imports back to fewer fields loses data. Empty values are left out.
 */
export const jsonOf = (contacts: readonly Contact[]): string =>
  `${JSON.stringify(
    contacts.map((contact) => {
      const record: Record<string, unknown> = {};
      for (const column of orderedColumns(EXPORT_COLUMN_IDS)) {
        const value = column.value(contact);
        if (value !== null && !(Array.isArray(value) && value.length === 0)) setPath(record, column.recordPath, value);
      }
      return record;
    }),
    null,
    2,
  )}\n`;

const cellOf = (contact: Contact, column: ExportColumn, show: ExportPresentation): Row[number] => {
  const value = column.value(contact);
  if (typeof value === 'string' && column.kind === 'date') return { value: dayOfUtc(value), type: Date, format: show.excelDayFormat };
  if (typeof value === 'string' && column.kind === 'instant') {
    return { value: wallClockOf(value, show.timeZone), type: Date, format: `${show.excelDayFormat} hh:mm` };
  }
  const text = textOf(value, column, show);
  return text === '' ? null : { value: text, type: String };
};

/** Character widths of the columns: their longest value, within reason. */
const widthsOf = (sheet: SheetData) =>
  sheet[0]?.map((_, i) => ({
    width: Math.min(50, Math.max(10, ...sheet.slice(0, 200).map((row) => {
      const cell = row[i];
      const value = cell && typeof cell === 'object' && 'value' in cell ? cell.value : cell;
      return value instanceof Date ? 16 : String(value ?? '').length + 2;
    }))),
  }));

export const xlsxOf = async (contacts: readonly Contact[], columns: readonly ExportColumn[], show: ExportPresentation): Promise<Blob> => {
  const header: Row = columns.map((c) => ({ value: show.header(c.id), fontWeight: 'bold' }));
  const sheet: SheetData = [header, ...contacts.map((contact) => columns.map((c) => cellOf(contact, c, show)))];
  return writeXlsxFile(sheet, { sheet: show.sheetName, columns: widthsOf(sheet), stickyRowsCount: 1 }).toBlob();
};

export const exportBlobOf = async (
  format: ExportFormat,
  contacts: readonly Contact[],
  columns: readonly ExportColumn[],
  show: ExportPresentation,
): Promise<Blob> => {
  if (format === 'xlsx') return xlsxOf(contacts, columns, show);
  const text = format === 'csv' ? csvOf(contacts, columns, show) : jsonOf(contacts);
  return new Blob([text], { type: MIME_TYPES[format] });
};
