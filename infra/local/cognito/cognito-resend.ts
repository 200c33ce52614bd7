// The sign-up confirmation as Cognito runs it, where cognito-local falls short:
// - ResendConfirmationCode, which cognito-local lacks: a new code for an unconfirmed user,
//   sent like the sign-up one (CustomMessage trigger, source CustomMessage_ResendCode, then
//   SES local through the pool's message sender) and answered with the masked
//   CodeDeliveryDetails Cognito gives. A confirmed user gets InvalidParameterException
//   "User is already confirmed."; an unknown one a simulated delivery, as a client with
//   PreventUserExistenceErrors ENABLED answers (Cognito's default, and the CDK pool's
//   setting), or UserNotFoundException for a LEGACY client.
// - ConfirmSignUp of a user already confirmed: cognito-local says ExpiredCodeException (it
//   dropped the code), Cognito says NotAuthorizedException "User cannot be confirmed.
//   Current status is CONFIRMED", which is how the app tells a reused link from an old one.
import { InvalidParameterError, NotAuthorizedError, UserNotFoundError } from 'cognito-local/lib/errors.js';
import type { Route, Router } from 'cognito-local/lib/server/Router.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import { selectAppropriateDeliveryMethod } from 'cognito-local/lib/services/messageDelivery/deliveryMethod.js';

type ConfirmationServices = Pick<Services, 'clock' | 'cognito' | 'messages' | 'otp'>;

interface ResendRequest {
  ClientId: string;
  Username: string;
  ClientMetadata?: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isStringRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((v) => typeof v === 'string');

const resendRequest = (request: unknown): ResendRequest => {
  if (!isRecord(request) || typeof request.ClientId !== 'string' || typeof request.Username !== 'string') {
    throw new InvalidParameterError('ClientId and Username are required.');
  }
  const metadata = request.ClientMetadata;
  return {
    ClientId: request.ClientId,
    Username: request.Username,
    ...(isStringRecord(metadata) ? { ClientMetadata: metadata } : {}),
  };
};

/** Cognito shows where a code went only as its first characters: a***@e***. */
export const maskDestination = (destination: string): string => {
  const [local = '', domain = ''] = destination.split('@');
  return domain ? `${local.charAt(0)}***@${domain.charAt(0)}***` : `+*******${destination.slice(-4)}`;
};

const resendConfirmationCode =
  ({ clock, cognito, messages, otp }: ConfirmationServices): Route =>
  async (ctx, raw: unknown) => {
    const request = resendRequest(raw);
    const pool = await cognito.getUserPoolForClientId(ctx, request.ClientId);
    const user = await pool.getUserByUsername(ctx, request.Username);
    if (!user) {
      const client = await cognito.getAppClient(ctx, request.ClientId);
      if (client?.PreventUserExistenceErrors === 'LEGACY') throw new UserNotFoundError('Username/client id combination not found.');
      return { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskDestination(request.Username) } };
    }
    if (user.UserStatus === 'CONFIRMED') throw new InvalidParameterError('User is already confirmed.');
    const delivery = selectAppropriateDeliveryMethod(pool.options.AutoVerifiedAttributes ?? [], user);
    if (!delivery) throw new InvalidParameterError('User has no attribute matching desired auto verified attributes');

    const code = otp();
    // The code is stored before the mail goes, so a quick reader of the mail can already use it.
    await pool.saveUser(ctx, { ...user, ConfirmationCode: code, UserLastModifiedDate: clock.get() });
    await messages.deliver(ctx, 'ResendCode', request.ClientId, pool.options.Id, user, code, request.ClientMetadata, delivery);
    return { CodeDeliveryDetails: { ...delivery, Destination: maskDestination(delivery.Destination) } };
  };

const refuseConfirmedUsers =
  (confirm: Route, { cognito }: ConfirmationServices): Route =>
  async (ctx, request: unknown) => {
    if (isRecord(request) && typeof request.ClientId === 'string' && typeof request.Username === 'string') {
      const pool = await cognito.getUserPoolForClientId(ctx, request.ClientId);
      const user = await pool.getUserByUsername(ctx, request.Username);
      if (user?.UserStatus === 'CONFIRMED') throw new NotAuthorizedError('User cannot be confirmed. Current status is CONFIRMED');
    }
    return confirm(ctx, request);
  };

/** cognito-local's router with Cognito's sign-up confirmation: ResendConfirmationCode added, ConfirmSignUp of a confirmed user refused. */
export const withSignUpConfirmation =
  (router: Router, services: ConfirmationServices): Router =>
  (target) => {
    if (target === 'ResendConfirmationCode') return resendConfirmationCode(services);
    if (target === 'ConfirmSignUp') return refuseConfirmedUsers(router(target), services);
    return router(target);
  };
