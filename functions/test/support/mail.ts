// Reads what was sent through the local SES stand-in (aws-ses-v2-local's /store).
import { inject } from 'vitest';
// Brings in the typing of inject('localStack').
import type {} from '../../../infra/local/test-stack.js';

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  at: number;
}

export const latestMailTo = async (address: string): Promise<{ subject: string; html: string } | undefined> => {
  const response = await fetch(new URL('/store', inject('localStack').mailViewerUrl));
  const { emails } = (await response.json()) as { emails: StoredMail[] };
  const mail = emails.filter((m) => m.destination.to.some((to) => to.toLowerCase() === address.toLowerCase())).at(-1);
  return mail ? { subject: mail.subject, html: mail.body.html ?? mail.body.text ?? '' } : undefined;
};
