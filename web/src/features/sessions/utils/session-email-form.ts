// The session email dialog's form: what is typed, checked by the route's contract (to,
// subject and message required; cc optional) before anything is sent.
import { sessionEmailInput } from '@fotostudio/shared/contracts/sessions';
import type { EmailComposeValues } from '../../../components/email-compose-dialog';
import { checkEmailCompose } from '../../../components/email-compose-form';

export interface SessionEmailValues extends EmailComposeValues {
  attachCalendar: boolean;
}

export type SessionEmailField = 'to' | 'cc' | 'subject' | 'message';

/** The request to send (the calendar event only when the session has a date), or the problems to show by field. */
export const checkSessionEmail = (values: SessionEmailValues, canAttachCalendar: boolean) =>
  checkEmailCompose(sessionEmailInput, values, canAttachCalendar && values.attachCalendar ? { attachCalendar: true } : {});
