// Email to the client from a session, read back from the local SES store: raw MIME with the
// business as sender name, the photographer as Reply-To, and the session as an .ics.
import { putMe } from '@fotostudio/shared/contracts/account';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { sendSessionEmail } from '@fotostudio/shared/contracts/sessions';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../src/lib/config.js';
import { DomainError } from '../src/lib/errors.js';
import { sendMail } from '../src/mail/send-mail.js';
import { callRoute, errorCodeOf, responseOf } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { mailsTo } from './support/mail.js';
import { createClientAndPackage, createTestSession } from './support/sessions.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const address = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

describe('email to the client from a session', () => {
  let user: TestUser;

  beforeAll(async () => {
    user = await createPhotographer('session-email');
    const profile = await callRoute(putMe, user.accessToken, { body: { businessName: 'Estudio Lucía' } });
    expect(profile.status, profile.text).toBe(200);
  });

  it('sends the message with cc, the business as sender name, the photographer as Reply-To, and the session as .ics', async () => {
    const { sessionId } = await createTestSession(user.accessToken, {
      title: 'Boda de Ana',
      date: '2027-07-03',
      time: '18:30',
      durationMinutes: 90,
      location: 'Finca Los Olivos',
    });
    const to = address('cliente');
    const cc = address('copia');
    const answer = await callRoute(sendSessionEmail, user.accessToken, {
      params: { sessionId },
      body: { to, cc: [cc], subject: 'Tu sesión del sábado', message: 'Hola Ana,\n\nos vemos el sábado.', attachCalendar: true },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ sent: true, messageId: expect.any(String) });

    const mail = await eventually(async () => (await mailsTo(to)).at(-1));
    expect(mail.subject).toBe('Tu sesión del sábado');
    expect(mail.from).toContain('Estudio Lucía');
    expect(mail.from).toContain(process.env.SES_FROM_ADDRESS);
    expect(mail.replyTo.join()).toContain(user.email);
    expect(mail.destination.cc.join()).toContain(cc);
    expect(mail.body.text).toContain('os vemos el sábado.');
    expect(mail.body.html).toContain('<p>Hola Ana,</p>');
    const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(ics?.filename).toBe('sesion.ics');
    const text = Buffer.from(ics?.content ?? '', 'base64').toString('utf8');
    expect(text).toContain('SUMMARY:Boda de Ana');
    expect(text).toContain('DTSTART;TZID=Europe/Madrid:20270703T183000');
    expect(text).toContain('DTEND;TZID=Europe/Madrid:20270703T200000');
    expect(text).toContain('LOCATION:Finca Los Olivos');
    expect(text).toContain('BEGIN:VTIMEZONE');
  });

  it('names the calendar attachment in the session client’s preferred language', async () => {
    const { contact } = responseOf(
      createContact,
      await callRoute(createContact, user.accessToken, { body: { ...exampleOf(createContact).body, type: 'client', language: 'en' } }),
    );
    const { packageId } = await createClientAndPackage(user.accessToken);
    const { sessionId } = await createTestSession(user.accessToken, { title: 'Anne’s wedding', date: '2027-07-03', time: '18:30' }, { clientId: contact.contactId, packageId });
    const to = address('english');
    const answer = await callRoute(sendSessionEmail, user.accessToken, { params: { sessionId }, body: { to, subject: 'Your session', message: 'Hi Anne', attachCalendar: true } });
    expect(answer.status, answer.text).toBe(200);
    const mail = await eventually(async () => (await mailsTo(to)).at(-1));
    expect(mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.filename).toBe('session.ics');
  });

  it('sends without attachment when no calendar is asked for', async () => {
    const { sessionId } = await createTestSession(user.accessToken);
    const to = address('plain');
    const answer = await callRoute(sendSessionEmail, user.accessToken, { params: { sessionId }, body: { to, subject: 'Hola', message: 'Texto' } });
    expect(answer.status, answer.text).toBe(200);
    const mail = await eventually(async () => (await mailsTo(to)).at(-1));
    expect(mail.attachments).toEqual([]);
  });

  it('refuses a calendar attachment for a session without a date', async () => {
    const { sessionId } = await createTestSession(user.accessToken);
    const to = address('sin-fecha');
    const answer = await callRoute(sendSessionEmail, user.accessToken, {
      params: { sessionId },
      body: { to, subject: 'Hola', message: 'Texto', attachCalendar: true },
    });
    expect({ status: answer.status, code: errorCodeOf(answer) }).toEqual({ status: 400, code: 'sessions.calendar_needs_date' });
    expect(await mailsTo(to)).toEqual([]);
  });

  it('refuses a message without recipient, subject or text with the spec’s message, and a malformed address', async () => {
    const { sessionId } = await createTestSession(user.accessToken);
    const cases: [Record<string, string>, string][] = [
      [{ to: '', subject: 'Hola', message: 'Texto' }, 'email.required_fields'],
      [{ to: address('x'), subject: '  ', message: 'Texto' }, 'email.required_fields'],
      [{ to: address('x'), subject: 'Hola', message: '' }, 'email.required_fields'],
      [{ to: 'no-es-correo', subject: 'Hola', message: 'Texto' }, 'general.validation'],
    ];
    for (const [body, code] of cases) {
      const answer = await callRoute(sendSessionEmail, user.accessToken, { params: { sessionId }, body });
      expect({ status: answer.status, code: errorCodeOf(answer) }, JSON.stringify(body)).toEqual({ status: 400, code });
    }
  });

  describe('without a working provider', () => {
    const saved = process.env.SES_FROM_ADDRESS;
    afterEach(() => {
      process.env.SES_FROM_ADDRESS = saved;
      resetConfig();
    });
    const mail = { to: ['cliente@example.com'], subject: 'Hola', text: 'Texto' };

    it('answers email.no_provider when no sending address is configured', async () => {
      delete process.env.SES_FROM_ADDRESS;
      resetConfig();
      await expect(sendMail(mail)).rejects.toMatchObject({ code: 'email.no_provider' });
    });

    it('answers email.send_failed when SES refuses the message', async () => {
      const refused = sendMail(mail, () => Promise.reject(new Error('MessageRejected: Email address is not verified.')));
      await expect(refused).rejects.toBeInstanceOf(DomainError);
      await expect(refused).rejects.toMatchObject({ code: 'email.send_failed' });
    });
  });
});
