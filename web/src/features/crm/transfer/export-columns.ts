// The columns the export wizard offers, in the order they are written. Each column knows
// its value in a contact and where it sits in an import record, so a JSON export with
// every column imports back unchanged (shared/src/contracts/crm-import.ts).
import type { Contact } from '@fotostudio/shared/contracts/crm';

export const EXPORT_COLUMN_IDS = [
  'firstName',
  'lastName',
  'type',
  'primaryEmail',
  'secondaryEmail',
  'dni',
  'idType',
  'idCountry',
  'viesCheckedOn',
  'primaryPhone',
  'secondaryPhone',
  'mobilePhone',
  'instagram',
  'linkedin',
  'street',
  'city',
  'state',
  'postalCode',
  'country',
  'birthDate',
  'customDates',
  'tags',
  'priority',
  'status',
  'source',
  'language',
  'notes',
  'createdAt',
] as const;
export type ExportColumnId = (typeof EXPORT_COLUMN_IDS)[number];

export const DEFAULT_EXPORT_COLUMNS: readonly ExportColumnId[] = [
  'firstName',
  'lastName',
  'type',
  'primaryEmail',
  'primaryPhone',
  'mobilePhone',
  'city',
  'tags',
  'status',
  'priority',
  'source',
  'createdAt',
];

/** How a column's value is written to a spreadsheet cell. */
export type ExportValueKind = 'text' | 'date' | 'instant' | 'enum' | 'list';

export interface ExportColumn {
  id: ExportColumnId;
  kind: ExportValueKind;
  /** Path of the field in an import record (snake_case). */
  recordPath: readonly string[];
  value: (contact: Contact) => string | readonly string[] | readonly { name: string; date: string }[] | null;
}

const column = (id: ExportColumnId, kind: ExportValueKind, recordPath: string, value: ExportColumn['value']): ExportColumn => ({
  id,
  kind,
  recordPath: recordPath.split('.'),
  value,
});

export const EXPORT_COLUMNS: Record<ExportColumnId, ExportColumn> = {
  firstName: column('firstName', 'text', 'first_name', (c) => c.firstName),
  lastName: column('lastName', 'text', 'last_name', (c) => c.lastName),
  type: column('type', 'enum', 'type', (c) => c.type),
  primaryEmail: column('primaryEmail', 'text', 'emails.primary', (c) => c.emails.primary),
  secondaryEmail: column('secondaryEmail', 'text', 'emails.secondary', (c) => c.emails.secondary),
  dni: column('dni', 'text', 'dni', (c) => c.dni),
  // Contacts answered before the id type existed have none: a Spanish NIF, left empty.
  idType: column('idType', 'enum', 'id_type', (c) => c.idType ?? null),
  idCountry: column('idCountry', 'text', 'id_country', (c) => c.idCountry ?? null),
  viesCheckedOn: column('viesCheckedOn', 'date', 'vies_checked_on', (c) => c.viesCheckedOn ?? null),
  primaryPhone: column('primaryPhone', 'text', 'phones.primary', (c) => c.phones.primary),
  secondaryPhone: column('secondaryPhone', 'text', 'phones.secondary', (c) => c.phones.secondary),
  mobilePhone: column('mobilePhone', 'text', 'phones.mobile', (c) => c.phones.mobile),
  instagram: column('instagram', 'text', 'instagram', (c) => c.instagram),
  linkedin: column('linkedin', 'text', 'linkedin', (c) => c.linkedin),
  street: column('street', 'text', 'address.street', (c) => c.address.street),
  city: column('city', 'text', 'address.city', (c) => c.address.city),
  state: column('state', 'text', 'address.state', (c) => c.address.state),
  postalCode: column('postalCode', 'text', 'address.postal_code', (c) => c.address.postalCode),
  country: column('country', 'text', 'address.country', (c) => c.address.country),
  birthDate: column('birthDate', 'date', 'birth_date', (c) => c.birthDate),
  customDates: column('customDates', 'list', 'custom_dates', (c) => c.customDates),
  tags: column('tags', 'list', 'tags', (c) => c.tags),
  priority: column('priority', 'enum', 'priority', (c) => c.priority),
  status: column('status', 'enum', 'status', (c) => c.status),
  source: column('source', 'enum', 'source', (c) => c.source),
  language: column('language', 'enum', 'language', (c) => c.language),
  notes: column('notes', 'text', 'notes', (c) => c.notes),
  createdAt: column('createdAt', 'instant', 'created_at', (c) => c.createdAt),
};

/** The chosen columns, always in the wizard's order. */
export const orderedColumns = (chosen: Iterable<ExportColumnId>): ExportColumn[] => {
  const set = new Set(chosen);
  return EXPORT_COLUMN_IDS.filter((id) => set.has(id)).map((id) => EXPORT_COLUMNS[id]);
};
