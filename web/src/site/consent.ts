// The visitor's cookie choice (spec section 9 durations): essential cookies need none; the
// optional categories are off until the visitor says yes. Kept a year, then asked again.
export const CONSENT_KEY = 'fotostudio.cookie-consent';
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export interface Consent {
  analytics: boolean;
  usage: boolean;
  ads: boolean;
  /** When it was given, ms since the epoch. */
  at: number;
}

export const parseConsent = (raw: string | null, now: number): Consent | undefined => {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<Consent>;
    if (typeof value.at !== 'number' || now - value.at > CONSENT_MAX_AGE_MS || now < value.at - 60_000) return undefined;
    return { analytics: value.analytics === true, usage: value.usage === true, ads: value.ads === true, at: value.at };
  } catch {
    return undefined;
  }
};

export const readConsent = (): Consent | undefined => {
  try {
    return parseConsent(localStorage.getItem(CONSENT_KEY), Date.now());
  } catch {
    return undefined;
  }
};

export const saveConsent = (choice: Omit<Consent, 'at'>): void => {
  try {
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ ...choice, at: Date.now() }));
  } catch {
    // Not remembered: the banner asks again on the next page.
  }
};

