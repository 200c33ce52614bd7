// What the photographer is told of VERI*FACTU (issue 24 points 2 and 4), through `notify`
// (docs/notifications.md): a record the AEAT refused (Incorrecto) or accepted with errors
// (AceptadoConErrores), from the table stream's answer item (type `verifactuAnswers`; the
// certificate's notices are certificate-notices.ts). The mail is in the photographer's language,
// carries the catalogue's message for the AEAT's error (aeatErrorMessage) and links to the invoice.
import type { Language } from '@fotostudio/shared/constants';
import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import type { NotificationContent } from '@fotostudio/shared/stored/notification';
import { aeatErrorMessage } from '@fotostudio/shared/verifactu/correction';
import { db } from '../../data/database.js';
import { appConfig } from '../../lib/config.js';
import { fillIn } from '../../mail/mail-texts.js';
import { notify } from '../../notifications/notify.js';
import { noticeMail, verifactuTexts } from './certificate-notices.js';

type RefusedContent = Extract<NotificationContent, { kind: 'verifactuRefused' }>;

/** The catalogue's message for the AEAT's error, with its code and the AEAT's own text. */
export const aeatErrorText = (content: Pick<RefusedContent, 'errorCode' | 'errorText'>, language: Language): string =>
  resolveError(aeatErrorMessage(content.errorCode), language, { code: content.errorCode ?? '—', text: content.errorText ?? '' }).message;

export const refusalEmail = (content: RefusedContent, language: Language, appUrl: string) => {
  const text = verifactuTexts[language];
  const refused = content.state === 'Incorrecto';
  const values = { number: content.number };
  return noticeMail(
    fillIn(refused ? text.refusedSubject : text.withErrorsSubject, values),
    [fillIn(refused ? text.refusedBody : text.withErrorsBody, values), aeatErrorText(content, language), text.correct],
    text.openInvoice,
    `${appUrl.replace(/\/$/, '')}/dashboard/invoices?kind=invoice&open=${encodeURIComponent(content.documentId)}`,
  );
};

type AnswerImage = Record<string, unknown> | undefined;

/**
 * An answer item written (table stream INSERT or MODIFY): Incorrecto or AceptadoConErrores
 * notifies once per record and state (the event key), at the answer's time, naming the
 * invoice. A Correcto answer, or one whose state did not change, tells nothing.
 */
export const notifyRefusedAnswer = async (oldItem: AnswerImage, newItem: AnswerImage): Promise<void> => {
  if (!newItem) return;
  const { photographerId, issuerNif, position, documentId, state, answeredAt } = newItem;
  if (typeof photographerId !== 'string' || typeof documentId !== 'string' || typeof answeredAt !== 'string') return;
  if (state !== 'Incorrecto' && state !== 'AceptadoConErrores') return;
  if (oldItem?.state === state) return;
  const { data: invoice } = await db().entities.billingDocument.get({ photographerId, documentId }).go({ consistent: true });
  if (!invoice) return;
  const content: RefusedContent = {
    kind: 'verifactuRefused',
    documentId,
    number: invoice.number,
    state,
    errorCode: typeof newItem.errorCode === 'number' ? newItem.errorCode : null,
    errorText: typeof newItem.errorText === 'string' ? newItem.errorText : null,
  };
  await notify(photographerId, {
    content,
    at: new Date(answeredAt),
    eventKey: `${String(issuerNif)}#${String(position)}#${state}`,
    email: (preferences) => refusalEmail(content, preferences.language, appConfig().APP_URL),
  });
};
