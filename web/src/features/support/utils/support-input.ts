// The support modal's and the assistant's input, checked with the API's own contracts
// (shared/src/contracts/support.ts) before it is sent: a refusal is its catalogue code.
import type { Language } from '@fotostudio/shared/constants';
import { catalogueCodeOfIssues } from '@fotostudio/shared/contracts/route';
import { type ChatQuestion, type ChatTurn, CHAT_HISTORY_MAX, chatQuestion, type FeedbackCategory, type FeedbackMessage, feedbackMessage } from '@fotostudio/shared/contracts/support';
import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';

export type Checked<T> = { ok: true; input: T } | { ok: false; code: ErrorCode };

const checked = <T>(result: { success: true; data: T } | { success: false; error: { issues: readonly { code: string; params?: Record<string, unknown> }[] } }): Checked<T> =>
  result.success ? { ok: true, input: result.data } : { ok: false, code: catalogueCodeOfIssues(result.error.issues) ?? 'general.validation' };

/** The app's language as the contracts name it. */
export const languageOf = (language: string | undefined): Language => (language?.startsWith('en') ? 'en' : 'es');

export const checkFeedback = (values: { category: FeedbackCategory; message: string }, page: string, language: Language): Checked<FeedbackMessage> =>
  checked(feedbackMessage.safeParse({ ...values, page, language }));

/** The question with the latest turns of the conversation (the oldest are left out past the limit). */
export const checkQuestion = (message: string, conversation: readonly ChatTurn[], page: string, language: Language): Checked<ChatQuestion> =>
  checked(chatQuestion.safeParse({ message, history: conversation.slice(-CHAT_HISTORY_MAX), page, language }));

/** The conversation once a question is answered: the question and the reply appended, in order. */
export const withAnswer = (conversation: readonly ChatTurn[], question: string, reply: string): ChatTurn[] => [
  ...conversation,
  { role: 'user', text: question },
  { role: 'assistant', text: reply },
];
