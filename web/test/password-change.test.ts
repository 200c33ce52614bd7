import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_MIN_LENGTH, validatePasswordChange } from '../src/features/account/utils/password-change';

describe('password change rules', () => {
  it('requires the current password and a new one of at least 8 characters', () => {
    expect(validatePasswordChange({ current: '', next: 'short', confirmation: 'short' })).toEqual({
      current: { message: 'currentRequired' },
      next: { message: 'nextTooShort', min: NEW_PASSWORD_MIN_LENGTH },
    });
  });

  it('refuses a new password equal to the current one and a confirmation that does not match', () => {
    expect(validatePasswordChange({ current: 'same-password', next: 'same-password', confirmation: 'other-value' })).toEqual({
      next: { message: 'nextSameAsCurrent' },
      confirmation: { message: 'confirmationMismatch' },
    });
  });

  it('accepts a valid change', () => {
    expect(validatePasswordChange({ current: 'old-password', next: '12345678', confirmation: '12345678' })).toEqual({});
  });
});
