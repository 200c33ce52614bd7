// How a session's finished photos reach its client (issue 28 point 4; docs/gallery.md,
// "Delivery"): the delivery's own settings, separate from the package's proofing watermark.
// Whether the originals the client downloads (proofing and delivery) keep their GPS position
// (removed by default: docs/media.md, "Location data"); whether the finals are watermarked (no
// by default); the sizes offered for download (web size and full resolution by default); how
// many days the delivery stays open once published (30 by default). A session stored before a
// setting existed reads its default (deliverySettingsOf); nothing is migrated.
import * as z from 'zod';
import { entityId as id } from './ids.js';
import { codedRule, defineRoute } from './route.js';
import { DELIVERY_EXPIRY_DAYS, DELIVERY_SIZES, deliveryIsOpen, type PublishedDelivery } from '../gallery/delivery-terms.js';

// The delivery's terms the client's gallery reads too live apart (../gallery/delivery-terms.ts),
// so the gallery function does not bundle these settings' refusals.
export { DEFAULT_DELIVERY_SETTINGS, DELIVERY_EXPIRY_DAYS, DELIVERY_SIZES, deliveryIsOpen, publishedDelivery } from '../gallery/delivery-terms.js';
export type { DeliverySize, PublishedDelivery } from '../gallery/delivery-terms.js';

const sizes = z
  .array(z.enum(DELIVERY_SIZES))
  .max(DELIVERY_SIZES.length)
  .refine((offered) => offered.length > 0, codedRule('sessions.delivery_sizes_empty', 'offer at least one size'))
  .refine((offered) => new Set(offered).size === offered.length, 'each size once');

const expiryDays = z
  .number()
  .int()
  .refine((days) => days >= DELIVERY_EXPIRY_DAYS.min && days <= DELIVERY_EXPIRY_DAYS.max, codedRule('sessions.delivery_expiry_invalid', 'expiry out of range'));

export const deliverySettings = z
  .object({
    /** The client's originals keep their location data; false (the default) removes it. */
    keepLocation: z.boolean(),
    /** The finals are shown and downloaded with the studio's watermark; false (the default) clean. */
    watermark: z.boolean(),
    /** The sizes the client may download, in DELIVERY_SIZES order. */
    sizes,
    /** Days the published delivery stays open (it closes for the client, never the photographer's copy). */
    expiryDays,
  })
  .strict();
export type DeliverySettings = z.infer<typeof deliverySettings>;

/** A change of some settings; the others stay (the location box alone sends only `keepLocation`). */
export const deliverySettingsChange = deliverySettings
  .partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, codedRule('sessions.update_empty', 'no setting to change'));
export type DeliverySettingsChange = z.infer<typeof deliverySettingsChange>;

/** Where a published delivery stands for the client at a moment. */
export const DELIVERY_STATES = ['open', 'withdrawn', 'expired'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const deliveryStateOf = (delivery: PublishedDelivery, now: Date): DeliveryState =>
  delivery.withdrawnAt !== undefined ? 'withdrawn' : deliveryIsOpen(delivery, now) ? 'open' : 'expired';

/** The published delivery as the photographer's answers show it (none published: null). */
export const publishedDeliveryView = z.object({
  state: z.enum(DELIVERY_STATES),
  publishedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  reminderSentAt: z.iso.datetime().nullable(),
  withdrawnAt: z.iso.datetime().nullable(),
});
export type PublishedDeliveryView = z.infer<typeof publishedDeliveryView>;

const sessionParams = z.object({ sessionId: id }).strict();

export const getDeliverySettings = defineRoute({
  id: 'sessions.getDeliverySettings',
  domain: 'sessions',
  method: 'GET',
  path: '/api/sessions/{sessionId}/delivery',
  auth: 'photographer',
  params: sessionParams,
  response: z.object({ delivery: deliverySettings }),
});

export const updateDeliverySettings = defineRoute({
  id: 'sessions.updateDeliverySettings',
  domain: 'sessions',
  method: 'PUT',
  path: '/api/sessions/{sessionId}/delivery',
  auth: 'photographer',
  params: sessionParams,
  body: deliverySettingsChange,
  response: z.object({ delivery: deliverySettings }),
});

/**
 * `published`: the delivery opened now; `extended`: it was open and now stays open until the new
 * expiry. `clientEmail`: where the client was told, null when their contact has no email or the
 * mail failed (the delivery stands: the photographer sends the link themselves).
 */
export const deliveryPublication = z.object({
  delivery: publishedDeliveryView,
  outcome: z.enum(['published', 'extended']),
  linkUrl: z.string(),
  clientEmail: z.string().nullable(),
});
export type DeliveryPublication = z.infer<typeof deliveryPublication>;

export const publishDelivery = defineRoute({
  id: 'sessions.publishDelivery',
  domain: 'sessions',
  method: 'POST',
  path: '/api/sessions/{sessionId}/delivery/publish',
  auth: 'photographer',
  params: sessionParams,
  body: z.object({}).strict(),
  response: deliveryPublication,
});

export const withdrawDelivery = defineRoute({
  id: 'sessions.withdrawDelivery',
  domain: 'sessions',
  method: 'POST',
  path: '/api/sessions/{sessionId}/delivery/withdraw',
  auth: 'photographer',
  params: sessionParams,
  body: z.object({}).strict(),
  response: z.object({ delivery: publishedDeliveryView }),
});
