// Abuse limits per client IP, defined once: the CDK app turns each rule into an AWS WAF
// rate-based rule (web-acls.ts), the local server enforces the same table (infra/local/waf/rate-limit.ts).
//
// In AWS the browser calls the API through CloudFront, but signs in, signs up and resets
// passwords against Cognito directly; so `/api/*` is limited by the distribution's web ACL
// (scope CLOUDFRONT) and the account operations by a regional web ACL associated with the
// user pool, matching the operation in the X-Amz-Target header. Locally both reach the one
// origin (`/api/*`, `/cognito`).
//
// WAF counts the requests of each IP over a trailing evaluation window (60, 120, 300 or 600 s)
// and blocks the IP while the count is above the limit (at least 10).
import { errorStatus } from '@fotostudio/shared/errors/catalogue';
import { errorAnswer } from '@fotostudio/shared/errors/error-answer';
import { englishMessages } from '@fotostudio/shared/errors/messages-en';

export const COGNITO_TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

export type RateLimitMatch =
  /** Requests whose path starts with the prefix, of one method when given (CloudFront web ACL). */
  | { kind: 'path'; prefix: string; method?: 'POST' }
  /** POSTs to the Cognito API naming one of these operations (user pool web ACL). */
  | { kind: 'cognito'; operations: readonly string[] };

export interface RateLimitRule {
  /** WAF rule and metric name. */
  name: string;
  match: RateLimitMatch;
  /** Requests allowed per IP within the window. */
  limit: number;
  windowSeconds: 60 | 120 | 300 | 600;
}

export const rateLimitRules: readonly RateLimitRule[] = [
  {
    // A photographer uploading a few hundred photos asks for a presigned POST per file and
    // reads the session back; offices share one IP behind NAT. ~6 requests a second held for
    // five minutes is far above that and far below what a scraper or a flood sends.
    name: 'api-per-ip',
    match: { kind: 'path', prefix: '/api/' },
    limit: 2000,
    windowSeconds: 300,
  },
  {
    // The public site's forms and page views: a visitor sends a page view per page and a form
    // or two; a form-spamming script sends far more (the forms' bot check stops the rest).
    name: 'site-posts-per-ip',
    match: { kind: 'path', prefix: '/api/site/', method: 'POST' },
    limit: 60,
    windowSeconds: 300,
  },
  {
    // The dashboard's support modal and assistant chat: each POST makes the account function call
    // an outside webhook, so a script must not turn the API into a relay. A person asking the
    // assistant sends a message every few seconds at most.
    name: 'support-posts-per-ip',
    match: { kind: 'path', prefix: '/api/support/', method: 'POST' },
    limit: 60,
    windowSeconds: 300,
  },
  {
    // Password guessing: a person mistypes a few times; RespondToAuthChallenge completes invitations.
    name: 'sign-in-per-ip',
    match: { kind: 'cognito', operations: ['InitiateAuth', 'RespondToAuthChallenge'] },
    limit: 30,
    windowSeconds: 300,
  },
  {
    // Account creation spam and e-mail bombing through confirmation codes.
    name: 'sign-up-per-ip',
    match: { kind: 'cognito', operations: ['SignUp', 'ConfirmSignUp', 'ResendConfirmationCode'] },
    limit: 20,
    windowSeconds: 300,
  },
  {
    // Reset e-mails to someone else's address, and code guessing.
    name: 'password-reset-per-ip',
    match: { kind: 'cognito', operations: ['ForgotPassword', 'ConfirmForgotPassword'] },
    limit: 10,
    windowSeconds: 300,
  },
];

/** Test and benchmark stacks fire hundreds of requests from 127.0.0.1: they multiply every limit by this. */
export const RELAXED_RATE_LIMIT_FACTOR = 1000;

const RATE_LIMITED = 'rate_limit.too_many_requests';

/** The body of a 429: the API's error answer (as the functions'), or the Cognito exception Amplify reads. */
export const rateLimitedBody = (match: RateLimitMatch): { contentType: string; text: string } =>
  match.kind === 'path'
    ? {
        contentType: 'application/json',
        text: JSON.stringify(errorAnswer(RATE_LIMITED, errorStatus[RATE_LIMITED])),
      }
    : {
        contentType: 'application/x-amz-json-1.1',
        text: JSON.stringify({ __type: 'TooManyRequestsException', message: englishMessages[RATE_LIMITED] }),
      };
