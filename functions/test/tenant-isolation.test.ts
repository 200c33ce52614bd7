// Generated from the route table: photographer A writes marked data through every write
// route (every value of each body read back from what was stored: the markers of its free
// text, and its enums, booleans, numbers and dates), then photographer B calls every
// route on A's ids, puts A's ids into its own bodies, and reads its own lists. B is refused
// with the exact status and code, sees exactly its own data, and A's data stays as it was.
import { getMe } from '@fotostudio/shared/contracts/account';
import { listNotifications } from '@fotostudio/shared/contracts/notifications';
import { getAccountExport } from '@fotostudio/shared/contracts/account-data';
import { getAccountClosure } from '@fotostudio/shared/contracts/account-closure';
import { getPackage, getProduct, listComments } from '@fotostudio/shared/contracts/catalog';
import { getContact, listRelationships, updateContact } from '@fotostudio/shared/contracts/crm';
import { completeImageUpload, createImageUploads, getSession, getSessionFinance, listSessionImages, recordImagePart } from '@fotostudio/shared/contracts/sessions';
import { getDeliverySettings } from '@fotostudio/shared/contracts/session-delivery';
import { completeFinalUpload, createFinalUploads, listSessionFinals, recordFinalPart } from '@fotostudio/shared/contracts/session-finals';
import { createShareLink, getShareLink } from '@fotostudio/shared/contracts/share-links';
import { getGallery, getGalleryBrand, startGalleryDownload } from '@fotostudio/shared/contracts/gallery';
import { getConfirmedSelection } from '@fotostudio/shared/contracts/gallery-confirmed';
import { startDeliveryDownload } from '@fotostudio/shared/contracts/gallery-delivery';
import { getBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { getVerifactuSubmission } from '@fotostudio/shared/contracts/billing/verifactu-submission';
import { getInvoiceVerification } from '@fotostudio/shared/contracts/billing/verifactu';
import { chainRecords } from '../src/billing/verifactu-records.js';
import { deleteQuote, getDocument, listDocuments, rectifyInvoice } from '@fotostudio/shared/contracts/billing/document-routes';
import { listInvoicePayments, recordInvoicePayment } from '@fotostudio/shared/contracts/billing/invoice-payments';
import { getInvoicePage, payInvoiceOnline, revokeInvoiceLink, shareInvoiceLink } from '@fotostudio/shared/contracts/billing/invoice-page';
import { acceptQuote, payQuoteDeposit, revokeQuoteLink, shareQuoteLink } from '@fotostudio/shared/contracts/billing/quote-page';
import { applyToBeta, sendContactMessage, sendFeedback, siteFormRoutes, type SiteFormKind } from '@fotostudio/shared/contracts/site';
import type { AnyRoute } from '@fotostudio/shared/contracts/route';
import { routeTable } from '@fotostudio/shared/contracts/routes';
import { getPaymentsAccount, startOnboarding } from '@fotostudio/shared/contracts/payments';
import { getAgreement, getSignerAgreement, getTemplate, sendAgreement, withdrawAgreement } from '@fotostudio/shared/contracts/agreements';
import { declineSignerAgreement, sendSignCode, signAgreement, verifySignCode } from '@fotostudio/shared/contracts/agreement-actions';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { db } from '../src/data/database.js';
import { timeOrderedId } from '../src/lib/time-ordered-id.js';
import { readNotificationState } from '../src/data/stores/notifications.js';
import { issueFormTicket } from '../src/site/form-ticket.js';
import { pricingRecordsOf } from '../src/gallery/holder/gallery-terms.js';
import { priceOf } from '../src/gallery/holder/pricing-records.js';
import { callApi, callRoute, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { completeBillingSettings, documentBody } from './support/billing.js';
import { createTestSession, storeImage } from './support/sessions.js';
import { PNG } from './support/uploads.js';
import { eventually } from './support/eventually.js';
import { setPublishedDelivery } from './support/published-delivery.js';
import { mailsTo } from './support/mail.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { markingsWith } from './support/contract-shape.js';
import { stripeSignature, submitOnboarding } from './support/stripe.js';
import { unstoredValues, writtenValues, type FieldView } from './support/written-fields.js';
import {
  bodyFor,
  createTenantData,
  ID_FIELDS_IN_BODIES,
  ID_FIXTURES,
  ID_KINDS,
  notFoundOf,
  ownIds,
  paramsWith,
  pathKinds,
  undeclaredIdFields,
  type Ids,
} from './support/tenant-data.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

/** Lower-case letters and digits: it also fits a business slug. */
const MARKER = `zq${randomBytes(3).toString('hex')}`;
const markings = markingsWith(MARKER);

type Json = Record<string, unknown>;
const list = (value: unknown, key: string): Json[] => (value as Record<string, Json[]>)[key] ?? [];
const item = (value: unknown, key: string): Json => (value as Record<string, Json>)[key] ?? {};
const text = (value: Json, key: string): string => String(value[key]);

interface Read {
  route: AnyRoute;
  params: Record<string, string>;
  /** The stored item within the answer. */
  pick: (body: unknown) => unknown;
  /** The part of the write's body this item holds (the whole body unless said). */
  sent?: (body: unknown) => unknown;
}

/** The media key of a signed file link, split at its slashes. */
const fileLinkPath = (body: unknown): string[] => new URL(text(body as Json, 'url')).pathname.replace(/^\/media\//, '').split('/');

const findBy = (key: string, id: string, listKey: string) => (body: unknown) => list(body, listKey).find((i) => i[key] === id);

/** Where each write route's stored data is read back, from the write's answer. */
const READ_BACK: Record<string, (answer: unknown, params: Record<string, string>) => Read[]> = {
  'account.putMe': () => [{ route: getMe, params: {}, pick: (b) => item(b, 'photographer') }],
  'account.putSettings': () => [{ route: getMe, params: {}, pick: (b) => item(b, 'settings') }],
  // No body; the read marks show in the list (notifications.test.ts checks them).
  'account.markNotificationRead': (_a, params) => [
    { route: listNotifications, params: {}, pick: findBy('notificationId', params.notificationId ?? '', 'notifications'), sent: () => ({}) },
  ],
  'account.markAllNotificationsRead': () => [{ route: listNotifications, params: {}, pick: (b) => list(b, 'notifications'), sent: () => ({}) }],
  // Relayed to the support webhooks, nothing stored: support-webhooks.test.ts reads the local receiver.
  'account.sendFeedback': () => [],
  'account.askAssistant': () => [],
  // No body: the job shows in the export's read (account-data-export.test.ts checks what it builds).
  'account.startAccountExport': () => [{ route: getAccountExport, params: {}, pick: (b) => item(b, 'export'), sent: () => ({}) }],
  // No body: the request shows in the closure's read; the confirmation's token is kept only as its hash.
  'account.requestAccountClosure': () => [{ route: getAccountClosure, params: {}, pick: (b) => item(b, 'closure'), sent: () => ({}) }],
  'account.confirmAccountClosure': () => [{ route: getAccountClosure, params: {}, pick: (b) => item(b, 'closure'), sent: () => ({}) }],
  // A presigned form stores nothing but the file; its body has no free text.
  'media.createUpload': () => [],
  'catalog.createProduct': (a) => [productRead(a)],
  'catalog.updateProduct': (a) => [productRead(a)],
  'catalog.createPackage': (a) => [packageRead(a)],
  'catalog.updatePackage': (a) => [packageRead(a)],
  'catalog.createComment': (a) => [commentRead(a)],
  'catalog.updateComment': (a) => [commentRead(a)],
  'crm.createContact': (a) => [contactRead(text(item(a, 'contact'), 'contactId'))],
  'crm.updateContact': (a) => [contactRead(text(item(a, 'contact'), 'contactId'))],
  'crm.convertContact': (a) => [contactRead(text(item(a, 'contact'), 'contactId'))],
  'crm.importContacts': (a) =>
    list(a, 'contacts').map((c, index) => ({ ...contactRead(text(c, 'contactId')), sent: (b: unknown) => list(b, 'contacts')[index] })),
  'sessions.create': (a) => [sessionRead(a)],
  'sessions.update': (a) => [sessionRead(a)],
  'sessions.updateFinance': (_a, params) => [
    { route: getSessionFinance, params: { sessionId: params.sessionId ?? '' }, pick: (b) => item(b, 'finance') },
  ],
  'sessions.createImageUploads': (a) => imageReads(a),
  // The account type chosen shows in the account; a refresh has no body (payments-connect.test.ts checks its state).
  'payments.startOnboarding': () => [{ route: getPaymentsAccount, params: {}, pick: (b) => b }],
  'payments.refreshAccount': () => [{ route: getPaymentsAccount, params: {}, pick: (b) => b, sent: () => ({}) }],
  'payments.updateMethods': () => [{ route: getPaymentsAccount, params: {}, pick: (b) => item(b, 'methods') }],
  // A recorded part is read back by the next ticket of the same file (session-image-multipart.test.ts).
  'sessions.recordImagePart': () => [],
  // No body.
  'sessions.completeImageUpload': () => [],
  // No body: archive state is checked by the sessions tests.
  'sessions.archive': () => [],
  'sessions.restore': () => [],
  // Ids of images to remove (gone after it): the sessions tests check the removal.
  'sessions.removeImages': () => [],
  // No copy of a sent message is kept: sessions-email.test.ts reads it from the mail store.
  'sessions.sendEmail': () => [],
  'sessions.regenerateCalendarFeed': () => [],
  'sessions.createShareLink': (a, params) => [shareLinkRead(a, params)],
  'sessions.updateShareLink': (a, params) => [shareLinkRead(a, params)],
  'sessions.setShareLinkStatus': (a, params) => [shareLinkRead(a, params)],
  // The days move the link's date (from the later of it and now): share-links tests check it.
  'sessions.extendShareLink': () => [],
  'sessions.refreshShareLinkPreview': () => [],
  'sessions.reopenSelection': () => [],
  'sessions.updateDeliverySettings': (_a, params) => [
    { route: getDeliverySettings, params: { sessionId: params.sessionId ?? '' }, pick: (b) => item(b, 'delivery') },
  ],
  // The finals' routes, as the images' (session-finals.test.ts checks processing and removal).
  'sessions.createFinalUploads': (a) => imageReads(a, 'finals'),
  'sessions.recordFinalPart': () => [],
  'sessions.completeFinalUpload': () => [],
  'sessions.removeFinals': () => [],
  // No body: the delivery's state shows in the finals' list (delivery-publishing.test.ts checks publishing and withdrawing).
  'sessions.publishDelivery': (_a, params) => [{ route: listSessionFinals, params: { sessionId: params.sessionId ?? '' }, pick: (b) => item(b, 'delivery'), sent: () => ({}) }],
  'sessions.withdrawDelivery': (_a, params) => [{ route: listSessionFinals, params: { sessionId: params.sessionId ?? '' }, pick: (b) => item(b, 'delivery'), sent: () => ({}) }],
  'billing.putSettings': () => [{ route: getBillingSettings, params: {}, pick: (b) => item(b, 'settings') }],
  'billing.createQuote': (a) => [documentRead(text(item(a, 'document'), 'documentId'))],
  'billing.updateQuote': (a) => [documentRead(text(item(a, 'document'), 'documentId'))],
  'billing.issueInvoice': (a) => [documentRead(text(item(a, 'document'), 'documentId'))],
  // The rectifying invoice holds the body's text (reason, lines, notes); the original only links to it.
  'billing.rectifyInvoice': (a) => [documentRead(text(item(a, 'invoice'), 'documentId'))],
  // The F3 holds the body's text (the client); the replaced invoices only link to it.
  'billing.substituteInvoices': (a) => [documentRead(text(item(a, 'invoice'), 'documentId'))],
  'billing.cancelInvoice': (a) => [documentRead(text(item(a, 'document'), 'documentId'))],
  'billing.updateInvoiceNotes': (a) => [documentRead(text(item(a, 'document'), 'documentId'))],
  'billing.convertQuote': (a) => [documentRead(text(item(a, 'invoice'), 'documentId'))],
  // No body: billing.test.ts checks status changes.
  'billing.markInvoiceSent': () => [],
  'billing.markInvoicePaid': (_a, params) => [documentRead(params.invoiceId ?? '')],
  'billing.markInvoiceUnpaid': () => [],
  // No body: the quote it makes is checked by billing-send-to-invoicing.test.ts.
  'billing.sendSessionToInvoicing': () => [],
  // No body: the invoice it issues is checked by billing-session-simplified.test.ts.
  'billing.issueSessionSimplifiedInvoice': () => [],
  // Stores nothing but the status (a draft becomes sent): billing-documents.test.ts reads the mail back.
  'billing.emailDocument': () => [],
  // What the certificate says of itself reads back; the file and password never do (NOT_READ_BACK).
  'billing.uploadSubmissionCertificate': () => [],
  'billing.setVerifactuSubmission': () => [{ route: getVerifactuSubmission, params: {}, pick: (b) => ({ enabled: (b as { enabled: boolean }).enabled }) }],
  // The correction record names the corrected recipient: the Verification tab's last record reads it back.
  'billing.correctInvoiceRecord': (_a, params) => [
    {
      route: getInvoiceVerification,
      params: { invoiceId: params.invoiceId ?? '' },
      pick: (b) => (list(b, 'records').at(-1)?.recipient ?? {}) as Json,
      sent: (body) => item(body, 'recipient'),
    },
  ],
  // The payment ledger and the public page (issue 25 point 2): a payment reads back in the invoice's list; the link's expiry on the invoice.
  'billing.recordInvoicePayment': (_a, params) => [{ route: listInvoicePayments, params: { invoiceId: params.invoiceId ?? '' }, pick: (b) => list(b, 'payments')[0] }],
  'billing.deleteInvoicePayment': () => [],
  // The refund question's answer reads back on its payment in the invoice's ledger.
  'billing.answerRefundQuestion': (_a, params) => [
    { route: listInvoicePayments, params: { invoiceId: params.invoiceId ?? '' }, pick: (b) => (list(b, 'payments').find((p) => text(p, 'paymentId') === params.paymentId)?.refundAnswer ?? {}) as Json },
  ],
  'billing.shareInvoiceLink': (_a, params) => [{ route: getDocument, params: { documentId: params.invoiceId ?? '' }, pick: (b) => item(item(b, 'document'), 'publicLink') }],
  'billing.revokeInvoiceLink': () => [],
  'billing.shareQuoteLink': (_a, params) => [{ route: getDocument, params: { documentId: params.quoteId ?? '' }, pick: (b) => item(item(b, 'document'), 'publicLink') }],
  'billing.revokeQuoteLink': () => [],
  'billing.setVerifactuRepresentation': () => [{ route: getVerifactuSubmission, params: {}, pick: (b) => ({ byOperator: (b as { representedByOperator: boolean }).representedByOperator }) }],
  'crm.createRelationship': (a) => {
    const link = item(a, 'relationship');
    return [
      {
        route: listRelationships,
        params: { contactId: text(link, 'contactId') },
        pick: findBy('relationshipId', text(link, 'relationshipId'), 'relationships'),
      },
    ];
  },
  'agreements.createTemplate': (a) => [templateRead(a)],
  'agreements.updateTemplate': (a) => [templateRead(a)],
  'agreements.create': (a) => [agreementRead(a)],
  'agreements.update': (a) => [agreementRead(a)],
  // No body: agreements.test.ts checks the sent state, the links and the mails.
  'agreements.send': () => [],
  'agreements.withdraw': () => [],
  // The lifecycle's: agreement-lifecycle.test.ts checks the reminders, the expiry and the links.
  'agreements.remind': () => [],
  'agreements.extend': (a) => [agreementRead(a)],
  'agreements.resend': (a) => [agreementRead(a)],
  // The countersignature's name reads back on the agreement (agreement-countersign.test.ts checks the signature in its PDF).
  'agreements.countersign': (a) => [
    { route: getAgreement, params: { agreementId: text(item(a, 'agreement'), 'agreementId') }, pick: (b) => ({ name: item(b, 'agreement').studioSignatureName }), sent: (body) => ({ name: (body as Json).name }) },
  ],
};
const templateRead = (a: unknown): Read => ({
  route: getTemplate,
  params: { templateId: text(item(a, 'template'), 'templateId') },
  pick: (b) => item(b, 'template'),
});
const agreementRead = (a: unknown): Read => ({
  route: getAgreement,
  params: { agreementId: text(item(a, 'agreement'), 'agreementId') },
  pick: (b) => item(b, 'agreement'),
});
/** A link is read back on the session whose path it was written on. */
const shareLinkRead = (_a: unknown, params: Record<string, string>): Read => ({
  route: getShareLink,
  params: { sessionId: params.sessionId ?? '' },
  pick: (b) => item(b, 'link'),
});
const sessionRead = (a: unknown): Read => ({
  route: getSession,
  params: { sessionId: text(item(a, 'session'), 'sessionId') },
  pick: (b) => item(b, 'session'),
});
/** A ticket's key names its session: originals/<photographer>/sessions/<session>/<image>.<ext>. */
const imageReads = (a: unknown, set: 'images' | 'finals' = 'images'): Read[] =>
  list(a, 'tickets').flatMap((ticket, index) => {
    const { upload: post, multipart } = ticket as { upload?: { key: string; imageId: string } | null; multipart?: { key: string; imageId: string } | null };
    const upload = post ?? multipart;
    if (!upload) return [];
    const sessionId = upload.key.split('/')[3] ?? '';
    const sent = (b: unknown) => list(b, 'files')[index];
    return [{ route: set === 'images' ? listSessionImages : listSessionFinals, params: { sessionId }, pick: findBy('imageId', upload.imageId, set), sent }];
  });
const productRead = (a: unknown): Read => ({
  route: getProduct,
  params: { productId: text(item(a, 'product'), 'productId') },
  pick: (b) => item(b, 'product'),
});
const packageRead = (a: unknown): Read => ({
  route: getPackage,
  params: { packageId: text(item(a, 'package'), 'packageId') },
  pick: (b) => item(b, 'package'),
});
const commentRead = (a: unknown): Read => ({
  route: listComments,
  params: {},
  pick: findBy('commentId', text(item(a, 'comment'), 'commentId'), 'comments'),
});
const contactRead = (contactId: string): Read => ({ route: getContact, params: { contactId }, pick: (b) => item(b, 'contact') });
const documentRead = (documentId: string): Read => ({ route: getDocument, params: { documentId }, pick: (b) => item(b, 'document') });

/** Writes whose body READ_BACK reads nowhere (the reason with each entry there). */
const NOT_READ_BACK = new Set(['billing.uploadSubmissionCertificate', 'media.createUpload', 'sessions.recordImagePart', 'sessions.removeImages', 'sessions.recordFinalPart', 'sessions.removeFinals', 'sessions.sendEmail', 'sessions.extendShareLink', 'billing.emailDocument', 'account.sendFeedback', 'account.askAssistant']);

const documentPricing: Record<string, FieldView> = { irpfRatePercent: { read: (d) => (d as { irpf: { ratePercent: number } | null }).irpf?.ratePercent ?? null } };

/** Fields of a write's body that its read-back shows elsewhere or in another form (by path pattern; see FieldView). */
const SHOWN_AS: Record<string, Record<string, FieldView>> = {
  // The file's declared type, size and hash are checked when the upload is made and the file
  // stored; the image shows what the image function found instead.
  'sessions.createImageUploads': { contentType: null, sizeBytes: null, sha256: null },
  'sessions.createFinalUploads': { contentType: null, sizeBytes: null, sha256: null },
  // The import's own column names.
  'crm.importContacts': { first_name: 'firstName', last_name: 'lastName', 'address.postal_code': 'address.postalCode' },
  'sessions.setShareLinkStatus': { active: { read: (link) => (link as { status: string }).status === 'active' } },
  'billing.putSettings': { iban: { stored: (iban) => String(iban).replace(/\s/g, '') } },
  'billing.createQuote': documentPricing,
  'billing.updateQuote': documentPricing,
  'billing.issueInvoice': documentPricing,
  'billing.rectifyInvoice': { rectificationType: 'invoiceType', method: 'rectification.method', reason: 'rectification.reason' },
  // The refund question's answer names the rectifying invoice by its id and number.
  'billing.answerRefundQuestion': { rectifyingInvoiceId: 'rectifyingInvoice.documentId' },
  // The chosen invoices show as the F3's `substitutes`.
  'billing.substituteInvoices': { 'invoiceIds[]': { read: (d) => (d as { substitutes: { documentId: string }[] }).substitutes[0]?.documentId } },
  'billing.cancelInvoice': { reason: 'cancelReason' },
  'billing.markInvoicePaid': { paidDate: 'paidAt' },
  // The version edited is the one before the version the edit made.
  'agreements.updateTemplate': { baseVersion: { read: (t) => (t as { version: number }).version - 1 } },
};

/** Which of a read's answer is the caller's own data, and what it must be. */
const OWN_DATA: Record<string, { idsIn: (body: unknown) => string[]; expected: (ids: Ids, user: TestUser) => string[] }> = {
  'account.getMe': {
    idsIn: (b) => [text(item(b, 'photographer'), 'id'), text(item(b, 'photographer'), 'email')],
    expected: (_ids, user) => [user.sub, user.email],
  },
  // The fixture's notification names its session.
  'account.listNotifications': {
    idsIn: (b) => list(b, 'notifications').flatMap((n) => [text(n, 'notificationId'), text(n, 'sessionId')]),
    expected: (ids) => [ids.notificationId, ids.sessionId],
  },
  'account.getNotificationStatus': { idsIn: () => [], expected: () => [] },
  // The fixture's session holds the image the image function made ready.
  'account.getStorage': { idsIn: (b) => list(b, 'sessions').map((s) => text(s, 'sessionId')), expected: (ids) => [ids.sessionId] },
  // Its orders name the fixtures' two quotes (no session: the session's place in the calendar depends on today's date).
  'account.getDashboard': {
    idsIn: (b) => list(b, 'recentOrders').flatMap((o) => (text(o, 'kind') === 'quote' ? [text(o, 'documentId')] : [])),
    expected: (ids) => [ids.quoteId, ids.documentId],
  },
  // The caller's own job, or none; it names no fixture id.
  'account.getAccountExport': { idsIn: () => [], expected: () => [] },
  // The caller's own closure, or none (it names their own address only).
  'account.getAccountClosure': { idsIn: () => [], expected: () => [] },
  'catalog.listProducts': { idsIn: (b) => list(b, 'products').map((p) => text(p, 'productId')), expected: (ids) => [ids.productId] },
  'catalog.getProduct': { idsIn: (b) => [text(item(b, 'product'), 'productId')], expected: (ids) => [ids.productId] },
  'catalog.listPackages': { idsIn: (b) => list(b, 'packages').map((p) => text(p, 'packageId')), expected: (ids) => [ids.packageId] },
  'catalog.getPackage': { idsIn: (b) => [text(item(b, 'package'), 'packageId')], expected: (ids) => [ids.packageId] },
  'catalog.listComments': { idsIn: (b) => list(b, 'comments').map((c) => text(c, 'commentId')), expected: (ids) => [ids.commentId] },
  // The example asks for leads; both contacts of the fixtures are leads.
  'crm.listContacts': {
    idsIn: (b) => list(b, 'rows').map((c) => text(c, 'contactId')),
    expected: (ids) => [ids.contactId, ids.relatedContactId],
  },
  'crm.getContact': { idsIn: (b) => [text(item(b, 'contact'), 'contactId')], expected: (ids) => [ids.contactId] },
  'crm.listRelationships': {
    idsIn: (b) => list(b, 'relationships').map((r) => text(r, 'relationshipId')),
    expected: (ids) => [ids.relationshipId],
  },
  'sessions.list': { idsIn: (b) => list(b, 'sessions').map((x) => text(x, 'sessionId')), expected: (ids) => [ids.sessionId] },
  'sessions.get': {
    idsIn: (b) => [text(item(b, 'session'), 'sessionId'), text(item(b, 'session'), 'clientId'), text(item(b, 'package'), 'packageId')],
    expected: (ids) => [ids.sessionId, ids.clientId, ids.packageId],
  },
  // Amounts only; the session it belongs to is in the path.
  'sessions.getFinance': { idsIn: () => [], expected: () => [] },
  // Settings only; the session is in the path.
  'sessions.getDeliverySettings': { idsIn: () => [], expected: () => [] },
  // The fixture's pending final; the report names ready finals and confirmed photos only (none in the fixtures).
  'sessions.listFinals': { idsIn: (b) => list(b, 'finals').map((i) => text(i, 'imageId')), expected: (ids) => [ids.finalId] },
  'sessions.listImages': { idsIn: (b) => list(b, 'images').map((i) => text(i, 'imageId')), expected: (ids) => [ids.imageId, ids.readyImageId] },
  'sessions.getShareLink': { idsIn: (b) => [text(item(b, 'link'), 'token')], expected: (ids) => [ids.linkKey] },
  // Versions and the draft of the session in the path; nothing confirmed in the fixtures.
  'sessions.listSelections': { idsIn: (b) => list(b, 'selections').map((s) => String(s.version)), expected: () => [] },
  // The caller's own settings and numbering: no ids in them.
  'billing.getSettings': { idsIn: () => [], expected: () => [] },
  'billing.getSettingsStatus': { idsIn: () => [], expected: () => [] },
  'billing.checkInvoiceNumber': { idsIn: () => [], expected: () => [] },
  // The example lists overdue invoices of a García: the fixture invoice, due in April 2026.
  // The example's filter (overdue invoices of García) holds the fixture invoice and the simplified one.
  'billing.listDocuments': { idsIn: (b) => list(b, 'rows').map((r) => text(r, 'documentId')).sort(), expected: (ids) => [ids.invoiceId, ids.simplifiedInvoiceId].sort() },
  'billing.getDocument': { idsIn: (b) => [text(item(b, 'document'), 'documentId')], expected: (ids) => [ids.documentId] },
  // The signed link's path: billing/<photographer>/documents/<document>.pdf.
  'billing.getDocumentPdf': { idsIn: (b) => fileLinkPath(b).slice(1, 4).filter((_, i) => i !== 1), expected: (ids, user) => [user.sub, `${ids.documentId}.pdf`] },
  // billing/<photographer>/exports/<file>: the example's period holds the fixture invoice.
  'billing.exportInvoices': { idsIn: (b) => [fileLinkPath(b)[1] ?? ''], expected: (_ids, user) => [user.sub] },
  'billing.getVerifactuSubmission': { idsIn: () => [], expected: () => [] },
  // B never turned VERI*FACTU on: no invoice of B's is answered.
  'billing.listInvoicePayments': { idsIn: (b) => list(b, 'payments').map((p) => text(p, 'paymentId')), expected: (ids) => [ids.paymentId] },
  'billing.listVerifactuStates': { idsIn: (b) => list(b, 'invoices').map((i) => text(i, 'invoiceId')), expected: () => [] },
  'billing.getInvoiceVerification': { idsIn: (b) => [text(b as Json, 'invoiceId')], expected: (ids) => [ids.invoiceId] },
  // billing/<photographer>/records/<invoice>-alta.xml.
  'billing.getInvoiceRecordXml': { idsIn: (b) => [fileLinkPath(b)[1] ?? '', fileLinkPath(b)[3] ?? ''], expected: (ids, user) => [user.sub, `${ids.invoiceId}-alta.xml`] },
  // billing/<photographer>/exports/<file>: the period of READ_QUERIES holds the fixture invoice's records.
  'billing.exportVerifactuRecords': { idsIn: (b) => [fileLinkPath(b)[1] ?? ''], expected: (_ids, user) => [user.sub] },
  'sessions.getCalendarFeed': { idsIn: (b) => [text(item(b, 'feed'), 'url').split('/').at(-1) ?? ''], expected: (ids) => [ids.feedToken] },
  // The Stripe connection names no fixture id (its acct_… id is Stripe's).
  'payments.getAccount': { idsIn: () => [], expected: () => [] },
  'agreements.listTemplates': { idsIn: (b) => list(b, 'templates').map((t) => text(t, 'templateId')), expected: (ids) => [ids.templateId] },
  // The product's own templates: the same for everyone, no one's data.
  'agreements.listProvidedTemplates': { idsIn: () => [], expected: () => [] },
  'agreements.getTemplate': { idsIn: (b) => [text(item(b, 'template'), 'templateId')], expected: (ids) => [ids.templateId] },
  'agreements.list': {
    idsIn: (b) => list(b, 'agreements').flatMap((x) => [text(x, 'agreementId'), text(x, 'clientId'), text(x, 'sessionId'), text(x, 'quoteId')]),
    expected: (ids) => [ids.agreementId, ids.clientId, ids.sessionId, ids.quoteId, ids.sentAgreementId, ids.clientId, ids.sessionId, ids.quoteId],
  },
  'agreements.get': {
    idsIn: (b) => [text(item(b, 'agreement'), 'agreementId'), text(item(b, 'agreement'), 'templateId'), text(item(b, 'agreement'), 'clientId')],
    expected: (ids) => [ids.agreementId, ids.templateId, ids.clientId],
  },
  // The fixture agreement is a draft: no signed PDF yet (agreement-signing.test.ts downloads one).
  'agreements.getPdf': { idsIn: (b) => ((b as { file: unknown }).file === null ? [] : ['a file']), expected: () => [] },
};

/** Queries of reads whose example cannot hold: VERI*FACTU records are generated now, not on the example's dates. */
const READ_QUERIES: Record<string, () => Record<string, string>> = {
  'billing.exportVerifactuRecords': () => ({ from: addDays(todayInMadrid(), -1), to: addDays(todayInMadrid(), 1) }),
};

/**
 * A confirmed selection of the session's ready image, as the gallery's finalize leaves it,
 * and the client's billing data valid again (the markers written into it are no tax id).
 */
const confirmSelection = async (user: TestUser, ids: Ids) => {
  const client = await callRoute(updateContact, user.accessToken, { params: { contactId: ids.clientId } });
  expect(client.status, client.text).toBe(200);
  const choices = { images: [{ imageId: ids.readyImageId, products: [] }], additionalProducts: [], fullGallerySelected: false };
  const { data: session } = await db().entities.session.get({ photographerId: user.sub, sessionId: ids.sessionId }).go();
  if (!session) throw new Error('the fixture session is gone');
  const price = priceOf(choices, await pricingRecordsOf(session));
  const { changes } = await readNotificationState(user.sub);
  await db()
    .entities.sessionSelection.create({
      photographerId: user.sub,
      sessionId: ids.sessionId,
      version: 1,
      confirmedAt: new Date().toISOString(),
      choices: JSON.stringify(choices),
      lines: '{}',
      price: JSON.stringify(price),
      fileNames: JSON.stringify({ [ids.readyImageId]: 'IMG_0001.png' }),
    })
    .go();
  // The stream notifies the photographer of it: wait, so A's reads do not change under the suite.
  await eventually(async () => (await readNotificationState(user.sub)).changes > changes || undefined);
};

const reopenAgreement = async (user: TestUser, ids: Ids): Promise<void> => {
  await db()
    .entities.agreement.patch({ photographerId: user.sub, agreementId: ids.agreementId })
    .set({ status: 'sent', expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString() })
    .remove(['withdrawnAt'])
    .go();
};

/**
 * Only a multipart upload whose every part is stored and recorded completes: as the browser
 * does, the file is selected again (its ticket continues the upload), its part stored and
 * recorded, and completed; the image function settles it before the reads are taken (the
 * write under test then completes it again, which changes nothing). For the images or the finals.
 */
const completeMultipart = async (user: TestUser, ids: Ids, set: 'images' | 'finals') => {
  const entity = set === 'images' ? db().entities.sessionImage : db().entities.sessionFinal;
  const imageId = set === 'images' ? ids.imageId : ids.finalId;
  const [ticketsRoute, partRoute, completeRoute] = set === 'images' ? [createImageUploads, recordImagePart, completeImageUpload] : [createFinalUploads, recordFinalPart, completeFinalUpload];
  const idParam: Record<string, string> = set === 'images' ? { imageId } : { finalId: imageId };
  const { data: image } = await entity.get({ photographerId: user.sub, sessionId: ids.sessionId, imageId }).go({ consistent: true });
  if (!image) throw new Error('no pending multipart image');
  // The part recorded by the record route's example names no stored bytes: forgotten, so the ticket asks for it.
  if (image.uploadedParts?.length) {
    await entity.patch({ photographerId: user.sub, sessionId: ids.sessionId, imageId }).delete({ uploadedParts: image.uploadedParts }).go();
  }
  const file = { fileName: image.fileName, contentType: image.contentType, sizeBytes: image.sizeBytes, sha256: image.sha256 };
  const again = await callRoute(ticketsRoute, user.accessToken, { params: { sessionId: ids.sessionId }, body: { files: [file] } });
  const ticket = responseOf(createImageUploads, again).tickets[0]?.multipart;
  if (ticket?.imageId !== imageId) throw new Error(`the upload was not continued: ${again.text}`);
  for (const { partNumber, url } of ticket.parts) {
    const stored = await fetch(url, { method: 'PUT', body: PNG });
    const etag = stored.headers.get('etag') ?? '';
    expect(stored.status).toBe(200);
    const recorded = await callRoute(partRoute, user.accessToken, { params: { sessionId: ids.sessionId, ...idParam }, body: { partNumber, etag } });
    expect(recorded.status, recorded.text).toBe(200);
  }
  const completed = await callRoute(completeRoute, user.accessToken, { params: { sessionId: ids.sessionId, ...idParam } });
  expect(completed.status, completed.text).toBe(200);
  await eventually(async () => {
    const { data } = await entity.get({ photographerId: user.sub, sessionId: ids.sessionId, imageId }).go({ consistent: true });
    return data && data.status !== 'pending' ? data.status : undefined;
  }, 30_000);
};

/** What must hold before a write of a route can succeed (A's, and B's where it has no path). */
const BEFORE_WRITE: Record<string, (user: TestUser, ids: Ids, body: unknown) => Promise<void>> = {
  // Only a payment refunded in Stripe is asked the refund question: A's invoice gets one (a Stripe
  // payment refunded, as the payment-events consumer records it; refund-question.test.ts goes through
  // Stripe), and "the sale changed" names the rectifying invoice A issues for it.
  'billing.answerRefundQuestion': async (user, ids, body) => {
    const today = todayInMadrid();
    const issued = await callApi({ method: 'POST', path: '/api/billing/invoices', token: user.accessToken, body: documentBody({ issueDate: today, dueDate: addDays(today, 30) }) });
    expect(issued.status, issued.text).toBe(201);
    ids.invoiceId = text(item(issued.body as Json, 'document'), 'documentId');
    ids.paymentId = randomUUID();
    await db()
      .entities.invoicePayment.create({ photographerId: user.sub, documentId: ids.invoiceId, paymentId: ids.paymentId, amountCents: 100, paidOn: today, method: 'card', source: 'stripe', overpaidCents: 0, refundedCents: 100 })
      .go();
    const rectified = await callApi({
      method: 'POST',
      path: `/api/billing/invoices/${ids.invoiceId}/rectify`,
      token: user.accessToken,
      body: { ...exampleOf(rectifyInvoice).body, method: 'I', issueDate: today, products: [{ name: 'Devolución', variant: null, quantity: 1, unitPriceCents: -100, vat: { kind: 'rate', ratePercent: 21 } }] },
    });
    expect(rectified.status, rectified.text).toBe(201);
    if (typeof body === 'object' && body !== null && 'rectifyingInvoiceId' in body) Object.assign(body, { rectifyingInvoiceId: text(item(rectified.body as Json, 'invoice'), 'documentId') });
  },
  // Only a sent agreement is withdrawn; sending is the agreement token's creating route, so it is sent here.
  'agreements.withdraw': async (user, ids) => {
    const answer = await callRoute(sendAgreement, user.accessToken, { params: { agreementId: ids.agreementId } });
    expect(answer.status, answer.text).toBe(200);
  },
  // The lifecycle's routes act on a sent agreement: A's was withdrawn by the route before, so it
  // is stored sent again (agreement-lifecycle.test.ts goes through the real states).
  'agreements.remind': (user, ids) => reopenAgreement(user, ids),
  'agreements.extend': (user, ids) => reopenAgreement(user, ids),
  'agreements.resend': (user, ids) => reopenAgreement(user, ids),
  // Only an agreement every signer signed awaits the countersignature: A's is stored so, its
  // signers signed as the signing routes leave them (agreement-countersign.test.ts signs for real).
  'agreements.countersign': async (user, ids) => {
    const { data: agreement } = await db().entities.agreement.get({ photographerId: user.sub, agreementId: ids.agreementId }).go({ consistent: true });
    if (!agreement) throw new Error('the fixture agreement is gone');
    const at = new Date().toISOString();
    await db()
      .entities.agreement.patch({ photographerId: user.sub, agreementId: ids.agreementId })
      .set({
        status: 'awaitingCountersignature',
        countersign: true,
        clientsSignedAt: at,
        signers: agreement.signers.map((signer) => ({
          ...signer,
          status: 'signed' as const,
          signedAt: at,
          signedName: signer.name,
          idType: 'dni' as const,
          idNumber: '12345678Z',
          signature: JSON.stringify({ kind: 'typed', text: signer.name }),
          signedIp: '127.0.0.7',
          signedUserAgent: 'tenant-isolation',
        })),
      })
      .remove(['studioSignature'])
      .go();
  },
  // Only a connected account is read again from Stripe.
  'payments.refreshAccount': async (user) => {
    const answer = await callRoute(startOnboarding, user.accessToken, { body: { accountType: 'standard' } });
    expect(answer.status, answer.text).toBe(200);
  },
  // The confirmation's token is the one the mail carried: the request is stored with the body's.
  'account.confirmAccountClosure': async (user, _ids, body) => {
    const token = text(body as Json, 'token');
    await db()
      .entities.accountClosure.put({
        photographerId: user.sub,
        status: 'requested',
        requestedAt: new Date().toISOString(),
        emailedTo: user.email,
        tokenHash: createHash('sha256').update(token).digest('hex'),
        tokenExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      })
      .go();
  },
  // Only a multipart upload whose every part is stored and recorded completes (completeMultipart).
  'sessions.completeImageUpload': (user, ids) => completeMultipart(user, ids, 'images'),
  'sessions.completeFinalUpload': (user, ids) => completeMultipart(user, ids, 'finals'),
  // A delivery needs a ready final: the fixture's was removed by the route before, so one is stored as the image function leaves it.
  'sessions.publishDelivery': async (user, ids) => {
    const imageId = timeOrderedId();
    const originalKey = `originals/${user.sub}/sessions/${ids.sessionId}/finals/${imageId}.jpg`;
    await db()
      .entities.sessionFinal.create({ photographerId: user.sub, sessionId: ids.sessionId, imageId, fileName: 'FINAL-Edit.jpg', originalKey, contentType: 'image/jpeg', sizeBytes: 1000, sha256: 'c'.repeat(64), status: 'ready', keptKey: originalKey, locationFreeKey: originalKey, thumbhash: 'abc', width: 1, height: 1 })
      .go();
  },
  // Only a confirmed selection is sent to invoicing.
  'billing.sendSessionToInvoicing': confirmSelection,
  // A simplified invoice from the session: send-to-invoicing's pending quote (just made) is deleted first.
  'billing.issueSessionSimplifiedInvoice': async (user, ids) => {
    const { rows } = responseOf(listDocuments, await callRoute(listDocuments, user.accessToken, { query: { sessionId: ids.sessionId } }));
    for (const row of rows.filter((r) => r.kind === 'quote' && r.status === 'pending')) {
      expect((await callRoute(deleteQuote, user.accessToken, { params: { quoteId: row.documentId } })).status).toBe(200);
    }
    const { data: selections } = await db().entities.sessionSelection.query.bySession({ photographerId: user.sub, sessionId: ids.sessionId }).go({ limit: 1 });
    if (selections.length === 0) await confirmSelection(user, ids);
  },
  // Cancellation is for mistakes (issue 22 point 7): the shared invoice was marked sent and
  // rectified by the routes before, so A cancels an invoice of its own that is neither.
  'billing.cancelInvoice': async (user, ids) => {
    const today = todayInMadrid();
    const answer = await callApi({ method: 'POST', path: '/api/billing/invoices', token: user.accessToken, body: documentBody({ issueDate: today, dueDate: addDays(today, 30) }) });
    expect(answer.status, answer.text).toBe(201);
    ids.invoiceId = text(item(answer.body as Json, 'document'), 'documentId');
  },
  // Only a record the AEAT refused is corrected: A issues an invoice whose record the AEAT answered Incorrecto.
  'billing.correctInvoiceRecord': async (user, ids) => {
    const today = todayInMadrid();
    const answer = await callApi({ method: 'POST', path: '/api/billing/invoices', token: user.accessToken, body: documentBody({ issueDate: today, dueDate: addDays(today, 30) }) });
    expect(answer.status, answer.text).toBe(201);
    ids.invoiceId = text(item(answer.body as Json, 'document'), 'documentId');
    const { data: settings } = await db().entities.billingSettings.get({ photographerId: user.sub }).go();
    const record = (await chainRecords(user.sub, settings?.taxId ?? '')).find((r) => r.documentId === ids.invoiceId);
    if (!record) throw new Error('no record of the invoice');
    const { changes } = await readNotificationState(user.sub);
    const { photographerId, issuerNif, position, documentId } = record;
    await db().entities.verifactuAnswer.put({ photographerId, issuerNif, position, documentId, state: 'Incorrecto', errorCode: 1110, errorText: 'El NIF no está identificado en el censo de la AEAT.', answeredAt: new Date().toISOString() }).go();
    // The stream tells A of the refusal: wait, so A's reads do not change under the suite.
    await eventually(async () => (await readNotificationState(user.sub)).changes > changes || undefined);
  },
  // "Mark unpaid" (before it in the table) deleted the fixture's payment, on an invoice later cancelled: A records one on a new invoice.
  'billing.deleteInvoicePayment': async (user, ids) => {
    const today = todayInMadrid();
    const issued = await callApi({ method: 'POST', path: '/api/billing/invoices', token: user.accessToken, body: documentBody({ issueDate: today, dueDate: addDays(today, 30) }) });
    expect(issued.status, issued.text).toBe(201);
    ids.invoiceId = text(item(issued.body as Json, 'document'), 'documentId');
    const paid = await callRoute(recordInvoicePayment, user.accessToken, { params: { invoiceId: ids.invoiceId }, body: { amountCents: 100, method: 'cash' } });
    expect(paid.status, paid.text).toBe(200);
    ids.paymentId = text(list(paid.body, 'payments')[0] ?? {}, 'paymentId');
  },
  // Only a confirmed selection reopens: the link is closed as a confirmation leaves it.
  'sessions.reopenSelection': async (user, ids) => {
    await db().entities.shareLink.patch({ photographerId: user.sub, sessionId: ids.sessionId }).set({ closedAt: new Date().toISOString() }).go();
  },
};

const isWrite = (route: AnyRoute) => route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
const photographerRoutes = routeTable.filter((r) => r.auth === 'photographer');
const withPath = photographerRoutes.filter((r) => r.path.includes('{'));
const reads = photographerRoutes.filter((r) => r.method === 'GET');
const creatingRoutes = new Set(Object.values(ID_FIXTURES).map((f) => f.createdBy.id));
const idFieldCases = photographerRoutes.flatMap((route) =>
  Object.keys(ID_FIELDS_IN_BODIES[route.id]?.fields ?? {}).map((field) => [`${route.id} ${field}`, route, field] as const),
);

/** Signed media URLs carry their expiry: compare what they point at. */
/** A signed file link ({ url, fileName, expiresAt }) is made anew on every read, expiry included. */
const isSignedFile = (value: unknown): value is { expiresAt: unknown } =>
  typeof value === 'object' && value !== null && 'url' in value && 'fileName' in value && 'expiresAt' in value;

const withoutSignatures = (body: unknown): unknown =>
  JSON.parse(JSON.stringify(body), (key, value: unknown) => {
    if (/(^u|U)rl$/.test(key) && typeof value === 'string') return value.split('?')[0];
    if (isSignedFile(value)) return { ...value, expiresAt: 'signed on read' };
    return value;
  });

const expectNothingOf = (owner: TestUser, answer: ApiAnswer, context: string) => {
  expect(answer.text, `${context}: A's marker`).not.toContain(MARKER);
  expect(answer.text, `${context}: A's id`).not.toContain(owner.sub);
  expect(answer.text, `${context}: A's email`).not.toContain(owner.email);
};

describe('the fixtures cover every route of the table', () => {
  it('names an id kind with a fixture for every path parameter', () => {
    for (const route of withPath) expect(() => pathKinds(route), route.id).not.toThrow();
    for (const route of withPath) expect(() => notFoundOf(route), route.id).not.toThrow();
  });

  it('declares every id a request body can carry, with its refusal', () => {
    const undeclared = photographerRoutes.filter(isWrite).flatMap((r) => undeclaredIdFields(r).map((f) => `${r.id} ${f}`));
    expect(undeclared, 'add these to ID_FIELDS_IN_BODIES in functions/test/support/tenant-data.ts').toEqual([]);
  });

  it('creates every id kind with a route of the table', () => {
    for (const kind of ID_KINDS) expect(routeTable, kind).toContain(ID_FIXTURES[kind].createdBy);
  });

  it('says where every write is read back and what every read must show its caller', () => {
    expect(photographerRoutes.filter(isWrite).filter((r) => !READ_BACK[r.id]).map((r) => r.id), 'add them to READ_BACK').toEqual([]);
    expect(reads.filter((r) => !OWN_DATA[r.id]).map((r) => r.id), 'add them to OWN_DATA').toEqual([]);
  });
});

describe('tenant isolation over every photographer route', () => {
  let a: TestUser;
  let b: TestUser;
  let idsOfA: Ids;
  let idsOfB: Ids;
  const readsOfA = new Map<string, unknown>();

  /** Reads back what a write stored and checks it kept every value of the body: every marker, enum, flag, number and date. */
  const expectStored = async (write: { route: AnyRoute; body: unknown; answer: ApiAnswer; tokens: string[]; params: Record<string, string> }) => {
    const readBack = READ_BACK[write.route.id]?.(write.answer.body, write.params) ?? [];
    if (readBack.length === 0 && writtenValues(write.body).length > 0 && !NOT_READ_BACK.has(write.route.id)) {
      throw new Error(`${write.route.id} wrote values that READ_BACK never reads`);
    }
    const stored = await Promise.all(
      readBack.map(async (read) => {
        const answer = await callRoute(read.route, a.accessToken, { params: read.params });
        expect(answer.status, `${read.route.id} after ${write.route.id}: ${answer.text}`).toBe(200);
        const picked = read.pick(answer.body);
        const sent = read.sent ? read.sent(write.body) : write.body;
        return { picked, unstored: unstoredValues(sent, picked, SHOWN_AS[write.route.id]).map((u) => ({ ...u, in: read.route.id })) };
      }),
    );
    const storedText = JSON.stringify(stored.map((s) => s.picked));
    const lost = write.tokens.filter((token) => !storedText.includes(token));
    expect(lost, `${write.route.id}: markers missing from the stored item ${storedText}`).toEqual([]);
    expect(stored.flatMap((s) => s.unstored), `${write.route.id}: values of the body not read back as sent`).toEqual([]);
  };

  const readAs = (user: TestUser, route: AnyRoute, ids: Ids) =>
    callRoute(route, user.accessToken, { params: paramsWith(route, ids), query: READ_QUERIES[route.id]?.() });

  beforeAll(async () => {
    [a, b] = await Promise.all([createPhotographer('tenant-a'), createPhotographer('tenant-b')]);
    [{ ids: idsOfA }, { ids: idsOfB }] = await Promise.all([
      createTenantData(a.accessToken, { marking: markings, afterEach: expectStored }),
      createTenantData(b.accessToken),
    ]);
    // A also goes through every other write of the table, each body marked and read back.
    for (const route of photographerRoutes.filter((r) => isWrite(r) && !creatingRoutes.has(r.id))) {
      const marking = markings();
      const body = bodyFor(route, ownIds(route, idsOfA), marking);
      await BEFORE_WRITE[route.id]?.(a, idsOfA, body);
      const params = paramsWith(route, idsOfA);
      const answer = await callRoute(route, a.accessToken, { params, body });
      expect(answer.status, `${route.id} as A: ${answer.text}`).toBe(route.successStatus);
      await expectStored({ route, body, answer, tokens: marking.tokens, params });
    }
    for (const route of reads) {
      const answer = await readAs(a, route, idsOfA);
      expect(answer.status, `${route.id} as A: ${answer.text}`).toBe(200);
      readsOfA.set(route.id, withoutSignatures(answer.body));
    }
  });

  it.each(reads.map((r) => [r.id, r] as const))("%s shows B exactly B's own data", async (_id, route) => {
    const answer = await readAs(b, route, idsOfB);
    expect(answer.status, answer.text).toBe(200);
    const own = OWN_DATA[route.id];
    expect(own, `no OWN_DATA for ${route.id}`).toBeDefined();
    expect(own?.idsIn(answer.body).sort()).toEqual(own?.expected(idsOfB, b).sort());
    expectNothingOf(a, answer, route.id);
  });

  it.each(withPath.map((r) => [r.id, r] as const))("%s answers B's call on A's ids with its 404", async (_id, route) => {
    const answer = await callRoute(route, b.accessToken, {
      params: paramsWith(route, idsOfA),
      body: isWrite(route) ? bodyFor(route, ownIds(route, idsOfB)) : undefined,
    });
    expect({ status: answer.status, code: errorCodeOf(answer) }, answer.text).toEqual({ status: 404, code: notFoundOf(route) });
    expectNothingOf(a, answer, route.id);
  });

  it.each(idFieldCases)("%s: B naming A's id in its own body is refused", async (_name, route, field) => {
    const declared = ID_FIELDS_IN_BODIES[route.id]?.fields[field];
    if (!declared) throw new Error(`${route.id} ${field} is not declared`);
    const ownOfB = ownIds(route, idsOfB);
    const body = bodyFor(route, (name, kind) => (name === field ? idsOfA[kind] : ownOfB(name, kind)));
    const answer = await callRoute(route, b.accessToken, { params: paramsWith(route, idsOfB), body });
    expect({ status: answer.status, code: errorCodeOf(answer) }, answer.text).toEqual(declared.refusal);
    expectNothingOf(a, answer, route.id);
  });

  it.each(photographerRoutes.filter((r) => isWrite(r) && !r.path.includes('{')).map((r) => [r.id, r] as const))(
    "%s, written by B with its own data, answers with nothing of A's",
    async (_id, route) => {
      const body = bodyFor(route, ownIds(route, idsOfB));
      await BEFORE_WRITE[route.id]?.(b, idsOfB, body);
      const answer = await callRoute(route, b.accessToken, { body });
      expect(answer.status, answer.text).toBe(route.successStatus);
      expectNothingOf(a, answer, route.id);
    },
  );

  it("leaves A's data as it was after B called every route", async () => {
    for (const route of reads) {
      const answer = await readAs(a, route, idsOfA);
      expect(withoutSignatures(answer.body), route.id).toEqual(readsOfA.get(route.id));
    }
  });
});

// Generated from the route table's share-link routes: a link's holder reaches its own session
// and nothing else. P has sessions X and Y, each shared; Q has its own. On X's link, every
// route answers with nothing of Y or Q, bodies naming their images are refused, their
// download jobs are not found; a closed, a disabled and an expired link read and write nothing.
describe('share-link isolation over every share-link route', () => {
  const shareLinkRoutes = routeTable.filter((r) => r.auth === 'shareLink');
  /** The delivery gallery's routes (issue 28 point 4): open only while the session's delivery is; their own block below. */
  const isDeliveryRoute = (route: AnyRoute) => route.path.startsWith('/api/gallery/{linkKey}/delivery');
  const withChoices = (route: AnyRoute) => 'images' in (exampleOf(route).body as Record<string, unknown>);
  let p: TestUser;
  let q: TestUser;
  let idsOfP: Ids;
  let idsOfQ: Ids;
  /** Second session of P, shared too. */
  let y: { sessionId: string; linkKey: string; imageId: string; downloadId: string };

  const choicesOf = (imageIds: string[]) => ({
    images: imageIds.map((imageId) => ({ imageId, products: [], comment: `nota ${MARKER}` })),
    additionalProducts: [],
    fullGallerySelected: false,
    generalComment: null,
  });
  /** A body for the route on a link whose own image is `imageId`. */
  const holderBody = (route: AnyRoute, imageIds: string[]) => (withChoices(route) ? choicesOf(imageIds) : exampleOf(route).body);
  const call = (route: AnyRoute, params: Record<string, string>, body?: unknown) =>
    callRoute(route, undefined, { params, body: isWrite(route) ? body : undefined });
  const paramsOn = (route: AnyRoute, linkKey: string, extra: Partial<Ids> = {}) => paramsWith(route, { ...idsOfP, ...extra, linkKey });
  const draftOf = async (user: TestUser, sessionId: string) =>
    (await db().entities.galleryDraft.get({ photographerId: user.sub, sessionId }).go({ consistent: true })).data?.choices;
  const sessionItems = async (user: TestUser, sessionId: string) =>
    (await db().collections.session({ photographerId: user.sub, sessionId }).go({ pages: 'all', consistent: true })).data;

  /** A further shared session of P with one ready image and a saved draft. */
  const sharedSessionOfP = async () => {
    const { sessionId } = await createTestSession(p.accessToken, { title: `Y ${MARKER}` }, { clientId: idsOfP.clientId, packageId: idsOfP.packageId });
    const { imageId } = await storeImage(p.sub, sessionId);
    const link = await callApi({ method: 'POST', path: `/api/sessions/${sessionId}/share-link`, token: p.accessToken, body: { title: 'Y', durationDays: 5 } });
    const linkKey = responseOf(createShareLink, link).link.token;
    const saved = await callApi({ method: 'PUT', path: `/api/gallery/${linkKey}/draft`, body: choicesOf([imageId]) });
    expect(saved.status, saved.text).toBe(200);
    return { sessionId, linkKey, imageId };
  };

  beforeAll(async () => {
    [p, q] = await Promise.all([createPhotographer('holder-p'), createPhotographer('holder-q')]);
    [{ ids: idsOfP }, { ids: idsOfQ }] = await Promise.all([createTenantData(p.accessToken), createTenantData(q.accessToken)]);
    const shared = await sharedSessionOfP();
    const started = await call(startGalleryDownload, { linkKey: shared.linkKey });
    y = { ...shared, downloadId: responseOf(startGalleryDownload, started).download.downloadId };
    for (const [user, ids] of [[p, idsOfP], [q, idsOfQ]] as const) {
      const saved = await callApi({ method: 'PUT', path: `/api/gallery/${ids.linkKey}/draft`, body: choicesOf([ids.readyImageId]) });
      expect(saved.status, `draft of ${user.email}: ${saved.text}`).toBe(200);
    }
  });

  const othersOf = () => [y.sessionId, y.imageId, y.linkKey, y.downloadId, q.sub, q.email, idsOfQ.sessionId, idsOfQ.readyImageId, idsOfQ.downloadId];
  const expectNothingOfOthers = (answer: ApiAnswer, context: string) => {
    for (const value of othersOf()) expect(answer.text, `${context}: ${value}`).not.toContain(value);
  };
  const draftsOfOthers = async () => [await draftOf(p, y.sessionId), await draftOf(q, idsOfQ.sessionId)];

  it.each(shareLinkRoutes.map((r) => [r.id, r] as const))("%s on X's link answers with nothing of Y's or Q's", async (_id, route) => {
    const before = await draftsOfOthers();
    // Confirming would close X's link for the routes after it: its refusals are tried below.
    const body = route.id === 'gallery.finalize' ? choicesOf([]) : holderBody(route, [idsOfP.readyImageId]);
    const answer = await call(route, paramsOn(route, idsOfP.linkKey, { imageId: idsOfP.readyImageId }), body);
    expect(answer.status, answer.text).toBeLessThan(500);
    expectNothingOfOthers(answer, route.id);
    if (route.id === 'gallery.get') {
      const images = responseOf(getGallery, answer).gallery.images.map((i) => i.imageId);
      expect(images).toEqual([idsOfP.readyImageId]);
    }
    expect(await draftsOfOthers()).toEqual(before);
  });

  it.each(shareLinkRoutes.filter(withChoices).map((r) => [r.id, r] as const))("%s refuses Y's and Q's images on X's link", async (_id, route) => {
    const before = [await draftOf(p, idsOfP.sessionId), ...(await draftsOfOthers())];
    for (const foreign of [y.imageId, idsOfQ.readyImageId]) {
      const answer = await call(route, paramsOn(route, idsOfP.linkKey), choicesOf([foreign]));
      expect({ status: answer.status, code: errorCodeOf(answer) }, answer.text).toEqual({ status: 400, code: 'gallery.image_not_in_session' });
      expectNothingOfOthers(answer, route.id);
    }
    expect([await draftOf(p, idsOfP.sessionId), ...(await draftsOfOthers())]).toEqual(before);
    expect((await sessionItems(p, idsOfP.sessionId)).sessionSelection).toEqual([]);
  });

  it.each(shareLinkRoutes.filter((r) => r.path.includes('{downloadId}') && !isDeliveryRoute(r)).map((r) => [r.id, r] as const))(
    "%s: Y's and Q's download jobs are not found on X's link",
    async (_id, route) => {
      for (const downloadId of [y.downloadId, idsOfQ.downloadId]) {
        const answer = await call(route, paramsOn(route, idsOfP.linkKey, { downloadId }));
        expect({ status: answer.status, code: errorCodeOf(answer) }, answer.text).toEqual({ status: 404, code: 'gallery.download_not_found' });
        expectNothingOfOthers(answer, route.id);
      }
    },
  );

  it.each(shareLinkRoutes.filter((r) => r.path.includes('{imageId}')).map((r) => [r.id, r] as const))(
    "%s: Y's and Q's images are refused on X's link",
    async (_id, route) => {
      for (const imageId of [y.imageId, idsOfQ.readyImageId]) {
        const answer = await call(route, paramsOn(route, idsOfP.linkKey, { imageId }));
        expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
        expect(answer.status, answer.text).toBeLessThan(500);
        expectNothingOfOthers(answer, route.id);
      }
    },
  );

  describe('a link whose delivery is open', () => {
    let z: Awaited<ReturnType<typeof sharedSessionOfP>>;
    beforeAll(async () => {
      const shared = await sharedSessionOfP();
      await setPublishedDelivery(p.sub, shared.sessionId);
      const started = await call(startDeliveryDownload, { linkKey: shared.linkKey });
      // No final is ready on this session: nothing to zip, and no job written.
      expect(errorCodeOf(started), started.text).toBe('gallery.download_empty');
      z = shared;
    });

    it.each(shareLinkRoutes.filter(isDeliveryRoute).map((r) => [r.id, r] as const))("%s answers nothing of Y's or Q's, and refuses their finals and zips", async (_id, route) => {
      const answer = await call(route, paramsOn(route, z.linkKey));
      expect(answer.status, answer.text).toBeLessThan(500);
      expectNothingOfOthers(answer, route.id);
      if (route.path.includes('{finalId}')) {
        // P's other session's final and Q's: not in this delivery.
        for (const finalId of [idsOfP.finalId, idsOfQ.finalId]) {
          const refused = await call(route, paramsOn(route, z.linkKey, { finalId }));
          expect({ status: refused.status, code: errorCodeOf(refused) }, refused.text).toEqual({ status: 404, code: 'gallery.final_not_found' });
        }
      }
      if (route.path.includes('{downloadId}')) {
        // Y's proofing zip (the same photographer's other session) and Q's: not found on this link.
        for (const downloadId of [y.downloadId, idsOfQ.downloadId]) {
          const refused = await call(route, paramsOn(route, z.linkKey, { downloadId }));
          expect({ status: refused.status, code: errorCodeOf(refused) }, refused.text).toEqual({ status: 404, code: 'gallery.download_not_found' });
          expectNothingOfOthers(refused, route.id);
        }
      }
    });
  });

  describe.each([
    ['closed', { status: 410, code: 'gallery.link_closed' }],
    ['disabled', { status: 403, code: 'gallery.link_disabled' }],
    ['expired', { status: 410, code: 'gallery.link_expired' }],
  ] as const)('a %s link', (state, refusal) => {
    let link: Awaited<ReturnType<typeof sharedSessionOfP>>;
    beforeAll(async () => {
      link = await sharedSessionOfP();
      if (state === 'closed') {
        const done = await callApi({ method: 'POST', path: `/api/gallery/${link.linkKey}/finalize`, body: choicesOf([link.imageId]) });
        expect(done.status, done.text).toBe(201);
        // The confirmation's stream reaction mails the client their copy and marks it on the
        // selection (gallery/workers/selection-receipt.ts): wait for it, so the comparisons
        // below see only what the refused calls did.
        await eventually(async () => ((await sessionItems(p, link.sessionId)).sessionSelection[0]?.receiptSentAt ? true : undefined), 30_000);
      } else if (state === 'disabled') {
        const off = await callApi({ method: 'POST', path: `/api/sessions/${link.sessionId}/share-link/status`, token: p.accessToken, body: { active: false } });
        expect(off.status, off.text).toBe(200);
      } else {
        await db().entities.shareLink.patch({ photographerId: p.sub, sessionId: link.sessionId }).set({ validUntil: new Date(Date.now() - 60_000).toISOString() }).go();
      }
    });

    it.each(shareLinkRoutes.map((r) => [r.id, r] as const))('%s reads nothing and writes nothing', async (_id, route) => {
      const before = await sessionItems(p, link.sessionId);
      const answer = await call(route, paramsOn(route, link.linkKey, { imageId: link.imageId }), holderBody(route, [link.imageId]));
      if (state === 'closed' && route.id === getConfirmedSelection.id) {
        // A link closed by its confirmation shows that selection read-only: its own session's, nothing of others.
        expect(answer.status, answer.text).toBe(200);
        expect(responseOf(getConfirmedSelection, answer).selection.photos.total).toBe(1);
        expectNothingOfOthers(answer, route.id);
      } else if (route.id === 'gallery.brand') {
        // The studio's brand for the page that says the link does not open, and nothing of the session.
        expect(answer.status, answer.text).toBe(200);
        expect(Object.keys(responseOf(getGalleryBrand, answer))).toEqual(['branding']);
        expect(answer.text).not.toContain(link.sessionId);
        expect(answer.text).not.toContain(link.imageId);
      } else {
        const expected = state === 'closed' && route.id === 'gallery.finalize' ? { status: 409, code: 'gallery.already_confirmed' } : refusal;
        expect({ status: answer.status, code: errorCodeOf(answer) }, answer.text).toEqual(expected);
      }
      const after = await sessionItems(p, link.sessionId);
      expect(after.galleryDraft).toEqual(before.galleryDraft);
      expect(after.sessionSelection).toEqual(before.sessionSelection);
      expect(after.galleryDownload).toEqual(before.galleryDownload);
      expect(after.shareLink).toEqual(before.shareLink);
    });
  });
});

// Generated from the route table's public routes: they act for nobody. Called with a
// photographer's token they answer nothing of that photographer's, and what the site's forms
// store names no photographer (its keys hold no photographer id, so no tenant query reaches it).
describe('public routes act for nobody', () => {
  const publicRoutes = routeTable.filter((r) => r.auth === 'public');
  let owner: TestUser;
  let idsOfOwner: Ids;
  beforeAll(async () => {
    owner = await createPhotographer('public-caller');
    ({ ids: idsOfOwner } = await createTenantData(owner.accessToken));
  });

  /** The raw item each site form stored, from its answer. */
  const STORED_BY_SITE_FORMS: Record<string, (answer: ApiAnswer) => Promise<unknown>> = {
    [applyToBeta.id]: async (answer) =>
      (await db().entities.betaApplication.get({ applicationId: responseOf(applyToBeta, answer).applicationId }).go({ data: 'raw' })).data,
    [sendFeedback.id]: async (answer) =>
      (await db().entities.feedbackMessage.get({ messageId: responseOf(sendFeedback, answer).messageId }).go({ data: 'raw' })).data,
    [sendContactMessage.id]: async (answer) =>
      (await db().entities.contactMessage.get({ messageId: responseOf(sendContactMessage, answer).messageId }).go({ data: 'raw' })).data,
  };

  /** A form body that passes the bot check, so the route really stores something. */
  const humanBody = async (route: AnyRoute) => {
    const body = exampleOf(route).body as Record<string, unknown>;
    if (!('ticket' in body)) return body;
    const form = Object.entries(siteFormRoutes).find(([, formRoute]) => formRoute.id === route.id)?.[0] as SiteFormKind;
    const ticket = (await issueFormTicket(form, new Date(Date.now() - 10_000))).ticket;
    return { ...body, ticket, ...('email' in body ? { email: `public-${randomBytes(4).toString('hex')}@example.com` } : {}) };
  };

  it.each(publicRoutes.map((r) => [r.id, r] as const))("%s with a photographer's token answers nothing of theirs", async (_id, route) => {
    const answer = await callRoute(route, owner.accessToken, { body: isWrite(route) ? await humanBody(route) : undefined });
    expect(answer.status, answer.text).not.toBe(401);
    expect(answer.text).not.toContain(owner.sub);
    expect(answer.text).not.toContain(owner.email);
    for (const id of Object.values(idsOfOwner)) expect(answer.text, String(id)).not.toContain(String(id));
    const read = STORED_BY_SITE_FORMS[route.id];
    if (read) {
      const item = await read(answer);
      expect(item, route.id).toBeTruthy();
      expect(JSON.stringify(item)).not.toContain(owner.sub);
    }
  });
});

// Generated from the route table's signed-webhook routes: a provider's event acts only for the
// tenant its own account names (the owner lookup), never for one a body or header could name.
// Signed events for an account nobody here owns change nothing of anyone's.
describe('signed-webhook routes act only for the account the event names', () => {
  const webhookRoutes = routeTable.filter((r) => r.auth === 'signedWebhook');
  let owner: TestUser;
  let before: unknown;
  beforeAll(async () => {
    owner = await createPhotographer('webhook-bystander');
    expect((await callRoute(startOnboarding, owner.accessToken, { body: { accountType: 'express' } })).status).toBe(200);
    before = (await callRoute(getPaymentsAccount, owner.accessToken)).body;
  });

  it.each(webhookRoutes.map((r) => [r.id, r] as const))("%s with another account's event changes nothing of the photographer's", async (_id, route) => {
    const event = {
      ...(exampleOf(route).body as Record<string, unknown>),
      id: `evt_${randomBytes(8).toString('hex')}`,
      created: Math.floor(Date.now() / 1000) + 60,
      // The photographer's id where a careless handler might look for a tenant.
      data: { object: { id: 'acct_nobody', object: 'account', charges_enabled: true, payouts_enabled: true, details_submitted: true, metadata: { photographerId: owner.sub } } },
    };
    const payload = JSON.stringify(event);
    const answer = await callApi({ method: route.method, path: route.path, body: payload, headers: { 'stripe-signature': stripeSignature(payload), 'x-photographer-id': owner.sub } });
    expect(answer.status, answer.text).toBe(route.successStatus);
    expect(answer.text).not.toContain(owner.sub);
    expect((await callRoute(getPaymentsAccount, owner.accessToken)).body).toEqual(before);
  });
});

// Generated from the route table's invoice-link routes (issue 25 point 2): the holder of an
// invoice's public link reaches that invoice and nothing else. P has invoices X and Y, each shared;
// Q has its own. On X's token every route answers with X and nothing of Y or Q, and tells search
// engines not to index it; a revoked, an expired and a cancelled invoice's link open nothing.
describe('invoice-link isolation over every invoice-link route', () => {
  const invoiceLinkRoutes = routeTable.filter((r) => r.auth === 'invoiceLink');
  const today = todayInMadrid();
  let p: TestUser;
  let q: TestUser;
  const shared: Record<'x' | 'y' | 'q' | 'revoked' | 'expired' | 'cancelled', { documentId: string; token: string; marker: string }> = {} as never;

  const issueShared = async (user: TestUser, name: keyof typeof shared) => {
    const marker = `${name}${MARKER}`;
    const body = documentBody({ issueDate: today, dueDate: addDays(today, 30) });
    const issued = await callApi({ method: 'POST', path: '/api/billing/invoices', token: user.accessToken, body: { ...body, client: { ...(body.client as Json), name: marker } } });
    expect(issued.status, issued.text).toBe(201);
    const documentId = text(item(issued.body as Json, 'document'), 'documentId');
    const link = responseOf(shareInvoiceLink, await callRoute(shareInvoiceLink, user.accessToken, { params: { invoiceId: documentId }, body: {} })).link;
    shared[name] = { documentId, token: link.token, marker };
  };

  beforeAll(async () => {
    [p, q] = await Promise.all([createPhotographer('invoice-link-p'), createPhotographer('invoice-link-q')]);
    await Promise.all([completeBillingSettings(p.accessToken), completeBillingSettings(q.accessToken)]);
    // P takes payments online, so "Pagar ahora" opens a Checkout on X's link.
    await submitOnboarding(responseOf(startOnboarding, await callRoute(startOnboarding, p.accessToken, { body: { accountType: 'standard' } })).url, 'complete');
    await eventually(async () => (responseOf(getPaymentsAccount, await callRoute(getPaymentsAccount, p.accessToken)).chargesEnabled ? true : undefined));
    for (const name of ['x', 'y', 'revoked', 'expired', 'cancelled'] as const) await issueShared(p, name);
    await issueShared(q, 'q');
    expect((await callRoute(revokeInvoiceLink, p.accessToken, { params: { invoiceId: shared.revoked.documentId } })).status).toBe(200);
    const { data: expired } = await db().entities.billingDocument.get({ photographerId: p.sub, documentId: shared.expired.documentId }).go();
    await db().entities.billingDocument.patch({ photographerId: p.sub, documentId: shared.expired.documentId }).set({ publicLink: { ...expired?.publicLink, token: shared.expired.token, createdAt: expired?.publicLink?.createdAt ?? '', expiresOn: addDays(today, -1) } }).go();
    expect((await callApi({ method: 'POST', path: `/api/billing/invoices/${shared.cancelled.documentId}/cancel`, token: p.accessToken, body: {} })).status).toBe(200);
  });

  const open = (route: AnyRoute, token: string) => callRoute(route, undefined, { params: { invoiceToken: token } });

  it.each(invoiceLinkRoutes.map((r) => [r.id, r] as const))("%s on X's link answers X's invoice, nothing of Y's or Q's, and is not indexed", async (_id, route) => {
    const answer = await open(route, shared.x.token);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
    if (route.id === getInvoicePage.id) expect(answer.text).toContain(shared.x.marker);
    else if (route.id === payInvoiceOnline.id) {
      // The Checkout opened is P's payment for X.
      const sessionId = /\/(cs_\w+)/.exec(responseOf(payInvoiceOnline, answer).url)?.[1];
      const { data: payments } = await db().entities.payment.query.byPayment({ photographerId: p.sub }).go({ pages: 'all' });
      expect(payments.find((payment) => payment.checkoutSessionId === sessionId)?.purposeId).toBe(shared.x.documentId);
    } else expect(answer.text).toContain(shared.x.documentId);
    for (const other of [shared.y, shared.q]) {
      expect(answer.text).not.toContain(other.marker);
      expect(answer.text).not.toContain(other.documentId);
    }
    expect(answer.text).not.toContain(q.sub);
  });

  it.each(invoiceLinkRoutes.map((r) => [r.id, r] as const))('%s on a revoked, an expired or a cancelled invoice’s link, or an unknown token, opens nothing', async (_id, route) => {
    for (const closed of [shared.revoked, shared.expired, shared.cancelled]) {
      const answer = await open(route, closed.token);
      expect({ status: answer.status, code: errorCodeOf(answer) }, answer.text).toEqual({ status: 410, code: 'billing.invoice_link_closed' });
      expect(answer.text).not.toContain(closed.marker);
      expect(answer.text).not.toContain(closed.documentId);
    }
    const unknown = await open(route, 'a'.repeat(26));
    expect({ status: unknown.status, code: errorCodeOf(unknown) }).toEqual({ status: 404, code: 'billing.invoice_link_invalid' });
  });
});

// Generated from the route table's quote-link routes (issue 25 point 3): the holder of a quote's
// public link reaches that quote and nothing else. P has quotes X and Y (X accepted, asking a
// deposit), each shared; Q has its own. On X's token every route answers about X and nothing of Y
// or Q, and tells search engines not to index it; a revoked, an expired and a converted quote's
// links, and an unknown token (or an invoice's), open nothing.
describe('quote-link isolation over every quote-link route', () => {
  const quoteLinkRoutes = routeTable.filter((r) => r.auth === 'quoteLink');
  const today = todayInMadrid();
  let p: TestUser;
  let q: TestUser;
  let invoiceToken: string;
  const shared: Record<'x' | 'y' | 'q' | 'revoked' | 'expired' | 'converted', { documentId: string; token: string; marker: string }> = {} as never;

  const shareQuote = async (user: TestUser, name: keyof typeof shared) => {
    const marker = `${name}${MARKER}`;
    const body = documentBody({ issueDate: today, dueDate: addDays(today, 30) });
    const made = await callApi({ method: 'POST', path: '/api/billing/quotes', token: user.accessToken, body: { ...body, client: { ...(body.client as Json), name: marker }, deposit: { kind: 'percent', percent: 20 } } });
    expect(made.status, made.text).toBe(201);
    const documentId = text(item(made.body as Json, 'document'), 'documentId');
    const link = responseOf(shareQuoteLink, await callRoute(shareQuoteLink, user.accessToken, { params: { quoteId: documentId }, body: {} })).link;
    shared[name] = { documentId, token: link.token, marker };
  };
  const open = (route: AnyRoute, token: string) => callRoute(route, undefined, { params: { quoteToken: token }, ...(route.method === 'POST' ? { body: {} } : {}) });

  beforeAll(async () => {
    [p, q] = await Promise.all([createPhotographer('quote-link-p'), createPhotographer('quote-link-q')]);
    await Promise.all([completeBillingSettings(p.accessToken), completeBillingSettings(q.accessToken)]);
    for (const name of ['x', 'y', 'revoked', 'expired', 'converted'] as const) await shareQuote(p, name);
    await shareQuote(q, 'q');
    expect((await open(acceptQuote, shared.x.token)).status).toBe(200);
    expect((await callRoute(revokeQuoteLink, p.accessToken, { params: { quoteId: shared.revoked.documentId } })).status).toBe(200);
    const { data: expired } = await db().entities.billingDocument.get({ photographerId: p.sub, documentId: shared.expired.documentId }).go();
    await db().entities.billingDocument.patch({ photographerId: p.sub, documentId: shared.expired.documentId }).set({ publicLink: { ...expired?.publicLink, token: shared.expired.token, createdAt: expired?.publicLink?.createdAt ?? '', expiresOn: addDays(today, -1) } }).go();
    expect((await callApi({ method: 'POST', path: `/api/billing/quotes/${shared.converted.documentId}/convert`, token: p.accessToken, body: {} })).status).toBe(201);
    const body = documentBody({ issueDate: today, dueDate: addDays(today, 30) });
    const issued = await callApi({ method: 'POST', path: '/api/billing/invoices', token: p.accessToken, body });
    invoiceToken = responseOf(shareInvoiceLink, await callRoute(shareInvoiceLink, p.accessToken, { params: { invoiceId: text(item(issued.body as Json, 'document'), 'documentId') }, body: {} })).link.token;
  });

  it.each(quoteLinkRoutes.map((r) => [r.id, r] as const))("%s on X's link answers about X only, nothing of Y's or Q's, and is not indexed", async (_id, route) => {
    const answer = await open(route, shared.x.token);
    if (route.id === payQuoteDeposit.id) {
      // X asks a deposit and was accepted while P took no charges online, so its deposit is paid offline (issue 26 point 4): refused for that alone.
      expect({ status: answer.status, code: errorCodeOf(answer) }, answer.text).toEqual({ status: 409, code: 'billing.deposit_offline' });
    } else {
      expect(answer.status, answer.text).toBe(200);
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(answer.text).toContain(shared.x.marker);
    }
    for (const other of [shared.y, shared.q]) {
      expect(answer.text).not.toContain(other.marker);
      expect(answer.text).not.toContain(other.documentId);
    }
    expect(answer.text).not.toContain(q.sub);
  });

  it.each(quoteLinkRoutes.map((r) => [r.id, r] as const))('%s on a revoked, an expired or a converted quote’s link, or an unknown or an invoice’s token, opens nothing', async (_id, route) => {
    for (const closed of [shared.revoked, shared.expired, shared.converted]) {
      const answer = await open(route, closed.token);
      expect({ status: answer.status, code: errorCodeOf(answer) }, answer.text).toEqual({ status: 410, code: 'billing.quote_link_closed' });
      expect(answer.text).not.toContain(closed.marker);
      expect(answer.text).not.toContain(closed.documentId);
    }
    for (const token of ['a'.repeat(26), invoiceToken]) {
      const unknown = await open(route, token);
      expect({ status: unknown.status, code: errorCodeOf(unknown) }).toEqual({ status: 404, code: 'billing.quote_link_invalid' });
    }
  });
});

// Generated from the route table's agreement-link routes (issue 26 point 5): the signer holding an
// agreement's private link reaches that agreement and nothing else. P sends agreements X and Y;
// Q sends its own. On X's token every route answers with X and nothing of Y or Q, and tells search
// engines not to index it; a withdrawn and an expired agreement's links, and an unknown token, open nothing.
describe('agreement-link isolation over every agreement-link route', () => {
  const agreementLinkRoutes = routeTable.filter((r) => r.auth === 'agreementLink');
  let p: TestUser;
  let q: TestUser;
  // `declined`: the decline route's own X (declining ends an agreement, which the other routes then find closed).
  const sent: Record<'x' | 'xs' | 'y' | 'q' | 'withdrawn' | 'expired' | 'declined', { agreementId: string; token: string; marker: string; email: string }> = {} as never;

  const sendOne = async (user: TestUser, ids: Ids, name: keyof typeof sent) => {
    const marker = `${name}${MARKER}`;
    const email = `${name}-${user.sub.slice(0, 8)}-signer@example.com`;
    const draft = await callApi({ method: 'POST', path: '/api/agreements', token: user.accessToken, body: { templateId: ids.templateId, clientId: ids.clientId } });
    expect(draft.status, draft.text).toBe(201);
    const agreementId = text(item(draft.body as Json, 'agreement'), 'agreementId');
    const edited = await callApi({
      method: 'PUT',
      path: `/api/agreements/${agreementId}`,
      token: user.accessToken,
      body: { title: `Contrato ${marker}`, mergeValues: { clientName: marker }, signers: [{ name: `Firmante ${marker}`, email, language: 'es' }], expiresInDays: 5 },
    });
    expect(edited.status, edited.text).toBe(200);
    const answer = await callRoute(sendAgreement, user.accessToken, { params: { agreementId } });
    expect(answer.status, answer.text).toBe(200);
    const link = String((item(answer.body as Json, 'agreement') as { signers: { link: string }[] }).signers[0]?.link);
    sent[name] = { agreementId, token: link.split('/').at(-1) ?? '', marker, email };
  };

  beforeAll(async () => {
    [p, q] = await Promise.all([createPhotographer('agreement-link-p'), createPhotographer('agreement-link-q')]);
    const [{ ids: idsOfP }, { ids: idsOfQ }] = await Promise.all([createTenantData(p.accessToken), createTenantData(q.accessToken)]);
    for (const name of ['x', 'xs', 'y', 'withdrawn', 'expired', 'declined'] as const) await sendOne(p, idsOfP, name);
    await sendOne(q, idsOfQ, 'q');
    expect((await callRoute(withdrawAgreement, p.accessToken, { params: { agreementId: sent.withdrawn.agreementId } })).status).toBe(200);
    await db().entities.agreement.patch({ photographerId: p.sub, agreementId: sent.expired.agreementId }).set({ expiresAt: new Date(Date.now() - 60_000).toISOString() }).go();
  });

  const open = (route: AnyRoute, token: string, body?: unknown) => callRoute(route, undefined, { params: { agreementToken: token }, ...(body ? { body } : {}) });

  /** The code last mailed to a signer. */
  const mailedCode = async (email: string): Promise<string> => {
    const code = /\b(\d{6})\b/.exec((await mailsTo(email)).at(-1)?.subject ?? '')?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  };
  /** What a route needs before it can answer (signing: a verified code) and the body it is sent; signing uses its own agreement (XS), so X stays open for the others. */
  const LINK_CASES: Record<string, { on?: 'xs' | 'declined'; body?: () => Promise<unknown> }> = {
    [declineSignerAgreement.id]: { on: 'declined' },
    [verifySignCode.id]: {
      body: async () => {
        expect((await open(sendSignCode, sent.x.token)).status).toBe(200);
        return { code: await mailedCode(sent.x.email) };
      },
    },
    [signAgreement.id]: {
      on: 'xs',
      body: async () => {
        expect((await open(sendSignCode, sent.xs.token)).status).toBe(200);
        expect((await open(verifySignCode, sent.xs.token, { code: await mailedCode(sent.xs.email) })).status).toBe(200);
        return exampleOf(signAgreement).body;
      },
    },
  };

  it.each(agreementLinkRoutes.map((r) => [r.id, r] as const))("%s on X's link answers X's agreement, nothing of Y's or Q's, and is not indexed", async (_id, route) => {
    const own = sent[LINK_CASES[route.id]?.on ?? 'x'];
    const answer = await open(route, own.token, await LINK_CASES[route.id]?.body?.());
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
    if (route.id === getSignerAgreement.id) expect(answer.text).toContain(own.marker);
    for (const other of [sent.y, sent.q]) {
      expect(answer.text).not.toContain(other.marker);
      expect(answer.text).not.toContain(other.agreementId);
      expect(answer.text).not.toContain(other.token);
    }
    expect(answer.text).not.toContain(q.sub);
  });

  it.each(agreementLinkRoutes.map((r) => [r.id, r] as const))('%s on a withdrawn or an expired agreement’s link, or an unknown token, opens nothing', async (_id, route) => {
    for (const closed of [sent.withdrawn, sent.expired]) {
      const answer = await open(route, closed.token);
      expect({ status: answer.status, code: errorCodeOf(answer) }, answer.text).toEqual({ status: 410, code: 'agreements.link_closed' });
      expect(answer.text).not.toContain(closed.marker);
      expect(answer.text).not.toContain(closed.agreementId);
    }
    const unknown = await open(route, 'a'.repeat(43));
    expect({ status: unknown.status, code: errorCodeOf(unknown) }).toEqual({ status: 404, code: 'agreements.link_invalid' });
  });
});
