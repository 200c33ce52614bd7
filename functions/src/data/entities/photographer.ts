import { Entity, type EntityItem } from 'electrodb';
import { timestamps } from './timestamps.js';

const optionalText = { type: 'string' } as const;

/** The account owner. `photographerId` is the Cognito user's `sub`. */
export const photographerEntity = () => new Entity({
  model: { entity: 'photographer', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true },
    name: optionalText,
    phone: optionalText,
    biography: optionalText,
    instagram: optionalText,
    linkedin: optionalText,
    photoKey: optionalText,
    businessName: optionalText,
    website: optionalText,
    logoKey: optionalText,
    /** `#rrggbb`: the gallery's accent colour (white-label branding). */
    accentColor: optionalText,
    street: optionalText,
    city: optionalText,
    postalCode: optionalText,
    province: optionalText,
    country: optionalText,
    taxId: optionalText,
    /** Owned through a `businessSlug` item, changed only together with it. */
    businessSlug: optionalText,
    onboardingCompleted: { type: 'boolean', required: true, default: false },
    /**
     * The operator's override of the plan's images-per-session limit (shared/src/plans.ts);
     * absent on most photographers, who have the default plan's. No route writes it.
     */
    imagesPerSession: { type: 'number' },
    /** The operator's override of the plan's storage quota in bytes, as `imagesPerSession`. */
    storageQuotaBytes: { type: 'number' },
    /** The operator's override of the plan's largest gallery zip part in bytes, as `imagesPerSession`. */
    zipPartBytes: { type: 'number' },
    /**
     * Bytes of the photographer's files in the media bucket (functions/src/account/storage-usage.ts):
     * moved by atomic ADDs in the same transaction as the item whose files they are (an image
     * made ready or removed, an upload recorded), set whole by a recount.
     */
    storageUsedBytes: { type: 'number' },
    /** When the usage was last counted from the bucket (the data migration, `npm run storage -- recount`). */
    storageCountedAt: { type: 'string' },
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

export type PhotographerItem = EntityItem<ReturnType<typeof photographerEntity>>;
