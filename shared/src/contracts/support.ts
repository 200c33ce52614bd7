// Support and the assistant (spec sections 2 "Shared UI": the support-feedback modal and the
// chat widget; 7: "webhook for feedback message and for chat (both configured by
// environment)"). The signed-in photographer posts here; the account function, never the
// browser, calls the configured webhook (functions/src/support/). Served by the account
// function (its part of the route table: account-routes.ts).
import * as z from 'zod';
import { LANGUAGES } from '../constants.js';
import { codedRule, defineRoute } from './route.js';

export const FEEDBACK_CATEGORIES = ['problem', 'idea', 'question', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const SUPPORT_MESSAGE_MAX = 4000;
export const CHAT_MESSAGE_MAX = 2000;
/** The longest reply the assistant may give (and so the longest turn of the conversation sent back). */
export const CHAT_REPLY_MAX = 8000;
/** Turns of the conversation sent with a question (the oldest are dropped by the widget). */
export const CHAT_HISTORY_MAX = 20;

/** A message: required (the spec's "complete the required fields" as its own code), trimmed. */
const messageText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.trim())
    .refine((value) => value !== '', codedRule('support.message_required', 'message is required'));

/** Where the photographer was (the app's path, e.g. /dashboard/sessions) and the language they see. */
const context = {
  page: z.string().min(1).max(300).startsWith('/'),
  language: z.enum(LANGUAGES),
};

export const feedbackMessage = z
  .object({
    category: z.enum(FEEDBACK_CATEGORIES),
    message: messageText(SUPPORT_MESSAGE_MAX),
    ...context,
  })
  .strict();
export type FeedbackMessage = z.infer<typeof feedbackMessage>;

export const chatTurn = z
  .object({
    role: z.enum(['user', 'assistant']),
    text: z.string().min(1).max(CHAT_REPLY_MAX),
  })
  .strict();
export type ChatTurn = z.infer<typeof chatTurn>;

export const chatQuestion = z
  .object({
    message: messageText(CHAT_MESSAGE_MAX),
    /** The conversation so far, oldest first, without the new message. */
    history: z.array(chatTurn).max(CHAT_HISTORY_MAX),
    ...context,
  })
  .strict();
export type ChatQuestion = z.infer<typeof chatQuestion>;

export const feedbackReceipt = z.object({ sentAt: z.string() });
export const chatReply = z.object({ reply: z.string().min(1) });
export type ChatReply = z.infer<typeof chatReply>;

/**
 * What the chat webhook must answer: 2xx with JSON `{ "reply": "<text>" }` (docs/architecture.md,
 * "Support and assistant"). Anything else is `support.no_response`.
 */
export const chatWebhookAnswer = z.object({ reply: z.string().trim().min(1).max(CHAT_REPLY_MAX) });

export const sendFeedback = defineRoute({
  id: 'account.sendFeedback',
  domain: 'account',
  method: 'POST',
  path: '/api/support/feedback',
  auth: 'photographer',
  body: feedbackMessage,
  response: feedbackReceipt,
});

export const askAssistant = defineRoute({
  id: 'account.askAssistant',
  domain: 'account',
  method: 'POST',
  path: '/api/support/chat',
  auth: 'photographer',
  body: chatQuestion,
  response: chatReply,
});
