import { LANGUAGES, type Language } from '@fotostudio/shared/constants';
import type { CustomMessageTriggerEvent, PostConfirmationTriggerEvent } from 'aws-lambda';
import { ensureAccount } from '../../account/photographer-account.js';
import { config } from '../../lib/config.js';
import { eventFunction } from '../../lib/event-function.js';
import { logger } from '../../lib/logger.js';
import { countOutcome } from '../../lib/metrics.js';
import { buildAuthMessage, type AuthMessageKind } from '../../account/auth-mails.js';

type CognitoTriggerEvent = PostConfirmationTriggerEvent | CustomMessageTriggerEvent;

const languageOf = (attributes: Record<string, string>): Language => {
  const locale = attributes.locale?.slice(0, 2).toLowerCase();
  return LANGUAGES.find((l) => l === locale) ?? 'es';
};

const messageKinds: Partial<Record<CustomMessageTriggerEvent['triggerSource'], AuthMessageKind>> = {
  CustomMessage_SignUp: 'confirmSignUp',
  CustomMessage_ResendCode: 'confirmSignUp',
  CustomMessage_ForgotPassword: 'resetPassword',
  CustomMessage_AdminCreateUser: 'invite',
};

const onPostConfirmation = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  // Also fired after a forgotten-password confirmation, when the account already exists.
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const { sub, email } = event.request.userAttributes;
  if (!sub || !email) throw new Error('PostConfirmation without sub or email');
  await ensureAccount(sub, email, languageOf(event.request.userAttributes));
  logger.info('photographer created', { photographerId: sub });
  countOutcome('PhotographerCreated');
  return event;
};

const onCustomMessage = (event: CustomMessageTriggerEvent): CustomMessageTriggerEvent => {
  const kind = messageKinds[event.triggerSource];
  if (!kind) return event;
  const attributes = event.request.userAttributes;
  const message = buildAuthMessage({
    kind,
    appUrl: config().APP_URL,
    email: attributes.email ?? '',
    codeParameter: event.request.codeParameter,
    usernameParameter: event.request.usernameParameter ?? undefined,
    language: languageOf(attributes),
  });
  event.response.emailSubject = message.subject;
  event.response.emailMessage = message.html;
  countOutcome('AuthMessageBuilt');
  return event;
};

/** One function for the user pool's PostConfirmation and CustomMessage triggers. */
export const handler = eventFunction(async (event: CognitoTriggerEvent): Promise<CognitoTriggerEvent> => {
  if (event.triggerSource.startsWith('PostConfirmation_')) {
    return onPostConfirmation(event as PostConfirmationTriggerEvent);
  }
  if (event.triggerSource.startsWith('CustomMessage_')) {
    return onCustomMessage(event as CustomMessageTriggerEvent);
  }
  return event;
});
