// The delivery's terms shared by the photographer's settings (contracts/session-delivery.ts) and
// the client's delivery gallery (contracts/gallery-delivery.ts, the gallery function): the sizes
// offered, the defaults, and the published delivery as stored on the session with whether it is
// open. Free of the settings' coded refusals, so the gallery function's bundle (whose answers
// the gallery page must carry messages for) does not take them in.
import * as z from 'zod';

/** `web`: the 1,920 px rendition; `full`: the final as uploaded (without GPS unless kept). */
export const DELIVERY_SIZES = ['web', 'full'] as const;
export type DeliverySize = (typeof DELIVERY_SIZES)[number];

export const DELIVERY_EXPIRY_DAYS = { default: 30, min: 1, max: 365 } as const;

export const DEFAULT_DELIVERY_SETTINGS = {
  keepLocation: false,
  watermark: false,
  sizes: [...DELIVERY_SIZES],
  expiryDays: DELIVERY_EXPIRY_DAYS.default,
} as const satisfies Record<string, unknown>;

/**
 * A session's published delivery as stored on the session item (`publishedDelivery`): open for
 * the client from `publishedAt` until `expiresAt` unless `withdrawnAt` is set.
 */
export const publishedDelivery = z
  .object({
    publishedAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    reminderSentAt: z.iso.datetime().optional(),
    withdrawnAt: z.iso.datetime().optional(),
    /** When the hourly run told the photographer it expired ("Entrega caducada"), once per expiry. */
    expiryNotifiedAt: z.iso.datetime().optional(),
  })
  .strict();
export type PublishedDelivery = z.infer<typeof publishedDelivery>;

/** Whether the client may open the delivery at `now`. */
export const deliveryIsOpen = (delivery: PublishedDelivery | undefined, now: Date): boolean =>
  delivery !== undefined && delivery.withdrawnAt === undefined && Date.parse(delivery.expiresAt) > now.getTime();

