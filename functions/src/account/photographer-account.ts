// The photographer and their settings row: read together (one query on the `account`
// collection) and created together (one transaction), as the spec says the server does.
import type { Language } from '@fotostudio/shared/constants';
import type { Me } from '@fotostudio/shared/contracts/account';
import { defaultSettings, notificationChannelsOf } from '@fotostudio/shared/default-settings';
import { subscriptionOf } from '@fotostudio/shared/subscription';
import { TRY_AGAIN, retryLostRaces } from '../data/conflict-retry.js';
import { db, transact, writeItems } from '../data/database.js';
import type { PhotographerItem } from '../data/entities/photographer.js';
import type { PhotographerSettingsItem } from '../data/entities/photographer-settings.js';
import { DomainError } from '../lib/errors.js';
import { verifiedMediaUrls } from '../media/media-urls.js';
import { readUploads } from '../media/owned-upload.js';
import { limitsOf } from './plan-limits.js';

export const PROFILE_TEXT_FIELDS = [
  'name', 'phone', 'biography', 'instagram', 'linkedin', 'photoKey',
  'businessName', 'website', 'logoKey', 'street', 'city', 'postalCode', 'province', 'country', 'taxId', 'businessSlug',
  'accentColor',
] as const;

export interface Account {
  photographer: PhotographerItem;
  settings: PhotographerSettingsItem;
}

export const toMe = async ({ photographer, settings }: Account): Promise<Me> => {
  const imageUrls = await verifiedMediaUrls(readUploads, photographer.photographerId, [photographer.photoKey, photographer.logoKey]);
  const urlOf = (key: string | undefined) => (key && imageUrls.get(key)) ?? null;
  const [photoUrl, logoUrl] = [urlOf(photographer.photoKey), urlOf(photographer.logoKey)];
  return {
    photographer: {
      id: photographer.photographerId,
      email: photographer.email,
      ...(Object.fromEntries(PROFILE_TEXT_FIELDS.map((f) => [f, photographer[f] ?? null])) as Record<
        (typeof PROFILE_TEXT_FIELDS)[number],
        string | null
      >),
      photoUrl,
      logoUrl,
      onboardingCompleted: photographer.onboardingCompleted,
      limits: limitsOf(photographer),
      createdAt: photographer.createdAt,
      updatedAt: photographer.updatedAt,
    },
    settings: {
      appearance: settings.appearance,
      preferences: settings.preferences,
      notifications: notificationChannelsOf(settings.notifications),
      createdAt: settings.createdAt,
      updatedAt: settings.updatedAt,
    },
    subscription: subscriptionOf(photographer.createdAt),
  };
};

export const readAccount = async (
  photographerId: string,
): Promise<{ photographer?: PhotographerItem; settings?: PhotographerSettingsItem }> => {
  const { data } = await db().collections.account({ photographerId }).go();
  return { photographer: data.photographer[0], settings: data.photographerSettings[0] };
};

/** The account of a photographer who must exist (every route after the first /api/me). */
export const requireAccount = async (photographerId: string): Promise<Account> => {
  const { photographer, settings } = await readAccount(photographerId);
  if (!photographer || !settings) throw new DomainError('photographer.not_found');
  return { photographer, settings };
};

/**
 * `requireAccount` read once per photographer for as long as the answer is kept: the hourly runs
 * meet the same photographer in many items and read their account once per run.
 */
export const accountsReadOnce = (): ((photographerId: string) => Promise<Account>) => {
  const accounts = new Map<string, Promise<Account>>();
  return (photographerId) => {
    const known = accounts.get(photographerId) ?? requireAccount(photographerId);
    accounts.set(photographerId, known);
    return known;
  };
};

/**
 * Creates whatever of the photographer and settings rows is missing. Safe to call
 * concurrently and repeatedly (PostConfirmation retries, parallel first requests): each
 * row is created only if absent, and a lost race just re-reads.
 */
export const ensureAccount = (photographerId: string, email: string, language?: Language): Promise<Account> =>
  retryLostRaces(async () => {
    const existing = await readAccount(photographerId);
    if (existing.photographer && existing.settings) {
      return { photographer: existing.photographer, settings: existing.settings };
    }
    const outcome = await transact(
      writeItems(({ photographer, photographerSettings }) => [
        ...(existing.photographer ? [] : [photographer.create({ photographerId, email: email.toLowerCase() }).commit()]),
        ...(existing.settings ? [] : [photographerSettings.create({ photographerId, ...defaultSettings(language) }).commit()]),
      ]),
    );
    // Not canceled, or canceled only because a concurrent caller created a row first.
    if (outcome.committed || outcome.codes.every((code) => code === 'None' || code === 'ConditionalCheckFailed')) {
      return requireAccount(photographerId);
    }
    if (!outcome.codes.includes('TransactionConflict')) {
      throw new Error(`account creation canceled: ${outcome.codes.join(', ')}`);
    }
    return TRY_AGAIN;
  }, 'profile.changed_meanwhile', 4);
