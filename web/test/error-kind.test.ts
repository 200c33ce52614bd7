import { describe, expect, it } from 'vitest';
import { errorKindOf } from '../src/components/ui/error-boundary';
import { ApiError } from '../src/lib/api-client';
import { changePasswordCode } from '../src/lib/change-password';

describe('error boundary titles', () => {
  it('picks the spec title from the status an error carries', () => {
    expect(errorKindOf(new ApiError('auth.unauthorized', 401))).toBe('authentication');
    expect(errorKindOf(new ApiError('general.network', 0))).toBe('connection');
    expect(errorKindOf(new ApiError('general.validation', 400))).toBe('validation');
    expect(errorKindOf(new ApiError('general.not_found', 404))).toBe('notFound');
    expect(errorKindOf(new ApiError('auth.forbidden', 403))).toBe('permission');
    expect(errorKindOf(new ApiError('general.unknown', 500))).toBe('general');
    expect(errorKindOf(new Error('boom'))).toBe('general');
    expect(errorKindOf(new TypeError('Failed to fetch'))).toBe('connection');
  });
});

describe('password change errors', () => {
  const named = (name: string) => Object.assign(new Error(name), { name });

  it('maps a wrong current password (Cognito and cognito-local names) to the catalogue code', () => {
    expect(changePasswordCode(named('NotAuthorizedException'))).toBe('password.incorrect_current');
    expect(changePasswordCode(named('InvalidPasswordException'))).toBe('password.incorrect_current');
  });

  it('maps the rest to not authenticated, throttling, network or the unexpected error', () => {
    expect(changePasswordCode(named('UserUnAuthenticatedException'))).toBe('password.not_authenticated');
    expect(changePasswordCode(named('LimitExceededException'))).toBe('rate_limit.too_many_requests');
    expect(changePasswordCode(named('NetworkError'))).toBe('general.network');
    expect(changePasswordCode(new Error('?'))).toBe('password.unexpected');
  });
});
