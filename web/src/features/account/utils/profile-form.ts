// The profile form's values and what a save sends: only the fields that changed, blank
// ones as null (which clears them), checked against the API's own contract first.
import { slugProblem } from '@fotostudio/shared/business-slug';
import { profileUpdate, type Photographer, type ProfileUpdate } from '@fotostudio/shared/contracts/account';
import { isErrorCode, type ErrorCode, type ErrorParams } from '@fotostudio/shared/errors/catalogue';
import type { FieldProblem } from '../../../lib/field-problem';

export const PERSONAL_FIELDS = ['name', 'phone', 'biography', 'instagram', 'linkedin'] as const;
export const BUSINESS_FIELDS = [
  'businessName',
  'businessSlug',
  'website',
  'taxId',
  'street',
  'city',
  'postalCode',
  'province',
  'country',
  'accentColor',
] as const;

export type PersonalField = (typeof PERSONAL_FIELDS)[number];
export type BusinessField = (typeof BUSINESS_FIELDS)[number];
export type ProfileFormField = PersonalField | BusinessField;
export type ProfileFormValues = Record<ProfileFormField, string>;

/** A field's problem: a catalogue code (with the values its message names), or too long for the contract. */
export type ProfileFieldProblem = FieldProblem<'tooLong'>;
export type ProfileFieldErrors = Partial<Record<ProfileFormField, ProfileFieldProblem>>;

const FORM_FIELDS: readonly ProfileFormField[] = [...PERSONAL_FIELDS, ...BUSINESS_FIELDS];

export const isBusinessField = (field: ProfileFormField): field is BusinessField =>
  (BUSINESS_FIELDS as readonly string[]).includes(field);

export const toFormValues = (photographer: Photographer): ProfileFormValues =>
  Object.fromEntries(FORM_FIELDS.map((field) => [field, photographer[field] ?? ''])) as ProfileFormValues;

/** The changed fields, trimmed; a blank field becomes null (cleared). */
export const changedFields = (values: ProfileFormValues, original: ProfileFormValues): ProfileUpdate => {
  const update: ProfileUpdate = {};
  for (const field of FORM_FIELDS) {
    const next = field === 'businessSlug' ? values[field].trim().toLowerCase() : values[field].trim();
    if (next === original[field].trim()) continue;
    update[field] = next === '' ? null : next;
  }
  return update;
};

/** The slug's problem as the server would name it, before asking the server. */
export const slugFieldProblem = (slug: string): ErrorCode | undefined => {
  const trimmed = slug.trim().toLowerCase();
  if (trimmed === '') return undefined;
  const problem = slugProblem(trimmed);
  if (problem === 'reserved') return 'profile.slug_reserved';
  if (problem === 'invalid') return 'profile.slug_invalid';
  return undefined;
};

/** The values a format rule's message names (checked-fields.ts), as the catalogue takes them. */
const paramsOf = (params: Record<string, unknown> | undefined): { params?: ErrorParams } => {
  const entries = Object.entries(params ?? {}).filter(
    (entry): entry is [string, string | number] => entry[0] !== 'catalogueCode' && (typeof entry[1] === 'string' || typeof entry[1] === 'number'),
  );
  return entries.length > 0 ? { params: Object.fromEntries(entries) } : {};
};

const isFormField = (value: unknown): value is ProfileFormField =>
  typeof value === 'string' && (FORM_FIELDS as readonly string[]).includes(value);

/**
 * Checks an update against the contract (lengths) and the slug rules; no errors means it
 * may be sent.
 */
export const validateProfileUpdate = (update: ProfileUpdate): ProfileFieldErrors => {
  const errors: ProfileFieldErrors = {};
  const parsed = profileUpdate.safeParse(update);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (!isFormField(field)) continue;
      if (issue.code === 'too_big') errors[field] = { message: 'tooLong', max: Number(issue.maximum) };
      else if (issue.code === 'custom' && isErrorCode(issue.message)) errors[field] = { code: issue.message, ...paramsOf(issue.params) };
      else errors[field] = { code: 'general.validation' };
    }
  }
  const slug = update.businessSlug;
  const slugCode = typeof slug === 'string' ? slugFieldProblem(slug) : undefined;
  if (slugCode) errors.businessSlug = { code: slugCode };
  return errors;
};

/** The field a server error belongs to, so it is shown there instead of as a toast. */
export const fieldOfErrorCode = (code: ErrorCode): ProfileFormField | undefined => {
  if (code === 'profile.slug_taken' || code === 'profile.slug_reserved' || code === 'profile.slug_invalid') return 'businessSlug';
  if (code.startsWith('tax_id.')) return 'taxId';
  if (code === 'profile.website_invalid') return 'website';
  if (code === 'profile.phone_invalid') return 'phone';
  if (code === 'profile.accent_color_invalid') return 'accentColor';
  return undefined;
};
