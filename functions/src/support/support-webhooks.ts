// The support-feedback modal and the assistant chat (spec sections 2 and 7): the message is
// posted, with who sent it and from where, to the webhook the deployment configures
// (SUPPORT_FEEDBACK_WEBHOOK_URL, SUPPORT_CHAT_WEBHOOK_URL); the chat's webhook answers the
// assistant's reply. The server calls them, so no URL or token reaches the browser. Nothing is
// stored: the webhook's owner keeps what it receives. Failures are the spec's chat errors:
// not configured, send failed (an error status), no response (timeout, or no reply) and
// connection error (unreachable).
import {
  type ChatQuestion,
  type ChatReply,
  chatWebhookAnswer,
  type FeedbackMessage,
} from '@fotostudio/shared/contracts/support';
import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { requireAccount } from '../account/photographer-account.js';
import { supportConfig } from '../lib/config.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';

/** Who wrote, as the webhook receives it. */
export interface SupportSender {
  id: string;
  email: string;
  name: string | null;
  businessName: string | null;
}

/** The JSON body POSTed to the feedback webhook. */
export interface FeedbackWebhookPayload extends FeedbackMessage {
  kind: 'feedback';
  sentAt: string;
  photographer: SupportSender;
}

/** The JSON body POSTed to the chat webhook; it answers `{ "reply": "<text>" }`. */
export interface ChatWebhookPayload extends ChatQuestion {
  kind: 'chat';
  sentAt: string;
  photographer: SupportSender;
}

const senderOf = async (photographerId: string): Promise<SupportSender> => {
  const { photographer } = await requireAccount(photographerId);
  return {
    id: photographer.photographerId,
    email: photographer.email,
    name: photographer.name ?? null,
    businessName: photographer.businessName ?? null,
  };
};

const isTimeout = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

const failure = (code: ErrorCode, kind: string, detail: Record<string, unknown>, cause?: unknown) => {
  // The URL is not logged: it may carry the webhook's token.
  logger.warn('support webhook failed', { kind, code, ...detail });
  return new DomainError(code, { cause });
};

/** POSTs the payload and answers the response's text; every failure is a catalogue code. */
const postToWebhook = async (url: string, payload: FeedbackWebhookPayload | ChatWebhookPayload): Promise<string> => {
  const signal = AbortSignal.timeout(supportConfig().SUPPORT_WEBHOOK_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'user-agent': 'Fotostudio-support/1' },
      body: JSON.stringify(payload),
      redirect: 'error',
      signal,
    });
  } catch (error) {
    if (isTimeout(error)) throw failure('support.no_response', payload.kind, { reason: 'timeout' }, error);
    throw failure('support.connection_error', payload.kind, { reason: error instanceof Error ? (error.cause as Error | undefined)?.message ?? error.message : 'unknown' }, error);
  }
  try {
    const text = await response.text();
    if (!response.ok) throw failure('support.send_failed', payload.kind, { status: response.status });
    return text;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (isTimeout(error)) throw failure('support.no_response', payload.kind, { reason: 'timeout reading the answer' }, error);
    throw failure('support.connection_error', payload.kind, { reason: 'answer cut off' }, error);
  }
};

export const sendFeedback = async (photographerId: string, message: FeedbackMessage, now: Date = new Date()): Promise<{ sentAt: string }> => {
  const url = supportConfig().SUPPORT_FEEDBACK_WEBHOOK_URL;
  if (!url) throw new DomainError('support.feedback_not_configured');
  const sentAt = now.toISOString();
  await postToWebhook(url, { kind: 'feedback', sentAt, photographer: await senderOf(photographerId), ...message });
  return { sentAt };
};

/** The reply text of the chat webhook's answer, or undefined when it gave none. */
const replyOf = (text: string): string | undefined => {
  try {
    const answer = chatWebhookAnswer.safeParse(JSON.parse(text));
    return answer.success ? answer.data.reply : undefined;
  } catch {
    return undefined;
  }
};

export const askAssistant = async (photographerId: string, question: ChatQuestion, now: Date = new Date()): Promise<ChatReply> => {
  const url = supportConfig().SUPPORT_CHAT_WEBHOOK_URL;
  if (!url) throw new DomainError('support.chat_not_configured');
  const text = await postToWebhook(url, { kind: 'chat', sentAt: now.toISOString(), photographer: await senderOf(photographerId), ...question });
  const reply = replyOf(text);
  if (reply === undefined) throw failure('support.no_response', 'chat', { reason: 'no reply in the answer', bytes: text.length });
  return { reply };
};
