import { describe, expect, it } from 'vitest';
import {
  parseLastShownAt,
  shouldShowWelcome,
  WELCOME_INTERVAL_MS,
  welcomeStorageKey,
} from '../src/features/account/utils/welcome-schedule';

const now = Date.UTC(2025, 5, 1, 12);
const due = { userId: 'u1', onboardingCompleted: false, photographerLoading: false, lastShownAt: null, now };

describe('welcome modal schedule', () => {
  it('shows for a loaded photographer with onboarding pending who never saw it', () => {
    expect(shouldShowWelcome(due)).toBe(true);
  });

  it('waits for the photographer, a user id and a pending onboarding', () => {
    expect(shouldShowWelcome({ ...due, onboardingCompleted: undefined })).toBe(false);
    expect(shouldShowWelcome({ ...due, photographerLoading: true })).toBe(false);
    expect(shouldShowWelcome({ ...due, userId: null })).toBe(false);
    expect(shouldShowWelcome({ ...due, onboardingCompleted: true })).toBe(false);
  });

  it('shows again only once 24 h have passed since it was last shown', () => {
    expect(shouldShowWelcome({ ...due, lastShownAt: now - WELCOME_INTERVAL_MS + 1 })).toBe(false);
    expect(shouldShowWelcome({ ...due, lastShownAt: now - WELCOME_INTERVAL_MS })).toBe(true);
  });

  it('keeps one time per user and ignores unreadable values', () => {
    expect(welcomeStorageKey('a')).not.toBe(welcomeStorageKey('b'));
    expect(parseLastShownAt('1717243200000')).toBe(1717243200000);
    expect(parseLastShownAt('soon')).toBeNull();
    expect(parseLastShownAt(null)).toBeNull();
  });
});
