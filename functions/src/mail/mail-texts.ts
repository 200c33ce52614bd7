// The mails' words: functions/src/mail/locales/<language>/<kind>.json, the layout of the web
// app's translations (web/src/i18n/locales/<language>/<namespace>.json); the quote and invoice
// PDF's are billing/locales/<language>/document.json. Each module imports its own kind's two
// files, so a bundle carries only the words of what it sends; functions/test/mail-texts.test.ts
// checks both languages have the same keys and placeholders.
import type { Language } from '@fotostudio/shared/constants';

export { fillIn } from '@fotostudio/shared/fill-in';

/** One mail kind's words in both languages; the Spanish file gives the shape the English must have. */
export const mailTexts = <T>(es: T, en: NoInfer<T>): Record<Language, T> => ({ es, en });

/**
 * The language of what is sent to a CRM client (issue 22 A): the contact's preferred language,
 * else the photographer's (the only rule before contacts had one, so a contact without a
 * language gets what it got before).
 */
export const clientLanguage = (client: { language?: Language | undefined } | null | undefined, photographerLanguage: Language): Language =>
  client?.language ?? photographerLanguage;
