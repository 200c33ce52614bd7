// One way to fill `{name}` placeholders: the catalogue's messages (errors/resolve-error.ts and
// the web app's entry) and the mails' words (functions/src/mail/mail-texts.ts).

/** Fills a text's `{name}` placeholders in one pass (a value is never filled in again); a name without a value stays as written. */
export const fillIn = (text: string, params: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
