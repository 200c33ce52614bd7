// The published delivery's named store operations (session item's `publishedDelivery`, issue 28
// point 4; docs/data.md, "the delivery's publication"): every write is conditioned on the delivery
// as read, so two publishes, a publish and a withdrawal, or two hourly runs at once write once.
import type { PublishedDelivery } from '@fotostudio/shared/contracts/session-delivery';
import { writtenUnlessRefused } from '../condition-failure.js';
import { db } from '../database.js';

type SessionKey = { photographerId: string; sessionId: string };
type SessionUpdate = ReturnType<ReturnType<ReturnType<typeof db>['entities']['session']['patch']>['set']>;
type Condition = Parameters<SessionUpdate['where']>[0];
type Attributes = Parameters<Condition>[0];
type Operations = Parameters<Condition>[1];

/** Only the fields that are set: the map's absent fields stay absent. */
const stored = (delivery: PublishedDelivery): PublishedDelivery =>
  Object.fromEntries(Object.entries(delivery).filter(([, value]) => value !== undefined)) as PublishedDelivery;

/** The stored delivery is still the one read (none read: none stored). */
const asRead = (attr: Attributes, op: Operations, read: PublishedDelivery | undefined): string => {
  if (!read) return op.notExists(attr.publishedDelivery);
  const delivery = attr.publishedDelivery;
  return [
    op.eq(delivery.publishedAt, read.publishedAt),
    op.eq(delivery.expiresAt, read.expiresAt),
    read.withdrawnAt === undefined ? op.notExists(delivery.withdrawnAt) : op.eq(delivery.withdrawnAt, read.withdrawnAt),
  ].join(' AND ');
};

/** Publishes `next` over the delivery read, while the session is not archived: false when it changed meanwhile or was archived. */
export const publishDeliveryAsRead = (key: SessionKey, read: PublishedDelivery | undefined, next: PublishedDelivery): Promise<boolean> =>
  writtenUnlessRefused(() =>
    db()
      .entities.session.patch(key)
      .set({ publishedDelivery: stored(next) })
      .where((attr, op) => `${op.notExists(attr.archivedAt)} AND ${asRead(attr, op, read)}`)
      .go(),
  );

/** Puts back the delivery read before `written` (a publication whose link step failed), only while `written` stands. */
export const restoreDeliveryAsWritten = (key: SessionKey, written: PublishedDelivery, read: PublishedDelivery | undefined): Promise<boolean> =>
  writtenUnlessRefused(() => {
    const patch = db().entities.session.patch(key);
    const change = read ? patch.set({ publishedDelivery: stored(read) }) : patch.remove(['publishedDelivery']);
    return change.where((attr, op) => asRead(attr, op, written)).go();
  });

/** Sets `withdrawnAt` on the delivery read, while it is still that one and not withdrawn. */
export const withdrawDeliveryAsRead = (key: SessionKey, read: PublishedDelivery, withdrawnAt: string): Promise<boolean> =>
  writtenUnlessRefused(() =>
    db()
      .entities.session.patch(key)
      .data((attr, op) => {
        op.set(attr.publishedDelivery.withdrawnAt, withdrawnAt);
      })
      .where((attr, op) => asRead(attr, op, { ...read, withdrawnAt: undefined }))
      .go(),
  );

/** Records the client's reminder of the delivery read before it is mailed: true means this caller mails it. */
export const recordDeliveryReminder = (key: SessionKey, read: PublishedDelivery, at: string): Promise<boolean> =>
  writtenUnlessRefused(() =>
    db()
      .entities.session.patch(key)
      .data((attr, op) => {
        op.set(attr.publishedDelivery.reminderSentAt, at);
      })
      .where((attr, op) => `${asRead(attr, op, read)} AND ${op.notExists(attr.publishedDelivery.reminderSentAt)}`)
      .go(),
  );

/** Marks the expiry of the delivery read as told to the photographer (after `notify`, which refuses a repeat). */
export const recordDeliveryExpiryNotified = (key: SessionKey, read: PublishedDelivery, at: string): Promise<boolean> =>
  writtenUnlessRefused(() =>
    db()
      .entities.session.patch(key)
      .data((attr, op) => {
        op.set(attr.publishedDelivery.expiryNotifiedAt, at);
      })
      .where((attr, op) => `${asRead(attr, op, read)} AND ${op.notExists(attr.publishedDelivery.expiryNotifiedAt)}`)
      .go(),
  );

/**
 * The sessions whose delivery the hourly run may still act on: published, never withdrawn, its
 * expiry not yet told. A filtered Scan, as the deadlines' (the scheduled run, never a request).
 */
export const scanActionableDeliveries = async () => {
  const { data } = await db()
    .entities.session.scan.where(
      (attr, op) => `${op.exists(attr.publishedDelivery)} AND ${op.notExists(attr.publishedDelivery.withdrawnAt)} AND ${op.notExists(attr.publishedDelivery.expiryNotifiedAt)}`,
    )
    .go({ pages: 'all' });
  return data;
};
