import type { SettingsUpdate } from '@fotostudio/shared/contracts/account';
import { db } from '../data/database.js';
import type { PhotographerSettingsItem } from '../data/entities/photographer-settings.js';

/** Merges a partial settings change into the stored row; absent choices stay as they are. */
export const updateSettings = async (current: PhotographerSettingsItem, update: SettingsUpdate): Promise<void> => {
  const notifications = { ...current.notifications };
  for (const [type, channels] of Object.entries(update.notifications ?? {}) as [keyof typeof notifications, Partial<typeof notifications.clientSelections>][]) {
    notifications[type] = { ...notifications[type], ...channels };
  }
  await db()
    .entities.photographerSettings.patch({ photographerId: current.photographerId })
    .set({
      appearance: update.appearance ?? current.appearance,
      preferences: { ...current.preferences, ...update.preferences },
      notifications,
    })
    .go();
};
