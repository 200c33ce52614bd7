// Every item kind of the table and what the photographer's data export and the account's
// deletion do with it. functions/test/account-data-kinds.test.ts lists the kinds (the
// ElectroDB entities of data/database.ts, the gallery's item kinds of the generated
// data/item-keys.ts and the raw items of the CRM search index) and fails when one is missing
// here: a new entity (payments, agreements, deliveries…) decides both, with a reason when it is
// left out of the export or kept after the deletion.
import { LOG_SK_PREFIX, META_SK, PAGE_SK_PREFIX } from '../data/crm-index/index-keys.js';
import type { Database } from '../data/database.js';

/** Item kinds written without ElectroDB (data/crm-index/index-keys.ts). */
export const RAW_ITEM_KINDS = ['crmIndexPage', 'crmIndexMeta', 'crmIndexLog'] as const;
export type RawItemKind = (typeof RAW_ITEM_KINDS)[number];

/** The raw kind of an item without ElectroDB's entity name, by its sort key. */
export const rawItemKindOf = (sk: string): RawItemKind | undefined => {
  if (sk.startsWith(PAGE_SK_PREFIX)) return 'crmIndexPage';
  if (sk === META_SK) return 'crmIndexMeta';
  if (sk.startsWith(LOG_SK_PREFIX)) return 'crmIndexLog';
  return undefined;
};

export type EntityKind = keyof Database['entities'];
export type ItemKind = EntityKind | RawItemKind;

/**
 * Where the photographer's items of an exported kind are: the photographer's partition, or each
 * session's (read session by session). `pattern` is the entity's primary access pattern, whose
 * partition key is exactly the scope's ids, so a query of it reads every item of the kind.
 */
export interface ExportedKind {
  export: { scope: 'photographer' | 'session'; pattern: string; omit?: readonly string[] };
}
export interface ExcludedKind {
  export: { excluded: string };
}

/** Deleted with the account, or kept (with the reason) for the retention period or until TTL. */
export type DeletionRule = { deletion: 'delete' } | { deletion: 'retain'; reason: string } | { deletion: 'notOwned'; reason: string };

export type KindRule = (ExportedKind | ExcludedKind) & DeletionRule;

const NOT_OWNED = (what: string): KindRule => ({
  export: { excluded: `not the photographer's: ${what}` },
  deletion: 'notOwned',
  reason: `not the photographer's: ${what}`,
});

const INVOICE_RETENTION = 'part of the invoice register: kept for the retention period (Código de Comercio art. 30)';

export const ITEM_KIND_RULES = {
  photographer: { export: { scope: 'photographer', pattern: 'byPhotographer' }, deletion: 'delete' },
  photographerSettings: { export: { scope: 'photographer', pattern: 'byPhotographer' }, deletion: 'delete' },
  businessSlug: { export: { excluded: "the lookup item of the profile's businessSlug, exported with the profile" }, deletion: 'delete' },
  upload: { export: { scope: 'photographer', pattern: 'byObject' }, deletion: 'delete' },
  product: { export: { scope: 'photographer', pattern: 'byProduct' }, deletion: 'delete' },
  sessionPackage: { export: { scope: 'photographer', pattern: 'byPackage' }, deletion: 'delete' },
  defaultComment: { export: { scope: 'photographer', pattern: 'byComment' }, deletion: 'delete' },
  contact: { export: { scope: 'photographer', pattern: 'byContact', omit: ['indexPage'] }, deletion: 'delete' },
  contactRelationship: { export: { scope: 'photographer', pattern: 'byContact' }, deletion: 'delete' },
  session: { export: { scope: 'session', pattern: 'bySession' }, deletion: 'delete' },
  sessionFinance: { export: { scope: 'session', pattern: 'bySession' }, deletion: 'delete' },
  sessionImage: { export: { scope: 'session', pattern: 'bySession' }, deletion: 'delete' },
  sessionReadCounter: { export: { excluded: 'a rate-limit counter of finance reads (one minute)' }, deletion: 'delete' },
  sessionHashBand: { export: { excluded: "the duplicate-photo index, derived from the images' hashes" }, deletion: 'delete' },
  calendarFeed: { export: { scope: 'photographer', pattern: 'byPhotographer', omit: ['token'] }, deletion: 'delete' },
  calendarFeedToken: { export: { excluded: "the secret lookup item of the calendar feed's address" }, deletion: 'delete' },
  shareLink: { export: { scope: 'session', pattern: 'bySession', omit: ['passwordHash'] }, deletion: 'delete' },
  shareLinkKey: { export: { excluded: "the lookup item of a link's token or custom address, exported with the link" }, deletion: 'delete' },
  galleryDraft: { export: { scope: 'session', pattern: 'bySession' }, deletion: 'delete' },
  sessionSelection: { export: { scope: 'session', pattern: 'bySession' }, deletion: 'delete' },
  galleryPasswordTries: { export: { excluded: "a rate-limit counter of a link's password tries" }, deletion: 'delete' },
  galleryPasswordClientTries: { export: { excluded: "a rate-limit counter of a client's password tries" }, deletion: 'delete' },
  galleryDownload: { export: { excluded: "a gallery zip job (the zip expires in days); the photos' manifest lists the files" }, deletion: 'delete' },
  mediaRevocation: {
    export: { excluded: "the edge's record of a revoked gallery grant" },
    deletion: 'retain',
    reason: 'removed by its TTL within 8 days; removing it early would lift the revocation at the edge',
  },
  betaApplication: NOT_OWNED('a beta application of the marketing site, keyed by application'),
  betaApplicationEmail: NOT_OWNED('the beta programme lookup of an email address'),
  betaPlaces: NOT_OWNED("the beta programme's counter"),
  feedbackMessage: NOT_OWNED('a message sent through the marketing site'),
  contactMessage: NOT_OWNED('a message sent through the marketing site'),
  formTicketSpent: NOT_OWNED("a site form's spent ticket"),
  pageViewDay: NOT_OWNED("the site's page views"),
  pageReferrerDay: NOT_OWNED("the site's referrers"),
  pageVisitorDay: NOT_OWNED("the site's daily visitor hashes"),
  billingSettings: { export: { scope: 'photographer', pattern: 'byPhotographer' }, deletion: 'delete' },
  billingDocument: { export: { scope: 'photographer', pattern: 'byDocument' }, deletion: 'retain', reason: `invoices: ${INVOICE_RETENTION}; quotes are deleted` },
  numberingCounter: { export: { excluded: "a numbering counter; the documents carry their numbers" }, deletion: 'delete' },
  invoiceNumberKey: { export: { excluded: "the uniqueness lookup of an invoice number, carried by the invoice" }, deletion: 'retain', reason: INVOICE_RETENTION },
  sessionBilling: { export: { excluded: "the claim of a session sent to invoicing; the document names its session" }, deletion: 'delete' },
  verifactuRecord: { export: { scope: 'photographer', pattern: 'byChain' }, deletion: 'retain', reason: `VERI*FACTU records: ${INVOICE_RETENTION}` },
  verifactuChainHead: { export: { excluded: "the chain's last position and link, in the records" }, deletion: 'retain', reason: `the VERI*FACTU chain: ${INVOICE_RETENTION}` },
  verifactuRecordLookup: { export: { excluded: "the lookup of a document's records, in the records" }, deletion: 'retain', reason: `finds a kept invoice's records: ${INVOICE_RETENTION}` },
  notification: { export: { scope: 'photographer', pattern: 'byPhotographer' }, deletion: 'delete' },
  verifactuSubmissionSwitch: { export: { excluded: 'whether records are submitted to the AEAT: a setting of the mode, not data of its own' }, deletion: 'delete' },
  verifactuSubmissionCursor: { export: { excluded: "the submission queue's position in the chain" }, deletion: 'retain', reason: `where the AEAT submission stands: ${INVOICE_RETENTION}` },
  verifactuCertificate: { export: { excluded: "the photographer's electronic certificate, encrypted: a secret never handed out (its holder, NIF and expiry are shown in the settings)" }, deletion: 'delete' },
  verifactuRepresentation: { export: { excluded: 'the representation by the operator before the AEAT: a setting of the mode, shown in the billing settings' }, deletion: 'delete' },
  verifactuAnswer: { export: { scope: 'photographer', pattern: 'byChain' }, deletion: 'retain', reason: `the AEAT's answer to a kept record: ${INVOICE_RETENTION}` },
  notificationState: { export: { excluded: 'the unread counter of the notifications' }, deletion: 'delete' },
  noticeScanMark: NOT_OWNED("the notice scan's mark, one for every photographer"),
  exchangeRateDay: NOT_OWNED("the ECB's exchange rates of a day, one series for every photographer"),
  // Payments (docs/payments.md). The connected account itself is the photographer's at Stripe
  // (the merchant of record): closing the account here forgets the link, never the Stripe account.
  paymentsAccount: { export: { scope: 'photographer', pattern: 'byPhotographer' }, deletion: 'delete' },
  stripeAccountOwner: { export: { excluded: 'the lookup item of the connected account id, exported with the payments account' }, deletion: 'delete' },
  processedWebhookEvent: NOT_OWNED("Stripe's event ids already applied, keyed by event (no tenant), removed by TTL after 30 days"),
  accountExport: { export: { excluded: 'the export job itself' }, deletion: 'delete' },
  accountClosure: { export: { excluded: "the account's closure itself (its state is in the settings)" }, deletion: 'delete' },
  accountDeletionDue: {
    export: { excluded: "the closure run's schedule of the account's deletion" },
    deletion: 'retain',
    reason: "the schedule of the deletion and of the kept records' purge, in the closure run's own partitions: removed by the run once each step is done",
  },
  dashboardDocument: { export: { excluded: "the dashboard's copy of a quote or invoice, derived from the documents" }, deletion: 'delete' },
  dashboardMonth: { export: { excluded: "the dashboard's figures of a month, derived from the documents" }, deletion: 'delete' },
  dashboardLink: { export: { excluded: "the dashboard's old copy of a gallery link (no longer written), derived from the links" }, deletion: 'delete' },
  dashboardSession: { export: { excluded: "the dashboard's copy of a session's calendar fields, derived from the sessions" }, deletion: 'delete' },
  dashboardUnpaid: { export: { excluded: "the dashboard's row of an unpaid invoice, derived from the documents" }, deletion: 'delete' },
  dashboardQuote: { export: { excluded: "the dashboard's row of a quote, derived from the documents" }, deletion: 'delete' },
  dashboardSessionEntry: { export: { excluded: "the dashboard's row of a session in one of its lists, derived from the sessions" }, deletion: 'delete' },
  dashboardMonthSessions: { export: { excluded: "the dashboard's session counts of a month, derived from the sessions" }, deletion: 'delete' },
  sessionFinal: { export: { scope: 'session', pattern: 'bySession' }, deletion: 'delete' },
  crmIndexPage: { export: { excluded: "the contacts' search index, derived from the contacts" }, deletion: 'delete' },
  crmIndexMeta: { export: { excluded: "the contacts' search index, derived from the contacts" }, deletion: 'delete' },
  crmIndexLog: { export: { excluded: "the contacts' search index's change log (one day)" }, deletion: 'delete' },
  // Online payments (docs/payments.md): the photographer's record of each Checkout and what Stripe
  // told of it; Stripe keeps its own copy on the photographer's connected account.
  payment: { export: { scope: 'photographer', pattern: 'byPayment' }, deletion: 'delete' },
  // Agreements (docs/agreements.md). A signed agreement's retention is the next step's (with the signed PDF).
  agreementTemplate: { export: { scope: 'photographer', pattern: 'byTemplate' }, deletion: 'delete' },
  agreementTemplateVersion: { export: { scope: 'photographer', pattern: 'byVersion' }, deletion: 'delete' },
  agreement: {
    export: { scope: 'photographer', pattern: 'byAgreement' },
    deletion: 'retain',
    reason:
      "signed agreements: the record of a signed PDF (its SHA-256, signers, audit), kept while the PDF is under Object Lock (6 years, docs/deploy.md) for the parties' claims (Código Civil art. 1964.2; RGPD art. 17.3.e); unsigned ones are deleted",
  },
  agreementLink: { export: { excluded: "the lookup item of a signer's link, exported with the agreement's signers" }, deletion: 'delete' },
  // An invoice's payment ledger and public page (issue 25 point 2): payments are accounting records, kept with the invoice.
  invoicePayment: { export: { scope: 'photographer', pattern: 'byInvoice' }, deletion: 'retain', reason: `payments recorded against an invoice: ${INVOICE_RETENTION}` },
  invoiceLinkKey: { export: { excluded: "the lookup of an invoice's public link token, carried by the invoice" }, deletion: 'delete' },
} satisfies Record<ItemKind, KindRule>;

export const isExported = (rule: KindRule): rule is ExportedKind & DeletionRule => !('excluded' in rule.export);

/** The exported kinds, in the order the export writes them (its checkpoints). */
export const exportedKinds = (): [EntityKind, ExportedKind['export']][] =>
  (Object.entries(ITEM_KIND_RULES) as [ItemKind, KindRule][]).flatMap(([kind, rule]) =>
    isExported(rule) ? [[kind as EntityKind, rule.export] as [EntityKind, ExportedKind['export']]] : [],
  );
