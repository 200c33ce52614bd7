// The choices of the site's forms (spec section 3 "Beta application", "Feedback form"), apart
// from the contracts so the table's entities (in every function's bundle) can name them
// without bundling the site's contracts.
// Stored values are English; the pages show the spec's Spanish labels
// (bodas, corporativa, producto, retrato, otro; AdminPhoto, Excel, Pixieset, nada, otro).
export const BETA_SPECIALTIES = ['weddings', 'corporate', 'product', 'portrait', 'other'] as const;
export type BetaSpecialty = (typeof BETA_SPECIALTIES)[number];
export const BETA_CURRENT_TOOLS = ['adminphoto', 'excel', 'pixieset', 'none', 'other'] as const;
export type BetaCurrentTool = (typeof BETA_CURRENT_TOOLS)[number];
export const SESSIONS_PER_MONTH = ['0-5', '5-15', '15-30', '30+'] as const;
export type SessionsPerMonth = (typeof SESSIONS_PER_MONTH)[number];

export const FEEDBACK_SPECIALTIES = [
  'weddings',
  'portraits',
  'events',
  'products',
  'architecture',
  'landscapes',
  'fashion',
  'sports',
  'family',
  'maternity_newborn',
  'pets',
  'other',
] as const;
export type FeedbackSpecialty = (typeof FEEDBACK_SPECIALTIES)[number];
export const WILLING_TO_CHANGE = ['yes', 'no', 'maybe'] as const;
export type WillingToChange = (typeof WILLING_TO_CHANGE)[number];


/** The site's forms: a form ticket is issued for one of them and only that one accepts it. */
export const SITE_FORMS = ['beta', 'feedback', 'contact'] as const;
export type SiteFormKind = (typeof SITE_FORMS)[number];
