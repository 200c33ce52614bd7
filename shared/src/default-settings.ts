import {
  DEFAULT_CURRENCY,
  DEFAULT_DATE_FORMAT,
  DEFAULT_LANGUAGE,
  DEFAULT_THEME,
  DEFAULT_TIME_ZONE,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  type Language,
} from './constants.js';
import type { PhotographerSettings } from './contracts/account.js';

type SettingsValues = Omit<PhotographerSettings, 'createdAt' | 'updatedAt'>;

/** The settings row the server creates with a new photographer: every notification on. */
export const defaultSettings = (language: Language = DEFAULT_LANGUAGE): SettingsValues => {
  const allChannels = Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c, true])) as Record<
    (typeof NOTIFICATION_CHANNELS)[number],
    boolean
  >;
  return {
    appearance: DEFAULT_THEME,
    preferences: {
      language,
      currency: DEFAULT_CURRENCY,
      dateFormat: DEFAULT_DATE_FORMAT,
      timezone: DEFAULT_TIME_ZONE,
    },
    notifications: Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, { ...allChannels }])) as SettingsValues['notifications'],
  };
};

type NotificationChannels = SettingsValues['notifications'];

/**
 * The channels of every notification type, those a settings item stored before a type existed
 * lacks (linkExpiry, overdueInvoices: issue 23) read as a new photographer's (all on).
 */
export const notificationChannelsOf = (stored: Partial<NotificationChannels>): NotificationChannels => {
  const defaults = defaultSettings().notifications;
  return Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, stored[t] ?? defaults[t]])) as NotificationChannels;
};
