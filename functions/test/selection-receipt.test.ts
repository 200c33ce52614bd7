// The client's copy of a confirmed selection (issue 28 point 3), against the local stand-ins: a
// confirmation through the gallery's route mails the session's client, in their language, with
// each chosen photo as an inline JPEG thumbnail, its products and comment, the general comment
// and the total with its tax; the photographer's mail lists the file names and comments; a
// redelivered stream record mails nothing more.
import { createPackage, createProduct } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { finalizeGallery } from '@fotostudio/shared/contracts/gallery';
import type { AnyRoute } from '@fotostudio/shared/contracts/route';
import { createShareLink } from '@fotostudio/shared/contracts/share-links';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendSelectionReceipt } from '../src/gallery/workers/selection-receipt.js';
import { callApi, responseOf, type ApiAnswer } from './support/api.js';
import { completeBillingSettings } from './support/billing.js';
import { basePackage, productBody } from './support/catalog-fixtures.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { mailsTo } from './support/mail.js';
import { createTestSession, storeImage } from './support/sessions.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const JPEG_START = 'ffd8ff';

describe("the client's copy of a confirmed selection", () => {
  let user: TestUser;
  let packageId: string;
  let productId: string;
  let variantId: string;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });
  const ok = async <R extends AnyRoute>(route: R, answer: Promise<ApiAnswer>) => responseOf(route, await answer);

  beforeAll(async () => {
    user = await createPhotographer('selection-receipt');
    await completeBillingSettings(user.accessToken);
    const named = await api('PUT', '/api/me', { businessName: 'Estudio Recibo' });
    expect(named.status, named.text).toBe(200);
    const { product } = await ok(createProduct, api('POST', '/api/products', productBody('Lámina')));
    productId = product.productId;
    variantId = String(product.variants[0]?.variantId);
    const pkg = await ok(createPackage, api('POST', '/api/packages', { ...basePackage, includedPhotos: 1, extraPhotoPriceCents: 700, forSaleProductIds: [productId] }));
    packageId = pkg.package.packageId;
  });

  /** A session of `client` with two photos shared, confirmed with a comment, a product and a general comment. */
  const confirmFor = async (language: 'es' | 'en') => {
    const email = `cliente-${randomUUID().slice(0, 8)}@example.com`;
    const { contact } = await ok(
      createContact,
      api('POST', '/api/contacts', { ...exampleOf(createContact).body, type: 'client', firstName: 'Lucía', emails: { primary: email }, language }),
    );
    const title = `Boda ${randomUUID().slice(0, 6)}`;
    const { sessionId } = await createTestSession(user.accessToken, { title }, { clientId: contact.contactId, packageId });
    const first = await storeImage(user.sub, sessionId, { fileName: 'DSC_0101.jpg' });
    const second = await storeImage(user.sub, sessionId, { fileName: 'DSC_0102.jpg' });
    const { link } = await ok(createShareLink, api('POST', `/api/sessions/${sessionId}/share-link`, { title: 'Elige', durationDays: 30 }));
    const choices = {
      images: [
        { imageId: first.imageId, products: [{ productId, variantId, quantity: 2 }], comment: 'Más luz <por favor>' },
        { imageId: second.imageId, products: [], comment: null },
      ],
      additionalProducts: [],
      fullGallerySelected: false,
      generalComment: 'Gracias & hasta pronto',
    };
    const confirmed = await ok(finalizeGallery, callApi({ method: 'POST', path: `/api/gallery/${link.token}/finalize`, body: choices }));
    return { email, title, sessionId, version: confirmed.version, price: confirmed.price };
  };

  it('mails the client in Spanish with inline JPEG thumbnails, products, comments and the total with its tax', async () => {
    const { email, title, price } = await confirmFor('es');
    const mail = await eventually(async () => (await mailsTo(email))[0]);
    expect(mail.subject).toBe(`Tu selección de «${title}»`);
    expect(mail.from).toContain('Estudio Recibo');
    expect(mail.replyTo.join()).toContain(user.email);
    const html = mail.body.html ?? '';
    expect(html).toContain('Hola, Lucía:');
    expect(html).toContain('DSC_0101.jpg');
    expect(html).toContain('DSC_0102.jpg');
    expect(html).toContain('Tu comentario: «Más luz &lt;por favor&gt;»');
    expect(html).toContain('Comentario general: «Gracias &amp; hasta pronto»');
    expect(html).toMatch(/Productos: Lámina.* × 2/);
    expect(html).toContain('Total (IVA incluido)');
    expect(html).toContain(new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format((price.tax?.totalCents ?? price.totalPriceCents) / 100));
    // Each photo is an inline image the HTML names by its Content-ID, a JPEG every mail client
    // shows (the mail viewer's store resolves each `cid:` into the part it names, as a data URL).
    expect(html.match(/<img src="data:image\/jpeg;base64,\/9j\//g)).toHaveLength(2);
    const images = mail.attachments.filter((attachment) => attachment.contentType.startsWith('image/jpeg'));
    expect(images).toHaveLength(2);
    for (const image of images) expect(Buffer.from(image.content, 'base64').toString('hex').slice(0, 6)).toBe(JPEG_START);
    expect(mail.body.text).toContain('DSC_0101.jpg');
  });

  it("lists the file names and comments in the photographer's mail", async () => {
    const { title } = await confirmFor('es');
    const mail = await eventually(async () => (await mailsTo(user.email)).find((m) => m.subject === `Selección confirmada: ${title}`));
    expect(mail.body.text).toContain('Archivos elegidos:\nDSC_0101.jpg: «Más luz <por favor>»\nDSC_0102.jpg');
    expect(mail.body.text).toContain('Comentario general: «Gracias & hasta pronto»');
  });

  it("writes in the client's language, and a record delivered again mails nothing more", async () => {
    const { email, title, sessionId, version } = await confirmFor('en');
    const mail = await eventually(async () => (await mailsTo(email))[0]);
    expect(mail.subject).toBe(`Your selection from “${title}”`);
    expect(mail.body.html).toContain('Hello Lucía,');
    expect(mail.body.html).toContain('Your comment: “Más luz &lt;por favor&gt;”');
    expect(await sendSelectionReceipt(user.sub, sessionId, version)).toBe(false);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
