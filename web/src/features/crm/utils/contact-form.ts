// The contact form: every field as typed text, and what a save sends. The rules are the
// spec's (first name, last name and primary email required, emails well formed) plus the
// API contract's own limits, read from the contract so the two never disagree.
import type { ClientIdType } from '@fotostudio/shared/billing/billing-enums';
import {
  createContactInput,
  type Contact,
  type ContactInput,
  type CreateContactInput,
} from '@fotostudio/shared/contracts/crm';
import type { Language } from '@fotostudio/shared/constants';
import { isErrorCode } from '@fotostudio/shared/errors/catalogue';
import { clientIdInputOf, clientIdValuesOf } from '../../../components/client-id-form';
import type { FieldProblem } from '../../../lib/field-problem';
import type { ContactPriority, ContactSource, ContactStatus, ContactType } from './contact-list-params';

/** As many custom dates as the API keeps (its contract's max; a test keeps the two equal). */
export const CUSTOM_DATES_MAX = 50;

export interface CustomDateRow {
  /** Stable while editing, for React and the row's errors; never sent. */
  rowId: string;
  name: string;
  /** YYYY-MM-DD, or '' while there is none. */
  date: string;
}

export interface ContactFormValues {
  type: ContactType;
  firstName: string;
  lastName: string;
  dni: string;
  /** YYYY-MM-DD, or ''. */
  birthDate: string;
  primaryEmail: string;
  secondaryEmail: string;
  /** Prefix and number as the phone field joins them, or ''. */
  phonePrimary: string;
  phoneSecondary: string;
  phoneMobile: string;
  instagram: string;
  linkedin: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  status: ContactStatus | '';
  priority: ContactPriority | '';
  source: ContactSource | '';
  /** The language of what is sent to the contact; '': the photographer's. */
  language: Language | '';
  /** How the DNI field identifies the contact for invoices (issue 22 point 1), its document's country, the day an EU VAT number was checked on VIES ('' not checked). */
  idType: ClientIdType;
  idCountry: string;
  viesCheckedOn: string;
  /** Comma separated, as typed. */
  tags: string;
  customDates: CustomDateRow[];
  notes: string;
}

/** The fields a message can belong to (custom dates have their own, per row). */
export type ContactFormField = Exclude<keyof ContactFormValues, 'type' | 'customDates'>;
export type CustomDateField = 'name' | 'date';

export type ContactProblemMessage = 'required' | 'emailInvalid' | 'tooLong' | 'tooMany' | 'invalid';
export type ContactFieldProblem = FieldProblem<ContactProblemMessage>;

export interface ContactFormErrors {
  fields: Partial<Record<ContactFormField, ContactFieldProblem>>;
  customDates: Partial<Record<string, Partial<Record<CustomDateField, ContactFieldProblem>>>>;
  /** A problem no field shows: the form's error line does. */
  form?: ContactFieldProblem;
}

export const NO_CONTACT_ERRORS: ContactFormErrors = { fields: {}, customDates: {} };

export const hasContactErrors = (errors: ContactFormErrors): boolean =>
  errors.form !== undefined ||
  Object.keys(errors.fields).length > 0 ||
  Object.values(errors.customDates).some((row) => row && Object.keys(row).length > 0);

let nextRow = 0;
export const newCustomDateRow = (name = '', date = ''): CustomDateRow => {
  nextRow += 1;
  return { rowId: `custom-date-${nextRow}`, name, date };
};

export const emptyContactForm = (type: ContactType): ContactFormValues => ({
  type,
  firstName: '',
  lastName: '',
  dni: '',
  birthDate: '',
  primaryEmail: '',
  secondaryEmail: '',
  phonePrimary: '',
  phoneSecondary: '',
  phoneMobile: '',
  instagram: '',
  linkedin: '',
  street: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  status: '',
  priority: '',
  source: '',
  language: '',
  idType: 'nif',
  idCountry: '',
  viesCheckedOn: '',
  tags: '',
  customDates: [],
  notes: '',
});

/** Tags as one line of text, the way the user types them. */
export const formatTags = (tags: readonly string[]): string => tags.join(', ');

/** Comma-separated tags: trimmed, blanks dropped, each kept once (ignoring case), first spelling wins. */
export const parseTags = (text: string): string[] => {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of text.split(',')) {
    const tag = part.trim().replace(/\s+/g, ' ');
    const key = tag.toLocaleLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
};

export const contactFormOf = (contact: Contact): ContactFormValues => ({
  type: contact.type,
  firstName: contact.firstName,
  lastName: contact.lastName ?? '',
  dni: contact.dni ?? '',
  birthDate: contact.birthDate ?? '',
  primaryEmail: contact.emails.primary,
  secondaryEmail: contact.emails.secondary ?? '',
  phonePrimary: contact.phones.primary ?? '',
  phoneSecondary: contact.phones.secondary ?? '',
  phoneMobile: contact.phones.mobile ?? '',
  instagram: contact.instagram ?? '',
  linkedin: contact.linkedin ?? '',
  street: contact.address.street ?? '',
  city: contact.address.city ?? '',
  state: contact.address.state ?? '',
  postalCode: contact.address.postalCode ?? '',
  country: contact.address.country ?? '',
  status: contact.status ?? '',
  priority: contact.priority ?? '',
  source: contact.source ?? '',
  language: contact.language ?? '',
  ...withIdCountry(clientIdValuesOf({ ...contact, countryCode: contact.idCountry })),
  tags: formatTags(contact.tags),
  customDates: contact.customDates.map((entry) => newCustomDateRow(entry.name, entry.date)),
  notes: contact.notes ?? '',
});

/** The client-id helpers' fields as the contact names them: its document's country is `idCountry`. */
const withIdCountry = <T extends { countryCode: string | null }>({ countryCode, ...rest }: T): Omit<T, 'countryCode'> & { idCountry: T['countryCode'] } => ({
  ...rest,
  idCountry: countryCode,
});

const textOrNull = (text: string): string | null => {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
};

/** Where a contract issue's path points in the form. */
type Target = { field: ContactFormField } | { row: string; field: CustomDateField } | null;

const NESTED: Record<string, Record<string, ContactFormField>> = {
  emails: { primary: 'primaryEmail', secondary: 'secondaryEmail' },
  phones: { primary: 'phonePrimary', secondary: 'phoneSecondary', mobile: 'phoneMobile' },
  address: { street: 'street', city: 'city', state: 'state', postalCode: 'postalCode', country: 'country' },
};

const TOP_LEVEL: readonly ContactFormField[] = [
  'firstName',
  'lastName',
  'dni',
  'instagram',
  'linkedin',
  'birthDate',
  'tags',
  'priority',
  'status',
  'source',
  'language',
  'idType',
  'idCountry',
  'notes',
];

const targetOf = (path: readonly PropertyKey[], rows: readonly CustomDateRow[]): Target => {
  const [first, second, third] = path;
  if (typeof first !== 'string') return null;
  if (first === 'customDates') {
    const row = typeof second === 'number' ? rows[second] : undefined;
    // The list as a whole (too many rows): the editor never offers more than the contract takes.
    if (!row) return null;
    return { row: row.rowId, field: third === 'name' ? 'name' : 'date' };
  }
  const nested = NESTED[first];
  if (nested) {
    const field = typeof second === 'string' ? nested[second] : undefined;
    return field ? { field } : null;
  }
  return (TOP_LEVEL as readonly string[]).includes(first) ? { field: first as ContactFormField } : null;
};

interface IssueLike {
  code: string;
  params?: Record<string, unknown>;
  path: PropertyKey[];
  maximum?: unknown;
  origin?: unknown;
  format?: unknown;
}

const problemOf = (issue: IssueLike): ContactFieldProblem => {
  // A contract rule with its own catalogue code (the client id's, issue 22 point 1) shows that code's message.
  const catalogueCode = issue.code === 'custom' ? issue.params?.catalogueCode : undefined;
  if (isErrorCode(catalogueCode)) return { code: catalogueCode };
  if (issue.code === 'too_big') {
    const max = Number(issue.maximum);
    return issue.origin === 'array' ? { message: 'tooMany', max } : { message: 'tooLong', max };
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return { message: 'emailInvalid' };
  return { message: 'invalid' };
};

export type ContactCheck = { ok: true; input: CreateContactInput } | { ok: false; errors: ContactFormErrors };

/** Checks the form; when it passes, `input` is what POST /api/contacts takes. */
export const checkContactForm = (values: ContactFormValues): ContactCheck => {
  const errors: ContactFormErrors = { fields: {}, customDates: {} };
  const required = { message: 'required' } as const;
  if (values.firstName.trim() === '') errors.fields.firstName = required;
  if (values.lastName.trim() === '') errors.fields.lastName = required;
  if (values.primaryEmail.trim() === '') errors.fields.primaryEmail = required;

  // A custom date needs its name and its date; a row left blank is simply dropped.
  const rows = values.customDates.filter((row) => row.name.trim() !== '' || row.date !== '');
  for (const row of rows) {
    if (row.name.trim() === '') errors.customDates[row.rowId] = { ...errors.customDates[row.rowId], name: required };
    if (row.date === '') errors.customDates[row.rowId] = { ...errors.customDates[row.rowId], date: required };
  }

  const clientId = clientIdInputOf({ ...values, countryCode: values.idCountry });
  const candidate = {
    type: values.type,
    firstName: values.firstName.trim(),
    lastName: textOrNull(values.lastName),
    emails: { primary: values.primaryEmail.trim(), secondary: textOrNull(values.secondaryEmail) },
    dni: textOrNull(values.dni),
    phones: { primary: textOrNull(values.phonePrimary), secondary: textOrNull(values.phoneSecondary), mobile: textOrNull(values.phoneMobile) },
    instagram: textOrNull(values.instagram),
    linkedin: textOrNull(values.linkedin),
    address: {
      street: textOrNull(values.street),
      city: textOrNull(values.city),
      state: textOrNull(values.state),
      postalCode: textOrNull(values.postalCode),
      country: textOrNull(values.country),
    },
    birthDate: values.birthDate === '' ? null : values.birthDate,
    customDates: rows.map((row) => ({ name: row.name.trim(), date: row.date })),
    tags: parseTags(values.tags),
    priority: values.priority === '' ? null : values.priority,
    status: values.status === '' ? null : values.status,
    source: values.source === '' ? null : values.source,
    language: values.language === '' ? null : values.language,
    // Sent only when the contact is not identified by a Spanish NIF (a save replaces the contact: absent clears them).
    ...(clientId ? withIdCountry(clientId) : {}),
    notes: textOrNull(values.notes),
  };

  const parsed = createContactInput.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const target = targetOf(issue.path, rows);
      if (!target) continue;
      // The first problem of a field is the one shown: "required" before any other.
      if ('row' in target) {
        const row = errors.customDates[target.row] ?? {};
        if (!row[target.field]) errors.customDates[target.row] = { ...row, [target.field]: problemOf(issue) };
      } else if (!errors.fields[target.field]) {
        errors.fields[target.field] = problemOf(issue);
      }
    }
  }
  if (!parsed.success) return { ok: false, errors: hasContactErrors(errors) ? errors : { ...errors, form: { message: 'invalid' } } };
  if (hasContactErrors(errors)) return { ok: false, errors };
  return { ok: true, input: parsed.data };
};

/** What PUT /api/contacts/{id} takes: everything but the type, which only the conversion changes. */
export const contactUpdateOf = (input: CreateContactInput): ContactInput => {
  const { type: _type, ...update } = input;
  return update;
};
