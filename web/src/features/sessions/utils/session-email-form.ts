// The session email dialog's form: what is typed, and the checks the spec asks for
// (to, subject and message required; cc optional) before anything is sent.
import { sessionEmailInput } from '@fotostudio/shared/contracts/sessions';
import type { SessionEmail } from '../api/send-session-email';

export interface SessionEmailValues {
  to: string;
  /** Addresses separated by commas, semicolons or spaces. */
  cc: string;
  subject: string;
  message: string;
  attachCalendar: boolean;
}

export type SessionEmailField = 'to' | 'cc' | 'subject' | 'message';
export type SessionEmailProblem = 'required' | 'emailInvalid' | 'tooManyCc' | 'tooLong';
export type SessionEmailErrors = Partial<Record<SessionEmailField, SessionEmailProblem>>;

const { to: emailSchema, subject: subjectSchema, message: messageSchema } = sessionEmailInput.shape;
const ccSchema = sessionEmailInput.shape.cc.unwrap();

export const ccAddresses = (cc: string): string[] => cc.split(/[\s,;]+/).filter(Boolean);

const textProblem = (value: string, schema: typeof subjectSchema | typeof messageSchema): SessionEmailProblem | undefined => {
  if (value.trim() === '') return 'required';
  return schema.safeParse(value).success ? undefined : 'tooLong';
};

/** The request to send, or the problems to show by field. */
export const checkSessionEmail = (
  values: SessionEmailValues,
  canAttachCalendar: boolean,
): { body: SessionEmail; errors: null } | { body: null; errors: SessionEmailErrors } => {
  const errors: SessionEmailErrors = {};
  const to = values.to.trim();
  if (to === '') errors.to = 'required';
  else if (!emailSchema.safeParse(to).success) errors.to = 'emailInvalid';
  const cc = ccAddresses(values.cc);
  if (cc.some((address) => !emailSchema.safeParse(address).success)) errors.cc = 'emailInvalid';
  else if (!ccSchema.safeParse(cc).success) errors.cc = 'tooManyCc';
  const subject = textProblem(values.subject, subjectSchema);
  if (subject) errors.subject = subject;
  const message = textProblem(values.message, messageSchema);
  if (message) errors.message = message;
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    errors: null,
    body: {
      to,
      ...(cc.length > 0 ? { cc } : {}),
      subject: values.subject.trim(),
      message: values.message.trim(),
      ...(canAttachCalendar && values.attachCalendar ? { attachCalendar: true } : {}),
    },
  };
};
