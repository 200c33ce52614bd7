// Gallery extras paid at confirmation (issue 25 point 4), over the local stack and the local
// Stripe: a package that has the client pay the extras in the gallery; "Confirmar y pagar"
// (gallery.payExtras) opens Checkout for exactly the extras of the shared price, freezes the
// draft; the selection is confirmed exactly once when the payment succeeds, whether the webhook
// or the gallery's return (payments.galleryExtrasReturn) comes first, and a replay changes
// nothing; a decline keeps it frozen, an expiry leaves it a draft, editable again. The paid extras
// get their advance invoice once (F2, paid by Stripe, its VERI*FACTU record), however often the
// payment is told, and the final invoice made from the selection (send to invoicing, then the
// quote's conversion) deducts it with its number printed; the session's finance counts it paid.
import { convertQuote, issueSessionSimplifiedInvoice, sendSessionToInvoicing } from '@fotostudio/shared/contracts/billing/document-routes';
import { createPackage, createProduct } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { finalizeGallery, priceGallery, saveGalleryDraft } from '@fotostudio/shared/contracts/gallery';
import { payGalleryExtras } from '@fotostudio/shared/contracts/gallery-extras';
import { cancelGalleryExtrasCheckout } from '@fotostudio/shared/contracts/gallery-extras';
import { getConfirmedSelection } from '@fotostudio/shared/contracts/gallery-confirmed';
import { nameGalleryViewer } from '@fotostudio/shared/contracts/gallery-viewers';
import { galleryExtrasReturn, getPaymentsAccount } from '@fotostudio/shared/contracts/payments';
import { createShareLink, listSessionSelections } from '@fotostudio/shared/contracts/share-links';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invoicePaidExtras } from '../src/billing/gallery-extras-invoice.js';
import { altaRecordOf } from '../src/billing/verifactu-records.js';
import { db } from '../src/data/database.js';
import { readPayment } from '../src/data/stores/payments.js';
import { applyPaymentEvent } from '../src/payments/payment-events.js';
import { callApi, callRoute, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { completeBillingSettings, currentDocument, invoiceLedger } from './support/billing.js';
import { basePackage, productBody } from './support/catalog-fixtures.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { createTestSession, storeImage } from './support/sessions.js';
import { connectStripeAccount, controlStripe, localStripe, payOnCheckoutPage } from './support/stripe.js';

const choicesOf = (imageIds: string[], additionalProducts: { productId: string; variantId: string; quantity: number }[] = []) => ({
  images: imageIds.map((imageId) => ({ imageId, products: [], comment: null })),
  additionalProducts,
  fullGallerySelected: false,
  generalComment: null,
});

const refusal = (answer: ApiAnswer) => ({ status: answer.status, code: errorCodeOf(answer) });

afterEach(async () => {
  await controlStripe({ reset: true });
});

describe('gallery extras paid at confirmation', () => {
  let user: TestUser;
  let account: string;
  let paidPackageId: string;
  let freePackageId: string;
  let clientId: string;
  let album: { productId: string; variantId: string; quantity: number };
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });
  const gallery = (method: string, path: string, body?: unknown) => callApi({ method, path: `/api/gallery/${path}`, body });

  /** A session of the package with ready images and its link. */
  const sharedSession = async (packageId: string, images = 3) => {
    const { sessionId } = await createTestSession(user.accessToken, { title: 'Boda de Ana' }, { clientId, packageId });
    const imageIds: string[] = [];
    for (let i = 0; i < images; i += 1) imageIds.push((await storeImage(user.sub, sessionId, { fileName: `IMG_${i}.png` })).imageId);
    const link = responseOf(createShareLink, await api('POST', `/api/sessions/${sessionId}/share-link`, { title: 'Elige tus fotos', durationDays: 30 })).link;
    return { sessionId, imageIds, token: link.token };
  };

  const payExtras = (token: string, choices: unknown) => gallery('POST', `${token}/pay-extras`, { choices, locale: 'es' });
  const returnFrom = (token: string, checkoutSessionId: string) => callApi({ method: 'POST', path: galleryExtrasReturn.path, body: { linkKey: token, checkoutSessionId } });
  const selectionsOf = async (sessionId: string) => (await db().entities.sessionSelection.query.bySession({ photographerId: user.sub, sessionId }).go({ pages: 'all' })).data;
  const financeOf = async (sessionId: string) => (await db().entities.sessionFinance.get({ photographerId: user.sub, sessionId }).go({ consistent: true })).data;

  beforeAll(async () => {
    user = await createPhotographer('gallery-extras');
    await completeBillingSettings(user.accessToken);
    account = await connectStripeAccount(user.accessToken);
    // Checkout's rule holds for a payment confirmed at once: the package form offers the setting.
    expect(responseOf(getPaymentsAccount, await callRoute(getPaymentsAccount, user.accessToken)).takesGalleryExtras).toBe(true);
    const product = responseOf(createProduct, await api('POST', '/api/products', productBody('Álbum'))).product;
    album = { productId: product.productId, variantId: product.variants[0]?.variantId ?? '', quantity: 1 };
    const terms = { ...basePackage, includedPhotos: 1, extraPhotoPriceCents: 700, forSaleProductIds: [product.productId] };
    paidPackageId = responseOf(createPackage, await api('POST', '/api/packages', { ...terms, extrasPaidInGallery: true })).package.packageId;
    freePackageId = responseOf(createPackage, await api('POST', '/api/packages', terms)).package.packageId;
    // A consumer with the data a full invoice needs (the quote's conversion issues one).
    const client = await api('POST', '/api/contacts', {
      type: 'client',
      firstName: 'Ana',
      lastName: 'Ruiz',
      emails: { primary: 'ana@example.com' },
      dni: '12345678Z',
      phones: { primary: '+34 600 000 000' },
      address: { street: 'Calle Mayor 1', city: 'Madrid', postalCode: '28013', country: 'España' },
    });
    clientId = responseOf(createContact, client).contact.contactId;
  });

  it('charges exactly the extras of the shared price, freezes the draft, and confirms once when paid, the return and the webhook racing', async () => {
    const { sessionId, imageIds, token } = await sharedSession(paidPackageId);
    const choices = choicesOf(imageIds, [album]);
    // The extras as the gallery shows them: the total of these choices less the package's alone.
    const [withExtras, packageAlone] = await Promise.all([
      gallery('POST', `${token}/price`, choices).then((answer) => responseOf(priceGallery, answer).price),
      gallery('POST', `${token}/price`, choicesOf(imageIds.slice(0, 1))).then((answer) => responseOf(priceGallery, answer).price),
    ]);
    const extrasCents = (withExtras.tax?.totalCents ?? 0) - (packageAlone.tax?.totalCents ?? 0);
    expect(extrasCents).toBeGreaterThan(0);
    // Confirming without paying is refused while the selection has extras.
    expect(refusal(await gallery('POST', `${token}/finalize`, choices))).toEqual({ status: 409, code: 'gallery.extras_payment_required' });

    const opened = responseOf(payGalleryExtras, await payExtras(token, choices));
    expect(opened.amountCents).toBe(extrasCents);
    const session = await localStripe().checkout.sessions.retrieve(opened.url.split('/').pop() ?? '', {}, { stripeAccount: account });
    expect(session).toMatchObject({ amount_total: extrasCents, currency: 'eur', status: 'open', metadata: { paymentId: opened.paymentId, purposeKind: 'galleryExtras', purposeId: sessionId } });
    expect(Date.parse(opened.expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    // "Confirmar y pagar" again on the same choices: the same Checkout.
    expect(responseOf(payGalleryExtras, await payExtras(token, choices)).url).toBe(opened.url);

    // Frozen: no edit, no other Checkout, no confirmation without payment.
    expect(refusal(await gallery('PUT', `${token}/draft`, choicesOf(imageIds.slice(0, 2))))).toEqual({ status: 409, code: 'gallery.draft_frozen' });
    expect(refusal(await payExtras(token, choicesOf(imageIds.slice(0, 2))))).toEqual({ status: 409, code: 'gallery.draft_frozen' });
    expect(refusal(await gallery('POST', `${token}/finalize`, choicesOf(imageIds.slice(0, 1))))).toEqual({ status: 409, code: 'gallery.draft_frozen' });

    const paidBefore = (await financeOf(sessionId))?.paidCents ?? 0;
    // The webhook's events are held while the client comes back: the return and the webhook race.
    await controlStripe({ hold: true });
    const paid = await payOnCheckoutPage(opened.url, { method: 'bizum', phone: '+34600111222' });
    expect(paid.status).toBe(303);
    const checkoutSessionId = new URL(paid.location ?? '').searchParams.get('checkout_session') ?? '';
    expect(checkoutSessionId).toBe(session.id);
    const [returns] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => returnFrom(token, checkoutSessionId))),
      controlStripe({ release: 'reverse' }),
    ]);
    for (const answer of returns) expect(responseOf(galleryExtrasReturn, answer)).toEqual({ state: 'paid', confirmed: true });

    await eventually(async () => ((await readPayment(user.sub, opened.paymentId))?.handled?.includes('paid') ? true : undefined));
    const confirmedOnce = async () => {
      const selections = await selectionsOf(sessionId);
      expect(selections).toHaveLength(1);
      expect(selections[0]).toMatchObject({ version: 1, paymentId: opened.paymentId, paidCents: extrasCents, choices: JSON.stringify(choices) });
      expect(await financeOf(sessionId)).toMatchObject({ paidCents: paidBefore + extrasCents, selectionVersion: 1, totalPriceCents: withExtras.tax?.totalCents });
      const link = (await db().entities.shareLink.get({ photographerId: user.sub, sessionId }).go({ consistent: true })).data;
      expect(link).toMatchObject({ selectionVersion: 1 });
      expect(link?.closedAt).toBeTruthy();
    };
    await confirmedOnce();
    expect((await readPayment(user.sub, opened.paymentId))?.state).toBe('paid');
    // The photographer sees the version confirmed and paid.
    const listed = responseOf(listSessionSelections, await api('GET', `/api/sessions/${sessionId}/selections`)).selections;
    expect(listed.map((version) => ({ version: version.version, paidInGallery: version.paidInGallery }))).toEqual([
      { version: 1, paidInGallery: { paymentId: opened.paymentId, amountCents: extrasCents } },
    ]);

    // Replays: every event of the session applied again, and the return again: nothing changes.
    const events = (await localStripe().events.list({ limit: 100 })).data.filter((event) => event.account === account);
    for (const event of events) await applyPaymentEvent({ photographerId: user.sub, event: event as never });
    expect(responseOf(galleryExtrasReturn, await returnFrom(token, checkoutSessionId))).toEqual({ state: 'paid', confirmed: true });
    await confirmedOnce();
    expect(refusal(await gallery('POST', `${token}/finalize`, choices))).toEqual({ status: 409, code: 'gallery.already_confirmed' });

    // The advance invoice, issued by the purpose's handler before it counted as told: F2 (a consumer, under 3,000 €), VAT included, paid by Stripe.
    const document = (documentId: string) => currentDocument(user.accessToken, documentId);
    const advance = (await selectionsOf(sessionId))[0]?.advanceInvoice;
    if (!advance) throw new Error('the paid extras have no advance invoice');
    const advanceInvoice = await document(advance.documentId);
    expect(advanceInvoice).toMatchObject({ kind: 'invoice', invoiceType: 'F2', status: 'paid', pricesIncludeVat: true, paidCents: extrasCents, amountDueCents: 0 });
    expect(advanceInvoice.totals.totalCents).toBe(extrasCents);
    expect(advanceInvoice.products.map((line) => line.name)).toEqual(['Anticipo: extras de la selección de fotos de «Boda de Ana» (art. 75.Dos LIVA)']);
    const ledger = async () => (await invoiceLedger(user.accessToken, advance.documentId)).payments;
    expect(await ledger()).toEqual([expect.objectContaining({ amountCents: extrasCents, source: 'stripe' })]);
    expect(await altaRecordOf(user.sub, advance.documentId, advanceInvoice)).toMatchObject({ kind: 'alta' });
    // Told again, five at once: nothing more issued or recorded.
    const payment = await readPayment(user.sub, opened.paymentId);
    if (!payment) throw new Error('no payment');
    await Promise.all(Array.from({ length: 5 }, () => invoicePaidExtras(payment)));
    const invoicesOfSession = async () =>
      (await db().entities.billingDocument.query.byDocument({ photographerId: user.sub }).go({ pages: 'all' })).data.filter((item) => item.kind === 'invoice' && item.sessionId === sessionId);
    expect((await invoicesOfSession()).map((item) => item.documentId)).toEqual([advance.documentId]);
    expect(await ledger()).toHaveLength(1);

    // The final invoice from the selection deducts it, its number printed: what is due is the rest.
    expect(refusal(await api('POST', issueSessionSimplifiedInvoice.path.replace('{sessionId}', sessionId)))).toEqual({ status: 409, code: 'billing.session_advance_invoiced' });
    const quote = await api('POST', sendSessionToInvoicing.path.replace('{sessionId}', sessionId));
    expect(quote.status, quote.text).toBe(201);
    const quoteId = responseOf(sendSessionToInvoicing, quote).document.documentId;
    const converted = await api('POST', convertQuote.path.replace('{quoteId}', quoteId), {});
    expect(converted.status, converted.text).toBe(201);
    const final = responseOf(convertQuote, converted).invoice;
    expect(final.products.at(-1)).toMatchObject({ name: `Anticipo s/ factura ${advance.number}`, quantity: 1 });
    expect(final.totals.totalCents).toBe((withExtras.tax?.totalCents ?? 0) - extrasCents);
    // The advance invoice is as issued; the finance counts the extras paid once.
    expect(await document(advance.documentId)).toEqual({ ...advanceInvoice, updatedAt: expect.any(String) });
    expect(await financeOf(sessionId)).toMatchObject({ paidCents: paidBefore + extrasCents, totalPriceCents: withExtras.tax?.totalCents });
    // The whole journey, with the invoices and their PDFs, on a shared machine.
  }, 120_000);

  it('keeps the selection a draft when the card is declined (still frozen) and when the Checkout expires (editable again)', async () => {
    const { sessionId, imageIds, token } = await sharedSession(paidPackageId);
    const choices = choicesOf(imageIds);
    const opened = responseOf(payGalleryExtras, await payExtras(token, choices));
    const declined = await payOnCheckoutPage(opened.url, { method: 'card', card_number: '4000000000000002' });
    expect(declined.status).toBe(402);
    await eventually(async () => ((await readPayment(user.sub, opened.paymentId))?.lastFailureCode === 'card_declined' ? true : undefined));
    expect(refusal(await gallery('PUT', `${token}/draft`, choicesOf(imageIds.slice(0, 2))))).toEqual({ status: 409, code: 'gallery.draft_frozen' });
    const checkoutSessionId = opened.url.split('/').pop() ?? '';
    expect(responseOf(galleryExtrasReturn, await returnFrom(token, checkoutSessionId))).toEqual({ state: 'open', confirmed: false });

    // The client leaves: the session expires after its ~30 minutes, and the draft is editable again.
    await controlStripe({ advanceSeconds: 32 * 60 });
    await eventually(async () => ((await readPayment(user.sub, opened.paymentId))?.handled?.includes('expired') ? true : undefined));
    expect(responseOf(saveGalleryDraft, await gallery('PUT', `${token}/draft`, choicesOf(imageIds.slice(0, 2)))).savedAt).toBeTruthy();
    expect(await selectionsOf(sessionId)).toEqual([]);
    expect((await financeOf(sessionId))?.selectionVersion ?? 0).toBe(0);
    // A new Checkout for the changed choices opens.
    const again = responseOf(payGalleryExtras, await payExtras(token, choicesOf(imageIds.slice(0, 2))));
    expect(again.paymentId).not.toBe(opened.paymentId);
  });

  it('releases the draft at once when the client cancels on Stripe’s page, the Checkout expired on Stripe', async () => {
    const { imageIds, token } = await sharedSession(paidPackageId);
    const cancel = () => gallery('POST', `${token}/pay-extras/cancel`);
    // Nothing open: nothing to release.
    expect(responseOf(cancelGalleryExtrasCheckout, await cancel())).toEqual({ released: true });
    const opened = responseOf(payGalleryExtras, await payExtras(token, choicesOf(imageIds)));
    expect(refusal(await gallery('PUT', `${token}/draft`, choicesOf(imageIds.slice(0, 2))))).toEqual({ status: 409, code: 'gallery.draft_frozen' });
    expect(responseOf(cancelGalleryExtrasCheckout, await cancel())).toEqual({ released: true });
    // Editable at once; the Checkout can no longer be paid; its expiry, told later, changes nothing.
    expect(responseOf(saveGalleryDraft, await gallery('PUT', `${token}/draft`, choicesOf(imageIds.slice(0, 2)))).savedAt).toBeTruthy();
    const checkoutSessionId = opened.url.split('/').pop() ?? '';
    expect((await localStripe().checkout.sessions.retrieve(checkoutSessionId, {}, { stripeAccount: account })).status).toBe('expired');
    await eventually(async () => ((await readPayment(user.sub, opened.paymentId))?.handled?.includes('expired') ? true : undefined));
    expect(responseOf(saveGalleryDraft, await gallery('PUT', `${token}/draft`, choicesOf(imageIds))).savedAt).toBeTruthy();
    expect(responseOf(payGalleryExtras, await payExtras(token, choicesOf(imageIds))).paymentId).not.toBe(opened.paymentId);
  });

  it('stores the named viewers’ lists and who paid on the version the payment confirms, as a hand confirmation does; a stale union is not paid for', async () => {
    const { sessionId, imageIds, token } = await sharedSession(paidPackageId);
    const [a, b, c] = imageIds as [string, string, string];
    const viewerOf = async (name: string) => responseOf(nameGalleryViewer, await gallery('PUT', `${token}/viewers`, { name })).viewer.viewerId;
    const asViewer = (viewer: string, method: string, path: string, body: unknown) => callApi({ method, path: `/api/gallery/${token}/${path}`, body, query: { viewer } });
    const ana = await viewerOf('Ana');
    const luis = await viewerOf('Luis');
    expect((await asViewer(ana, 'PUT', 'draft', choicesOf([a]))).status).toBe(200);
    expect((await asViewer(luis, 'PUT', 'draft', choicesOf([b, c]))).status).toBe(200);
    // Ana's list alone is not the union the two of them chose.
    expect(refusal(await asViewer(ana, 'POST', 'pay-extras', { choices: choicesOf([a, b]), locale: 'es' }))).toEqual({ status: 409, code: 'gallery.selection_changed' });

    const opened = responseOf(payGalleryExtras, await asViewer(luis, 'POST', 'pay-extras', { choices: choicesOf([a, b, c]), locale: 'es' }));
    const paid = await payOnCheckoutPage(opened.url, { method: 'bizum', phone: '+34600111222' });
    const checkoutSessionId = new URL(paid.location ?? '').searchParams.get('checkout_session') ?? '';
    expect(responseOf(galleryExtrasReturn, await returnFrom(token, checkoutSessionId))).toEqual({ state: 'paid', confirmed: true });

    const [version] = await selectionsOf(sessionId);
    expect(version).toMatchObject({ paymentId: opened.paymentId, confirmedBy: 'Luis' });
    const lists = JSON.parse(version?.viewers ?? '[]') as { name: string; choices: { images: { imageId: string }[] } }[];
    expect(lists.map((list) => [list.name, list.choices.images.map((image) => image.imageId)])).toEqual([
      ['Ana', [a]],
      ['Luis', [b, c]],
    ]);
    const shown = responseOf(getConfirmedSelection, await gallery('GET', `${token}/confirmed-selection`)).selection;
    expect([shown.confirmedHow, shown.confirmedBy, shown.viewers, shown.photos.total]).toEqual(['payment', 'Luis', ['Ana', 'Luis'], 3]);
  });

  it('takes no payment when the package keeps today’s confirmation or the choices stay within the package', async () => {
    const free = await sharedSession(freePackageId);
    expect(refusal(await payExtras(free.token, choicesOf(free.imageIds)))).toEqual({ status: 409, code: 'gallery.no_extras_to_pay' });
    expect(responseOf(finalizeGallery, await gallery('POST', `${free.token}/finalize`, choicesOf(free.imageIds))).version).toBe(1);
    expect(responseOf(listSessionSelections, await api('GET', `/api/sessions/${free.sessionId}/selections`)).selections[0]?.paidInGallery).toBeNull();
    const paid = await sharedSession(paidPackageId);
    expect(refusal(await payExtras(paid.token, choicesOf(paid.imageIds.slice(0, 1))))).toEqual({ status: 409, code: 'gallery.no_extras_to_pay' });
    expect(responseOf(finalizeGallery, await gallery('POST', `${paid.token}/finalize`, choicesOf(paid.imageIds.slice(0, 1)))).version).toBe(1);
  });
});
