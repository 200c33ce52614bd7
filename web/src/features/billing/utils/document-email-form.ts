// The send-by-email modal's form: to, cc, subject and message (spec section 5 "Send email":
// to, subject and message required; cc optional), checked before sending.
import type { DocumentEmailInput } from '@fotostudio/shared/contracts/billing/document-input';
import * as z from 'zod';

export interface EmailValues {
  to: string;
  /** Addresses separated by commas, semicolons or spaces. */
  cc: string;
  subject: string;
  message: string;
}
export type EmailField = keyof EmailValues;
export type EmailProblem = 'required' | 'emailInvalid' | 'tooManyCc';
export type EmailErrors = Partial<Record<EmailField, EmailProblem>>;

const CC_MAX = 10;
const isEmail = (value: string) => z.email().safeParse(value).success;
export const ccAddresses = (cc: string): string[] => cc.split(/[\s,;]+/).filter(Boolean);

export const checkEmailForm = (values: EmailValues): { body: DocumentEmailInput; errors: null } | { body: null; errors: EmailErrors } => {
  const errors: EmailErrors = {};
  const to = values.to.trim();
  if (to === '') errors.to = 'required';
  else if (!isEmail(to)) errors.to = 'emailInvalid';
  const cc = ccAddresses(values.cc);
  if (cc.some((address) => !isEmail(address))) errors.cc = 'emailInvalid';
  else if (cc.length > CC_MAX) errors.cc = 'tooManyCc';
  if (values.subject.trim() === '') errors.subject = 'required';
  if (values.message.trim() === '') errors.message = 'required';
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return { errors: null, body: { to, ...(cc.length > 0 ? { cc } : {}), subject: values.subject.trim(), message: values.message.trim() } };
};
