import { describe, expect, it } from 'vitest';
import { checkSessionEmail, type SessionEmailValues } from '../src/features/sessions/utils/session-email-form';

const filled: SessionEmailValues = {
  to: ' ana@example.com ',
  cc: '',
  subject: ' Tu sesión ',
  message: 'Hola, te esperamos.',
  attachCalendar: true,
};

describe('session email form', () => {
  it('requires to, subject and message', () => {
    expect(checkSessionEmail({ to: '', cc: '', subject: ' ', message: '', attachCalendar: false }, false)).toEqual({
      body: null,
      errors: { to: { message: 'required' }, subject: { message: 'required' }, message: { message: 'required' } },
    });
  });

  it('refuses a malformed to or cc address', () => {
    expect(checkSessionEmail({ ...filled, to: 'ana@', cc: 'luis@example.com, pepe' }, true).errors).toEqual({
      to: { message: 'emailInvalid' },
      cc: { message: 'emailInvalid' },
    });
  });

  it('sends trimmed fields, the cc list and the calendar event only when the session has a date', () => {
    expect(checkSessionEmail({ ...filled, cc: 'luis@example.com; eva@example.com' }, true).body).toEqual({
      to: 'ana@example.com',
      cc: ['luis@example.com', 'eva@example.com'],
      subject: 'Tu sesión',
      message: 'Hola, te esperamos.',
      attachCalendar: true,
    });
    expect(checkSessionEmail(filled, false).body).toEqual({ to: 'ana@example.com', subject: 'Tu sesión', message: 'Hola, te esperamos.' });
  });

  it('limits cc to ten addresses and the texts to the contract lengths', () => {
    const cc = Array.from({ length: 11 }, (_, i) => `p${i}@example.com`).join(',');
    expect(checkSessionEmail({ ...filled, cc }, true).errors).toEqual({ cc: { message: 'tooManyCc', max: 10 } });
    expect(checkSessionEmail({ ...filled, subject: 's'.repeat(201) }, true).errors).toEqual({ subject: { message: 'tooLong', max: 200 } });
  });
});
