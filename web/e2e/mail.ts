// Reading what the stack mailed, from SES local's `GET /store`, the way a user reads their
// inbox: the newest message to an address, and the link in it.

interface StoredMail {
  id: string;
  to: string[];
  subject: string;
  html: string;
  at: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const toMail = (value: unknown): StoredMail | undefined => {
  if (!isObject(value) || !isObject(value.destination) || !isObject(value.body)) return undefined;
  const to = Array.isArray(value.destination.to) ? value.destination.to.filter((a): a is string => typeof a === 'string') : [];
  const { messageId, subject, at } = value;
  const { html } = value.body;
  if (typeof messageId !== 'string' || typeof subject !== 'string' || typeof html !== 'string' || typeof at !== 'number') return undefined;
  return { id: messageId, to, subject, html, at };
};

const listMail = async (mailViewerUrl: string): Promise<StoredMail[]> => {
  const response = await fetch(`${mailViewerUrl}/store`);
  if (!response.ok) throw new Error(`the mail viewer answered ${response.status}`);
  const body: unknown = await response.json();
  const emails = isObject(body) && Array.isArray(body.emails) ? body.emails : [];
  return emails.map(toMail).filter((mail): mail is StoredMail => mail !== undefined);
};

const linkOf = (mail: StoredMail): URL | undefined => {
  const href = /href="([^"]+)"/.exec(mail.html)?.[1];
  return href ? new URL(href.replaceAll('&amp;', '&')) : undefined;
};

// The viewer stamps mails in whole seconds, so two mails of one second cannot be told apart
// by `at`; its list is in sending order, and "newer than" means later in that list.
/** Waits for the newest mail to `address` that `matches`, sent after the mail `after` when given. */
const waitForMailWhere = async (
  mailViewerUrl: string,
  address: string,
  matches: (mail: StoredMail) => boolean,
  what: string,
  timeoutMs: number,
  after: StoredMail | undefined,
): Promise<StoredMail> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = await listMail(mailViewerUrl);
    const newer = after ? all.slice(all.findIndex((mail) => mail.id === after.id) + 1) : all;
    const found = newer.filter((mail) => mail.to.includes(address.toLowerCase()) && matches(mail)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail ${what} reached ${address} in time`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/**
 * Waits for the newest mail to `address` whose link goes to `linkPath` (e.g. /auth/confirm),
 * sent after the mail `after` when given.
 */
export const waitForMail = (mailViewerUrl: string, address: string, linkPath: string, timeoutMs = 30_000, after?: StoredMail): Promise<StoredMail> =>
  waitForMailWhere(mailViewerUrl, address, (mail) => linkOf(mail)?.pathname === linkPath, `linking to ${linkPath}`, timeoutMs, after);

/** Waits for the newest mail to `address` with this subject, sent after the mail `after` when given. */
export const waitForMailWithSubject = (mailViewerUrl: string, address: string, subject: string, timeoutMs = 30_000, after?: StoredMail): Promise<StoredMail> =>
  waitForMailWhere(mailViewerUrl, address, (mail) => mail.subject === subject, `"${subject}"`, timeoutMs, after);

/** Waits for the newest mail to `address` whose subject matches `pattern` (a one-time code's, whose digits vary). */
export const waitForMailMatching = (mailViewerUrl: string, address: string, pattern: RegExp, timeoutMs = 30_000, after?: StoredMail): Promise<StoredMail> =>
  waitForMailWhere(mailViewerUrl, address, (mail) => pattern.test(mail.subject), String(pattern), timeoutMs, after);

/** The link of a mail (the HTML entity of `&` undone). */
export const linkIn = (mail: StoredMail): URL => {
  const link = linkOf(mail);
  if (!link) throw new Error(`mail "${mail.subject}" has no link`);
  return link;
};

/** A fresh address per journey: the stack keeps its users for the whole run. */
export const uniqueEmail = (label: string): string =>
  `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
