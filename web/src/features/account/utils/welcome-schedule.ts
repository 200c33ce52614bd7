// When the welcome modal may open (spec section 2): onboarding loaded and not completed,
// the photographer not loading, a user id, and at least 24 h since it was last shown on
// this browser. The time is kept in localStorage, one entry per user.

export const WELCOME_INTERVAL_MS = 24 * 60 * 60 * 1000;

export const welcomeStorageKey = (userId: string): string => `fotostudio.welcome.lastShownAt.${userId}`;

export interface WelcomeConditions {
  userId: string | null;
  /** undefined until the photographer has loaded. */
  onboardingCompleted: boolean | undefined;
  photographerLoading: boolean;
  /** Milliseconds since the epoch, or null when never shown (or unreadable). */
  lastShownAt: number | null;
  now: number;
}

export const shouldShowWelcome = ({ userId, onboardingCompleted, photographerLoading, lastShownAt, now }: WelcomeConditions): boolean =>
  userId !== null &&
  userId !== '' &&
  onboardingCompleted === false &&
  !photographerLoading &&
  (lastShownAt === null || now - lastShownAt >= WELCOME_INTERVAL_MS);

/** A stored time, or null when it is missing or not a number. */
export const parseLastShownAt = (stored: string | null): number | null => {
  if (stored === null) return null;
  const value = Number(stored);
  return Number.isFinite(value) && value > 0 ? value : null;
};
