// The check of the email-compose dialog, for every feature that sends one: what was typed
// becomes the request body and is parsed by the feature's own contract schema (its route's
// body), each issue shown under the field it names. To, subject and message are required
// (spec: "Send email"); cc is optional, several addresses separated by commas, semicolons or
// spaces.
import { catalogueCodeOfIssues } from '@fotostudio/shared/contracts/route';
import type * as z from 'zod';
import { placeIssues, type ContractIssue, type FieldProblem } from '../lib/field-problem';
import type { EmailComposeField, EmailComposeValues } from './email-compose-dialog';

/** A message of the feature's `email.validation` (with its limit), or a contract rule's catalogue code. */
export type EmailComposeProblem = FieldProblem<'required' | 'emailInvalid' | 'tooManyCc' | 'tooLong'>;
export type EmailComposeErrors = Partial<Record<EmailComposeField, EmailComposeProblem>>;

export const ccAddresses = (cc: string): string[] => cc.split(/[\s,;]+/).filter(Boolean);

const REQUIRED = ['to', 'subject', 'message'] as const;
const FIELDS: readonly PropertyKey[] = ['to', 'cc', 'subject', 'message'];

const placeOf = (path: readonly PropertyKey[]): EmailComposeField | null =>
  FIELDS.includes(path[0] ?? '') ? (path[0] as EmailComposeField) : null;

const problemOfIssue = (issue: ContractIssue): EmailComposeProblem => {
  const code = catalogueCodeOfIssues([{ code: issue.code, params: issue.params }]);
  if (code) return { code };
  // The only formats these fields have are email addresses.
  if (issue.code === 'invalid_format') return { message: 'emailInvalid' };
  if (issue.code === 'too_big') return { message: issue.origin === 'array' ? 'tooManyCc' : 'tooLong', max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { message: 'required' };
  return { code: 'general.validation' };
};

/**
 * The body `schema` takes (`extra` adds what the feature sends beside the email, such as a
 * calendar attachment), or the problems by field: a blank required field is named first, then
 * every issue of the contract; one that no field shows (the contract's own "to, subject and
 * message are required") goes under "to" when no field has a problem.
 */
export const checkEmailCompose = <S extends z.ZodType>(
  schema: S,
  values: EmailComposeValues,
  extra: Record<string, unknown> = {},
): { body: z.output<S>; errors: null } | { body: null; errors: EmailComposeErrors } => {
  const errors: EmailComposeErrors = {};
  for (const field of REQUIRED) if (values[field].trim() === '') errors[field] = { message: 'required' };
  const cc = ccAddresses(values.cc);
  const parsed = schema.safeParse({
    to: values.to.trim(),
    ...(cc.length > 0 ? { cc } : {}),
    subject: values.subject.trim(),
    message: values.message.trim(),
    ...extra,
  });
  if (parsed.success && Object.keys(errors).length === 0) return { body: parsed.data, errors: null };
  const placed = placeIssues(parsed.success ? [] : parsed.error.issues, placeOf, problemOfIssue, errors);
  const fields = placed.form && Object.keys(placed.fields).length === 0 ? { to: placed.form } : placed.fields;
  return { body: null, errors: fields };
};
