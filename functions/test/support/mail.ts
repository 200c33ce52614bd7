// Reads what was sent through the local SES stand-in (aws-ses-v2-local's /store).
import { inject } from 'vitest';
// Brings in the typing of inject('localStack').
import type {} from '../../../infra/local/test-stack.js';

export interface StoredMail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  attachments: { content: string; contentType: string; filename?: string }[];
  at: number;
}

/** Every message sent to the address (To or Cc), oldest first. */
export const mailsTo = async (address: string): Promise<StoredMail[]> => {
  const response = await fetch(new URL('/store', inject('localStack').mailViewerUrl));
  const { emails } = (await response.json()) as { emails: StoredMail[] };
  const matches = (list: string[] | undefined) => (list ?? []).some((to) => to.toLowerCase().includes(address.toLowerCase()));
  return emails.filter((m) => matches(m.destination.to) || matches(m.destination.cc));
};

export const latestMailTo = async (address: string): Promise<{ subject: string; html: string } | undefined> => {
  const mail = (await mailsTo(address)).at(-1);
  return mail ? { subject: mail.subject, html: mail.body.html ?? mail.body.text ?? '' } : undefined;
};
