// Mail from the product through SES v2 as raw MIME, so messages can carry attachments
// (.ics events, later invoices). nodemailer's MailComposer writes the MIME; SES sends it.
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesClient } from '../lib/aws-clients.js';
import { mailConfig } from '../lib/config.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
  /** Shown inline where the HTML names `cid:<this>` (a receipt's thumbnails), not as a file to open. */
  cid?: string | undefined;
}

export interface OutgoingMail {
  to: string[];
  cc?: string[] | undefined;
  /** Shown as the sender's name; the address is always the product's own. */
  fromName?: string | undefined;
  /** Where answers go: the photographer, not the product's sending address. */
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  attachments?: MailAttachment[] | undefined;
}

export type SendRaw = (raw: Uint8Array, recipients: { to: string[]; cc: string[] }) => Promise<string | undefined>;

const sendThroughSes: SendRaw = async (raw, recipients) =>
  (
    await sesClient().send(
      new SendEmailCommand({
        Destination: { ToAddresses: recipients.to, CcAddresses: recipients.cc },
        Content: { Raw: { Data: raw } },
      }),
    )
  ).MessageId;

/**
 * The raw MIME message (exported for tests that read what is sent). nodemailer is imported on
 * the first message: most requests of the functions that mail send none, and its modules'
 * set-up would otherwise run at every cold start.
 */
export const composeMail = async (mail: OutgoingMail, fromAddress: string): Promise<Buffer> => {
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer/index.js');
  return new MailComposer({
    from: mail.fromName ? { name: mail.fromName, address: fromAddress } : fromAddress,
    to: mail.to,
    cc: mail.cc ?? [],
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
  })
    .compile()
    .build();
};

/**
 * Sends one message; answers SES's message id. `email.no_provider` when no sending address is
 * configured, `email.send_failed` when SES refuses the message.
 */
export const sendMail = async (mail: OutgoingMail, send: SendRaw = sendThroughSes): Promise<string> => {
  const fromAddress = mailConfig().SES_FROM_ADDRESS;
  if (!fromAddress) throw new DomainError('email.no_provider');
  const raw = await composeMail(mail, fromAddress);
  let messageId: string | undefined;
  try {
    messageId = await send(raw, { to: mail.to, cc: mail.cc ?? [] });
  } catch (error) {
    logger.warn('sendMail: SES refused the message', { error });
    throw new DomainError('email.send_failed', { cause: error });
  }
  if (!messageId) throw new DomainError('email.send_failed');
  return messageId;
};
