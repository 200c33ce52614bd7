// The marketing site's API over the local gateway: the bot check (honeypot, fill time, signed
// and fresh tickets), the forms' validation codes, what is stored, the emails to the operator
// and the sender, accepting an application (a place taken exactly once, the invitation sent),
// the waitlist, and page views that never store an IP.
import { randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import {
  applyToBeta,
  getBetaStatus,
  getFormTicket,
  recordPageView,
  sendContactMessage,
  sendFeedback,
  siteFormRoutes,
  type SiteFormKind,
} from '@fotostudio/shared/contracts/site';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { dynamoDocumentClient } from '../src/lib/aws-clients.js';
import { appConfig, resetConfig } from '../src/lib/config.js';
import { mapError } from '../src/lib/http/error-response.js';
import { errorStatus } from '@fotostudio/shared/errors/catalogue';
import { acceptAndInvite } from '../src/site/beta-acceptance.js';
import { acceptBetaApplication, acceptedPlaces, betaStatus } from '../src/site/beta-programme.js';
import { issueFormTicket } from '../src/site/form-ticket.js';
import { anonymiseIp, recordPageView as recordView } from '../src/site/page-views.js';
import { applyToBeta as applyUseCase } from '../src/site/site-forms.js';
import { callApi, callRoute, errorCodeOf, refusalOf, responseOf } from './support/api.js';
import { eventually } from './support/eventually.js';
import { mailsTo } from './support/mail.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

/** The local stack's operator address (infra/local/stack.ts), as the functions read it. */
const OPERATOR = process.env.SITE_OPERATOR_EMAIL ?? 'missing';

/** A ticket for `form` issued long enough ago for a person to have filled it. */
const humanTicket = async (form: SiteFormKind = 'beta') => (await issueFormTicket(form, new Date(Date.now() - 10_000))).ticket;
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

const betaBody = async (overrides: Record<string, unknown> = {}) => ({
  ...exampleOf(applyToBeta).body,
  ticket: await humanTicket(),
  email: uniqueEmail('beta'),
  fullName: `Lucía ${randomUUID().slice(0, 6)}`,
  ...overrides,
});

const apply = async (overrides: Record<string, unknown> = {}) => {
  const body = await betaBody(overrides);
  const answer = await callRoute(applyToBeta, undefined, { body });
  return { body, ...responseOf(applyToBeta, answer) };
};

/** Runs with the site's variables changed (undefined: unset), as a function configured so would. */
const withSiteEnv = async <T>(env: Record<string, string | undefined>, run: () => Promise<T>): Promise<T> => {
  const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfig();
  try {
    return await run();
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetConfig();
  }
};

describe('site bot check', () => {
  it('refuses a filled honeypot, a ticket sent too fast, a forged or tampered ticket, one of another form and one older than 2 h with site.bot_detected', async () => {
    const fresh = await callRoute(getFormTicket, undefined, { query: { form: 'beta' } });
    const { ticket, minFillSeconds, maxAgeSeconds } = responseOf(getFormTicket, fresh);
    expect({ minFillSeconds, maxAgeSeconds }).toEqual({ minFillSeconds: 3, maxAgeSeconds: 7200 });
    expect(errorCodeOf(await callRoute(getFormTicket, undefined, { query: {} }))).toBe('general.validation');
    // The route hands out a ticket of the form asked for, each one.
    expect(ticket.split('.')[0]).toBe('beta');
    for (const kind of ['feedback', 'contact'] as const) {
      const issued = await callRoute(getFormTicket, undefined, { query: { form: kind } });
      expect(responseOf(getFormTicket, issued).ticket.split('.')[0], kind).toBe(kind);
    }

    const [form = '', issuedAt = '', ticketId = '', signature = ''] = (await humanTicket()).split('.');
    const old = (await issueFormTicket('beta', new Date(Date.now() - (maxAgeSeconds + 5) * 1000))).ticket;
    const refusals = {
      honeypot: { website: 'https://spam.example', ticket: await humanTicket() },
      tooFast: { ticket },
      forged: { ticket: `beta.${Date.now() - 60_000}.${'0'.repeat(32)}.${'A'.repeat(43)}` },
      backdated: { ticket: `${form}.${Number(issuedAt) - 1}.${ticketId}.${signature}` },
      otherFormRenamed: { ticket: `contact.${issuedAt}.${ticketId}.${signature}` },
      otherForm: { ticket: await humanTicket('contact') },
      malformed: { ticket: 'not-a-ticket' },
      old: { ticket: old },
    };
    for (const [why, overrides] of Object.entries(refusals)) {
      const email = uniqueEmail(`bot-${why}`);
      const answer = await callRoute(applyToBeta, undefined, { body: await betaBody({ ...overrides, email }) });
      expect({ why, status: answer.status, code: errorCodeOf(answer) }).toEqual({ why, status: 400, code: 'site.bot_detected' });
      // Nothing stored, nothing mailed.
      expect((await db().entities.betaApplicationEmail.get({ email }).go()).data).toBeNull();
      expect(await mailsTo(email)).toEqual([]);
    }
    for (const route of [sendFeedback, sendContactMessage]) {
      const answer = await callRoute(route, undefined, { body: { ...exampleOf(route).body, ticket } });
      expect(errorCodeOf(answer), route.id).toBe('site.bot_detected');
    }
  });
});

describe('site form tickets are single-use', () => {
  it('spends a ticket with the first stored submit: of five at once one is stored, the others and any later one are 409 site.form_ticket_used', async () => {
    for (const [form, route] of Object.entries(siteFormRoutes) as [SiteFormKind, (typeof siteFormRoutes)[SiteFormKind]][]) {
      const ticket = await humanTicket(form);
      const email = uniqueEmail(`once-${form}`);
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          callRoute(route, undefined, { body: { ...exampleOf(route).body, ticket, email: i === 0 ? email : uniqueEmail(`replay-${form}`) } }),
        ),
      );
      const outcomes = answers.map((answer) => ({ status: answer.status, code: errorCodeOf(answer) }));
      expect(outcomes.filter((o) => o.status === 201), form).toHaveLength(1);
      expect(outcomes.filter((o) => o.status !== 201), form).toEqual(Array.from({ length: 4 }, () => ({ status: 409, code: 'site.form_ticket_used' })));
      const later = await callRoute(route, undefined, { body: { ...exampleOf(route).body, ticket, email: uniqueEmail(`late-${form}`) } });
      expect({ status: later.status, code: errorCodeOf(later) }, form).toEqual({ status: 409, code: 'site.form_ticket_used' });
    }
  });

  it('leaves the ticket unspent when the submit is refused: invalid fields, or an email that already applied', async () => {
    const ticket = await humanTicket('contact');
    const email = uniqueEmail('refused-contact');
    const invalid = await callRoute(sendContactMessage, undefined, { body: { ...exampleOf(sendContactMessage).body, ticket, email, message: '' } });
    expect(errorCodeOf(invalid)).toBe('site.contact_required_fields');
    const sent = await callRoute(sendContactMessage, undefined, { body: { ...exampleOf(sendContactMessage).body, ticket, email } });
    const { messageId } = responseOf(sendContactMessage, sent);
    expect((await db().entities.contactMessage.get({ messageId }).go()).data?.email).toBe(email);

    const { body } = await apply();
    const betaTicket = await humanTicket('beta');
    const again = await callRoute(applyToBeta, undefined, { body: { ...body, ticket: betaTicket } });
    expect(errorCodeOf(again)).toBe('site.beta_already_applied');
    const other = uniqueEmail('beta-after-refusal');
    const accepted = await callRoute(applyToBeta, undefined, { body: { ...body, ticket: betaTicket, email: other } });
    expect(accepted.status, accepted.text).toBe(201);
    expect((await db().entities.betaApplicationEmail.get({ email: other }).go()).data).not.toBeNull();
  });
});

describe('site forms', () => {
  it('answers each form’s missing fields and a bad email with the spec’s codes, naming the fields', async () => {
    const cases = [
      [applyToBeta, { commitment: false }, 'site.beta_required_fields', ['commitment']],
      [applyToBeta, { city: '', sessionsPerMonth: '' }, 'site.beta_required_fields', ['city', 'sessionsPerMonth']],
      [sendFeedback, { specialties: [], idealFeature: ' ' }, 'site.feedback_required_fields', ['specialties', 'idealFeature']],
      [sendContactMessage, { message: '' }, 'site.contact_required_fields', ['message']],
      [sendContactMessage, { email: 'ana@' }, 'site.email_invalid', ['email']],
    ] as const;
    const formOf = (id: string) => (Object.entries(siteFormRoutes).find(([, route]) => route.id === id)?.[0] ?? 'beta') as SiteFormKind;
    for (const [route, overrides, code, fields] of cases) {
      const answer = await callRoute(route, undefined, { body: { ...exampleOf(route).body, ticket: await humanTicket(formOf(route.id)), ...overrides } });
      expect({ route: route.id, status: answer.status, code: errorCodeOf(answer) }).toEqual({ route: route.id, status: 400, code });
      const issues = refusalOf(answer).error.issues?.map((issue) => issue.path);
      expect(issues).toEqual(fields);
    }
  });

  it('stores a beta application and mails the operator everything and the applicant a confirmation in the page language', async () => {
    const { body, applicationId, waitlist } = await apply({ lang: 'en', phone: '+34 611 222 333' });
    expect(waitlist).toBe(false);
    const stored = (await db().entities.betaApplication.get({ applicationId }).go()).data;
    expect(stored).toMatchObject({
      email: body.email,
      fullName: body.fullName,
      phone: '+34 611 222 333',
      city: 'Sevilla',
      specialty: 'weddings',
      currentTool: 'excel',
      sessionsPerMonth: '5-15',
      language: 'en',
      status: 'pending',
      waitlist: false,
    });
    expect(stored?.notifiedAt).toEqual(expect.any(String));

    const [toOperator] = (await mailsTo(OPERATOR)).filter((mail) => mail.subject.includes(body.fullName));
    expect(toOperator?.subject).toBe(`[Beta] Solicitud de ${body.fullName}`);
    expect(toOperator?.replyTo).toEqual([body.email]);
    for (const value of [body.email, '+34 611 222 333', 'Sevilla', 'bodas', 'Excel', '5-15', body.frustrations, `npm run beta -- accept ${applicationId}`]) {
      expect(toOperator?.body.text).toContain(value);
    }
    const [confirmation, ...more] = await mailsTo(body.email);
    expect(more).toEqual([]);
    expect(confirmation?.subject).toBe('We have received your Fotostudio beta application');
    expect(confirmation?.body.text).toContain('within 24-48h');
    expect(confirmation?.body.html).toContain('Sevilla');
  });

  it('takes one application per email', async () => {
    const { body } = await apply();
    const again = await callRoute(applyToBeta, undefined, { body: { ...body, ticket: await humanTicket(), email: body.email.toUpperCase() } });
    expect({ status: again.status, code: errorCodeOf(again) }).toEqual({ status: 409, code: 'site.beta_already_applied' });
  });

  it('stores feedback and contact messages and mails both sides, in Spanish for a Spanish page', async () => {
    const email = uniqueEmail('feedback');
    const feedback = await callRoute(sendFeedback, undefined, { body: { ...exampleOf(sendFeedback).body, ticket: await humanTicket('feedback'), email } });
    const { messageId } = responseOf(sendFeedback, feedback);
    expect((await db().entities.feedbackMessage.get({ messageId }).go()).data).toMatchObject({
      email,
      specialties: expect.arrayContaining(['weddings', 'family']),
      willingToChange: 'yes',
      receiveBetaInfo: true,
      language: 'es',
      notifiedAt: expect.any(String),
    });
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual(['Gracias por tu opinión sobre Fotostudio']);
    const feedbackToOperator = (await mailsTo(OPERATOR)).find((mail) => mail.body.text?.includes(messageId));
    expect(feedbackToOperator?.body.text).toContain('Que el cliente elija y pague en la galería.');

    const contactEmail = uniqueEmail('contact');
    const subject = `Precios ${randomUUID().slice(0, 6)}`;
    const contact = await callRoute(sendContactMessage, undefined, {
      body: { ...exampleOf(sendContactMessage).body, ticket: await humanTicket('contact'), email: contactEmail, subject },
    });
    const stored = (await db().entities.contactMessage.get({ messageId: responseOf(sendContactMessage, contact).messageId }).go()).data;
    expect(stored).toMatchObject({ email: contactEmail, subject, message: '¿Hay plan anual?' });
    expect((await mailsTo(contactEmail)).map((mail) => mail.subject)).toEqual(['Hemos recibido tu mensaje']);
    const toOperator = (await mailsTo(OPERATOR)).find((mail) => mail.subject === `[Contacto] ${subject}`);
    expect(toOperator?.body.text).toContain('¿Hay plan anual?');
  });
});

describe('beta places', () => {
  afterEach(() => resetConfig());

  it('accepts an application once under concurrency: two accepts take one place', async () => {
    const { applicationId } = await apply();
    const before = await acceptedPlaces();
    const outcomes = await Promise.all([acceptBetaApplication(applicationId), acceptBetaApplication(applicationId)]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['accepted', 'already_accepted']);
    expect(await acceptedPlaces()).toBe(before + 1);
    const status = await callRoute(getBetaStatus, undefined);
    expect(status.body).toMatchObject({ placesTotal: 30, placesLeft: 30 - before - 1, open: true });
    expect((await db().entities.betaApplication.get({ applicationId }).go()).data?.status).toBe('accepted');
  });

  it('sends the accounts invitation on accept, in the applicant’s language, and not twice', async () => {
    const { body, applicationId } = await apply({ lang: 'en' });
    expect(await acceptAndInvite(applicationId)).toEqual({ outcome: 'accepted', email: body.email, invitation: 'sent' });
    const invitation = await eventually(async () => (await mailsTo(body.email)).find((mail) => mail.body.html?.includes('/auth/confirm-invite')));
    expect(invitation.body.html).toContain(appConfig().APP_URL);
    expect(await acceptAndInvite(applicationId)).toEqual({ outcome: 'already_accepted', email: body.email, invitation: 'already_sent' });
  });

  it('turns into a waitlist when the places are gone or the deadline has passed, and stores applications as waitlist', async () => {
    const taken = String(await acceptedPlaces());
    await withSiteEnv({ SITE_BETA_PLACES: taken }, async () => {
      expect(await betaStatus()).toMatchObject({ placesLeft: 0, open: false });
      const { applicationId } = await apply();
      expect(await acceptBetaApplication(applicationId)).toMatchObject({ outcome: 'no_places_left' });
      expect(await acceptedPlaces()).toBe(Number(taken));
    });
    await withSiteEnv({ SITE_BETA_DEADLINE: '2020-01-01T00:00:00+01:00' }, async () => {
      expect(await betaStatus()).toMatchObject({ open: false, deadline: '2019-12-31T23:00:00.000Z' });
      const input = await betaBody({ lang: 'es' });
      const { applicationId, waitlist } = await applyUseCase(
        // The use case takes what the contract produced.
        applyToBeta.body.parse(input),
      );
      expect(waitlist).toBe(true);
      expect((await db().entities.betaApplication.get({ applicationId }).go()).data?.waitlist).toBe(true);
      expect((await mailsTo(input.email)).map((mail) => mail.subject)).toEqual(['Estás en la lista de espera de la beta de Fotostudio']);
    });
  });
});

describe('site configuration', () => {
  it('announces the month payments start only when the deployment configures it', async () => {
    // The route answers from the local stack (its LOCAL_SITE_DEFAULTS announce a month); the
    // use case reads this process's configuration, so both cases can be set here.
    expect((await callRoute(getBetaStatus, undefined)).body).toMatchObject({ paymentsStart: '2027-06' });
    await withSiteEnv({ SITE_PAYMENTS_START: '2028-02' }, async () => {
      expect(await betaStatus()).toMatchObject({ paymentsStart: '2028-02' });
    });
    await withSiteEnv({ SITE_PAYMENTS_START: undefined }, async () => {
      expect(await betaStatus()).toMatchObject({ paymentsStart: null });
    });
  });

  it('answers site.configuration_error while the deadline or the operator is not configured, before storing anything', async () => {
    for (const missing of ['SITE_BETA_DEADLINE', 'SITE_OPERATOR_EMAIL']) {
      await withSiteEnv({ [missing]: undefined }, async () => {
        const input = applyToBeta.body.parse(await betaBody());
        const refused = await applyUseCase(input).then(() => undefined, (error: unknown) => error);
        expect(refused, missing).toMatchObject({ code: 'site.configuration_error' });
        expect(mapError(refused, errorStatus).status, missing).toBe(503);
        await expect(betaStatus(), missing).rejects.toMatchObject({ code: 'site.configuration_error' });
        expect((await db().entities.betaApplicationEmail.get({ email: input.email }).go()).data).toBeNull();
      });
    }
  });
});

describe('page views', () => {
  it('anonymises IPv4 to its /24 and IPv6 to its /48', () => {
    expect(anonymiseIp('203.0.113.77')).toBe('203.0.113.0');
    expect(anonymiseIp('::ffff:198.51.100.9')).toBe('198.51.100.0');
    expect(anonymiseIp('2001:db8:abcd:12:3456::1')).toBe('2001:0db8:abcd::');
    expect(anonymiseIp('2001:db8::1')).toBe('2001:0db8:0000::');
    expect(anonymiseIp('not an ip')).toBe('unknown');
  });

  it('counts views, distinct visitors and languages per day and path over the API', async () => {
    const path = `/blog/post-${randomUUID().slice(0, 8)}`;
    const view = (lang: 'es' | 'en', userAgent: string) =>
      callApi({ method: 'POST', path: recordPageView.path, body: { path, lang, referrer: 'https://www.google.com/search?q=fotos' }, headers: { 'user-agent': userAgent } });
    for (const answer of [await view('es', 'A'), await view('es', 'A'), await view('en', 'B')]) expect(answer.status, answer.text).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    const counted = (await db().entities.pageViewDay.get({ day, path }).go()).data;
    expect(counted).toMatchObject({ views: 3, visitors: 2, viewsEs: 2, viewsEn: 1 });
    expect((await db().entities.pageReferrerDay.get({ day, host: 'google.com' }).go()).data?.views).toBeGreaterThanOrEqual(3);
  });

  it('never stores the IP, whole or anonymised: the whole table is scanned for it', async () => {
    const path = `/pricing-${randomUUID().slice(0, 8)}`;
    await recordView({ view: { path, lang: 'es' }, sourceIp: '203.0.113.77', userAgent: 'Test', ownHost: 'example.com' });
    await recordView({ view: { path, lang: 'en' }, sourceIp: '2001:db8:abcd:12:3456::1', userAgent: 'Test', ownHost: 'example.com' });
    const day = new Date().toISOString().slice(0, 10);
    expect((await db().entities.pageViewDay.get({ day, path }).go()).data).toMatchObject({ views: 2, visitors: 2 });

    const items: unknown[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await dynamoDocumentClient().send(new ScanCommand({ TableName: appConfig().TABLE_NAME, ExclusiveStartKey: start }));
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    const table = JSON.stringify(items);
    expect(table).toContain(path);
    for (const fragment of ['203.0.113', '2001:db8', '2001:0db8']) expect(table).not.toContain(fragment);
  });
});
