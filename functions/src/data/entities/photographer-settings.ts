import { Entity, type EntityItem } from 'electrodb';
import { timestamps } from './timestamps.js';
import {
  CURRENCY_CODES,
  DATE_FORMATS,
  LANGUAGES,
  THEMES,
  TIME_ZONES,
} from '@fotostudio/shared/constants';

const channels = {
  type: 'map',
  required: true,
  properties: { app: { type: 'boolean', required: true }, email: { type: 'boolean', required: true } },
} as const;

const laterChannels = { ...channels, required: false } as const;

/** One row per photographer, created by the server with the photographer. */
export const photographerSettingsEntity = () => new Entity({
  model: { entity: 'photographerSettings', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    appearance: { type: THEMES, required: true },
    preferences: {
      type: 'map',
      required: true,
      properties: {
        language: { type: LANGUAGES, required: true },
        currency: { type: CURRENCY_CODES, required: true },
        dateFormat: { type: DATE_FORMATS, required: true },
        timezone: { type: TIME_ZONES, required: true },
      },
    },
    notifications: {
      type: 'map',
      required: true,
      // linkExpiry and overdueInvoices came with the notice scan (issue 23): items stored before
      // lack them and read the defaults (notificationChannelsOf); the data migration
      // `notification-type-defaults` writes them in.
      properties: {
        clientSelections: channels,
        storageAlerts: channels,
        sessionArchiving: channels,
        linkExpiry: laterChannels,
        overdueInvoices: laterChannels,
        // VERI*FACTU's answers and certificate (issue 24): the same, added later.
        verifactuAnswers: laterChannels,
        certificateExpiry: laterChannels,
        // The agreements' expiry and declines (issue 26): the same, added later.
        agreements: laterChannels,
        // Payments received online (issue 25 point 2): the same, added later.
        paymentsReceived: laterChannels,
        // Signed agreements (issue 26 point 3): the same, added later.
        agreementsSigned: laterChannels,
        // Selection deadlines passed (issue 28 point 2): the same, added later.
        selectionDeadlines: laterChannels,
        // Deliveries expired (issue 28 point 4): the same, added later.
        deliveries: laterChannels,
        // Refunds in Stripe and their question (issue 25 point 2): the same, added later.
        paymentRefunds: laterChannels,
      },
    },
    ...timestamps,
  },
  indexes: {
    byPhotographer: {
      collection: 'account',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export type PhotographerSettingsItem = EntityItem<ReturnType<typeof photographerSettingsEntity>>;
