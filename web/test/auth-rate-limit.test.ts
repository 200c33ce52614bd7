import { describe, expect, it } from 'vitest';
import { authErrorCode, type AuthFlow } from '../src/features/auth/api/auth-errors';

// Over the abuse limits (infra/lib/rate-limits.ts), the local server answers the Cognito API
// with TooManyRequestsException and Cognito behind its AWS WAF web ACL with ForbiddenException.
describe('Cognito rate limiting in the account flows', () => {
  const flows: AuthFlow[] = ['signUp', 'confirmSignUp', 'requestPasswordReset', 'confirmPasswordReset', 'verifyInvite', 'completeInvite'];

  it.each(flows)('%s shows the catalogue rate-limit message for both answers', (flow) => {
    for (const name of ['TooManyRequestsException', 'ForbiddenException']) {
      expect(authErrorCode(flow, Object.assign(new Error('blocked'), { name }))).toBe('rate_limit.too_many_requests');
    }
  });
});
