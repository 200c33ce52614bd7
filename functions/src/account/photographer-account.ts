// The photographer and their settings row: read together (one query on the `account`
// collection) and created together (one transaction), as the spec says the server does.
import type { Language } from '@fotostudio/shared/constants';
import type { Me, ProfileUpdate } from '@fotostudio/shared/contracts/account';
import { defaultSettings } from '@fotostudio/shared/default-settings';
import { db } from '../data/database.js';
import type { PhotographerItem } from '../data/entities/photographer.js';
import type { PhotographerSettingsItem } from '../data/entities/photographer-settings.js';
import { DomainError } from '../lib/errors.js';

const PROFILE_TEXT_FIELDS = [
  'name', 'phone', 'biography', 'instagram', 'linkedin', 'photoKey',
  'businessName', 'website', 'logoKey', 'street', 'city', 'postalCode', 'province', 'country', 'taxId',
] as const;

export const toMe = (photographer: PhotographerItem, settings: PhotographerSettingsItem): Me => ({
  photographer: {
    id: photographer.photographerId,
    email: photographer.email,
    ...(Object.fromEntries(PROFILE_TEXT_FIELDS.map((f) => [f, photographer[f] ?? null])) as Record<
      (typeof PROFILE_TEXT_FIELDS)[number],
      string | null
    >),
    onboardingCompleted: photographer.onboardingCompleted,
    createdAt: photographer.createdAt,
    updatedAt: photographer.updatedAt,
  },
  settings: {
    appearance: settings.appearance,
    preferences: settings.preferences,
    notifications: settings.notifications,
    createdAt: settings.createdAt,
    updatedAt: settings.updatedAt,
  },
});

export const readAccount = async (
  photographerId: string,
): Promise<{ photographer?: PhotographerItem; settings?: PhotographerSettingsItem }> => {
  const { data } = await db().collections.account({ photographerId }).go();
  return { photographer: data.photographer[0], settings: data.photographerSettings[0] };
};

const isConditionFailure = (error: unknown): boolean =>
  error instanceof Error && /ConditionalCheckFailed|TransactionCanceled|conditional request failed/i.test(`${error.name} ${error.message}`);

/**
 * Creates whatever of the photographer and settings rows is missing. Safe to call
 * concurrently and repeatedly (PostConfirmation retries, parallel first requests): each
 * row is created only if absent, and a lost race just re-reads.
 */
export const ensureAccount = async (
  photographerId: string,
  email: string,
  language?: Language,
): Promise<Me> => {
  const existing = await readAccount(photographerId);
  if (existing.photographer && existing.settings) return toMe(existing.photographer, existing.settings);
  const settings = defaultSettings(language);
  try {
    await db()
      .transaction.write(({ photographer, photographerSettings }) => [
        ...(existing.photographer ? [] : [photographer.create({ photographerId, email: email.toLowerCase() }).commit()]),
        ...(existing.settings ? [] : [photographerSettings.create({ photographerId, ...settings }).commit()]),
      ])
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const created = await readAccount(photographerId);
  if (!created.photographer || !created.settings) throw new DomainError('photographer.not_found');
  return toMe(created.photographer, created.settings);
};

/** Applies a profile update: absent fields stay, null clears, text sets. */
export const updateProfile = async (photographerId: string, update: ProfileUpdate): Promise<void> => {
  const set: Partial<Record<keyof ProfileUpdate, string>> = {};
  const remove: (keyof ProfileUpdate)[] = [];
  for (const [field, value] of Object.entries(update) as [keyof ProfileUpdate, string | null | undefined][]) {
    if (value === undefined) continue;
    if (value === null || value === '') remove.push(field);
    else set[field] = value;
  }
  try {
    await db().entities.photographer.patch({ photographerId }).set(set).remove(remove).go();
  } catch (error) {
    if (isConditionFailure(error)) throw new DomainError('photographer.not_found', { cause: error });
    throw error;
  }
};
