import type { CustomMessageTriggerEvent, PostConfirmationTriggerEvent } from 'aws-lambda';
import { authMailFor, languageOfLocale, type AuthMessageKind } from '../../account/auth-mails.js';
import { ensureAccount } from '../../account/photographer-account.js';
import { eventFunction } from '../../lib/event-function.js';
import { logger } from '../../lib/logger.js';
import { countOutcome } from '../../lib/metrics.js';

type CognitoTriggerEvent = PostConfirmationTriggerEvent | CustomMessageTriggerEvent;

const messageKinds: Partial<Record<CustomMessageTriggerEvent['triggerSource'], AuthMessageKind>> = {
  CustomMessage_SignUp: 'confirmSignUp',
  CustomMessage_ResendCode: 'confirmSignUp',
  CustomMessage_ForgotPassword: 'resetPassword',
  CustomMessage_AdminCreateUser: 'invite',
};

/** One function for the user pool's PostConfirmation and CustomMessage triggers. */
export const handler = eventFunction(async (event: CognitoTriggerEvent): Promise<CognitoTriggerEvent> => {
  const attributes = event.request.userAttributes;
  // PostConfirmation also fires after a forgotten-password confirmation, when the account exists.
  if (event.triggerSource === 'PostConfirmation_ConfirmSignUp') {
    if (!attributes.sub || !attributes.email) throw new Error('PostConfirmation without sub or email');
    await ensureAccount(attributes.sub, attributes.email, languageOfLocale(attributes.locale));
    logger.info('photographer created', { photographerId: attributes.sub });
    countOutcome('PhotographerCreated');
    return event;
  }
  const message = event as CustomMessageTriggerEvent;
  const kind = messageKinds[message.triggerSource];
  if (!kind) return event;
  const { codeParameter, usernameParameter } = message.request;
  const mail = authMailFor(kind, attributes, { codeParameter, usernameParameter: usernameParameter ?? undefined });
  message.response.emailSubject = mail.subject;
  message.response.emailMessage = mail.html;
  countOutcome('AuthMessageBuilt');
  return event;
});
