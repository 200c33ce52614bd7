// The send-by-email modal's form: to, cc, subject and message (spec section 5 "Send email":
// to, subject and message required; cc optional), checked by the route's contract before
// sending.
import { documentEmailInput } from '@fotostudio/shared/contracts/billing/document-input';
import type { EmailComposeField, EmailComposeValues } from '../../../components/email-compose-dialog';
import { checkEmailCompose } from '../../../components/email-compose-form';

export type EmailValues = EmailComposeValues;
export type EmailField = EmailComposeField;

/** The body of POST /api/billing/documents/{id}/email, or the problems by field. */
export const checkEmailForm = (values: EmailValues) => checkEmailCompose(documentEmailInput, values);
