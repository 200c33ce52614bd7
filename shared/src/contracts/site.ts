// The marketing site's forms and page views (spec sections 1 "Private beta", 3 "Beta
// application", "Feedback form", 4 "Beta page", 5 "Beta application", "Feedback form",
// 8 "Beta and forms"). Every route is public (auth kind `public`).
//
// Bot check on every form: a honeypot field (`website`, rendered out of sight; a person
// leaves it empty) and a form ticket from `site.formTicket`, signed by the server for one
// form, which a submit of that form must carry: one sent sooner than `minFillSeconds` after
// the ticket was issued, older than `maxAgeSeconds`, with a bad signature or issued for
// another form is refused with `site.bot_detected`. A ticket is spent by the first submit
// that is accepted (stored); another submit with it is 409 `site.form_ticket_used`. A
// refused submit (invalid fields, already applied) leaves it unspent.
//
// Required fields are strings (and choices that may be '') at the type level, so an empty
// form answers with the spec's own message (`site.*_required_fields`, one issue per empty
// field, each naming the code) instead of a generic validation error.
import * as z from 'zod';
import { LANGUAGES } from '../constants.js';
import { emailText, phoneText } from './checked-fields.js';
import { codedRule, defineRoute } from './route.js';
import {
  BETA_CURRENT_TOOLS,
  BETA_SPECIALTIES,
  FEEDBACK_SPECIALTIES,
  SESSIONS_PER_MONTH,
  SITE_FORMS,
  WILLING_TO_CHANGE,
  type BetaCurrentTool,
  type BetaSpecialty,
  type SessionsPerMonth,
  type WillingToChange,
} from '../site/site-choices.js';

/** Spec section 9: 30 places unless configured otherwise. */
export const BETA_PLACES_DEFAULT = 30;
/** A person needs longer than this to fill any of the forms; a script does not. */
export const FORM_TICKET_MIN_FILL_SECONDS = 3;
/** A ticket older than this is refused: reload the page for a fresh one. */
export const FORM_TICKET_MAX_AGE_SECONDS = 2 * 60 * 60;
/** The honeypot's field name: a person never sees it, a form-filling bot fills it. */
export const HONEYPOT_FIELD = 'website';

export {
  BETA_CURRENT_TOOLS,
  BETA_SPECIALTIES,
  FEEDBACK_SPECIALTIES,
  SESSIONS_PER_MONTH,
  SITE_FORMS,
  WILLING_TO_CHANGE,
  type BetaCurrentTool,
  type BetaSpecialty,
  type FeedbackSpecialty,
  type SiteFormKind,
  type SessionsPerMonth,
  type WillingToChange,
} from '../site/site-choices.js';

export const SITE_TEXT_MAX = { name: 120, email: 254, phone: 40, city: 120, subject: 200, shortText: 500, longText: 4000 } as const;

const text = (max: number) => z.string().trim().max(max);
const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.literal('')]);

/** What every form carries for the bot check, and the language of the page it was sent from. */
const formGuard = {
  // First in every form, so a filled honeypot is the code the answer carries.
  website: z
    .string()
    .max(500)
    .refine((value) => value === '', codedRule('site.bot_detected', 'the honeypot must stay empty')),
  ticket: z.string().max(200),
  /** The page's language: the confirmation email is written in it. */
  lang: z.enum(LANGUAGES),
};

type Blank = (value: unknown) => boolean;
const blank: Blank = (value) => value === '' || value === false || (Array.isArray(value) && value.length === 0);

/** Adds one coded issue per required field left empty; true when none was. */
const requireFields = (
  value: Record<string, unknown>,
  fields: readonly string[],
  code: 'site.beta_required_fields' | 'site.feedback_required_fields' | 'site.contact_required_fields',
  ctx: z.RefinementCtx,
): boolean => {
  const missing = fields.filter((field) => blank(value[field]));
  for (const field of missing) ctx.addIssue({ code: 'custom', path: [field], ...codedRule(code, `${field} is required`) });
  return missing.length === 0;
};

const betaApplicationFields = z
  .object({
    ...formGuard,
    fullName: text(SITE_TEXT_MAX.name),
    email: emailText(SITE_TEXT_MAX.email),
    /** The applicant is contacted by email and WhatsApp. */
    phone: phoneText(SITE_TEXT_MAX.phone),
    city: text(SITE_TEXT_MAX.city),
    specialty: choice(BETA_SPECIALTIES),
    currentTool: choice(BETA_CURRENT_TOOLS),
    frustrations: text(SITE_TEXT_MAX.longText),
    sessionsPerMonth: choice(SESSIONS_PER_MONTH),
    /** Feedback twice a month and sharing publicly: must be accepted. */
    commitment: z.boolean(),
  })
  .strict();

export const BETA_REQUIRED_FIELDS = [
  'fullName',
  'email',
  'phone',
  'city',
  'specialty',
  'currentTool',
  'frustrations',
  'sessionsPerMonth',
  'commitment',
] as const;

/** What the beta form sends; every field and the commitment are required. */
export const betaApplicationInput = betaApplicationFields.transform((value, ctx) => {
  if (!requireFields(value, BETA_REQUIRED_FIELDS, 'site.beta_required_fields', ctx)) return z.NEVER;
  return {
    ...value,
    specialty: value.specialty as BetaSpecialty,
    currentTool: value.currentTool as BetaCurrentTool,
    sessionsPerMonth: value.sessionsPerMonth as SessionsPerMonth,
    commitment: true as const,
  };
});
export type BetaApplicationInput = z.infer<typeof betaApplicationInput>;
export type BetaApplicationForm = z.input<typeof betaApplicationInput>;

const feedbackFields = z
  .object({
    ...formGuard,
    name: text(SITE_TEXT_MAX.name),
    /** The professional email. */
    email: emailText(SITE_TEXT_MAX.email),
    /** Optional. */
    phone: phoneText(SITE_TEXT_MAX.phone),
    specialties: z.array(z.enum(FEEDBACK_SPECIALTIES)).max(FEEDBACK_SPECIALTIES.length),
    currentTools: text(SITE_TEXT_MAX.shortText),
    frustrations: text(SITE_TEXT_MAX.longText),
    idealFeature: text(SITE_TEXT_MAX.longText),
    willingToChange: choice(WILLING_TO_CHANGE),
    receiveBetaInfo: z.boolean(),
  })
  .strict()
  .refine((value) => new Set(value.specialties).size === value.specialties.length, { path: ['specialties'], message: 'a specialty is chosen once' });

export const FEEDBACK_REQUIRED_FIELDS = ['name', 'email', 'specialties', 'currentTools', 'frustrations', 'idealFeature', 'willingToChange'] as const;

/** The landing's feedback form: everything but the phone is required. */
export const feedbackInput = feedbackFields.transform((value, ctx) => {
  if (!requireFields(value, FEEDBACK_REQUIRED_FIELDS, 'site.feedback_required_fields', ctx)) return z.NEVER;
  return { ...value, willingToChange: value.willingToChange as WillingToChange };
});
export type FeedbackInput = z.infer<typeof feedbackInput>;
export type FeedbackForm = z.input<typeof feedbackInput>;

const contactFields = z
  .object({
    ...formGuard,
    name: text(SITE_TEXT_MAX.name),
    email: emailText(SITE_TEXT_MAX.email),
    subject: text(SITE_TEXT_MAX.subject),
    message: text(SITE_TEXT_MAX.longText),
  })
  .strict();

export const CONTACT_REQUIRED_FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** The landing's contact form: name, email, subject and message, all required. */
export const contactInput = contactFields.superRefine((value, ctx) => {
  requireFields(value, CONTACT_REQUIRED_FIELDS, 'site.contact_required_fields', ctx);
});
export type ContactInput = z.infer<typeof contactInput>;
export type ContactForm = z.input<typeof contactInput>;

/** The beta programme's state: the page shows the countdown and the places, or the waitlist. */
export const betaStatus = z.object({
  placesTotal: z.number().int(),
  /** Total minus accepted applications, never below zero. */
  placesLeft: z.number().int(),
  /** ISO date-time the countdown runs to. */
  deadline: z.string(),
  /** Places left and the deadline not passed; otherwise the form is a waitlist with no discount guarantee. */
  open: z.boolean(),
  /** The month paid plans are expected to start (YYYY-MM), from the deployment's configuration; null when none is announced. */
  paymentsStart: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/).nullable(),
});
export type BetaStatus = z.infer<typeof betaStatus>;

export const formTicket = z.object({
  ticket: z.string(),
  minFillSeconds: z.number(),
  maxAgeSeconds: z.number(),
});
export type FormTicket = z.infer<typeof formTicket>;

/** A public page's path, without query or fragment. */
export const PAGE_PATH_PATTERN = /^\/[A-Za-z0-9\-._~/%]{0,299}$/;

export const pageViewInput = z
  .object({
    path: z.string().regex(PAGE_PATH_PATTERN, 'expected a page path such as /beta'),
    /** `document.referrer`; only its host is kept. */
    referrer: z.string().max(2000).optional(),
    lang: z.enum(LANGUAGES),
  })
  .strict();
export type PageViewInput = z.infer<typeof pageViewInput>;

export const getBetaStatus = defineRoute({
  id: 'site.betaStatus',
  domain: 'site',
  method: 'GET',
  path: '/api/site/beta',
  auth: 'public',
  response: betaStatus,
});

export const getFormTicket = defineRoute({
  id: 'site.formTicket',
  domain: 'site',
  method: 'GET',
  path: '/api/site/form-ticket',
  auth: 'public',
  query: z.object({ form: z.enum(SITE_FORMS) }).strict(),
  response: formTicket,
});

export const applyToBeta = defineRoute({
  id: 'site.applyToBeta',
  domain: 'site',
  method: 'POST',
  path: '/api/site/beta-applications',
  auth: 'public',
  body: betaApplicationInput,
  response: z.object({ applicationId: z.string(), waitlist: z.boolean() }),
  successStatus: 201,
});

export const sendFeedback = defineRoute({
  id: 'site.sendFeedback',
  domain: 'site',
  method: 'POST',
  path: '/api/site/feedback',
  auth: 'public',
  body: feedbackInput,
  response: z.object({ messageId: z.string() }),
  successStatus: 201,
});

export const sendContactMessage = defineRoute({
  id: 'site.sendContactMessage',
  domain: 'site',
  method: 'POST',
  path: '/api/site/contact',
  auth: 'public',
  body: contactInput,
  response: z.object({ messageId: z.string() }),
  successStatus: 201,
});

export const recordPageView = defineRoute({
  id: 'site.recordPageView',
  domain: 'site',
  method: 'POST',
  path: '/api/site/pageview',
  auth: 'public',
  body: pageViewInput,
  response: z.object({ counted: z.literal(true) }),
});

/** The submit route of each form, by the form kind its tickets are issued for. */
export const siteFormRoutes = { beta: applyToBeta, feedback: sendFeedback, contact: sendContactMessage } as const;

/**
 * The software producer's responsible declaration (issue 24 point 7; Orden HAC/1177/2024 art. 15,
 * shared/src/verifactu/producer-declaration.ts), from the deployment's configuration: the
 * public page and the billing settings show it. `complete` is false while the deployment names
 * placeholder producer data (then nothing is sent to the AEAT).
 */
export const softwareDeclaration = z.object({
  systemName: z.string(),
  systemId: z.string(),
  version: z.string(),
  producerName: z.string(),
  producerNif: z.string(),
  address: z.string(),
  verifactuOnly: z.literal(true),
  multipleTaxpayers: z.literal(true),
  /** yyyy-mm-dd ('' when not configured) and "Town, Country". */
  date: z.string(),
  place: z.string(),
  complete: z.boolean(),
});
export type SoftwareDeclaration = z.infer<typeof softwareDeclaration>;

export const getSoftwareDeclaration = defineRoute({
  id: 'site.softwareDeclaration',
  domain: 'site',
  method: 'GET',
  path: '/api/site/software-declaration',
  auth: 'public',
  response: softwareDeclaration,
});
