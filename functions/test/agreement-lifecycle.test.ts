// The agreements' lifecycle around signing (issue 26 points 2 and 4), with an injected clock:
// the scheduled run reminds each signer who has not signed 3 and 1 days before the expiry, once
// (also when run twice, or twice at once); stores the expiry and tells the photographer once; the
// photographer reminds by hand (at most once a day), extends the expiry or resends with new links
// (the old ones close); the signer declines on their link with a reason, and the photographer is told.
import { createAgreement as createAgreementRoute, createTemplate as createTemplateRoute, getSignerAgreement, sendAgreement as sendAgreementRoute, type Agreement } from '@fotostudio/shared/contracts/agreements';
import { declineSignerAgreement, remindAgreement, resendAgreement, extendAgreement } from '@fotostudio/shared/contracts/agreement-actions';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { listNotifications } from '@fotostudio/shared/contracts/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { dueReminderDays, remindAgreementNow, runAgreementLifecycle } from '../src/agreements/agreement-lifecycle.js';
import { db } from '../src/data/database.js';
import { markAgreementExpired } from '../src/data/stores/agreements.js';
import { callApi, callRoute, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { mailsTo } from './support/mail.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const DAY = 86_400_000;
const doc = (...content: unknown[]) => ({ type: 'doc', content });

describe("agreements' lifecycle", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createPhotographer('agreement-lifecycle');
  });
  const api = (method: string, path: string, body?: unknown): Promise<ApiAnswer> => callApi({ method, path, token: user.accessToken, body });
  const tokenOf = (link: string | null | undefined) => (link ?? '').split('/').at(-1) ?? '';
  const openLink = (agreementToken: string) => callRoute(getSignerAgreement, undefined, { params: { agreementToken } });
  const decline = (agreementToken: string, reason?: string) => callRoute(declineSignerAgreement, undefined, { params: { agreementToken }, body: reason === undefined ? {} : { reason } });
  const stored = async (agreementId: string) => (await db().entities.agreement.get({ photographerId: user.sub, agreementId }).go({ consistent: true })).data;
  const notificationsOf = async (agreementId: string) => {
    const page = responseOf(listNotifications, await callRoute(listNotifications, user.accessToken, { query: { limit: '50' } }));
    return page.unchanged ? [] : page.notifications.filter((n) => 'agreementId' in n && n.agreementId === agreementId);
  };

  /** An agreement for a couple, sent now: Lucía reads Spanish, Tom English; their addresses are this agreement's own. */
  const sentToCouple = async (expiresInDays: number, reminderDays?: number[]): Promise<{ sent: Agreement; lucia: string; tom: string }> => {
    const template = responseOf(
      createTemplateRoute,
      await api('POST', '/api/agreement-templates', { name: 'Boda', language: 'es', document: doc({ type: 'paragraph', content: [{ type: 'text', text: 'Contrato de boda' }] }) }),
    ).template;
    const client = responseOf(createContact, await callRoute(createContact, user.accessToken, { body: { ...exampleOf(createContact).body, type: 'client' } })).contact;
    const draft = responseOf(createAgreementRoute, await api('POST', '/api/agreements', { templateId: template.templateId, clientId: client.contactId })).agreement;
    const stamp = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
    const [lucia, tom] = [`lucia-${stamp}@example.com`, `tom-${stamp}@example.com`];
    const edited = await api('PUT', `/api/agreements/${draft.agreementId}`, {
      title: `Boda ${stamp}`,
      mergeValues: draft.mergeValues,
      signers: [{ name: 'Lucía', email: lucia, language: 'es' }, { name: 'Tom', email: tom, language: 'en' }],
      expiresInDays,
      ...(reminderDays ? { reminderDays } : {}),
    });
    expect(edited.status, edited.text).toBe(200);
    const sent = responseOf(sendAgreementRoute, await api('POST', `/api/agreements/${draft.agreementId}/send`)).agreement;
    return { sent, lucia, tom };
  };
  const mailCount = async (address: string) => (await mailsTo(address)).length;
  const expiryOf = (sent: Agreement) => Date.parse(sent.expiresAt ?? '');

  it('reminds each signer 3 and 1 days before the expiry, once each, in their language with their link, also when run twice at once', async () => {
    const { sent, lucia, tom } = await sentToCouple(7);
    const expires = expiryOf(sent);
    // Only the invitation so far; a run days before the first reminder mails nothing.
    expect([await mailCount(lucia), await mailCount(tom)]).toEqual([1, 1]);
    await runAgreementLifecycle({ now: new Date(expires - 5 * DAY) });
    expect([await mailCount(lucia), await mailCount(tom)]).toEqual([1, 1]);

    const threeDays = new Date(expires - 3 * DAY + 60_000);
    await Promise.all([runAgreementLifecycle({ now: threeDays }), runAgreementLifecycle({ now: threeDays })]);
    await runAgreementLifecycle({ now: new Date(threeDays.getTime() + 3_600_000) });
    const [toLucia, toTom] = await Promise.all([mailsTo(lucia), mailsTo(tom)]);
    expect(toLucia.map((m) => m.subject)).toEqual([expect.any(String), expect.stringMatching(/^Recordatorio: «Boda .+» .+ sigue pendiente de firma$/)]);
    expect(toTom.map((m) => m.subject)).toEqual([expect.any(String), expect.stringMatching(/^Reminder: "Boda .+" .+ is waiting for your signature$/)]);
    expect(toLucia[1]?.body.text).toContain(sent.signers[0]?.link ?? 'no link');
    expect(toTom[1]?.body.html).toContain(`href="${sent.signers[1]?.link ?? 'no link'}"`);
    expect(toLucia[1]?.replyTo).toEqual([user.email]);

    const oneDay = new Date(expires - DAY + 60_000);
    await Promise.all([runAgreementLifecycle({ now: oneDay }), runAgreementLifecycle({ now: oneDay })]);
    await runAgreementLifecycle({ now: new Date(expires - 60_000) });
    expect([await mailCount(lucia), await mailCount(tom)]).toEqual([3, 3]);
    expect((await stored(sent.agreementId))?.remindersSent?.length).toBe(4);
  });

  it('reminds on the days the draft chose instead', async () => {
    const { sent, lucia } = await sentToCouple(7, [2]);
    expect(sent.reminderDays).toEqual([2]);
    await runAgreementLifecycle({ now: new Date(expiryOf(sent) - 3 * DAY + 60_000) });
    expect(await mailCount(lucia)).toBe(1);
    await runAgreementLifecycle({ now: new Date(expiryOf(sent) - 2 * DAY + 60_000) });
    await runAgreementLifecycle({ now: new Date(expiryOf(sent) - DAY + 60_000) });
    expect(await mailCount(lucia)).toBe(2);
  });

  it('sends no "3 days before" reminder for links sent with less validity than that', () => {
    const sentAt = '2027-03-01T10:00:00.000Z';
    const item = { sentAt, expiresAt: '2027-03-03T10:00:00.000Z', reminderDays: undefined, extendedAt: undefined };
    expect(dueReminderDays(item, new Date('2027-03-01T11:00:00Z'))).toEqual([]);
    expect(dueReminderDays(item, new Date('2027-03-02T10:00:00Z'))).toEqual([1]);
    // Days missed together (the schedule stopped) are due together, and nothing after the expiry.
    expect(dueReminderDays({ ...item, expiresAt: '2027-03-09T10:00:00.000Z' }, new Date('2027-03-08T12:00:00Z'))).toEqual([3, 1]);
    expect(dueReminderDays(item, new Date('2027-03-03T10:00:00Z'))).toEqual([]);
  });

  it('stores the expiry at its time, closes the links and tells the photographer once; extending opens the same links again', async () => {
    const { sent } = await sentToCouple(2);
    const expires = expiryOf(sent);
    const photographerMails = await mailCount(user.email);
    await runAgreementLifecycle({ now: new Date(expires - 60_000) });
    expect((await stored(sent.agreementId))?.status).toBe('sent');

    const after = new Date(expires + 60_000);
    await Promise.all([runAgreementLifecycle({ now: after }), runAgreementLifecycle({ now: after })]);
    await runAgreementLifecycle({ now: new Date(expires + 3_600_000) });
    const expired = await stored(sent.agreementId);
    expect(expired).toMatchObject({ status: 'expired', expiredAt: after.toISOString(), expiryNotifiedAt: expect.any(String) });
    expect(await notificationsOf(sent.agreementId)).toEqual([expect.objectContaining({ kind: 'agreementExpired', title: sent.title, expiresAt: sent.expiresAt })]);
    const toPhotographer = await eventually(async () => ((await mailCount(user.email)) > photographerMails ? mailsTo(user.email) : undefined));
    expect(toPhotographer.length).toBe(photographerMails + 1);
    expect(toPhotographer.at(-1)?.subject).toMatch(/^El contrato «Boda .+» ha caducado sin firmar$/);
    const closed = await openLink(tokenOf(sent.signers[0]?.link));
    expect([closed.status, errorCodeOf(closed)]).toEqual([410, 'agreements.link_closed']);
    // A run that read the old expiry cannot store it expired again.
    expect(await markAgreementExpired(user.sub, sent.agreementId, sent.expiresAt ?? '', after)).toBe(false);

    const extended = responseOf(extendAgreement, await api('POST', `/api/agreements/${sent.agreementId}/extend`, { expiresInDays: 5 })).agreement;
    expect(extended).toMatchObject({ status: 'sent', expiredAt: null });
    expect(Date.parse(extended.expiresAt ?? '')).toBeGreaterThan(Date.now() + 4 * DAY);
    expect(extended.signers.map((s) => s.link)).toEqual(sent.signers.map((s) => s.link));
    expect((await openLink(tokenOf(sent.signers[0]?.link))).status).toBe(200);
  });

  it('resends with new links: the old ones answer closed, the new ones are mailed and open', async () => {
    const { sent, lucia, tom } = await sentToCouple(3);
    const resent = responseOf(resendAgreement, await api('POST', `/api/agreements/${sent.agreementId}/resend`, { expiresInDays: 10 })).agreement;
    expect(resent.status).toBe('sent');
    for (const [index, address] of [lucia, tom].entries()) {
      const before = sent.signers[index]?.link;
      const after = resent.signers[index]?.link;
      expect(after).not.toBe(before);
      const old = await openLink(tokenOf(before));
      expect([old.status, errorCodeOf(old)]).toEqual([410, 'agreements.link_closed']);
      expect((await openLink(tokenOf(after))).status).toBe(200);
      expect((await mailsTo(address)).at(-1)?.body.text).toContain(after ?? 'no link');
    }
  });

  it('reminds by hand at most once a day (a catalogue code), and two clicks at once mail once', async () => {
    const { sent, lucia } = await sentToCouple(7);
    const answers = await Promise.all([0, 1].map(() => callRoute(remindAgreement, user.accessToken, { params: { agreementId: sent.agreementId } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
    expect(answers.map(errorCodeOf)).toContain('agreements.reminder_too_soon');
    expect(await mailCount(lucia)).toBe(2);
    const tooSoon = await callRoute(remindAgreement, user.accessToken, { params: { agreementId: sent.agreementId } });
    expect([tooSoon.status, errorCodeOf(tooSoon)]).toEqual([429, 'agreements.reminder_too_soon']);
    await remindAgreementNow(user.sub, sent.agreementId, new Date(Date.now() + 25 * 3_600_000));
    expect(await mailCount(lucia)).toBe(3);
  });

  it('lets a signer decline with a reason: the agreement is declined, every link closes, the photographer is told; declining again changes nothing', async () => {
    const { sent, tom } = await sentToCouple(7);
    const [luciaToken, tomToken] = sent.signers.map((s) => tokenOf(s.link));
    const answer = await decline(luciaToken ?? '', '  Hemos elegido otra fecha.  ');
    expect(answer.status, answer.text).toBe(200);
    expect(responseOf(declineSignerAgreement, answer).agreement).toMatchObject({ status: 'declined', signer: { name: 'Lucía', status: 'declined' } });
    const declined = await stored(sent.agreementId);
    expect(declined).toMatchObject({ status: 'declined', declinedAt: expect.any(String) });
    expect(declined?.signers.map((s) => [s.status, s.declineReason])).toEqual([['declined', 'Hemos elegido otra fecha.'], ['sent', undefined]]);
    expect(await notificationsOf(sent.agreementId)).toEqual([
      expect.objectContaining({ kind: 'agreementDeclined', signerName: 'Lucía', reason: 'Hemos elegido otra fecha.' }),
    ]);
    for (const token of [luciaToken, tomToken]) {
      const again = await decline(token ?? '');
      expect([again.status, errorCodeOf(again)]).toEqual([410, 'agreements.link_closed']);
      expect((await openLink(token ?? '')).status).toBe(410);
    }
    expect(await stored(sent.agreementId)).toEqual(declined);
    // Not renewable, not reminded (by hand or by the run).
    const renew = await api('POST', `/api/agreements/${sent.agreementId}/resend`, { expiresInDays: 5 });
    expect([renew.status, errorCodeOf(renew)]).toEqual([409, 'agreements.not_renewable']);
    const mails = await mailCount(tom);
    await runAgreementLifecycle({ now: new Date(expiryOf(sent) - DAY + 60_000) });
    expect(await mailCount(tom)).toBe(mails);
  });

  it('of two signers declining at once, one declines', async () => {
    const { sent } = await sentToCouple(7);
    const answers = await Promise.all(sent.signers.map((s) => decline(tokenOf(s.link))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410]);
    expect((await stored(sent.agreementId))?.signers.filter((s) => s.status === 'declined')).toHaveLength(1);
    expect(await notificationsOf(sent.agreementId)).toHaveLength(1);
  });
});
