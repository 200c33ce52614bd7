// Agreements (issue 26 point 2): made from a template version for a client (and optionally a
// session or a quote) as a draft whose merge values start from the app's data and are edited,
// then sent: each signer gets a private link by email. The status moves only along the state
// machine of shared/src/agreements/agreement-status.ts; each move is a conditioned write.
import { AGREEMENT_EXPIRY_DAYS_DEFAULT, OPEN_STATUSES, statusAt } from '@fotostudio/shared/agreements/agreement-status';
import type { Agreement, AgreementInput, AgreementSummary, AgreementUpdateInput, SendInput } from '@fotostudio/shared/contracts/agreements';
import { storedStudioSignature } from '@fotostudio/shared/stored/agreement-signature';
import { randomBytes, randomUUID } from 'node:crypto';
import { requireAccount, type Account } from '../account/photographer-account.js';
import { db, isConditionalFailure } from '../data/database.js';
import type { AgreementItem, AgreementSignerItem } from '../data/entities/agreements.js';
import type { ContactItem } from '../data/entities/contact.js';
import { markDraftSent, updateDraftAgreement, withdrawOpenAgreement } from '../data/stores/agreements.js';
import { DomainError } from '../lib/errors.js';
import { clientLanguage } from '../mail/mail-texts.js';
import { sendMail } from '../mail/send-mail.js';
import { requireSession } from '../sessions/session-store.js';
import { signerMail } from './agreement-mail.js';
import { clientNameOf, initialMergeValues } from './merge-values.js';
import { readTemplateVersion, requireTemplateHead } from './templates.js';
import { signerLinkOf, toAgreement, toAgreementSummary } from './views.js';

const DAY_MS = 86_400_000;

const readAgreement = async (photographerId: string, agreementId: string): Promise<AgreementItem | undefined> =>
  (await db().entities.agreement.get({ photographerId, agreementId }).go({ consistent: true })).data ?? undefined;

const requireAgreement = async (photographerId: string, agreementId: string): Promise<AgreementItem> => {
  const item = await readAgreement(photographerId, agreementId);
  if (!item) throw new DomainError('agreements.not_found');
  return item;
};

const requireClient = async (photographerId: string, clientId: string): Promise<ContactItem> => {
  const { data } = await db().entities.contact.get({ photographerId, contactId: clientId }).go({ consistent: true });
  if (!data || data.isDeleted) throw new DomainError('agreements.client_not_found');
  return data;
};

const readQuote = async (photographerId: string, quoteId: string) => {
  const { data } = await db().entities.billingDocument.get({ photographerId, documentId: quoteId }).go({ consistent: true });
  if (!data || data.kind !== 'quote') throw new DomainError('billing.document_not_found');
  return data;
};

/** The name mails are sent in: the business's, else the photographer's. */
export const senderNameOf = ({ photographer }: Account): string => photographer.businessName || photographer.name || photographer.email;

export const listAgreements = async (photographerId: string, filter: { clientId?: string | undefined; sessionId?: string | undefined }, now: Date = new Date()): Promise<AgreementSummary[]> => {
  const { data } = await db().entities.agreement.query.byAgreement({ photographerId }).go({ pages: 'all' });
  return data
    .filter((item) => (!filter.clientId || item.clientId === filter.clientId) && (!filter.sessionId || item.sessionId === filter.sessionId))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((item) => toAgreementSummary(item, now));
};

export const getAgreement = async (photographerId: string, agreementId: string, now: Date = new Date()): Promise<Agreement> =>
  toAgreement(await requireAgreement(photographerId, agreementId), now);

export const createAgreement = async (photographerId: string, input: AgreementInput, now: Date = new Date()): Promise<Agreement> => {
  const head = await requireTemplateHead(photographerId, input.templateId);
  const version = await readTemplateVersion(photographerId, input.templateId, input.templateVersion ?? head.version);
  if (!version) throw new DomainError('agreements.template_not_found');
  const client = await requireClient(photographerId, input.clientId);
  const [account, billingSettings, session, finance, quote] = await Promise.all([
    requireAccount(photographerId),
    db().entities.billingSettings.get({ photographerId }).go().then((r) => r.data ?? undefined),
    input.sessionId ? requireSession(photographerId, input.sessionId) : undefined,
    input.sessionId ? db().entities.sessionFinance.get({ photographerId, sessionId: input.sessionId }).go().then((r) => r.data ?? undefined) : undefined,
    input.quoteId ? readQuote(photographerId, input.quoteId) : undefined,
  ]);
  const clientName = clientNameOf(client);
  const mergeValues = initialMergeValues({ account, billingSettings, client, session, finance, quote }, version.language, now);
  const signer: AgreementSignerItem = {
    signerId: randomUUID(),
    name: clientName,
    email: client.emails.primary,
    language: clientLanguage(client, version.language),
    status: 'pending',
  };
  const agreementId = randomUUID();
  const { data } = await db()
    .entities.agreement.create({
      photographerId,
      agreementId,
      title: `${version.name}: ${clientName}`.slice(0, 200),
      status: 'draft',
      templateId: input.templateId,
      templateVersion: version.version,
      clientId: input.clientId,
      clientName,
      sessionId: input.sessionId,
      quoteId: input.quoteId,
      language: version.language,
      document: version.document,
      mergeValues: JSON.stringify(mergeValues),
      signers: [signer],
      expiresInDays: AGREEMENT_EXPIRY_DAYS_DEFAULT,
    })
    .go();
  return toAgreement({ ...data, signers: [signer] } as AgreementItem, now);
};

/** Changes a draft; a signer kept (same email) keeps their id. */
export const updateAgreement = async (photographerId: string, agreementId: string, input: AgreementUpdateInput, now: Date = new Date()): Promise<Agreement> => {
  const item = await requireAgreement(photographerId, agreementId);
  if (item.status !== 'draft') throw new DomainError('agreements.not_draft');
  const signers: AgreementSignerItem[] = input.signers.map((signer) => ({
    signerId: item.signers.find((kept) => kept.email === signer.email)?.signerId ?? randomUUID(),
    name: signer.name,
    email: signer.email,
    language: signer.language,
    status: 'pending',
  }));
  try {
    const written = await updateDraftAgreement(photographerId, agreementId, {
      title: input.title,
      mergeValues: JSON.stringify(input.mergeValues),
      signers,
      expiresInDays: input.expiresInDays,
      ...(input.reminderDays ? { reminderDays: [...input.reminderDays].sort((a, b) => b - a) } : {}),
    });
    return toAgreement(written, now);
  } catch (error) {
    if (isConditionalFailure(error)) throw new DomainError('agreements.not_draft');
    throw error;
  }
};

/**
 * Sends a draft: the links are recorded first (so of two sends one wins and mails), then each
 * signer is mailed their own link in their language. A mail that fails leaves the agreement
 * sent with its links, which the photographer can copy (WhatsApp) and see.
 */
export const sendAgreement = async (photographerId: string, agreementId: string, input: SendInput = {}, now: Date = new Date()): Promise<Agreement> => {
  const item = await requireAgreement(photographerId, agreementId);
  if (item.status !== 'draft') throw new DomainError('agreements.not_draft');
  if (item.signers.length === 0) throw new DomainError('agreements.no_signers');
  const account = await requireAccount(photographerId);
  const sentAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + item.expiresInDays * DAY_MS).toISOString();
  const signers: AgreementSignerItem[] = item.signers.map((signer) => ({ ...signer, status: 'sent', token: randomBytes(32).toString('base64url'), sentAt }));
  // The photographer's own signature, when given, is applied now and appears in the signed PDF.
  const studioSignature = input.studioSignature ? storedStudioSignature.encode({ ...input.studioSignature, signedAt: sentAt }) : undefined;
  // Or, chosen instead, the photographer countersigns after every signer (countersign.ts).
  const countersign = input.countersign === true;
  if (!(await markDraftSent(photographerId, agreementId, { signers, sentAt, expiresAt, studioSignature, countersign }))) throw new DomainError('agreements.not_draft');
  const business = senderNameOf(account);
  for (const signer of signers) {
    const mail = signerMail(signer.language, { business, title: item.title, name: signer.name, url: signerLinkOf(signer.token ?? ''), expiresAt });
    await sendMail({ to: [signer.email], fromName: business, replyTo: account.photographer.email, ...mail });
  }
  return toAgreement(await requireAgreement(photographerId, agreementId), now);
};

/** Withdraws a sent (or viewed) agreement before it expires: its links open nothing from then on. */
export const withdrawAgreement = async (photographerId: string, agreementId: string, now: Date = new Date()): Promise<Agreement> => {
  const item = await requireAgreement(photographerId, agreementId);
  if (!OPEN_STATUSES.includes(statusAt(item.status, item.expiresAt, now))) throw new DomainError('agreements.not_open');
  try {
    return toAgreement(await withdrawOpenAgreement(photographerId, agreementId, now), now);
  } catch (error) {
    if (isConditionalFailure(error)) throw new DomainError('agreements.not_open');
    throw error;
  }
};

