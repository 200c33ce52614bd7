// A share link's selection deadline (issue 28 point 2; docs/gallery.md, "Selection deadline"),
// run by the hourly scheduled run beside the agreements' lifecycle (events/agreement-lifecycle):
// the client is reminded by email 3 days and 1 day before it, once each, in their language with
// their link; when it passes, a non-empty draft is confirmed as it stands, priced by the gallery's
// rules and written as the client's own confirmation is (finalize.ts's transaction, through
// ElectroDB here: data/stores/gallery.ts `confirmDraftAtDeadline`), so the stream's receipt and
// notice follow once, when the package says so and confirming needs no payment, else the link closes keeping
// the draft for the photographer; the photographer is told either way. Every write is
// conditioned on the link as read (its deadline, its selection version), so a run twice, two
// runs at once, or a run racing the client's confirmation act once.
import type { Language } from '@fotostudio/shared/constants';
import type { GalleryChoices } from '@fotostudio/shared/contracts/gallery';
import type { NotificationContent } from '@fotostudio/shared/stored/notification';
import { decodeStored } from '@fotostudio/shared/stored/json-codec';
import { storedGalleryChoices } from '@fotostudio/shared/stored/gallery-selection';
import { financeOfConfirmedPrice } from '@fotostudio/shared/sessions/session-finance';
import { accountsReadOnce, type Account } from '../account/photographer-account.js';
import { db } from '../data/database.js';
import type { SessionItem } from '../data/entities/session.js';
import type { GalleryDraftItem, ShareLinkItem } from '../data/entities/share-link.js';
import { confirmDraftAtDeadline, markDeadlineDone, recordDeadlineClosed, recordDeadlineReminders, scanDeadlineLinks } from '../data/stores/gallery.js';
import { appConfig } from '../lib/config.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { escapeHtml } from '../mail/html.js';
import en from '../mail/locales/en/selection-deadline.json';
import es from '../mail/locales/es/selection-deadline.json';
import { clientLanguage, fillIn, mailTexts } from '../mail/mail-texts.js';
import { sendMail } from '../mail/send-mail.js';
import { notify } from '../notifications/notify.js';
import { dueReminders } from '../share-links/selection-deadline-rules.js';
import { toShareLinkAt } from '../share-links/link-view.js';
import { readShareLink } from '../share-links/share-links.js';
import { confirmationOf, type StoredConfirmation } from './holder/confirmation-records.js';
import { extrasCentsOf, pricingRecordsFrom } from './holder/pricing-records.js';
import { viewerListsOf } from './holder/stored-selection.js';
import { readyImagesOf } from './photographer/selections.js';

// The run reads through ElectroDB, as the other scheduled runs (the gallery function's plain path is its own).
const readSession = async (photographerId: string, sessionId: string): Promise<SessionItem | undefined> =>
  (await db().entities.session.get({ photographerId, sessionId }).go({ consistent: true })).data ?? undefined;
const readGalleryDraft = async (photographerId: string, sessionId: string) =>
  (await db().entities.galleryDraft.get({ photographerId, sessionId }).go({ consistent: true })).data ?? undefined;
const readContact = async (photographerId: string, contactId: string) => (await db().entities.contact.get({ photographerId, contactId }).go()).data ?? undefined;

const texts = mailTexts(es, en);

/** The deadline as the client and the photographer read it: Madrid's wall time. */
const deadlineText = (deadline: string, language: Language): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(new Date(deadline));

/** The client's reminder, in their language, with their link. */
export const deadlineReminderMail = (language: Language, facts: { business: string; title: string; client: string; url: string; deadline: string; days: number }) => {
  const words = texts[language];
  const values = {
    business: facts.business,
    title: facts.title,
    client: facts.client,
    url: facts.url,
    deadline: deadlineText(facts.deadline, language),
    days: facts.days === 1 ? words.oneDay : fillIn(words.manyDays, { count: facts.days }),
  };
  const text = fillIn(words.reminderText, values);
  return {
    subject: fillIn(words.reminderSubject, values),
    text,
    html: text
      .split('\n\n')
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(escapeHtml(facts.url), `<a href="${escapeHtml(facts.url)}">${escapeHtml(facts.url)}</a>`)}</p>`)
      .join('\n'),
  };
};

type DeadlineContent = Extract<NotificationContent, { kind: 'selectionDeadlinePassed' }>;

/** The photographer's mail for the deadline's notice, in their language; it opens the session. */
export const deadlineNoticeEmail = (content: DeadlineContent, preferences: { language: Language }) => {
  const words = texts[preferences.language];
  const values = { title: content.sessionTitle, client: content.clientName, deadline: deadlineText(content.deadline, preferences.language), count: content.imageCount };
  const link = `${appConfig().APP_URL.replace(/\/$/, '')}/dashboard/sessions/${content.sessionId}`;
  const body = fillIn(content.outcome === 'confirmed' ? words.confirmedBody : words.closedBody, values);
  return {
    subject: fillIn(content.outcome === 'confirmed' ? words.confirmedSubject : words.closedSubject, values),
    text: `${body}\n\n${words.openSession}: ${link}`,
    html: `<p>${escapeHtml(body)}</p>\n<p><a href="${escapeHtml(link)}">${escapeHtml(words.openSession)}</a></p>`,
  };
};

export interface SelectionDeadlineResult {
  /** Reminder mails sent (one per link and due moment). */
  reminded: number;
  /** Drafts confirmed at their deadline by this run. */
  confirmed: number;
  /** Links closed at their deadline (the draft kept) by this run. */
  closed: number;
  /** Photographers told of a passed deadline by this run. */
  notified: number;
}

const choicesOf = (choices: string | undefined): GalleryChoices | undefined => (choices ? decodeStored(storedGalleryChoices, choices, 'gallery draft') : undefined);
const isEmpty = (choices: GalleryChoices | undefined): boolean => !choices || (choices.images.length === 0 && !choices.fullGallerySelected);

/** What confirming the draft as it stands stores, or nothing when the deadline may not: see `confirmable`. */
interface DeadlineConfirmation {
  selection: StoredConfirmation;
  finance: ReturnType<typeof financeOfConfirmedPrice>;
}

/**
 * The confirmation the deadline may make of the draft's `choices` as they stand: the package says
 * so, they price as the client's confirmation would (a hard limit exceeded, a photo gone: no) and
 * they add nothing to pay (unpaid extras are never charged). Read through ElectroDB, priced and
 * stored by the same rules as the client's confirmation (confirmation-records.ts: the named
 * viewers' lists included; nobody confirmed by hand, so no `confirmedBy`).
 */
const confirmable = async (session: SessionItem, choices: GalleryChoices, draft: GalleryDraftItem, now: Date): Promise<DeadlineConfirmation | undefined> => {
  const { photographerId, sessionId, packageId } = session;
  const [{ data: sessionPackage }, { data: finance }, { data: products }, { data: billingSettings }, ready] = await Promise.all([
    db().entities.sessionPackage.get({ photographerId, packageId }).go(),
    db().entities.sessionFinance.get({ photographerId, sessionId }).go({ consistent: true }),
    db().entities.product.query.byProduct({ photographerId }).go({ pages: 'all' }),
    db().entities.billingSettings.get({ photographerId }).go(),
    readyImagesOf(session),
  ]);
  if ((sessionPackage?.deadlineAction ?? 'closeLink') !== 'confirmDraft') return undefined;
  // A photo no longer ready in the session (removed since): not the selection the client saw.
  if (choices.images.some((image) => !ready.byId.has(image.imageId))) return undefined;
  try {
    const records = pricingRecordsFrom(sessionPackage, finance, products, billingSettings);
    const { price, stored } = confirmationOf(choices, { readyById: ready.byId, records, lists: viewerListsOf(draft), confirmedAt: now.toISOString() });
    if (extrasCentsOf(choices, records, price) !== 0) return undefined;
    return { selection: stored, finance: financeOfConfirmedPrice(price) };
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
};

type Acted = { outcome: 'confirmed' | 'closed'; imageCount: number } | 'wait' | 'lost';

/** What the deadline does to an open link: confirm the draft or close the link. `wait`: a Checkout of the draft is open. */
const actAtDeadline = async (link: ShareLinkItem, deadline: string, now: Date): Promise<Acted> => {
  const { photographerId, sessionId } = link;
  const key = { photographerId, sessionId };
  const [session, draft] = await Promise.all([readSession(photographerId, sessionId), readGalleryDraft(photographerId, sessionId)]);
  if (!session) return 'lost';
  // An archived session's link opens nothing and is not confirmed: nothing to tell either.
  if (session.archivedAt) {
    await markDeadlineDone(key, deadline);
    return 'lost';
  }
  const nowS = Math.floor(now.getTime() / 1000);
  if (draft?.checkoutExpiresAt && draft.checkoutExpiresAt > nowS) return 'wait';
  const choices = choicesOf(draft?.choices);
  const imageCount = choices?.images.length ?? 0;
  const confirmation = draft && choices && !isEmpty(choices) ? await confirmable(session, choices, draft, now) : undefined;
  if (confirmation) {
    const read = { token: link.token, selectionVersion: link.selectionVersion, deadline };
    const version = link.selectionVersion + 1;
    const outcome = await confirmDraftAtDeadline(key, read, { version, confirmedAt: now.toISOString(), ...confirmation }, nowS);
    // Lost to the client's confirmation (or a change of the link): the next run reads what won.
    return outcome.committed ? { outcome: 'confirmed', imageCount } : 'lost';
  }
  return (await recordDeadlineClosed(key, deadline, link.selectionVersion)) ? { outcome: 'closed', imageCount } : 'lost';
};

/**
 * One run at `now` (the hourly scheduled run): every link with a deadline ahead mails the client
 * the reminders now due; every link whose deadline passed is confirmed or closed, then its
 * photographer told, then marked done. A reminder is recorded before it is mailed (a mail that
 * then fails is logged, not sent again); a notice that fails leaves the link unmarked, so the next
 * run tells it again (`notify` refuses a repeat it stored). Failures fail the run after the rest.
 */
export const runSelectionDeadlines = async ({ now = new Date() }: { now?: Date } = {}): Promise<SelectionDeadlineResult> => {
  const result: SelectionDeadlineResult = { reminded: 0, confirmed: 0, closed: 0, notified: 0 };
  const accountOf = accountsReadOnce();
  const failures: unknown[] = [];
  for (const candidate of await scanDeadlineLinks()) {
    const { photographerId, sessionId, selectionDeadline: deadline } = candidate;
    if (!deadline) continue;
    const key = { photographerId, sessionId };
    try {
      if (now.getTime() < Date.parse(deadline)) {
        const due = dueReminders(candidate, now);
        if (!due || candidate.closedAt || !candidate.active || Date.parse(candidate.validUntil) <= now.getTime()) continue;
        if (!(await recordDeadlineReminders(key, deadline, due.keys))) continue;
        try {
          await mailReminder(await accountOf(photographerId), candidate, deadline, due.days);
          result.reminded += 1;
        } catch (error) {
          logger.error('selection deadline reminder not mailed', { sessionId, error });
        }
        continue;
      }
      let link = (await readShareLink(photographerId, sessionId)) ?? candidate;
      if (link.selectionDeadline !== deadline) continue;
      if (link.deadlineHandledFor !== deadline) {
        // Confirmed by the client before the deadline: nothing to do or tell.
        if (link.closedAt) {
          await markDeadlineDone(key, deadline);
          continue;
        }
        // Disabled by the photographer: the deadline acts once they enable it again.
        if (!link.active) continue;
        const acted = await actAtDeadline(link, deadline, now);
        if (acted === 'wait' || acted === 'lost') continue;
        result[acted.outcome] += 1;
        link = (await readShareLink(photographerId, sessionId)) ?? link;
      }
      if (link.deadlineHandledFor !== deadline || !link.deadlineOutcome) continue;
      await notifyPassed(link, deadline, link.deadlineOutcome);
      await markDeadlineDone(key, deadline);
      result.notified += 1;
    } catch (error) {
      // A closed account has nobody to tell; anything else fails the run after the others.
      if (error instanceof DomainError && error.code === 'photographer.not_found') continue;
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `selection deadlines: ${failures.length} link(s) failed`);
  return result;
};

const mailReminder = async (account: Account, link: ShareLinkItem, deadline: string, days: number): Promise<void> => {
  const session = await readSession(link.photographerId, link.sessionId);
  if (!session || session.archivedAt) return;
  const client = await readContact(link.photographerId, session.clientId);
  const to = client?.emails.primary;
  if (!client || !to) return;
  const business = account.photographer.businessName || account.photographer.name || account.photographer.email;
  const url = toShareLinkAt(link, session, account.photographer.businessSlug).url;
  const language = clientLanguage(client, account.settings.preferences.language);
  const mail = deadlineReminderMail(language, { business, title: link.title, client: client.firstName, url, deadline, days });
  await sendMail({ to: [to], fromName: business, replyTo: account.photographer.email, ...mail });
};

const notifyPassed = async (link: ShareLinkItem, deadline: string, outcome: 'confirmed' | 'closed'): Promise<void> => {
  const { photographerId, sessionId } = link;
  const [session, draft] = await Promise.all([readSession(photographerId, sessionId), readGalleryDraft(photographerId, sessionId)]);
  const content: DeadlineContent = {
    kind: 'selectionDeadlinePassed',
    sessionId,
    sessionTitle: session?.title ?? link.title,
    clientName: session?.clientName ?? '',
    deadline,
    outcome,
    imageCount: choicesOf(draft?.choices)?.images.length ?? 0,
  };
  await notify(photographerId, {
    content,
    at: new Date(deadline),
    // One deadline of one link: a new deadline passing is a new event.
    eventKey: `${sessionId}#deadline#${deadline}`,
    email: (preferences) => deadlineNoticeEmail(content, preferences),
  });
};
