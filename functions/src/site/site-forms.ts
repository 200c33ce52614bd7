// The site's forms: each passes the bot check, is stored in one transaction with its ticket's
// spent mark (a ticket stores one form), then reaches the operator and the sender by email. A stored form whose emails failed is kept (and logged): it is not lost,
// and `notifiedAt` stays unset so the operator's list shows it was never mailed.
import { randomUUID } from 'node:crypto';
import type { BetaApplicationInput, ContactInput, FeedbackInput } from '@fotostudio/shared/contracts/site';
import { db } from '../data/database.js';
import { refusedAmong } from '../data/transaction.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { sendMail } from '../mail/send-mail.js';
import { betaStatus } from './beta-programme.js';
import { requireHumanTicket, storeSpendingTicket } from './form-ticket.js';
import { siteConfig } from './site-config.js';
import { confirmationMail, operatorMail, type SiteForm } from './site-mail.js';

/** Sends both emails; true when both went out. */
const notify = async (form: SiteForm, operatorEmail: string): Promise<boolean> => {
  try {
    await sendMail(operatorMail(form, operatorEmail));
    await sendMail(confirmationMail(form, operatorEmail));
    return true;
  } catch (error) {
    logger.error('site: a stored form could not be emailed', { form: form.kind, id: form.id, error });
    return false;
  }
};

export const applyToBeta = async (input: BetaApplicationInput, now = new Date()): Promise<{ applicationId: string; waitlist: boolean }> => {
  const { operatorEmail } = siteConfig();
  const ticket = await requireHumanTicket(input.ticket, 'beta', now);
  const waitlist = !(await betaStatus(now)).open;
  const applicationId = randomUUID();
  const result = await storeSpendingTicket(({ formTicketSpent, betaApplication, betaApplicationEmail }) => [
    formTicketSpent.create(ticket).commit(),
    betaApplication
      .create({
        applicationId,
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        city: input.city,
        specialty: input.specialty,
        currentTool: input.currentTool,
        frustrations: input.frustrations,
        sessionsPerMonth: input.sessionsPerMonth,
        language: input.lang,
        waitlist,
      })
      .commit(),
    betaApplicationEmail.create({ email: input.email, applicationId }).commit(),
  ]);
  if (!result.committed) {
    if (refusedAmong(result, 2, 3)) throw new DomainError('site.beta_already_applied');
    throw new DomainError('general.changed_meanwhile');
  }
  if (await notify({ kind: 'beta', id: applicationId, waitlist, input }, operatorEmail)) {
    await db().entities.betaApplication.patch({ applicationId }).set({ notifiedAt: new Date().toISOString() }).go();
  }
  return { applicationId, waitlist };
};

export const sendFeedback = async (input: FeedbackInput, now = new Date()): Promise<{ messageId: string }> => {
  const { operatorEmail } = siteConfig();
  const ticket = await requireHumanTicket(input.ticket, 'feedback', now);
  const messageId = randomUUID();
  const result = await storeSpendingTicket(({ formTicketSpent, feedbackMessage }) => [
    formTicketSpent.create(ticket).commit(),
    feedbackMessage
      .create({
        messageId,
        name: input.name,
        email: input.email,
        ...(input.phone ? { phone: input.phone } : {}),
        specialties: input.specialties,
        currentTools: input.currentTools,
        frustrations: input.frustrations,
        idealFeature: input.idealFeature,
        willingToChange: input.willingToChange,
        receiveBetaInfo: input.receiveBetaInfo,
        language: input.lang,
      })
      .commit(),
  ]);
  if (!result.committed) throw new DomainError('general.changed_meanwhile');
  if (await notify({ kind: 'feedback', id: messageId, input }, operatorEmail)) {
    await db().entities.feedbackMessage.patch({ messageId }).set({ notifiedAt: new Date().toISOString() }).go();
  }
  return { messageId };
};

export const sendContactMessage = async (input: ContactInput, now = new Date()): Promise<{ messageId: string }> => {
  const { operatorEmail } = siteConfig();
  const ticket = await requireHumanTicket(input.ticket, 'contact', now);
  const messageId = randomUUID();
  const result = await storeSpendingTicket(({ formTicketSpent, contactMessage }) => [
    formTicketSpent.create(ticket).commit(),
    contactMessage
      .create({ messageId, name: input.name, email: input.email, subject: input.subject, message: input.message, language: input.lang })
      .commit(),
  ]);
  if (!result.committed) throw new DomainError('general.changed_meanwhile');
  if (await notify({ kind: 'contact', id: messageId, input }, operatorEmail)) {
    await db().entities.contactMessage.patch({ messageId }).set({ notifiedAt: new Date().toISOString() }).go();
  }
  return { messageId };
};
