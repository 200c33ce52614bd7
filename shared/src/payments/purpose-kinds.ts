// What a payment is for: the feature that owns the kind acts on its outcome. Its own module, free
// of zod, so the `payment` entity (built into every function's table model) carries no contract.
export const PAYMENT_PURPOSE_KINDS = ['invoice', 'deposit', 'galleryExtras'] as const;
export type PaymentPurposeKind = (typeof PAYMENT_PURPOSE_KINDS)[number];
