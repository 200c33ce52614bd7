// The JSON import of contacts (spec sections 3 "Import record" and 5 "Contact"). The file is
// a non-empty array of records in the stored field names (snake_case, as the JSON export
// writes them), so an export imports back. Only first_name and emails.primary are required;
// an unclear type becomes a lead. The browser checks a file with `checkImportFile` before
// sending it, and the API parses the same records with the same schema.
import * as z from 'zod';
import { CONTACT_PRIORITIES, CONTACT_SOURCES, CONTACT_STATUSES, CONTACT_TYPES, type CreateContactInput } from './crm.js';
import { LANGUAGES } from '../constants.js';
import { CLIENT_ID_TYPES } from '../billing/billing-enums.js';
import { COUNTRY_CODE } from '../billing/client-id.js';
import { codedRule, defineRoute } from './route.js';

/** Records per file: the request stays well under the API's payload limit. */
export const IMPORT_MAX_RECORDS = 5000;
/** Bytes per file the browser accepts before parsing it, and per request the API accepts. */
export const IMPORT_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Problems listed before the "and N more" line. */
export const IMPORT_ISSUES_SHOWN = 5;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
/** Spreadsheets turned into JSON often give phones and postal codes as numbers. */
const numberToString = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value);
const lowerCase = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

const optionalText = (max: number) =>
  z.preprocess((v) => blankToUndefined(numberToString(v)), z.string().trim().max(max).nullish());
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => blankToUndefined(lowerCase(v)), z.enum(values).nullish());
const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
const isoDate = z.iso.date();

/** 'client' (or 'cliente') makes a client; anything else, or nothing, a lead. */
const importType = z.unknown().optional().transform((v): 'client' | 'lead' => {
  const type = lowerCase(v);
  return type === 'client' || type === 'cliente' ? 'client' : 'lead';
});

/** Tags as an array or as one comma-separated string. */
const importTags = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',') : v),
  z.array(z.preprocess(numberToString, z.string().trim().max(50))).max(50).nullish(),
);

export const importRecord = z.object({
  type: importType,
  first_name: z.preprocess(blankToUndefined, z.string().trim().min(1).max(100)),
  last_name: optionalText(100),
  emails: z.object({
    primary: z.preprocess(blankToUndefined, email),
    secondary: z.preprocess(blankToUndefined, email.nullish()),
  }),
  dni: optionalText(40),
  phones: z.object({ primary: optionalText(40), secondary: optionalText(40), mobile: optionalText(40) }).nullish(),
  instagram: optionalText(100),
  linkedin: optionalText(200),
  address: z
    .object({
      street: optionalText(200),
      city: optionalText(100),
      state: optionalText(100),
      postal_code: optionalText(20),
      country: optionalText(100),
    })
    .nullish(),
  birth_date: z.preprocess(blankToUndefined, isoDate.nullish()),
  custom_dates: z.array(z.object({ name: z.string().trim().min(1).max(80), date: isoDate })).max(50).nullish(),
  tags: importTags,
  priority: optionalEnum(CONTACT_PRIORITIES),
  status: optionalEnum(CONTACT_STATUSES),
  source: optionalEnum(CONTACT_SOURCES),
  notes: optionalText(5000),
  language: optionalEnum(LANGUAGES),
  /** How `dni` identifies the contact on invoices (issue 22 point 1); none: a Spanish NIF. */
  id_type: optionalEnum(CLIENT_ID_TYPES),
  id_country: z.preprocess((v) => blankToUndefined(typeof v === 'string' ? v.trim().toUpperCase() : v), z.string().regex(COUNTRY_CODE).nullish()),
  vies_checked_on: z.preprocess(blankToUndefined, isoDate.nullish()),
});
export type ImportRecord = z.infer<typeof importRecord>;
/** A record as the file holds it (what the API receives). */
export type ImportRecordInput = z.input<typeof importRecord>;

/** A record as the API stores it. */
export const contactOfImportRecord = (record: ImportRecord): CreateContactInput => ({
  type: record.type,
  firstName: record.first_name,
  lastName: record.last_name ?? null,
  emails: { primary: record.emails.primary, secondary: record.emails.secondary ?? null },
  dni: record.dni ?? null,
  phones: { primary: record.phones?.primary ?? null, secondary: record.phones?.secondary ?? null, mobile: record.phones?.mobile ?? null },
  instagram: record.instagram ?? null,
  linkedin: record.linkedin ?? null,
  address: {
    street: record.address?.street ?? null,
    city: record.address?.city ?? null,
    state: record.address?.state ?? null,
    postalCode: record.address?.postal_code ?? null,
    country: record.address?.country ?? null,
  },
  birthDate: record.birth_date ?? null,
  customDates: record.custom_dates ?? [],
  tags: (record.tags ?? []).filter((t) => t !== ''),
  priority: record.priority ?? null,
  status: record.status ?? null,
  source: record.source ?? null,
  notes: record.notes ?? null,
  language: record.language ?? null,
  idType: record.id_type ?? null,
  idCountry: record.id_country ?? null,
  viesCheckedOn: record.vies_checked_on ?? null,
});

/** One problem of one record: `index` counts from 1, as a person reads the file. */
export interface ImportIssue {
  index: number;
  field: string;
  problem: 'required' | 'invalid';
}

export type ImportFileCheck =
  | { ok: true; records: ImportRecordInput[]; contacts: CreateContactInput[] }
  | {
      ok: false;
      code: 'crm.import_invalid_json' | 'crm.import_wrong_structure' | 'crm.import_empty' | 'crm.import_too_many' | 'crm.import_missing_fields';
      issues: ImportIssue[];
    };

const valueAt = (record: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), record);

const issuesOf = (record: unknown, index: number, error: z.ZodError): ImportIssue[] => {
  const seen = new Set<string>();
  return error.issues.flatMap((issue) => {
    const field = issue.path.map(String).join('.');
    if (seen.has(field)) return [];
    seen.add(field);
    const value = blankToUndefined(valueAt(record, issue.path));
    return [{ index, field, problem: value === undefined || value === null ? ('required' as const) : ('invalid' as const) }];
  });
};

/** Checks the records of an import; every problem of every record, in file order. */
export const checkImportRecords = (records: unknown[]): ImportFileCheck => {
  if (records.length === 0) return { ok: false, code: 'crm.import_empty', issues: [] };
  if (records.length > IMPORT_MAX_RECORDS) return { ok: false, code: 'crm.import_too_many', issues: [] };
  const contacts: CreateContactInput[] = [];
  const issues: ImportIssue[] = [];
  records.forEach((record, i) => {
    if (!record || typeof record !== 'object' || Array.isArray(record)) {
      issues.push({ index: i + 1, field: '', problem: 'invalid' });
      return;
    }
    const parsed = importRecord.safeParse(record);
    if (parsed.success) contacts.push(contactOfImportRecord(parsed.data));
    else issues.push(...issuesOf(record, i + 1, parsed.error));
  });
  if (issues.length > 0) return { ok: false, code: 'crm.import_missing_fields', issues };
  // Every record parsed, so each is a valid input of the schema.
  return { ok: true, records: records as ImportRecordInput[], contacts };
};

/** Checks the text of an import file. */
export const checkImportFile = (text: string): ImportFileCheck => {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, code: 'crm.import_invalid_json', issues: [] };
  }
  if (!Array.isArray(json)) return { ok: false, code: 'crm.import_wrong_structure', issues: [] };
  return checkImportRecords(json);
};

export const importContacts = defineRoute({
  id: 'crm.importContacts',
  domain: 'crm',
  method: 'POST',
  path: '/api/contacts/import',
  auth: 'photographer',
  // Counted before any record is parsed, so a file too long is told so, not its record errors.
  body: z
    .object({
      contacts: z
        .array(z.unknown())
        .refine((records) => records.length <= IMPORT_MAX_RECORDS, codedRule('crm.import_too_many', `at most ${IMPORT_MAX_RECORDS} records`))
        .pipe(z.array(importRecord).min(1)),
    })
    .strict(),
  bodyLimit: { bytes: IMPORT_MAX_FILE_BYTES, code: 'crm.import_too_large' },
  response: z.object({
    importedCount: z.number(),
    contacts: z.array(z.object({ contactId: z.string(), fullName: z.string(), type: z.enum(CONTACT_TYPES) })),
  }),
  successStatus: 201,
});
