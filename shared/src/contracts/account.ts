import * as z from 'zod';
import {
  CURRENCY_CODES,
  DATE_FORMATS,
  LANGUAGES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  THEMES,
  TIME_ZONES,
} from '../constants.js';
import { accentColorText, phoneText, taxIdText, websiteText } from './checked-fields.js';
import { BILLING_PERIODS, SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from '../subscription.js';
import { defineRoute } from './route.js';

const text = (max: number) => z.string().trim().max(max);
/** A profile text field: absent, cleared (null) or a bounded string. */
const optionalText = (max: number) => text(max).nullable().optional();

export const personalProfile = z.object({
  name: optionalText(120),
  phone: phoneText(30).nullable().optional(),
  biography: optionalText(2000),
  instagram: optionalText(120),
  linkedin: optionalText(200),
});

export const businessProfile = z.object({
  businessName: optionalText(160),
  website: websiteText(200).nullable().optional(),
  street: optionalText(200),
  city: optionalText(120),
  postalCode: optionalText(12),
  province: optionalText(120),
  country: optionalText(120),
  taxId: taxIdText(20).nullable().optional(),
  /** The gallery's accent colour (white-label branding); null for the neutral default. */
  accentColor: accentColorText().nullable().optional(),
});

/** An uploaded image of the caller's own, as returned by the upload route. */
const uploadedImageKey = z.string().regex(/^originals\/[^/]+\/profile\/[\w.-]+$/).nullable().optional();

export const profileUpdate = personalProfile
  .extend(businessProfile.shape)
  .extend({
    /** Lower-cased by the server; uniqueness and reserved words are checked there. */
    businessSlug: z.string().trim().toLowerCase().max(60).nullable().optional(),
    photoKey: uploadedImageKey,
    logoKey: uploadedImageKey,
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdate>;

const nullableText = z.string().nullable();

export const photographer = z.object({
  id: z.string(),
  email: z.string(),
  name: nullableText,
  phone: nullableText,
  biography: nullableText,
  instagram: nullableText,
  linkedin: nullableText,
  photoKey: nullableText,
  /** Signed, short-lived URL of the photo; null without one. */
  photoUrl: nullableText,
  businessName: nullableText,
  website: nullableText,
  logoKey: nullableText,
  logoUrl: nullableText,
  accentColor: nullableText,
  businessSlug: nullableText,
  street: nullableText,
  city: nullableText,
  postalCode: nullableText,
  province: nullableText,
  country: nullableText,
  taxId: nullableText,
  onboardingCompleted: z.boolean(),
  /** What the photographer's plan allows (shared/src/plans.ts), with any override applied. */
  limits: z.object({ imagesPerSession: z.number().int().nonnegative() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Photographer = z.infer<typeof photographer>;

const channelFlags = z.object(
  Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c, z.boolean()])) as Record<
    (typeof NOTIFICATION_CHANNELS)[number],
    z.ZodBoolean
  >,
);

export const photographerSettings = z.object({
  appearance: z.enum(THEMES),
  preferences: z.object({
    language: z.enum(LANGUAGES),
    currency: z.enum(CURRENCY_CODES),
    dateFormat: z.enum(DATE_FORMATS),
    timezone: z.enum(TIME_ZONES),
  }),
  notifications: z.object(
    Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, channelFlags])) as Record<
      (typeof NOTIFICATION_TYPES)[number],
      typeof channelFlags
    >,
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PhotographerSettings = z.infer<typeof photographerSettings>;

/** The subscription as the spec lists it (shared/src/subscription.ts: computed, nothing is charged yet). */
export const subscription = z.object({
  plan: z.enum(SUBSCRIPTION_PLANS),
  monthlyPriceCents: z.number().int().nonnegative(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  billingPeriod: z.enum(BILLING_PERIODS).nullable(),
  trialEndsAt: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  nextRenewalAt: z.string().nullable(),
  chargingEnabled: z.boolean(),
});

export const me = z.object({ photographer, settings: photographerSettings, subscription });
export type Me = z.infer<typeof me>;

export const getMe = defineRoute({
  id: 'account.getMe',
  domain: 'account',
  method: 'GET',
  path: '/api/me',
  auth: 'photographer',
  response: me,
});

export const putMe = defineRoute({
  id: 'account.putMe',
  domain: 'account',
  method: 'PUT',
  path: '/api/me',
  auth: 'photographer',
  body: profileUpdate,
  response: me,
});

const channelUpdate = channelFlags.partial().strict();

export const settingsUpdate = z
  .object({
    appearance: z.enum(THEMES).optional(),
    preferences: z
      .object({
        language: z.enum(LANGUAGES),
        currency: z.enum(CURRENCY_CODES),
        dateFormat: z.enum(DATE_FORMATS),
        timezone: z.enum(TIME_ZONES),
      })
      .partial()
      .strict()
      .optional(),
    notifications: z
      .object(
        Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, channelUpdate])) as Record<
          (typeof NOTIFICATION_TYPES)[number],
          typeof channelUpdate
        >,
      )
      .partial()
      .strict()
      .optional(),
  })
  .strict();
export type SettingsUpdate = z.infer<typeof settingsUpdate>;

export const putSettings = defineRoute({
  id: 'account.putSettings',
  domain: 'account',
  method: 'PUT',
  path: '/api/me/settings',
  auth: 'photographer',
  body: settingsUpdate,
  response: me,
});
