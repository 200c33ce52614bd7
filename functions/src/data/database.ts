// The ElectroDB service over the one table. Built lazily so the table name comes from the
// validated config at first use, not at import time.
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { Service } from 'electrodb';
import { dynamoDocumentClient } from '../lib/aws-clients.js';
import { appConfig } from '../lib/config.js';
import { ENTITY_NAME_ATTRIBUTE } from './item-keys.js';
import { tableKeys } from './table-schema.js';
import { runTransaction, type TransactItem, type TransactionOutcome } from './transaction.js';
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
import { dashboardDocumentEntity, dashboardLinkEntity, dashboardMonthEntity, dashboardQuoteEntity, dashboardMonthSessionsEntity, dashboardSessionEntity, dashboardSessionEntryEntity, dashboardUnpaidEntity } from './entities/dashboard.js';
import { verifactuAnswerEntity, verifactuCertificateEntity, verifactuRepresentationEntity, verifactuSubmissionCursorEntity, verifactuSubmissionSwitchEntity } from './entities/verifactu-submission.js';
import { accountExportEntity } from './entities/account-export.js';
import { accountClosureEntity, accountDeletionDueEntity } from './entities/account-closure.js';
import { exchangeRateDayEntity } from './entities/exchange-rate.js';
import { paymentEntity, paymentsAccountEntity, processedWebhookEventEntity, stripeAccountOwnerEntity } from './entities/payments.js';
import { invoiceLinkKeyEntity, invoicePaymentEntity } from './entities/invoice-payment.js';
import { noticeScanMarkEntity, notificationEntity, notificationStateEntity } from './entities/notification.js';
import { sessionFinalEntity, sessionImageEntity } from './entities/session-image.js';
import { sessionReadCounterEntity } from './entities/session-read-counter.js';
import { sessionHashBandEntity } from './entities/session-hash-band.js';
import { calendarFeedEntity, calendarFeedTokenEntity } from './entities/calendar-feed.js';
import {
  galleryDownloadEntity,
  galleryDraftEntity,
  galleryPasswordClientTriesEntity,
  galleryPasswordTriesEntity,
  mediaRevocationEntity,
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
  formTicketSpentEntity,
  pageReferrerDayEntity,
  pageViewDayEntity,
  pageVisitorDayEntity,
} from './entities/site.js';
import { agreementEntity, agreementLinkEntity, agreementTemplateEntity, agreementTemplateVersionEntity } from './entities/agreements.js';

/** Every item kind of the table, as factories: an entity is built only when first used. */
const entityFactories = {
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
  galleryPasswordClientTries: galleryPasswordClientTriesEntity,
  galleryDownload: galleryDownloadEntity,
  mediaRevocation: mediaRevocationEntity,
  betaApplication: betaApplicationEntity,
  betaApplicationEmail: betaApplicationEmailEntity,
  betaPlaces: betaPlacesEntity,
  feedbackMessage: feedbackMessageEntity,
  contactMessage: contactMessageEntity,
  formTicketSpent: formTicketSpentEntity,
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
  verifactuSubmissionSwitch: verifactuSubmissionSwitchEntity,
  verifactuSubmissionCursor: verifactuSubmissionCursorEntity,
  verifactuAnswer: verifactuAnswerEntity,
  verifactuCertificate: verifactuCertificateEntity,
  verifactuRepresentation: verifactuRepresentationEntity,
  notification: notificationEntity,
  notificationState: notificationStateEntity,
  noticeScanMark: noticeScanMarkEntity,
  accountExport: accountExportEntity,
  accountClosure: accountClosureEntity,
  accountDeletionDue: accountDeletionDueEntity,
  exchangeRateDay: exchangeRateDayEntity,
  dashboardDocument: dashboardDocumentEntity,
  dashboardMonth: dashboardMonthEntity,
  paymentsAccount: paymentsAccountEntity,
  stripeAccountOwner: stripeAccountOwnerEntity,
  processedWebhookEvent: processedWebhookEventEntity,
  dashboardLink: dashboardLinkEntity,
  payment: paymentEntity,
  agreementTemplate: agreementTemplateEntity,
  agreementTemplateVersion: agreementTemplateVersionEntity,
  agreement: agreementEntity,
  agreementLink: agreementLinkEntity,
  invoicePayment: invoicePaymentEntity,
  invoiceLinkKey: invoiceLinkKeyEntity,
  dashboardSession: dashboardSessionEntity,
  sessionFinal: sessionFinalEntity,
  dashboardUnpaid: dashboardUnpaidEntity,
  dashboardQuote: dashboardQuoteEntity,
  dashboardSessionEntry: dashboardSessionEntryEntity,
  dashboardMonthSessions: dashboardMonthSessionsEntity,
};

type EntityFactories = typeof entityFactories;
type EntityName = keyof EntityFactories;
type Entities = { [Name in EntityName]: ReturnType<EntityFactories[Name]> };

const tableOptions = () => ({ table: appConfig().TABLE_NAME, client: dynamoDocumentClient() });

const buildEntities = (): Entities =>
  Object.fromEntries(Object.entries(entityFactories).map(([name, make]) => [name, make()])) as Entities;

const buildService = () => new Service(buildEntities(), tableOptions());

export type Database = ReturnType<typeof buildService>;

/**
 * Building an ElectroDB entity parses its whole model (about 1 ms each, one per item kind), so a
 * cold start building all of them spent some 40 ms before the first request. `entities`
 * builds each one on first use, on the table and client the Service would give it (that is
 * all joining a Service does to an entity: items and keys are the entity's own); the full
 * Service, which collection queries and `transaction` need, is built only when those are used.
 */
const lazyDatabase = (): Database => {
  let service: Database | undefined;
  const fullService = () => (service ??= buildService());
  const entities = {} as Entities;
  for (const name of Object.keys(entityFactories) as EntityName[]) {
    let entity: Entities[EntityName] | undefined;
    Object.defineProperty(entities, name, {
      enumerable: true,
      get: () => {
        if (service) return service.entities[name];
        if (!entity) {
          const { table, client } = tableOptions();
          entity = entityFactories[name]();
          entity.setTableName(table);
          entity.setClient(client);
        }
        return entity;
      },
    });
  }
  return {
    entities,
    get collections() {
      return fullService().collections;
    },
    get transaction() {
      return fullService().transaction;
    },
  } as unknown as Database;
};

let database: Database | undefined;

export const db = (): Database => {
  database ??= lazyDatabase();
  return database;
};

/** Name ElectroDB writes into every item; the stream handler dispatches on it. */
export { ENTITY_NAME_ATTRIBUTE } from './item-keys.js';

/** One transaction through the SDK's DocumentClient, with the runner's outcome (transaction.ts). */
export const transact = (items: TransactItem[]): Promise<TransactionOutcome> =>
  runTransaction((sent) => dynamoDocumentClient().send(new TransactWriteCommand({ TransactItems: sent })), items);

/**
 * The items an ElectroDB transaction callback builds (its entities are the ones with `commit`
 * and `check`), for `transact`: ElectroDB only writes the params, the runner sends them.
 */
export const writeItems = (build: Parameters<Database['transaction']['write']>[0]): TransactItem[] =>
  (db().transaction.write(build).params().TransactItems ?? []) as TransactItem[];

/** True when a single write was refused by its condition expression (data/condition-failure.ts). */
export { isConditionalFailure } from './condition-failure.js';

/** An ElectroDB query by a partition and a sort-key prefix (`entity.query.<index>({...})`), for its key condition. */
interface KeyedQuery {
  params: () => { ExpressionAttributeValues?: Record<string, unknown> };
}

const prefixOf = (query: KeyedQuery): { pk: string; sk: string } => {
  const values = query.params().ExpressionAttributeValues ?? {};
  const pk = values[':pk'];
  const sk = values[':sk1'];
  if (typeof pk !== 'string' || typeof sk !== 'string') throw new Error('a query by partition and sort-key prefix was expected');
  return { pk, sk };
};

/** Every item of the partition `pk` whose sort key lies between `from` and `to` (both included), in order, all pages. */
export const queryBetween = async (pk: string, from: string, to: string, { consistent = false } = {}): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDocumentClient().send(
      new QueryCommand({
        TableName: appConfig().TABLE_NAME,
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
        ExpressionAttributeNames: { '#pk': tableKeys.partitionKey, '#sk': tableKeys.sortKey },
        ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to },
        ...(consistent ? { ConsistentRead: true } : {}),
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
};

/**
 * The items of several kinds in one partition whose sort keys are adjacent in the table's order,
 * in ONE Query instead of one per kind: from the first query's sort-key prefix to the end of the
 * last's (every kind whose prefix sorts between them is read too), all pages. Answers the raw
 * items by entity name, for each entity's `parse({ Items })`.
 */
export const queryAdjacent = async (first: KeyedQuery, last: KeyedQuery): Promise<Map<string, Record<string, unknown>[]>> => {
  const from = prefixOf(first);
  const to = prefixOf(last);
  if (from.pk !== to.pk) throw new Error('adjacent kinds must share the partition');
  const byEntity = new Map<string, Record<string, unknown>[]>();
  // Sort keys are compared as UTF-8 bytes: U+FFFF sorts after every key the prefix starts.
  for (const item of await queryBetween(from.pk, from.sk, `${to.sk}\uffff`)) {
    const name = String(item[ENTITY_NAME_ATTRIBUTE]);
    const items = byEntity.get(name) ?? [];
    if (items.length === 0) byEntity.set(name, items);
    items.push(item);
  }
  return byEntity;
};
