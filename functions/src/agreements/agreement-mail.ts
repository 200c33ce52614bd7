// The mail that brings a signer their private link (issue 26 point 2), in the signer's language,
// sent in the business's name and answered to the photographer.
import type { Language } from '@fotostudio/shared/constants';
import { escapeHtml } from '../mail/html.js';
import en from '../mail/locales/en/agreement.json';
import signingEn from '../mail/locales/en/agreement-signing.json';
import es from '../mail/locales/es/agreement.json';
import signingEs from '../mail/locales/es/agreement-signing.json';
import { fillIn, mailTexts } from '../mail/mail-texts.js';

const texts = mailTexts(es, en);
const signingTexts = mailTexts(signingEs, signingEn);

const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };

/** The link's last moment, in Madrid's time, as the signer reads dates. */
export const untilText = (expiresAt: string, language: Language): string =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(new Date(expiresAt));

export interface SignerMailFacts {
  business: string;
  title: string;
  name: string;
  url: string;
  expiresAt: string;
}

export const signerMail = (language: Language, facts: SignerMailFacts) => linkMail(texts[language], language, facts);

/** A mail to a signer that carries their link (the invitation, a reminder): its words filled in, the link clickable. */
export const linkMail = (words: { subject: string; text: string }, language: Language, facts: SignerMailFacts) => {
  const filled = { ...facts, until: untilText(facts.expiresAt, language) };
  const text = fillIn(words.text, filled);
  const link = `<a href="${escapeHtml(facts.url)}">${escapeHtml(facts.url)}</a>`;
  const html = text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(escapeHtml(facts.url), link)}</p>`)
    .join('\n');
  return { subject: fillIn(words.subject, filled), text, html };
};

/** Paragraphs of a plain text as HTML, every word escaped. */
const htmlOf = (text: string): string =>
  text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/**
 * The signing mails (issue 26 point 3): the one-time code to a signer; the signed PDF to each
 * signer and to the photographer. Each in its reader's language.
 */
export const signingMail = (language: Language, kind: keyof (typeof signingTexts)['es'], words: Record<string, string>) => {
  const { subject, text } = signingTexts[language][kind];
  const body = fillIn(text, words);
  return { subject: fillIn(subject, words), text: body, html: htmlOf(body) };
};
