import { TAX_TERRITORIES } from '@fotostudio/shared/tax/indirect-tax';
import { Entity, type EntityItem } from 'electrodb';
import { INVOICE_DELIVERIES, LEGAL_FORMS, PHOTOGRAPHER_ACTIVITIES, QUOTE_STATUSES, STORED_INVOICE_STATUSES, TAX_REGIMES } from '@fotostudio/shared/billing/billing-enums';
import { NUMBERING_FORMATS } from '@fotostudio/shared/tax/invoice-numbering';
import { INVOICE_TYPES } from '@fotostudio/shared/verifactu/record-fields';
import { timestamps } from './timestamps.js';

const optionalText = { type: 'string' } as const;

/** A file written once in the media bucket: its key and the SHA-256 (hex) of its bytes. */
const storedPdf = {
  type: 'map',
  properties: { key: { type: 'string', required: true }, sha256: { type: 'string', required: true } },
} as const;

/** The photographer's billing data (spec "Billing settings"); the counters hold the numbers. */
export const billingSettingsEntity = () => new Entity({
  model: { entity: 'billingSettings', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    businessName: { type: 'string', required: true },
    legalForm: { type: LEGAL_FORMS, required: true },
    /** A self-employed issuer's full legal name (issue 22 point 8); absent on settings saved before it, which then read incomplete. */
    legalName: optionalText,
    taxId: { type: 'string', required: true },
    address: { type: 'string', required: true },
    city: { type: 'string', required: true },
    postalCode: { type: 'string', required: true },
    country: { type: 'string', required: true },
    email: { type: 'string', required: true },
    phone: { type: 'string', required: true },
    /** The issuer's tax territory (issue 22 point 3); absent on settings saved before it: common territory (IVA). */
    taxTerritory: { type: TAX_TERRITORIES },
    /** Ceuta's or Melilla's IPSI rates as entered; absent (none) elsewhere and on settings saved before. */
    ipsiRatesPercent: { type: 'list', items: { type: 'number' } },
    defaultVatRatePercent: { type: 'number', required: true },
    /** Prices entered VAT included; absent on settings saved before the setting existed, which are VAT excluded. */
    pricesIncludeVat: { type: 'boolean' },
    taxRegime: { type: TAX_REGIMES, required: true },
    /** The IAE activity (issue 22 point 4); absent on settings saved before it: read as professional (trade-tax-rules.ts). */
    activity: { type: PHOTOGRAPHER_ACTIVITIES },
    activityStartYear: { type: 'number' },
    numberingFormat: { type: NUMBERING_FORMATS, required: true },
    series: { type: 'string', required: true, default: '' },
    /** Absent on settings saved before rectifying and simplified invoices: read as the defaults. */
    rectifyingSeries: optionalText,
    simplifiedSeries: optionalText,
    iban: optionalText,
    bankName: optionalText,
    responsibleName: optionalText,
    additionalTerms: optionalText,
    ...timestamps,
  },
  indexes: {
    byPhotographer: {
      collection: 'billing',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
export type BillingSettingsItem = EntityItem<ReturnType<typeof billingSettingsEntity>>;

/**
 * A quote or an invoice. The fields lists, filters and searches need are attributes; the
 * snapshot (issuer, client, session, pricing, lines, totals) is one JSON document written
 * once for an invoice and never rewritten: an issued invoice changes only its status fields
 * and internal notes.
 */
export const billingDocumentEntity = () => new Entity({
  model: { entity: 'billingDocument', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['quote', 'invoice'] as const, required: true, readOnly: true },
    number: { type: 'string', required: true },
    series: { type: 'string', required: true },
    sequence: { type: 'number', required: true },
    status: { type: [...QUOTE_STATUSES, ...STORED_INVOICE_STATUSES] as const, required: true },
    issueDate: { type: 'string', required: true },
    dueDate: { type: 'string', required: true },
    clientId: optionalText,
    clientName: { type: 'string', required: true },
    sessionId: optionalText,
    sessionTitle: { type: 'string', required: true, default: '' },
    totalCents: { type: 'number', required: true },
    internalNotes: optionalText,
    /** JSON of DocumentContent (functions/src/billing/document-content.ts). */
    content: { type: 'string', required: true },
    sentAt: optionalText,
    /**
     * When and how an invoice first reached its client (issue 22 point 7): emailed, marked
     * sent or its PDF downloaded. Set once, only while absent (billing store `recordDelivery`).
     * Absent on invoices from before it: those with `sentAt` count as delivered.
     */
    deliveredAt: optionalText,
    deliveredBy: { type: INVOICE_DELIVERIES },
    paidAt: optionalText,
    /**
     * An invoice's payments so far (issue 25 point 2): the sum of its `invoicePayment` items, moved
     * with each one (data/stores/invoice-payments.ts). Absent: none recorded (a paid invoice from
     * before the ledger got its one payment from the data migration `invoice-payment-ledger`).
     */
    paidCents: { type: 'number' },
    /**
     * An invoice with a payment from Stripe recorded against it (issue 25 point 2), set with that
     * payment: it cannot be marked unpaid by hand (the web offers no "Marcar como no pagada"). Absent:
     * none (invoices paid online before it was kept get it from the data migration `invoice-paid-through-stripe`).
     */
    paidThroughStripe: { type: 'boolean' },
    /**
     * Its public page (issue 25 point 2; a quote's since issue 25 point 3, made when it is emailed):
     * the token (looked up by `invoiceLinkKey`, whichever kind it names), the last day it opens in
     * Madrid (absent: until revoked) and when the photographer revoked it. Absent until first shared.
     */
    publicLink: {
      type: 'map',
      properties: {
        token: { type: 'string', required: true },
        createdAt: { type: 'string', required: true },
        expiresOn: { type: 'string' },
        revokedAt: { type: 'string' },
      },
    },
    /**
     * A quote accepted by its client on the quote page (issue 25 point 3): when, the client's IP
     * address and user agent. Set once (condition: absent, still pending). Absent: not accepted.
     * `depositDue` (issue 26 point 4): the acceptance asked the deposit online (a deposit asked and
     * the photographer took charges then), so the quote stands accepted only once it is paid
     * (shared/src/billing/quote-acceptance.ts). Set with the acceptance; acceptances stored before
     * it get it once from the data migration `quote-acceptance-deposit-due`.
     */
    acceptance: {
      type: 'map',
      properties: {
        at: { type: 'string', required: true },
        ip: { type: 'string', required: true },
        userAgent: { type: 'string', required: true },
        depositDue: { type: 'boolean' },
      },
    },
    /**
     * A quote whose deposit was paid online (issue 25 point 3): its invoice, and the payment that
     * paid it. Set in the transaction that issues that invoice (condition: absent), so one deposit
     * is invoiced once. Absent: no deposit invoiced.
     */
    depositInvoice: {
      type: 'map',
      properties: { documentId: { type: 'string', required: true }, number: { type: 'string', required: true }, paymentId: { type: 'string', required: true } },
    },
    /** A deposit's invoice (an advance payment, art. 75.Dos LIVA): the quote it is the deposit of. Absent on every other invoice. */
    advanceOf: {
      type: 'map',
      readOnly: true,
      properties: { quoteId: { type: 'string', required: true }, quoteNumber: { type: 'string', required: true } },
    },
    cancelledAt: optionalText,
    cancelReason: optionalText,
    convertedAt: optionalText,
    invoiceId: optionalText,
    originalQuoteId: optionalText,
    originalQuoteNumber: optionalText,
    /**
     * A quote from send-to-invoicing: the confirmed gallery selection version it was priced
     * from. Set when the quote is made (or once by a data migration for older ones), never changed.
     */
    selectionVersion: { type: 'number' },
    /** An invoice's kind (TipoFactura); absent on invoices issued before kinds existed, which are F1. */
    invoiceType: { type: INVOICE_TYPES, readOnly: true },
    /**
     * The TipoFactura its record was given, only where it differs from `invoiceType`: a qualified
     * simplified invoice (art. 7.2) is an F2 recorded as F1. Absent on every invoice issued before.
     */
    recordedType: { type: INVOICE_TYPES, readOnly: true },
    /**
     * The photographer's VERI*FACTU switch as it stood when the invoice was issued (issue 24
     * point 1): 'off' prints neither the "VERI*FACTU" legend nor the QR on its PDF. Written on
     * every invoice issued since; absent on older ones, which were printed with both and read as 'on'.
     */
    verifactuSwitch: { type: ['on', 'off'] as const, readOnly: true },
    /** A rectifying invoice's original, method and reason, fixed when it is issued. */
    rectification: {
      type: 'map',
      readOnly: true,
      properties: {
        originalId: { type: 'string', required: true },
        originalNumber: { type: 'string', required: true },
        originalIssueDate: { type: 'string', required: true },
        method: { type: ['S', 'I'] as const, required: true },
        reason: { type: 'string', required: true },
        /**
         * By substitution, the original's base and VAT as it was rectified (the amount of the
         * rectification the PDF prints, art. 15 RD 1619/2012). Absent on rectifying invoices
         * issued before it and on those by differences.
         */
        originalBaseCents: { type: 'number' },
        originalVatCents: { type: 'number' },
      },
    },
    /**
     * An issued invoice's PDF, rendered once at issue and written once (billing/issued-pdf.ts):
     * its object key and the SHA-256 of its bytes. Set once, only while absent; absent on
     * invoices issued before (the data migration stores theirs) until stored.
     */
    issuedPdf: storedPdf,
    /** A cancelled invoice's ANULADA copy (its issued PDF stamped), set once like issuedPdf. */
    cancelledPdf: storedPdf,
    /** An F3 invoice: the simplified invoices it replaces, fixed when it is issued. */
    substitutes: {
      type: 'list',
      readOnly: true,
      items: {
        type: 'map',
        properties: {
          documentId: { type: 'string', required: true },
          number: { type: 'string', required: true },
          issueDate: { type: 'string', required: true },
        },
      },
    },
    /** A simplified invoice replaced by an F3: set once, in the transaction that issues the F3 (nothing else on it changes). */
    substitutedBy: {
      type: 'map',
      properties: {
        documentId: { type: 'string', required: true },
        number: { type: 'string', required: true },
      },
    },
    /** The rectifying invoices of this invoice, appended in the transaction that issues each. */
    rectifiedBy: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          documentId: { type: 'string', required: true },
          number: { type: 'string', required: true },
          invoiceType: { type: INVOICE_TYPES, required: true },
        },
      },
    },
    ...timestamps,
  },
  indexes: {
    byDocument: {
      collection: 'billing',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['documentId'] },
    },
  },
});
export type BillingDocumentItem = EntityItem<ReturnType<typeof billingDocumentEntity>>;

/**
 * The numbering counter of one series (and year, for formats with the year) of quotes or
 * invoices. An invoice is issued in the same transaction that moves `next` on from the value
 * read, so two issues never get one number and a refused issue takes none.
 */
export const numberingCounterEntity = () => new Entity({
  model: { entity: 'numberingCounter', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['quote', 'invoice'] as const, required: true, readOnly: true },
    counterKey: { type: 'string', required: true, readOnly: true },
    next: { type: 'number', required: true },
    /** The last sequence issued (0 before any): the settings may not move `next` to or below it. */
    lastIssued: { type: 'number', required: true, default: 0 },
    /** The issue date of the last invoice: the next one may not be dated earlier. */
    lastIssueDate: optionalText,
  },
  indexes: {
    byCounter: {
      collection: 'billing',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['kind', 'counterKey'] },
    },
  },
});
export type NumberingCounterItem = EntityItem<ReturnType<typeof numberingCounterEntity>>;

/** One per issued invoice number: created with a not-exists condition, so a number exists once. */
export const invoiceNumberKeyEntity = () => new Entity({
  model: { entity: 'invoiceNumberKey', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    number: { type: 'string', required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byNumber: {
      collection: 'billing',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['number'] },
    },
  },
});

/**
 * A session sent to invoicing: created with a not-exists condition together with its quote,
 * so two sends of one session at once make one quote; deleting that quote removes it.
 */
export const sessionBillingEntity = () => new Entity({
  model: { entity: 'sessionBilling', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    bySession: {
      collection: 'session',
      pk: { field: 'pk', composite: ['photographerId', 'sessionId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

/**
 * A VERI*FACTU billing record (alta or anulación), stored exactly as built (JSON of the
 * shared record) in the transaction that issues or cancels its invoice. Append-only: created
 * with a not-exists condition and never updated or deleted (no code path patches or removes
 * it; the records are kept for the legal period). `position` orders one issuer's chain.
 */
export const verifactuRecordEntity = () => new Entity({
  model: { entity: 'verifactuRecord', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    issuerNif: { type: 'string', required: true, readOnly: true },
    /** The record's place in its issuer's chain, zero-padded so the sort key orders it. */
    position: { type: 'string', required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
    recordKind: { type: ['alta', 'anulacion'] as const, required: true, readOnly: true },
    /** JSON of the VerifactuRecord (shared/src/verifactu/record-fields.ts). */
    record: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byChain: {
      collection: 'billing',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['issuerNif', 'position'] },
    },
  },
});
export type VerifactuRecordItem = EntityItem<ReturnType<typeof verifactuRecordEntity>>;

/**
 * The last record of one issuer's chain: each new record names it, and the transaction that
 * appends a record moves the head on only while it is still at the position read.
 */
export const verifactuChainHeadEntity = () => new Entity({
  model: { entity: 'verifactuChainHead', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    issuerNif: { type: 'string', required: true, readOnly: true },
    position: { type: 'number', required: true },
    /** JSON of the ChainLink the next record names. */
    link: { type: 'string', required: true },
    /**
     * The issue date of the issuer's latest registered invoice (issue 22 point 5: no invoice
     * is dated earlier), moved with every registration. Absent on heads moved before it: the
     * invoice counters tell then.
     */
    lastIssueDate: optionalText,
  },
  indexes: {
    byIssuer: {
      collection: 'billing',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['issuerNif'] },
    },
  },
});
export type VerifactuChainHeadItem = EntityItem<ReturnType<typeof verifactuChainHeadEntity>>;

/**
 * Where one invoice's record sits in its issuer's chain, written in the transaction that
 * appends the record, so the invoice's record is one read away instead of a scan of the
 * chain. Append-only like the record it points to.
 */
export const verifactuRecordLookupEntity = () => new Entity({
  model: { entity: 'verifactuRecordLookup', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
    recordKind: { type: ['alta', 'anulacion'] as const, required: true, readOnly: true },
    issuerNif: { type: 'string', required: true, readOnly: true },
    /** The record's `position`, as the record stores it. */
    position: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byDocument: {
      collection: 'billing',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['documentId', 'recordKind'] },
    },
  },
});
export type VerifactuRecordLookupItem = EntityItem<ReturnType<typeof verifactuRecordLookupEntity>>;
