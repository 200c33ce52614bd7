// Email to the client from a session (spec section 5 "Email dialog"): sent from the
// product's address in the business's name, answered to the photographer, optionally with
// the session as an .ics event built by the same code as the calendar feed. The photographer
// writes the words (the dialog prefills them in the client's language); the attachment's name
// is in the session client's language, else the photographer's.
import type * as z from 'zod';
import type { sessionEmailInput } from '@fotostudio/shared/contracts/sessions';
import { requireAccount } from '../account/photographer-account.js';
import { db } from '../data/database.js';
import { DomainError } from '../lib/errors.js';
import { textToHtml } from '../mail/html.js';
import en from '../mail/locales/en/session.json';
import es from '../mail/locales/es/session.json';
import { clientLanguage, mailTexts } from '../mail/mail-texts.js';
import { sendMail, type MailAttachment } from '../mail/send-mail.js';
import { calendarUidDomain, syncedSessions } from './calendar-feed.js';
import { sessionCalendar } from './session-calendar.js';
import { requireSession } from './session-store.js';

type SessionEmail = z.infer<typeof sessionEmailInput>;

const texts = mailTexts(es, en);

export const sendSessionEmail = async (photographerId: string, sessionId: string, input: SessionEmail, now = new Date()) => {
  const [session, { photographer, settings }] = await Promise.all([requireSession(photographerId, sessionId), requireAccount(photographerId)]);
  let attachments: MailAttachment[] | undefined;
  if (input.attachCalendar) {
    if (!session.date) throw new DomainError('sessions.calendar_needs_date');
    // The event is the session as the feed shows it, whether or not it is synced there.
    const [event] = syncedSessions([{ ...session, calendarSync: true, archivedAt: undefined }]);
    const ics = await sessionCalendar({
      name: photographer.businessName ?? photographer.name ?? session.title,
      timeZone: settings.preferences.timezone,
      sessions: event ? [event] : [],
      uidDomain: calendarUidDomain(),
      now,
    });
    const { data: client } = await db().entities.contact.get({ photographerId, contactId: session.clientId }).go({ attributes: ['language'] });
    const { calendarFile } = texts[clientLanguage(client, settings.preferences.language)];
    attachments = [{ filename: calendarFile, content: ics, contentType: 'text/calendar; charset=utf-8' }];
  }
  const messageId = await sendMail({
    to: [input.to],
    cc: input.cc,
    fromName: photographer.businessName ?? photographer.name,
    replyTo: photographer.email,
    subject: input.subject,
    text: input.message,
    html: textToHtml(input.message),
    attachments,
  });
  return { sent: true as const, messageId };
};
