import { describe, expect, it } from 'vitest';
import { checkEmailForm, type EmailValues } from '../src/features/billing/utils/document-email-form';

const filled: EmailValues = { to: ' Ana@Example.com ', cc: '', subject: ' Factura F-1 ', message: 'Adjunta la factura.' };

describe('document email form', () => {
  it('requires to, subject and message', () => {
    expect(checkEmailForm({ to: ' ', cc: '', subject: '', message: ' ' })).toEqual({
      body: null,
      errors: { to: { message: 'required' }, subject: { message: 'required' }, message: { message: 'required' } },
    });
  });

  it('names a malformed recipient with the contract rule’s code and a malformed cc at its field', () => {
    expect(checkEmailForm({ ...filled, to: 'ana@', cc: 'luis@example.com pepe' }).errors).toEqual({
      to: { code: 'billing.client_email_invalid' },
      cc: { message: 'emailInvalid' },
    });
  });

  it('limits cc to ten addresses and the message to the contract length', () => {
    const cc = Array.from({ length: 11 }, (_, i) => `p${i}@example.com`).join(';');
    expect(checkEmailForm({ ...filled, cc }).errors).toEqual({ cc: { message: 'tooManyCc', max: 10 } });
    expect(checkEmailForm({ ...filled, message: 'm'.repeat(10_001) }).errors).toEqual({ message: { message: 'tooLong', max: 10_000 } });
  });

  it('sends the body as the route takes it: trimmed, the recipient in lower case, cc only when given', () => {
    expect(checkEmailForm(filled).body).toEqual({ to: 'ana@example.com', subject: 'Factura F-1', message: 'Adjunta la factura.' });
    expect(checkEmailForm({ ...filled, cc: 'luis@example.com, eva@example.com' }).body).toMatchObject({ cc: ['luis@example.com', 'eva@example.com'] });
  });
});
