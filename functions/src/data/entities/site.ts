// The marketing site's items: beta applications (with the one-per-email lookup and the
// accepted-places counter), feedback and contact messages, and page-view counters. None is
// a photographer's: their partitions hold no photographer id, and no photographer route
// reads them.
import {
  BETA_CURRENT_TOOLS,
  BETA_SPECIALTIES,
  FEEDBACK_SPECIALTIES,
  SESSIONS_PER_MONTH,
  SITE_FORMS,
  WILLING_TO_CHANGE,
} from '@fotostudio/shared/site/site-choices';
import { LANGUAGES } from '@fotostudio/shared/constants';
import { Entity, type EntityItem } from 'electrodb';
import { timestamps } from './timestamps.js';

export const BETA_APPLICATION_STATUSES = ['pending', 'accepted'] as const;

const language = { type: LANGUAGES, required: true } as const;
/** Set once both emails (operator, sender) went out; absent, the list command shows it. */
const notifiedAt = { type: 'string' } as const;

export const betaApplicationEntity = () => new Entity({
  model: { entity: 'betaApplication', version: '1', service: 'fotostudio' },
  attributes: {
    applicationId: { type: 'string', required: true, readOnly: true },
    fullName: { type: 'string', required: true },
    email: { type: 'string', required: true, readOnly: true },
    phone: { type: 'string', required: true },
    city: { type: 'string', required: true },
    specialty: { type: BETA_SPECIALTIES, required: true },
    currentTool: { type: BETA_CURRENT_TOOLS, required: true },
    frustrations: { type: 'string', required: true },
    sessionsPerMonth: { type: SESSIONS_PER_MONTH, required: true },
    language,
    /** Sent while the beta was closed (no places or past the deadline): no discount guarantee. */
    waitlist: { type: 'boolean', required: true },
    status: { type: BETA_APPLICATION_STATUSES, required: true, default: 'pending' },
    acceptedAt: { type: 'string' },
    invitedAt: { type: 'string' },
    notifiedAt,
    ...timestamps,
  },
  indexes: {
    byApplication: {
      pk: { field: 'pk', composite: ['applicationId'] },
      sk: { field: 'sk', composite: [] },
    },
    // Every application in one gsi1 partition, oldest first: the operator's list (tens of items).
    byCreation: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'applicationId'] },
    },
  },
});
export type BetaApplicationItem = EntityItem<ReturnType<typeof betaApplicationEntity>>;

/** One application per email: created in the same transaction as the application. */
export const betaApplicationEmailEntity = () => new Entity({
  model: { entity: 'betaApplicationEmail', version: '1', service: 'fotostudio' },
  attributes: {
    email: { type: 'string', required: true, readOnly: true },
    applicationId: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byEmail: {
      pk: { field: 'pk', composite: ['email'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

/** How many applications were accepted: moved only in the accept transaction. */
export const betaPlacesEntity = () => new Entity({
  model: { entity: 'betaPlaces', version: '1', service: 'fotostudio' },
  attributes: {
    programme: { type: ['beta'], required: true, readOnly: true },
    accepted: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byProgramme: {
      pk: { field: 'pk', composite: ['programme'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

/** A feedback or contact message is read by its id alone. */
const messageIndexes = {
  byMessage: {
    pk: { field: 'pk', composite: ['messageId'] },
    sk: { field: 'sk', composite: [] },
  },
} as const;

export const feedbackMessageEntity = () => new Entity({
  model: { entity: 'feedbackMessage', version: '1', service: 'fotostudio' },
  attributes: {
    messageId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    email: { type: 'string', required: true },
    phone: { type: 'string' },
    specialties: { type: 'set', items: FEEDBACK_SPECIALTIES, required: true },
    currentTools: { type: 'string', required: true },
    frustrations: { type: 'string', required: true },
    idealFeature: { type: 'string', required: true },
    willingToChange: { type: WILLING_TO_CHANGE, required: true },
    receiveBetaInfo: { type: 'boolean', required: true },
    language,
    notifiedAt,
    ...timestamps,
  },
  indexes: messageIndexes,
});
export type FeedbackMessageItem = EntityItem<ReturnType<typeof feedbackMessageEntity>>;

export const contactMessageEntity = () => new Entity({
  model: { entity: 'contactMessage', version: '1', service: 'fotostudio' },
  attributes: {
    messageId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    email: { type: 'string', required: true },
    subject: { type: 'string', required: true },
    message: { type: 'string', required: true },
    language,
    notifiedAt,
    ...timestamps,
  },
  indexes: messageIndexes,
});
export type ContactMessageItem = EntityItem<ReturnType<typeof contactMessageEntity>>;

/** Views of one public page on one (UTC) day: counters moved with ADD, no visitor data. */
export const pageViewDayEntity = () => new Entity({
  model: { entity: 'pageViewDay', version: '1', service: 'fotostudio' },
  attributes: {
    /** `YYYY-MM-DD`, UTC. */
    day: { type: 'string', required: true, readOnly: true },
    path: { type: 'string', required: true, readOnly: true },
    views: { type: 'number', required: true, default: 0 },
    viewsEs: { type: 'number', required: true, default: 0 },
    viewsEn: { type: 'number', required: true, default: 0 },
    /** Distinct visitors of the page that day (see pageVisitorDay). */
    visitors: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byDay: {
      pk: { field: 'pk', composite: ['day'] },
      // Paths are case-sensitive; ElectroDB would lower-case them by default.
      sk: { field: 'sk', composite: ['path'], casing: 'none' },
    },
  },
});
export type PageViewDayItem = EntityItem<ReturnType<typeof pageViewDayEntity>>;

/** Arrivals from another site, by the referrer's host only, per day. */
export const pageReferrerDayEntity = () => new Entity({
  model: { entity: 'pageReferrerDay', version: '1', service: 'fotostudio' },
  attributes: {
    day: { type: 'string', required: true, readOnly: true },
    host: { type: 'string', required: true, readOnly: true },
    views: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byDay: {
      pk: { field: 'pk', composite: ['day'] },
      sk: { field: 'sk', composite: ['host'] },
    },
  },
});
export type PageReferrerDayItem = EntityItem<ReturnType<typeof pageReferrerDayEntity>>;

/**
 * That a visitor was counted for a page on a day: the key is a keyed hash of the anonymised
 * IP, the user agent, the page and the day (the key changes every day), so it names no one
 * and cannot be linked across days; TTL removes it two days later.
 */
export const pageVisitorDayEntity = () => new Entity({
  model: { entity: 'pageVisitorDay', version: '1', service: 'fotostudio' },
  attributes: {
    day: { type: 'string', required: true, readOnly: true },
    visitor: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byDay: {
      pk: { field: 'pk', composite: ['day'] },
      sk: { field: 'sk', composite: ['visitor'], casing: 'none' },
    },
  },
});

/**
 * A spent form ticket (site/form-ticket.ts): created with a not-exists condition in the
 * transaction that stores the form it was spent on, so a ticket stores one form at most. It
 * expires (TTL) once the ticket would be refused as too old anyway.
 */
export const formTicketSpentEntity = () => new Entity({
  model: { entity: 'formTicketSpent', version: '1', service: 'fotostudio' },
  attributes: {
    /** The ticket's random part (32 hex digits). */
    ticketId: { type: 'string', required: true, readOnly: true },
    form: { type: SITE_FORMS, required: true, readOnly: true },
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byTicket: {
      pk: { field: 'pk', composite: ['ticketId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
