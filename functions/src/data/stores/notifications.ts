// The notifications' named store operations (functions/src/notifications/). Every write moves
// the photographer's state item (unread count, change counter) in the same transaction as the
// notifications it writes, so the count never drifts and a poll reads one item. Writes are
// items of a transaction (data/transaction.ts); the reads here are the ones with a key range or
// a filter, which use cases do not build.
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDocumentClient } from '../../lib/aws-clients.js';
import { appConfig } from '../../lib/config.js';
import { db, ENTITY_NAME_ATTRIBUTE, isConditionalFailure, writeItems } from '../database.js';
import type { BillingDocumentItem } from '../entities/billing.js';
import type { NotificationItem, NotificationStateItem } from '../entities/notification.js';
import type { SessionItem } from '../entities/session.js';
import type { ShareLinkItem } from '../entities/share-link.js';
import type { TransactItem } from '../transaction.js';
import type { VerifactuCertificateItem } from '../entities/verifactu-submission.js';

/** Creates the notification (refused when its id exists: a repeated event) and counts it unread. */
export const addNotificationItems = (photographerId: string, notificationId: string, content: string): TransactItem[] =>
  writeItems(({ notification, notificationState }) => [
    notification.create({ photographerId, notificationId, content }).commit(),
    notificationState.update({ photographerId }).add({ unread: 1, changes: 1 }).commit(),
  ]);

/**
 * Marks the notifications read, each only while it exists and is unread (a refused one cancels
 * all: the caller reads again), and takes them off the unread count. At most 99 at once.
 */
export const markReadItems = (photographerId: string, notificationIds: readonly string[], readAt: string, expiresAt: number): TransactItem[] =>
  writeItems(({ notification, notificationState }) => [
    ...notificationIds.map((notificationId) =>
      notification
        .patch({ photographerId, notificationId })
        .set({ readAt, expiresAt })
        .where((attr, op) => op.notExists(attr.readAt))
        .commit(),
    ),
    notificationState.update({ photographerId }).add({ unread: -notificationIds.length, changes: 1 }).commit(),
  ]);

/** The unread count and change counter (zero for a photographer never notified). */
export const readNotificationState = async (photographerId: string): Promise<Pick<NotificationStateItem, 'unread' | 'changes'>> => {
  const { data } = await db().entities.notificationState.get({ photographerId }).go({ consistent: true });
  return { unread: data?.unread ?? 0, changes: data?.changes ?? 0 };
};

/** Up to `count` notifications newest first, older than `before` when given. */
export const readNotificationsNewestFirst = async (photographerId: string, count: number, before?: string): Promise<NotificationItem[]> => {
  const query = db().entities.notification.query.byPhotographer({ photographerId });
  // BETWEEN the id prefix's lowest value and `before` (inclusive, dropped below): a bare `<`
  // would run on into the other item kinds of the photographer's partition.
  const ranged = before ? query.between({ notificationId: '0' }, { notificationId: before }) : query;
  const { data } = await ranged.go({ order: 'desc', count: before ? count + 1 : count, consistent: true });
  return data.filter((item) => item.notificationId !== before).slice(0, count);
};

/** The ids of every unread notification. */
export const readUnreadNotificationIds = async (photographerId: string): Promise<string[]> => {
  const { data } = await db()
    .entities.notification.query.byPhotographer({ photographerId })
    .where((attr, op) => op.notExists(attr.readAt))
    .go({ pages: 'all', consistent: true, attributes: ['notificationId'] });
  return data.map((item) => item.notificationId);
};

/** One notification, or undefined. */
export const readNotification = async (photographerId: string, notificationId: string): Promise<NotificationItem | undefined> => {
  const { data } = await db().entities.notification.get({ photographerId, notificationId }).go({ consistent: true });
  return data ?? undefined;
};

/** The notice scan's mark (undefined before its first run). */
export const readNoticeScanMark = async (): Promise<string | undefined> => {
  const { data } = await db().entities.noticeScanMark.get({ scan: 'notices' }).go({ consistent: true });
  return data?.scannedUntil;
};

/**
 * Moves the mark from the value read (none: creates it) to `scannedUntil`; false when another
 * run moved it meanwhile (that run handled the window).
 */
export const moveNoticeScanMark = async (read: string | undefined, scannedUntil: string): Promise<boolean> => {
  const entity = db().entities.noticeScanMark;
  const write = read === undefined
    ? entity.create({ scan: 'notices', scannedUntil }).go()
    : entity.patch({ scan: 'notices' }).set({ scannedUntil }).where((attr, op) => op.eq(attr.scannedUntil, read)).go();
  return write.then(
    () => true,
    (error: unknown) => {
      if (isConditionalFailure(error)) return false;
      throw error;
    },
  );
};

/** The items the notice scan looks at, with only the attributes it reads. */
export type NoticeCandidate =
  | ({ [ENTITY_NAME_ATTRIBUTE]: 'shareLink' } & Pick<ShareLinkItem, 'photographerId' | 'sessionId' | 'validUntil' | 'updatedAt'>)
  | ({ [ENTITY_NAME_ATTRIBUTE]: 'session' } & Pick<SessionItem, 'photographerId' | 'sessionId' | 'title' | 'clientName' | 'expiresAt' | 'updatedAt'>)
  | ({ [ENTITY_NAME_ATTRIBUTE]: 'billingDocument' } & Pick<
      BillingDocumentItem,
      'photographerId' | 'documentId' | 'kind' | 'number' | 'clientName' | 'totalCents' | 'status' | 'dueDate' | 'updatedAt' | 'publicLink'
    >)
  | ({ [ENTITY_NAME_ATTRIBUTE]: 'verifactuCertificate' } & Pick<VerifactuCertificateItem, 'photographerId' | 'holder' | 'notAfter' | 'uploadedAt' | 'updatedAt'>);

const SCAN_SEGMENTS = 4;

/**
 * One Scan of the table (in parallel segments) for every photographer's due candidates at once:
 * active gallery links valid until `linkHorizon` and not yet expired, archived sessions that
 * TTL deletes by `deletionHorizon` (epoch seconds) and not yet, and draft or sent invoices due
 * before `today` (YYYY-MM-DD). No index serves "due by date across photographers"; the filter
 * and projection keep what comes back small, but the read costs the whole table once per run
 * (docs/data.md, pattern 57, says what that costs and when an index pays instead).
 */
export const scanNoticeCandidates = async (bounds: { now: Date; linkHorizon: string; deletionHorizon: number; today: string; certificateHorizon: string }): Promise<NoticeCandidate[]> => {
  const names = {
    '#e': ENTITY_NAME_ATTRIBUTE,
    '#pid': 'photographerId',
    '#sid': 'sessionId',
    '#active': 'active',
    '#validUntil': 'validUntil',
    '#title': 'title',
    '#clientName': 'clientName',
    '#archivedAt': 'archivedAt',
    '#expiresAt': 'expiresAt',
    '#updatedAt': 'updatedAt',
    '#documentId': 'documentId',
    '#kind': 'kind',
    '#number': 'number',
    '#totalCents': 'totalCents',
    '#status': 'status',
    '#dueDate': 'dueDate',
    // An overdue invoice's public page (issue 25 point 2): its reminder carries the link.
    '#publicLink': 'publicLink',
    '#holder': 'holder',
    '#notAfter': 'notAfter',
    '#uploadedAt': 'uploadedAt',
  };
  const values = {
    ':link': 'shareLink',
    ':session': 'session',
    ':document': 'billingDocument',
    ':true': true,
    ':linkHorizon': bounds.linkHorizon,
    ':nowIso': bounds.now.toISOString(),
    ':deletionHorizon': bounds.deletionHorizon,
    ':nowSeconds': Math.floor(bounds.now.getTime() / 1000),
    ':invoice': 'invoice',
    ':draft': 'draft',
    ':sent': 'sent',
    ':today': bounds.today,
    ':certificate': 'verifactuCertificate',
    ':certificateHorizon': bounds.certificateHorizon,
  };
  const filter = [
    '(#e = :link AND #active = :true AND #validUntil <= :linkHorizon AND #validUntil > :nowIso)',
    '(#e = :session AND attribute_exists(#archivedAt) AND #expiresAt <= :deletionHorizon AND #expiresAt > :nowSeconds)',
    '(#e = :document AND #kind = :invoice AND #status IN (:draft, :sent) AND #dueDate < :today)',
    // VERI*FACTU submission certificates expiring within 30 days, or expired (issue 24 point 2).
    '(#e = :certificate AND #notAfter <= :certificateHorizon)',
  ].join(' OR ');
  const segment = async (index: number): Promise<NoticeCandidate[]> => {
    const found: NoticeCandidate[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await dynamoDocumentClient().send(
        new ScanCommand({
          TableName: appConfig().TABLE_NAME,
          Segment: index,
          TotalSegments: SCAN_SEGMENTS,
          FilterExpression: filter,
          ProjectionExpression: Object.keys(names).join(', '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ExclusiveStartKey: start,
        }),
      );
      found.push(...((page.Items ?? []) as NoticeCandidate[]));
      start = page.LastEvaluatedKey;
    } while (start);
    return found;
  };
  return (await Promise.all(Array.from({ length: SCAN_SEGMENTS }, (_, index) => segment(index)))).flat();
};
