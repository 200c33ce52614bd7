// The ElectroDB service over the one table. Built lazily so the table name comes from the
// validated config at first use, not at import time.
import { Service } from 'electrodb';
import { dynamoDocumentClient } from '../lib/aws-clients.js';
import { config } from '../lib/config.js';
import { contactEntity } from './entities/contact.js';
import { contactRelationshipEntity } from './entities/contact-relationship.js';
import { businessSlugEntity } from './entities/business-slug.js';
import { defaultCommentEntity } from './entities/default-comment.js';
import { photographerEntity } from './entities/photographer.js';
import { photographerSettingsEntity } from './entities/photographer-settings.js';
import { productEntity } from './entities/product.js';
import { sessionPackageEntity } from './entities/session-package.js';
import { uploadEntity } from './entities/upload.js';
import { sessionEntity } from './entities/session.js';
import {
  billingDocumentEntity,
  billingSettingsEntity,
  invoiceNumberKeyEntity,
  numberingCounterEntity,
  sessionBillingEntity,
  verifactuChainHeadEntity,
  verifactuRecordEntity,
  verifactuRecordLookupEntity,
} from './entities/billing.js';
import { sessionFinanceEntity } from './entities/session-finance.js';
import { sessionImageEntity } from './entities/session-image.js';
import { sessionReadCounterEntity } from './entities/session-read-counter.js';
import { sessionHashBandEntity } from './entities/session-hash-band.js';
import { calendarFeedEntity, calendarFeedTokenEntity } from './entities/calendar-feed.js';
import {
  galleryDownloadEntity,
  galleryDraftEntity,
  galleryPasswordTriesEntity,
  sessionSelectionEntity,
  shareLinkEntity,
  shareLinkKeyEntity,
} from './entities/share-link.js';
import {
  betaApplicationEmailEntity,
  betaApplicationEntity,
  betaPlacesEntity,
  contactMessageEntity,
  feedbackMessageEntity,
  pageReferrerDayEntity,
  pageViewDayEntity,
  pageVisitorDayEntity,
} from './entities/site.js';

const buildDatabase = () =>
  new Service(
    {
      photographer: photographerEntity,
      photographerSettings: photographerSettingsEntity,
      businessSlug: businessSlugEntity,
      upload: uploadEntity,
      product: productEntity,
      sessionPackage: sessionPackageEntity,
      defaultComment: defaultCommentEntity,
      contact: contactEntity,
      contactRelationship: contactRelationshipEntity,
      session: sessionEntity,
      sessionFinance: sessionFinanceEntity,
      sessionImage: sessionImageEntity,
      sessionReadCounter: sessionReadCounterEntity,
      sessionHashBand: sessionHashBandEntity,
      calendarFeed: calendarFeedEntity,
      calendarFeedToken: calendarFeedTokenEntity,
      shareLink: shareLinkEntity,
      shareLinkKey: shareLinkKeyEntity,
      galleryDraft: galleryDraftEntity,
      sessionSelection: sessionSelectionEntity,
      galleryPasswordTries: galleryPasswordTriesEntity,
      galleryDownload: galleryDownloadEntity,
      betaApplication: betaApplicationEntity,
      betaApplicationEmail: betaApplicationEmailEntity,
      betaPlaces: betaPlacesEntity,
      feedbackMessage: feedbackMessageEntity,
      contactMessage: contactMessageEntity,
      pageViewDay: pageViewDayEntity,
      pageReferrerDay: pageReferrerDayEntity,
      pageVisitorDay: pageVisitorDayEntity,
      billingSettings: billingSettingsEntity,
      billingDocument: billingDocumentEntity,
      numberingCounter: numberingCounterEntity,
      invoiceNumberKey: invoiceNumberKeyEntity,
      sessionBilling: sessionBillingEntity,
      verifactuRecord: verifactuRecordEntity,
      verifactuChainHead: verifactuChainHeadEntity,
      verifactuRecordLookup: verifactuRecordLookupEntity,
    },
    { table: config().TABLE_NAME, client: dynamoDocumentClient() },
  );

export type Database = ReturnType<typeof buildDatabase>;

let database: Database | undefined;

export const db = (): Database => {
  database ??= buildDatabase();
  return database;
};

/** Name ElectroDB writes into every item; the stream handler dispatches on it. */
export { ENTITY_NAME_ATTRIBUTE } from './item-keys.js';

/** Outcome of a write transaction: ElectroDB reports cancellations instead of throwing. */
export interface TransactionOutcome {
  canceled: boolean;
  /** One cancellation code per operation, in order ('None' for those that were fine). */
  codes: string[];
}

export const transactionOutcome = (result: { canceled: boolean; data: { code?: string }[] }): TransactionOutcome => ({
  canceled: result.canceled,
  codes: result.data.map((d) => d.code ?? 'None'),
});

/** True when a single write was refused by its condition expression. */
export const isConditionalFailure = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const cause = error.cause;
  const causeName = cause instanceof Error ? cause.name : undefined;
  return causeName === 'ConditionalCheckFailedException' || /conditional request failed/i.test(error.message);
};
