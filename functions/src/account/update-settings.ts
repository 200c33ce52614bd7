import type { SettingsUpdate } from '@fotostudio/shared/contracts/account';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from '@fotostudio/shared/constants';
import { db } from '../data/database.js';

/**
 * Writes only the settings a request names, each as its own attribute path, so two quick
 * changes of different settings (time zone, then date format) both survive.
 */
export const updateSettings = async (photographerId: string, update: SettingsUpdate): Promise<void> => {
  const preferences = update.preferences ?? {};
  const notifications = NOTIFICATION_TYPES.flatMap((type) =>
    NOTIFICATION_CHANNELS.flatMap((channel) => {
      const value = update.notifications?.[type]?.[channel];
      return value === undefined ? [] : [{ type, channel, value }];
    }),
  );
  if (update.appearance === undefined && Object.keys(preferences).length === 0 && notifications.length === 0) return;
  await db()
    .entities.photographerSettings.patch({ photographerId })
    .data((attr, op) => {
      if (update.appearance !== undefined) op.set(attr.appearance, update.appearance);
      if (preferences.language) op.set(attr.preferences.language, preferences.language);
      if (preferences.currency) op.set(attr.preferences.currency, preferences.currency);
      if (preferences.dateFormat) op.set(attr.preferences.dateFormat, preferences.dateFormat);
      if (preferences.timezone) op.set(attr.preferences.timezone, preferences.timezone);
      for (const { type, channel, value } of notifications) op.set(attr.notifications[type][channel], value);
    })
    .go();
};
