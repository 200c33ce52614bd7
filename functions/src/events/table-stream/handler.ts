import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { eventFunction } from '../../lib/event-function.js';
import { logger } from '../../lib/logger.js';
import { countOutcome } from '../../lib/metrics.js';
import { buildRequestedAccountExport } from './build-account-export.js';
import { queueCreatedDownload } from './build-download.js';
import { followDashboardFigures, followDashboardFinance, followDashboardLink, followDashboardSession } from './dashboard-figures.js';
import { notifyConfirmedSelection } from './selection-confirmed.js';
import { reapRemovedSession } from './reap-session.js';
import { followDeliveryWatermark, followPackageWatermark, followSessionPackage } from './rendition-changes.js';
import { followImageRevision } from './image-manifest-changes.js';
import { reapUpload } from './reap-upload.js';
import { forgetExpiredRevocation, revokeArchivedSessionLink, revokeChangedGrant, revokeWithdrawnDelivery } from './link-grant-changes.js';
import { releaseImageSlotOf } from './release-image-slot.js';
import { alertStorage } from './storage-alert.js';
import { toItemChange, type ItemChange } from './stream-record.js';
import { queueAddedRecord } from './verifactu-record-added.js';
import { tellRefusedAnswer } from './verifactu-answered.js';

type Reaction = (change: ItemChange) => Promise<void>;

/** What follows a change, by entity and kind of change. */
const reactions: Record<string, Partial<Record<ItemChange['change'], Reaction>>> = {
  upload: { remove: reapUpload },
  session: {
    insert: followDashboardSession,
    remove: async (change) => {
      await reapRemovedSession(change);
      await followDashboardSession(change);
    },
    modify: async (change) => {
      await revokeArchivedSessionLink(change);
      await revokeWithdrawnDelivery(change);
      await followSessionPackage(change);
      await followDeliveryWatermark(change);
      await followImageRevision(change);
      await followDashboardSession(change);
    },
  },
  sessionPackage: { modify: followPackageWatermark },
  sessionFinance: { insert: followDashboardFinance, modify: followDashboardFinance, remove: followDashboardFinance },
  galleryDownload: { insert: queueCreatedDownload, modify: queueCreatedDownload },
  sessionSelection: { insert: notifyConfirmedSelection },
  shareLink: {
    insert: followDashboardLink,
    modify: async (change) => {
      await revokeChangedGrant(change);
      await followDashboardLink(change);
    },
    remove: async (change) => {
      await revokeChangedGrant(change);
      await followDashboardLink(change);
    },
  },
  mediaRevocation: { remove: forgetExpiredRevocation },
  sessionImage: { modify: releaseImageSlotOf, remove: releaseImageSlotOf },
  verifactuRecord: { insert: queueAddedRecord },
  verifactuAnswer: { insert: tellRefusedAnswer, modify: tellRefusedAnswer },
  photographer: { modify: alertStorage },
  accountExport: { insert: buildRequestedAccountExport, modify: buildRequestedAccountExport },
  billingDocument: { insert: followDashboardFigures, modify: followDashboardFigures, remove: followDashboardFigures },
};

/**
 * The table's stream (NEW_AND_OLD_IMAGES). Records of one shard arrive in order; a failure
 * reports that record, so Lambda retries from there without
 * repeating the work that succeeded (partial batch responses restart from the lowest
 * reported sequence number).
 */
export const handler = eventFunction(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  for (const record of event.Records) {
    const change = toItemChange(record);
    const reaction = change.entity ? reactions[change.entity]?.[change.change] : undefined;
    if (!reaction) continue;
    try {
      await reaction(change);
      countOutcome('StreamReactionDone');
    } catch (error) {
      countOutcome('StreamReactionFailed');
      logger.error('table-stream: reaction failed', { entity: change.entity, change: change.change, error });
      const sequenceNumber = record.dynamodb?.SequenceNumber;
      if (!sequenceNumber) throw error;
      return { batchItemFailures: [{ itemIdentifier: sequenceNumber }] };
    }
  }
  return { batchItemFailures: [] };
});
