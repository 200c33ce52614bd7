// The ids a photographer's data is made of, which route creates each, and which request
// bodies carry them. The tenant-isolation and bad-input suites build each photographer's
// data from these fixtures, never from the order of the route table, and fail with a
// clear message when a route addresses or carries an id kind that has no fixture here.
import { UPLOAD_MAX_BYTES } from '@fotostudio/shared/constants';
import { createUpload } from '@fotostudio/shared/contracts/media';
import { createComment, createPackage, createProduct } from '@fotostudio/shared/contracts/catalog';
import { createContact, createRelationship } from '@fotostudio/shared/contracts/crm';
import { getCalendarFeed } from '@fotostudio/shared/contracts/calendar-feed';
import { createImageUploads, createSession } from '@fotostudio/shared/contracts/sessions';
import { createFinalUploads } from '@fotostudio/shared/contracts/session-finals';
import { startGalleryDownload } from '@fotostudio/shared/contracts/gallery';
import { createQuote, issueInvoice } from '@fotostudio/shared/contracts/billing/document-routes';
import { putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { createShareLink } from '@fotostudio/shared/contracts/share-links';
import { listNotifications } from '@fotostudio/shared/contracts/notifications';
import { createAgreement, createTemplate, sendAgreement } from '@fotostudio/shared/contracts/agreements';
import { recordInvoicePayment } from '@fotostudio/shared/contracts/billing/invoice-payments';
import { shareInvoiceLink } from '@fotostudio/shared/contracts/billing/invoice-page';
import { shareQuoteLink } from '@fotostudio/shared/contracts/billing/quote-page';
import { createHash } from 'node:crypto';
import { db } from '../../src/data/database.js';
import { testCertificate } from './certificates.js';
import { eventually } from './eventually.js';
import type { AnyRoute } from '@fotostudio/shared/contracts/route';
import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { callRoute, type ApiAnswer } from './api.js';
import { idFieldPaths, markFreeText, type Marking } from './contract-shape.js';
import { checkedUploadStatus, PNG, postFile } from './uploads.js';
import { parseOriginalKey } from '../../src/media/object-keys.js';
import { notify } from '../../src/notifications/notify.js';
import { decodeJwtPayload } from './jwt.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

export const ID_KINDS = [
  'profileImageKey',
  'productImageKey',
  'productId',
  'variantId',
  'packageId',
  'commentId',
  'contactId',
  'relatedContactId',
  'relationshipId',
  'clientId',
  'sessionId',
  'imageId',
  'readyImageId',
  // A pending final of the delivery's set, a multipart upload (its parts and completion have routes of their own).
  'finalId',
  'feedToken',
  'linkKey',
  'downloadId',
  'quoteId',
  'invoiceId',
  /** A simplified invoice (F2), which a full invoice (F3) may replace. */
  'simplifiedInvoiceId',
  'documentId',
  'notificationId',
  'templateId',
  'agreementId',
  // An invoice's payment and its public page's token (issue 25 point 2).
  'paymentId',
  'invoiceToken',
  // A quote's public page token (issue 25 point 3).
  'quoteToken',
  // An agreement sent to its signer, and that signer's private link token (issue 26 point 5).
  'sentAgreementId',
  'agreementToken',
] as const;
export type IdKind = (typeof ID_KINDS)[number];
export type Ids = Record<IdKind, string>;

const isIdKind = (name: string): name is IdKind => (ID_KINDS as readonly string[]).includes(name);

const field = (value: unknown, ...path: (string | number)[]): string => {
  let at: unknown = value;
  for (const step of path) at = (at as Record<string | number, unknown> | undefined)?.[step];
  if (typeof at !== 'string') throw new Error(`no string at ${path.join('.')} in ${JSON.stringify(value)}`);
  return at;
};

interface IdFixture {
  /** The route whose answer carries the new id. */
  createdBy: AnyRoute;
  /** Reads the new id from that answer. */
  idOf: (answer: unknown) => string;
  /** Set when the id comes in the answer that created another kind (a product's variants). */
  inAnswerOf?: IdKind;
  /** Kinds the creating call names in its path or body. */
  needs: readonly IdKind[];
  /** Fixes parts of the example the creation depends on (which upload). */
  body?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** The ids its creating call's path names, when not the kinds made so far (a draft of its own to send). */
  pathIds?: (ids: Partial<Ids>) => Partial<Ids>;
  /** What must hold before the call can succeed (billing setup before a quote), given the ids made so far. */
  prepare?: (token: string, ids: Partial<Ids>) => Promise<void>;
  /** What must follow the call for the id to be usable (the file of an upload). */
  complete?: (answer: unknown) => Promise<void>;
  /** The answer to a caller who addresses an id of this kind that is not theirs. */
  notFound?: ErrorCode;
}

const uploadFixture = (purpose: 'profilePhoto' | 'productImage'): IdFixture => ({
  createdBy: createUpload,
  idOf: (answer) => field(answer, 'key'),
  needs: [],
  body: () => ({ purpose, contentType: 'image/png', sizeBytes: PNG.length }),
  complete: async (answer) => {
    const presigned = createUpload.response.parse(answer);
    const stored = await postFile(presigned, PNG, 'image/png');
    if (stored.status >= 300) throw new Error(`storing a ${purpose} answered ${stored.status}: ${await stored.text()}`);
    // Only a checked upload attaches (upload.not_ready until then).
    const status = await checkedUploadStatus(presigned.key);
    if (status !== 'received') throw new Error(`the image function ${status} the ${purpose} fixture`);
  },
});

/** A quote or invoice can be made only once billing setup is complete. */
const completeBillingSetup = async (token: string): Promise<void> => {
  const answer = await callRoute(putBillingSettings, token);
  if (answer.status !== 200) throw new Error(`billing settings answered ${answer.status}: ${answer.text}`);
};

const billingFixture = (route: typeof createQuote | typeof issueInvoice): IdFixture => ({
  createdBy: route,
  idOf: (answer) => field(answer, 'document', 'documentId'),
  needs: ['clientId'],
  prepare: completeBillingSetup,
  notFound: 'billing.document_not_found',
});

export const ID_FIXTURES: Record<IdKind, IdFixture> = {
  profileImageKey: uploadFixture('profilePhoto'),
  productImageKey: uploadFixture('productImage'),
  productId: {
    createdBy: createProduct,
    idOf: (answer) => field(answer, 'product', 'productId'),
    needs: ['productImageKey'],
    notFound: 'catalog.product_not_found',
  },
  variantId: {
    createdBy: createProduct,
    inAnswerOf: 'productId',
    idOf: (answer) => field(answer, 'product', 'variants', 0, 'variantId'),
    needs: [],
  },
  packageId: {
    createdBy: createPackage,
    idOf: (answer) => field(answer, 'package', 'packageId'),
    needs: ['productId', 'variantId'],
    notFound: 'catalog.package_not_found',
  },
  commentId: {
    createdBy: createComment,
    idOf: (answer) => field(answer, 'comment', 'commentId'),
    needs: [],
    notFound: 'catalog.comment_not_found',
  },
  contactId: {
    createdBy: createContact,
    idOf: (answer) => field(answer, 'contact', 'contactId'),
    needs: [],
    notFound: 'crm.contact_not_found',
  },
  relatedContactId: {
    createdBy: createContact,
    idOf: (answer) => field(answer, 'contact', 'contactId'),
    needs: [],
    notFound: 'crm.contact_not_found',
  },
  relationshipId: {
    createdBy: createRelationship,
    idOf: (answer) => field(answer, 'relationship', 'relationshipId'),
    needs: ['contactId', 'relatedContactId'],
    notFound: 'crm.relationship_not_found',
  },
  clientId: {
    createdBy: createContact,
    idOf: (answer) => field(answer, 'contact', 'contactId'),
    needs: [],
    body: (body) => ({ ...body, type: 'client' }),
    notFound: 'crm.contact_not_found',
  },
  sessionId: {
    createdBy: createSession,
    idOf: (answer) => field(answer, 'session', 'sessionId'),
    needs: ['clientId', 'packageId'],
    notFound: 'sessions.not_found',
  },
  // A pending image: its item exists from the ticket on, whether or not the file follows. A
  // camera export above the single-request size, so its ticket is a multipart upload whose
  // parts and completion have routes of their own (addressed by this id).
  imageId: {
    createdBy: createImageUploads,
    idOf: (answer) => field(answer, 'tickets', 0, 'multipart', 'imageId'),
    needs: ['sessionId'],
    body: (body) => ({ ...body, files: [{ ...(body.files as Record<string, unknown>[])[0], sizeBytes: UPLOAD_MAX_BYTES + 1 }] }),
    notFound: 'sessions.not_found',
  },
  // An image the image function made ready: a session is shared only with one.
  readyImageId: {
    createdBy: createImageUploads,
    idOf: (answer) => field(answer, 'tickets', 0, 'upload', 'imageId'),
    needs: ['sessionId'],
    body: (body) => ({
      ...body,
      files: [{ ...(body.files as Record<string, unknown>[])[0], contentType: 'image/png', sizeBytes: PNG.length, sha256: createHash('sha256').update(PNG).digest('hex') }],
    }),
    complete: async (answer) => {
      const upload = createImageUploads.response.parse(answer).tickets[0]?.upload;
      if (!upload) throw new Error(`no upload ticket for the ready image: ${JSON.stringify(answer)}`);
      const stored = await postFile(upload, PNG, 'image/png');
      if (stored.status >= 300) throw new Error(`storing a session image answered ${stored.status}: ${await stored.text()}`);
      const original = parseOriginalKey(upload.key);
      const sessionId = upload.key.split('/')[3] ?? '';
      const status = await eventually(async () => {
        const { data } = await db()
          .entities.sessionImage.get({ photographerId: original?.photographerId ?? '', sessionId, imageId: upload.imageId })
          .go({ consistent: true });
        return data && data.status !== 'pending' ? data.status : undefined;
      }, 30_000);
      if (status !== 'ready') throw new Error(`the image function left the ready-image fixture ${status}`);
    },
  },
  finalId: {
    createdBy: createFinalUploads,
    idOf: (answer) => field(answer, 'tickets', 0, 'multipart', 'imageId'),
    needs: ['sessionId'],
    body: (body) => ({ ...body, files: [{ ...(body.files as Record<string, unknown>[])[0], sizeBytes: UPLOAD_MAX_BYTES + 1 }] }),
    notFound: 'sessions.not_found',
  },
  // The share link's token: the only key a gallery holder has.
  linkKey: {
    createdBy: createShareLink,
    idOf: (answer) => field(answer, 'link', 'token'),
    needs: ['sessionId', 'readyImageId'],
    notFound: 'gallery.link_invalid',
  },
  // A zip job of the gallery, started by the link's holder.
  downloadId: {
    createdBy: startGalleryDownload,
    idOf: (answer) => field(answer, 'download', 'downloadId'),
    needs: ['linkKey'],
    notFound: 'gallery.download_not_found',
  },
  // Quotes and invoices; none names the session, which send-to-invoicing needs free of them.
  quoteId: billingFixture(createQuote),
  invoiceId: billingFixture(issueInvoice),
  simplifiedInvoiceId: {
    ...billingFixture(issueInvoice),
    // A consumer's simplified invoice of a few euros (no session, under the F2 limit).
    body: (body) => ({
      ...body,
      invoiceType: 'F2',
      irpfRatePercent: null,
      session: { title: '' },
      pricing: { sessionPriceCents: 0, includedPhotos: 0, extraPhotoPriceCents: 0, selectedImagesCount: 0, completeGallery: false, completeGalleryPriceCents: 0, sessionVat: { kind: 'rate', ratePercent: 21 } },
      products: [{ name: 'Copias', variant: null, quantity: 1, unitPriceCents: 1_000, vat: { kind: 'rate', ratePercent: 21 } }],
    }),
  },
  documentId: billingFixture(createQuote),
  // A notification of the session's confirmed selection (no route makes one: the domain's
  // notify does, as the table stream's reaction to a confirmation calls it), read from the list.
  notificationId: {
    createdBy: listNotifications,
    idOf: (answer) => field(answer, 'notifications', 0, 'notificationId'),
    needs: ['sessionId'],
    prepare: async (token, ids) => {
      const sessionId = ids.sessionId ?? '';
      await notify(String(decodeJwtPayload(token).sub), {
        content: { kind: 'selectionConfirmed', sessionId, sessionTitle: 'Sesión', clientName: 'Cliente', version: 1, imageCount: 1, fullGallery: false },
        at: new Date(),
        eventKey: `${sessionId}#fixture`,
        email: () => ({ subject: 'Selección confirmada', text: 'Selección confirmada' }),
      });
    },
    notFound: 'notifications.not_found',
  },
  // A payment recorded by hand against the invoice, and the invoice's public page token (issue 25 point 2).
  paymentId: {
    createdBy: recordInvoicePayment,
    idOf: (answer) => field(answer, 'payments', 0, 'paymentId'),
    needs: ['invoiceId'],
    notFound: 'billing.payment_not_found',
  },
  invoiceToken: {
    createdBy: shareInvoiceLink,
    idOf: (answer) => field(answer, 'link', 'token'),
    needs: ['invoiceId'],
    notFound: 'billing.invoice_link_invalid',
  },
  quoteToken: {
    createdBy: shareQuoteLink,
    idOf: (answer) => field(answer, 'link', 'token'),
    needs: ['quoteId'],
    notFound: 'billing.quote_link_invalid',
  },
  // The calendar subscription's secret, as the last segment of its URL (`<token>.ics`).
  feedToken: {
    createdBy: getCalendarFeed,
    idOf: (answer) => field(answer, 'feed', 'url').split('/').at(-1) ?? '',
    needs: [],
    notFound: 'calendar.feed_not_found',
  },
  // An agreement template, and a draft agreement made from it for the client, their session and a quote.
  templateId: {
    createdBy: createTemplate,
    idOf: (answer) => field(answer, 'template', 'templateId'),
    needs: [],
    notFound: 'agreements.template_not_found',
  },
  agreementId: {
    createdBy: createAgreement,
    idOf: (answer) => field(answer, 'agreement', 'agreementId'),
    needs: ['templateId', 'clientId', 'sessionId', 'quoteId'],
    notFound: 'agreements.not_found',
  },
  // A second agreement, sent (the first stays a draft for the draft routes), and its signer's link token.
  sentAgreementId: {
    createdBy: createAgreement,
    idOf: (answer) => field(answer, 'agreement', 'agreementId'),
    needs: ['templateId', 'clientId', 'sessionId', 'quoteId'],
    notFound: 'agreements.not_found',
  },
  agreementToken: {
    createdBy: sendAgreement,
    idOf: (answer) => field(answer, 'agreement', 'signers', 0, 'link').split('/').at(-1) ?? '',
    needs: ['sentAgreementId'],
    pathIds: (ids) => ({ agreementId: ids.sentAgreementId }),
    notFound: 'agreements.link_invalid',
  },
};

export interface Refusal {
  status: number;
  /** None when the foreign id is ignored and the call succeeds without touching it. */
  code?: ErrorCode;
}

interface IdField {
  kind: IdKind;
  /** The answer when the id is another photographer's. */
  refusal: Refusal;
  /** The owner never sends one here (a new product has no variants yet); only a foreign one is tried. */
  foreignOnly?: boolean;
}

interface BodyIds {
  fields: Record<string, IdField>;
  /** Puts the ids into a body; `id` is undefined for a field the owner leaves out. */
  put: (body: Record<string, unknown>, id: (field: string) => string | undefined) => Record<string, unknown>;
}

const uploadNotFound: Refusal = { status: 400, code: 'upload.not_found' };
const unknownProduct: Refusal = { status: 400, code: 'catalog.unknown_product' };
const unknownVariant: Refusal = { status: 400, code: 'general.validation' };

const productIds = (foreignVariantOnly: boolean): BodyIds => ({
  fields: {
    imageKey: { kind: 'productImageKey', refusal: uploadNotFound },
    'variants[].variantId': { kind: 'variantId', refusal: unknownVariant, foreignOnly: foreignVariantOnly },
  },
  put: (body, id) => {
    const variantId = id('variants[].variantId');
    const variants = (body.variants as Record<string, unknown>[]).map((v, i) => (i === 0 && variantId ? { ...v, variantId } : v));
    return { ...body, imageKey: id('imageKey'), variants };
  },
});

const packageIds: BodyIds = {
  fields: {
    'includedProducts[].productId': { kind: 'productId', refusal: unknownProduct },
    'includedProducts[].variants[].variantId': { kind: 'variantId', refusal: unknownProduct },
    forSaleProductIds: { kind: 'productId', refusal: unknownProduct },
  },
  put: (body, id) => {
    const included = id('includedProducts[].productId');
    const forSale = id('forSaleProductIds');
    return {
      ...body,
      includedProducts: [{ productId: included, variants: [{ variantId: id('includedProducts[].variants[].variantId'), quantity: 1 }] }],
      // One product is not both included and for sale: only another's id is tried here.
      forSaleProductIds: forSale && forSale !== included ? [forSale] : [],
    };
  },
};

/** The CRM client and the session a quote or invoice names (the owner names no session: see ID_FIXTURES). */
const documentIds: BodyIds = {
  fields: {
    'client.clientId': { kind: 'clientId', refusal: { status: 404, code: 'billing.client_not_found' } },
    'session.sessionId': { kind: 'sessionId', refusal: { status: 404, code: 'sessions.not_found' }, foreignOnly: true },
  },
  put: (body, id) => ({
    ...body,
    client: { ...(body.client as Record<string, unknown>), clientId: id('client.clientId') ?? null },
    session: { ...(body.session as Record<string, unknown>), sessionId: id('session.sessionId') ?? null },
  }),
};

/** Every id a request body can carry, by route id. */
export const ID_FIELDS_IN_BODIES: Record<string, BodyIds> = {
  // The refund question's "the sale changed" names the rectifying invoice issued for the invoice (issue 25 point 2).
  'billing.answerRefundQuestion': {
    fields: { rectifyingInvoiceId: { kind: 'invoiceId', refusal: { status: 404, code: 'billing.document_not_found' } } },
    put: (_body, id) => ({ answer: 'saleChanged', rectifyingInvoiceId: id('rectifyingInvoiceId') }),
  },
  'account.putMe': {
    fields: {
      photoKey: { kind: 'profileImageKey', refusal: uploadNotFound },
      logoKey: { kind: 'profileImageKey', refusal: uploadNotFound },
    },
    put: (body, id) => ({ ...body, photoKey: id('photoKey'), logoKey: id('logoKey') }),
  },
  'catalog.createProduct': productIds(true),
  'catalog.updateProduct': productIds(false),
  'catalog.createPackage': packageIds,
  'catalog.updatePackage': packageIds,
  'sessions.create': {
    fields: {
      clientId: { kind: 'clientId', refusal: { status: 404, code: 'crm.contact_not_found' } },
      packageId: { kind: 'packageId', refusal: { status: 404, code: 'catalog.package_not_found' } },
    },
    put: (body, id) => ({ ...body, clientId: id('clientId'), packageId: id('packageId') }),
  },
  'sessions.update': {
    // The owner never sends them (they are fixed); another photographer's are refused as a change.
    fields: {
      clientId: { kind: 'clientId', refusal: { status: 409, code: 'sessions.client_package_fixed' }, foreignOnly: true },
      packageId: { kind: 'packageId', refusal: { status: 409, code: 'sessions.client_package_fixed' }, foreignOnly: true },
      // The cover is looked up among the caller's session's ready photos: another's is not one of them.
      coverImageId: { kind: 'imageId', refusal: { status: 409, code: 'sessions.cover_not_ready' }, foreignOnly: true },
    },
    put: (body, id) => ({ ...body, clientId: id('clientId'), packageId: id('packageId'), coverImageId: id('coverImageId') }),
  },
  'sessions.removeImages': {
    // Ids are looked up in the caller's session only: another's are not found there and ignored.
    fields: { 'imageIds': { kind: 'imageId', refusal: { status: 200 } } },
    put: (body, id) => ({ ...body, imageIds: [id('imageIds')] }),
  },
  'sessions.removeFinals': {
    // As the images': looked up in the caller's session only, another's ignored.
    fields: { imageIds: { kind: 'finalId', refusal: { status: 200 } } },
    put: (body, id) => ({ ...body, imageIds: [id('imageIds')] }),
  },
  // The owner's message is its own text (a comment would replace the marked message); another's comment is not found.
  'sessions.createShareLink': {
    fields: { commentId: { kind: 'commentId', refusal: { status: 404, code: 'catalog.comment_not_found' }, foreignOnly: true } },
    put: (body, id) => ({ ...body, commentId: id('commentId') }),
  },
  'sessions.updateShareLink': {
    fields: { commentId: { kind: 'commentId', refusal: { status: 404, code: 'catalog.comment_not_found' }, foreignOnly: true } },
    put: (body, id) => ({ ...body, commentId: id('commentId') }),
  },
  'crm.createRelationship': {
    fields: { relatedContactId: { kind: 'relatedContactId', refusal: { status: 404, code: 'crm.related_contact_not_found' } } },
    put: (body, id) => ({ ...body, relatedContactId: id('relatedContactId') }),
  },
  'billing.createQuote': documentIds,
  'billing.updateQuote': documentIds,
  'billing.issueInvoice': documentIds,
  // Dated today: after any invoice the fixtures issued in the main series.
  'billing.substituteInvoices': {
    fields: {
      invoiceIds: { kind: 'simplifiedInvoiceId', refusal: { status: 404, code: 'billing.document_not_found' } },
      'client.clientId': { kind: 'clientId', refusal: { status: 404, code: 'billing.client_not_found' } },
    },
    put: (body, id) => ({
      ...body,
      invoiceIds: [id('invoiceIds')],
      client: { ...(body.client as Record<string, unknown>), clientId: id('client.clientId') ?? null },
      issueDate: new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' }),
    }),
  },  'agreements.create': {
    fields: {
      templateId: { kind: 'templateId', refusal: { status: 404, code: 'agreements.template_not_found' } },
      clientId: { kind: 'clientId', refusal: { status: 404, code: 'agreements.client_not_found' } },
      sessionId: { kind: 'sessionId', refusal: { status: 404, code: 'sessions.not_found' } },
      quoteId: { kind: 'quoteId', refusal: { status: 404, code: 'billing.document_not_found' } },
    },
    put: (body, id) => ({ ...body, templateId: id('templateId'), clientId: id('clientId'), sessionId: id('sessionId'), quoteId: id('quoteId') }),
  },
};

/** Text-like fields that are not free text, and why. */
export const NOT_FREE_TEXT: Record<string, ReadonlySet<string>> = {
  // A certificate file and its password: checked, stored encrypted, never read back.
  'billing.uploadSubmissionCertificate': new Set(['file', 'password']),
  // The closure mail's one-time token: compared by its hash, never stored or read back.
  'account.confirmAccountClosure': new Set(['token']),
  // Checked against the allowed image types; a marker would make it a refused type.
  'media.createUpload': new Set(['contentType']),
  'sessions.createImageUploads': new Set(['files[].contentType']),
  'sessions.createFinalUploads': new Set(['files[].contentType']),
  // The API keeps no copy of a sent message to read back; sessions-email.test.ts reads it
  // from the mail store instead.
  'sessions.sendEmail': new Set(['to', 'cc', 'subject', 'message']),
  // Stored only as a hash; `hasPassword` is what reads back.
  'sessions.createShareLink': new Set(['password']),
  'sessions.updateShareLink': new Set(['password']),
  // Checked formats (tax id, email, phone, IBAN, series): a marker would be refused.
  'billing.putSettings': new Set(['taxId', 'email', 'phone', 'series', 'rectifyingSeries', 'simplifiedSeries', 'iban']),
  'billing.createQuote': new Set(['client.email', 'client.taxId', 'client.phone', 'client.postalCode']),
  'billing.updateQuote': new Set(['client.email', 'client.taxId', 'client.phone', 'client.postalCode']),
  // The series and number are the server's to give: a typed one must be the next.
  'billing.issueInvoice': new Set(['client.email', 'client.taxId', 'client.phone', 'client.postalCode', 'series', 'number']),
  'billing.convertQuote': new Set(['series', 'number']),
  // A checked identifier: a marker would be refused.
  'billing.correctInvoiceRecord': new Set(['recipient.taxId']),
  'billing.rectifyInvoice': new Set(['number']),
  'billing.substituteInvoices': new Set(['client.email', 'client.taxId', 'client.phone', 'client.postalCode', 'series', 'number']),
  // As for a session's email: no copy is kept; billing-documents.test.ts reads the mail back.
  'billing.emailDocument': new Set(['to', 'cc', 'subject', 'message']),
  // Relayed to the support webhooks, never stored: support-webhooks.test.ts reads them from the
  // local receiver. `page` is an app path (a marker would not start with "/").
  'account.sendFeedback': new Set(['message', 'page']),
  'account.askAssistant': new Set(['message', 'page', 'history[].text']),
};

/** The kinds of a route's path parameters; a parameter without a fixture is a test-setup error. */
export const pathKinds = (route: AnyRoute): IdKind[] =>
  [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => {
    if (!isIdKind(name)) {
      throw new Error(`${route.id} addresses {${name}}, an id kind with no fixture: add it to ID_FIXTURES in functions/test/support/tenant-data.ts`);
    }
    return name;
  });

/** The path parameters of a route, filled with the given ids. */
export const paramsWith = (route: AnyRoute, ids: Partial<Ids>): Record<string, string> =>
  Object.fromEntries(
    pathKinds(route).map((kind) => {
      const id = ids[kind];
      if (id === undefined) throw new Error(`${route.id} needs a ${kind}, which was not created first`);
      return [kind, id];
    }),
  );

/**
 * The not-found code of the item a route's path addresses: its last parameter; for a
 * share-link route, the link's (the link key is resolved before anything else it names).
 */
export const notFoundOf = (route: AnyRoute): ErrorCode => {
  const kind = route.auth === 'shareLink' ? 'linkKey' : pathKinds(route).at(-1);
  const code = kind && ID_FIXTURES[kind].notFound;
  if (!code) throw new Error(`${route.id}: no not-found code for its path's ${kind ?? 'missing'} parameter in ID_FIXTURES`);
  return code;
};

/** Id-named fields of a route's body that no fixture declares (empty when all are covered). */
export const undeclaredIdFields = (route: AnyRoute): string[] => {
  const declared = new Set(Object.keys(ID_FIELDS_IN_BODIES[route.id]?.fields ?? {}));
  return idFieldPaths(route.body).filter((path) => !declared.has(path));
};

/**
 * The body a photographer sends to a route: its example (marked when a marking is given),
 * with the given ids in the id fields. `id` picks the id per field, so a test can put
 * another photographer's id into exactly one of them.
 */
/**
 * What a route's static example cannot carry: a certificate for the billing settings' example
 * NIF (every tenant's issuer NIF), made now and signed by the local AEAT's test CA.
 */
const REAL_BODY_PARTS: Record<string, () => Record<string, unknown>> = {
  'billing.uploadSubmissionCertificate': () => testCertificate({ personNif: exampleOf(putBillingSettings).body.taxId }),
};

export const bodyFor = (
  route: AnyRoute,
  id: (field: string, kind: IdKind) => string | undefined,
  marking?: Marking,
  fixBody: (body: Record<string, unknown>) => Record<string, unknown> = (body) => body,
): unknown => {
  const example = fixBody({ ...(exampleOf(route).body as Record<string, unknown>), ...REAL_BODY_PARTS[route.id]?.() });
  const marked = marking ? markFreeText(route.body, example, { ...marking, notText: NOT_FREE_TEXT[route.id] ?? marking.notText }) : example;
  const ids = ID_FIELDS_IN_BODIES[route.id];
  const body = ids ? ids.put(marked as Record<string, unknown>, (name) => {
    const declared = ids.fields[name];
    if (!declared) throw new Error(`${route.id}: ${name} is not in its ID_FIELDS_IN_BODIES entry`);
    return id(name, declared.kind);
  }) : marked;
  const parsed = route.body.safeParse(body);
  if (!parsed.success) throw new Error(`the body built for ${route.id} breaks its contract: ${parsed.error.message}\n${JSON.stringify(body)}`);
  return body;
};

/** The owner's own ids in every id field, leaving out those an owner never sends. */
export const ownIds =
  (route: AnyRoute, ids: Partial<Ids>) =>
  (name: string, kind: IdKind): string | undefined =>
    ID_FIELDS_IN_BODIES[route.id]?.fields[name]?.foreignOnly ? undefined : ids[kind];

/** Creation order from the fixtures' `needs`, whatever the order of the route table. */
export const creationOrder = (): IdKind[] => {
  const ordered: IdKind[] = [];
  const visit = (kind: IdKind, trail: IdKind[]) => {
    if (ordered.includes(kind)) return;
    if (trail.includes(kind)) throw new Error(`ID_FIXTURES needs form a cycle: ${[...trail, kind].join(' -> ')}`);
    const fixture = ID_FIXTURES[kind];
    for (const need of [...fixture.needs, ...(fixture.inAnswerOf ? [fixture.inAnswerOf] : [])]) visit(need, [...trail, kind]);
    ordered.push(kind);
  };
  for (const kind of ID_KINDS) visit(kind, []);
  return ordered;
};

export interface Creation {
  route: AnyRoute;
  kinds: IdKind[];
  body: unknown;
  answer: ApiAnswer;
  params: Record<string, string>;
  /** The markers the body carries. */
  tokens: string[];
}

/**
 * Creates one item of every id kind for a photographer, in fixture order, each call
 * checked for its exact success status. With a marking, every free-text field is marked
 * and `afterEach` can read the item back before anything else changes it.
 */
export const createTenantData = async (
  token: string,
  { marking, afterEach }: { marking?: () => Marking; afterEach?: (creation: Creation) => Promise<void> } = {},
): Promise<{ ids: Ids; creations: Creation[] }> => {
  const ids: Partial<Ids> = {};
  const creations: Creation[] = [];
  for (const kind of creationOrder()) {
    const fixture = ID_FIXTURES[kind];
    if (fixture.inAnswerOf) {
      const source = creations.find((c) => c.kinds.includes(fixture.inAnswerOf as IdKind));
      if (!source) throw new Error(`${kind} comes in the answer that created ${fixture.inAnswerOf}, which did not happen`);
      ids[kind] = fixture.idOf(source.answer.body);
      source.kinds.push(kind);
      continue;
    }
    const route = fixture.createdBy;
    const marks = marking?.();
    const body = bodyFor(route, ownIds(route, ids), marks, fixture.body);
    const params = paramsWith(route, { ...ids, ...fixture.pathIds?.(ids) });
    await fixture.prepare?.(token, ids);
    const answer = await callRoute(route, token, { params, body });
    if (answer.status !== route.successStatus) {
      throw new Error(`creating a ${kind} with ${route.id} answered ${answer.status}, not ${route.successStatus}: ${answer.text}`);
    }
    const id = fixture.idOf(answer.body);
    await fixture.complete?.(answer.body);
    ids[kind] = id;
    const creation = { route, kinds: [kind], body, answer, params, tokens: marks?.tokens ?? [] };
    creations.push(creation);
    await afterEach?.(creation);
  }
  return { ids: ids as Ids, creations };
};
