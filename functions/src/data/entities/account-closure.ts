import { Entity, type EntityItem } from 'electrodb';
import { ACCOUNT_CLOSURE_STATUSES } from '@fotostudio/shared/account-data';
import { timestamps } from './timestamps.js';

/**
 * A photographer's account closure (functions/src/account-data/account-closure.ts): asked for
 * (a confirmation link mailed, only its hash kept), then closed with the day it is deleted.
 * Removed when the photographer reopens the account, and with the account's deletion.
 */
export const accountClosureEntity = () => new Entity({
  model: { entity: 'accountClosure', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    status: { type: ACCOUNT_CLOSURE_STATUSES, required: true },
    requestedAt: { type: 'string', required: true },
    emailedTo: { type: 'string', required: true },
    /** SHA-256 (hex) of the mailed link's token, until it is used. */
    tokenHash: { type: 'string' },
    /** ISO date-time: the mailed link stops working. */
    tokenExpiresAt: { type: 'string' },
    closedAt: { type: 'string' },
    /** YYYY-MM-DD (Europe/Madrid): the scheduled deletion's day. */
    deleteOn: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byPhotographer: {
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export type AccountClosureItem = EntityItem<ReturnType<typeof accountClosureEntity>>;

export const ACCOUNT_DELETION_STEPS = ['delete', 'purge'] as const;
export type AccountDeletionStep = (typeof ACCOUNT_DELETION_STEPS)[number];

/**
 * What the daily closure run must do on a day, in one partition per step sorted by day, so
 * the run reads only what is due: `delete` (a closed account's export window ends) and
 * `purge` (a deleted account's invoices and VERI*FACTU records reach the end of their
 * retention period). Written in the same transaction as the closure, or by the deletion.
 */
export const accountDeletionDueEntity = () => new Entity({
  model: { entity: 'accountDeletionDue', version: '1', service: 'fotostudio' },
  attributes: {
    step: { type: ACCOUNT_DELETION_STEPS, required: true, readOnly: true },
    /** YYYY-MM-DD (Europe/Madrid). */
    dueOn: { type: 'string', required: true, readOnly: true },
    photographerId: { type: 'string', required: true, readOnly: true },
    /** The account's address, for the operator's report once the user is gone. */
    email: { type: 'string' },
    /** Runs that found it due but had to wait (records still pending at the AEAT). */
    postponed: { type: 'number', required: true, default: 0 },
    ...timestamps,
  },
  indexes: {
    byDay: {
      pk: { field: 'pk', composite: ['step'] },
      sk: { field: 'sk', composite: ['dueOn', 'photographerId'] },
    },
  },
});

export type AccountDeletionDueItem = EntityItem<ReturnType<typeof accountDeletionDueEntity>>;
