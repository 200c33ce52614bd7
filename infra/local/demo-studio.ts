// The demo photographer's studio, built through the product's own API as a photographer
// would: a complete profile with a logo, products and packages, and two sessions whose
// photographs go through the real upload path and image function; both are shared with a
// link, and the family's client has confirmed a selection through the gallery's API, its finals uploaded and its delivery published; then
// billing: the family session sent to invoicing, the wedding quoted, invoiced, paid and
// corrected by a rectifying invoice, and a simplified invoice for prints sold at the counter.
import { putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { createHash } from 'node:crypto';
import type { Logger } from './logger.js';
import { demoLogo, demoPhoto } from './demo-images.js';
import { seedPaidGalleryExtras } from './demo-gallery-extras.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

export type DemoApi = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown) => Promise<unknown>;

/** JSON calls to the API with these headers; a failure throws with the answer's text. */
export const jsonApi =
  (apiUrl: string, headers: Record<string, string> = {}): DemoApi =>
  async (method, path, body) => {
    const response = await fetch(new URL(path, apiUrl), {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`demo: ${method} ${path} answered ${response.status} ${await response.text()}`);
    return response.json();
  };

interface PresignedForm {
  url: string;
  fields: Record<string, string>;
  key: string;
}

/** Sends a file with a presigned POST, as the browser does: every field, then the file. */
export const postForm = async (form: PresignedForm, bytes: Buffer, contentType: string): Promise<void> => {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  body.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }));
  const answer = await fetch(form.url, { method: 'POST', body });
  if (answer.status >= 300) throw new Error(`demo: storing ${form.key} answered ${answer.status} ${await answer.text()}`);
};

/** Waits for something the product does in the background (the image function), polling what the UI polls. */
const until = async <T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`demo: ${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
};

export const uploadLogo = async (api: DemoApi): Promise<string> => {
  const logo = await demoLogo();
  const form = (await api('POST', '/api/uploads', { purpose: 'businessLogo', contentType: 'image/png', sizeBytes: logo.length })) as PresignedForm;
  await postForm(form, logo, 'image/png');
  return form.key;
};

const saveProfile = async (api: DemoApi): Promise<void> => {
  const logoKey = await uploadLogo(api);
  const profile = {
    name: 'Laura Demo',
    phone: '+34 600 000 000',
    biography: 'Fotógrafa de bodas y familias en Madrid. Luz natural, momentos sin posar.',
    instagram: '@luzdemediodia.foto',
    businessName: 'Luz de Mediodía Fotografía',
    website: 'www.luzdemediodia.example',
    street: 'Calle del Prado 12',
    city: 'Madrid',
    postalCode: '28014',
    province: 'Madrid',
    country: 'España',
    taxId: '12345678Z',
    businessSlug: 'luz-de-mediodia',
    logoKey,
  };
  // The logo attaches once the image function has checked it (upload.not_ready until then).
  await until('the logo check', async () => {
    try {
      return await api('PUT', '/api/me', profile);
    } catch (error) {
      if (error instanceof Error && error.message.includes('upload.not_ready')) return undefined;
      throw error;
    }
  });
};

interface Product {
  productId: string;
  variants: { variantId: string }[];
}

const createCatalog = async (api: DemoApi) => {
  const album = ((await api('POST', '/api/products', {
    name: 'Álbum de lino',
    description: 'Álbum cosido a mano, tapas de lino.',
    usageType: 'extra',
    variants: [
      { type: 'size', name: 'Tamaño', value: '30x30, 20 páginas', priceCents: 35000 },
      { type: 'size', name: 'Tamaño', value: '30x30, 30 páginas', priceCents: 45000 },
    ],
  })) as { product: Product }).product;
  const print = ((await api('POST', '/api/products', {
    name: 'Copia fine art',
    usageType: 'images',
    variants: [
      { type: 'size', name: 'Tamaño', value: '13x18', priceCents: 1200 },
      { type: 'size', name: 'Tamaño', value: '20x30', priceCents: 2500 },
    ],
  })) as { product: Product }).product;
  const variantOf = (product: Product, index: number) => product.variants[index]?.variantId ?? '';
  const wedding = ((await api('POST', '/api/packages', {
    name: 'Boda completa',
    description: 'Ceremonia y banquete, 10 horas.',
    priceCents: 220000,
    includedPhotos: 300,
    extraPhotoPriceCents: 600,
    // One album for the session; fine-art prints are for sale in the gallery.
    includedProducts: [{ productId: album.productId, variants: [{ variantId: variantOf(album, 0), quantity: 1 }] }],
    forSaleProductIds: [print.productId],
    watermark: true,
    allowDownload: false,
    active: true,
    galleryComment: 'Elige tus 300 favoritas con el corazón. Puedes añadir copias fine art.',
    allowFullGallery: true,
    fullGalleryPriceCents: 60000,
    delivery: 'compressed',
  })) as { package: { packageId: string } }).package;
  const family = ((await api('POST', '/api/packages', {
    name: 'Sesión de familia',
    priceCents: 25000,
    includedPhotos: 20,
    extraPhotoPriceCents: 800,
    // A hard limit: the family chooses at most its 20 photos (issue 28 point 2).
    selectionRule: 'hardLimit',
    // Ten 13x18 prints and two 20x30 for the session; the album is for sale in the gallery.
    includedProducts: [
      {
        productId: print.productId,
        variants: [
          { variantId: variantOf(print, 0), quantity: 10 },
          { variantId: variantOf(print, 1), quantity: 2 },
        ],
      },
    ],
    forSaleProductIds: [album.productId],
    watermark: false,
    allowDownload: true,
    active: true,
    allowFullGallery: false,
    delivery: 'originals',
  })) as { package: { packageId: string } }).package;
  return { weddingPackageId: wedding.packageId, familyPackageId: family.packageId };
};

interface Ticket {
  fileName: string;
  refusal: string | null;
  upload: (PresignedForm & { imageId: string }) | null;
}

/** The demo's camera file name of a demo photo. */
const demoFileName = (index: number) => `DSC_${String(4000 + index).padStart(4, '0')}.jpg`;

/**
 * Uploads demo photos to a session as the browser does and waits until each is processed: to
 * its images, or to its finals (the delivery's set, each named by `nameOf`).
 */
export const uploadPhotos = async (
  api: DemoApi,
  sessionId: string,
  photoIndexes: number[],
  { set = 'images', nameOf = demoFileName }: { set?: 'images' | 'finals'; nameOf?: (index: number) => string } = {},
): Promise<void> => {
  const photos = await Promise.all(photoIndexes.map(async (index) => ({ index, bytes: await demoPhoto(index) })));
  const { tickets } = (await api('POST', `/api/sessions/${sessionId}/${set}/uploads`, {
    files: photos.map(({ index, bytes }) => ({
      fileName: nameOf(index),
      contentType: 'image/jpeg',
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    })),
  })) as { tickets: Ticket[] };
  await Promise.all(
    tickets.map(async (ticket, i) => {
      const photo = photos[i];
      if (!ticket.upload || !photo) throw new Error(`demo: ${ticket.fileName} was refused (${ticket.refusal ?? 'no ticket'})`);
      await postForm(ticket.upload, photo.bytes, 'image/jpeg');
    }),
  );
  const images = await until(`the photos of session ${sessionId} to be processed`, async () => {
    const answer = (await api('GET', `/api/sessions/${sessionId}/${set}`)) as Record<typeof set, { status: string; failureReason: string | null; fileName: string }[]>;
    const now = answer[set];
    return now.some((image) => image.status === 'pending') ? undefined : now;
  });
  const failed = images.filter((image) => image.status !== 'ready');
  if (failed.length > 0) throw new Error(`demo: the image function refused ${failed.map((f) => `${f.fileName} (${f.failureReason ?? '?'})`).join(', ')}`);
};

/** The wedding's gallery look, chosen as the photographer does in the session's Gallery tab (issue 28). */
const chooseGalleryLook = async (api: DemoApi, sessionId: string): Promise<void> => {
  const { images } = (await api('GET', `/api/sessions/${sessionId}/images`)) as { images: { imageId: string; fileName: string }[] };
  const cover = images.find((image) => image.fileName === 'DSC_4003.jpg');
  if (!cover) throw new Error('demo: the wedding has no DSC_4003.jpg for its cover');
  await api('PATCH', `/api/sessions/${sessionId}`, { coverImageId: cover.imageId, galleryLook: { layout: 'masonry', theme: 'dark', font: 'cormorant' } });
};

interface LinkAnswer {
  link: { token: string; url: string };
}

interface GalleryAnswer {
  gallery: {
    images: { imageId: string; fileName: string }[];
    products: { productId: string; usageType: string; variants: { variantId: string }[] }[];
  };
}

export interface ClientSelection {
  version: number;
  /** The chosen images' file names, in the order the client chose them. */
  fileNames: string[];
}

/**
 * Chooses and confirms a selection as the client does on the gallery page, through the
 * gallery's API with the link key: the first `count` images (the first with a comment and,
 * when the package has one, a print), a general comment; saved as a draft, then finalized.
 */
export const confirmSelectionAsClient = async (client: DemoApi, linkKey: string, count: number): Promise<ClientSelection> => {
  const { gallery } = (await client('GET', `/api/gallery/${linkKey}`)) as GalleryAnswer;
  const chosen = gallery.images.slice(0, count);
  const print = gallery.products.find((product) => product.usageType === 'images' && product.variants.length > 0);
  const choices = {
    images: chosen.map((image, index) => ({
      imageId: image.imageId,
      products: index === 0 && print ? [{ productId: print.productId, variantId: print.variants[0]?.variantId ?? '', quantity: 2 }] : [],
      comment: index === 0 ? 'Esta en blanco y negro, por favor.' : null,
    })),
    additionalProducts: [],
    fullGallerySelected: false,
    generalComment: '¡Nos encantan! Gracias por todo.',
  };
  await client('PUT', `/api/gallery/${linkKey}/draft`, choices);
  const { version } = (await client('POST', `/api/gallery/${linkKey}/finalize`, choices)) as { version: number };
  return { version, fileNames: chosen.map((image) => image.fileName) };
};

/**
 * The photographer's edited finals of a confirmed selection (issue 28 point 4): the first two
 * chosen photos exported from the editor as `<name>-Edit.jpg`, the third still to edit, and a
 * photo outside the selection, so the match report shows each case.
 */
const uploadFamilyFinals = async (api: DemoApi, sessionId: string, selection: ClientSelection): Promise<void> => {
  const indexOf = (fileName: string) => Number(/^DSC_(\d{4})\.jpg$/.exec(fileName)?.[1] ?? Number.NaN) - 4000;
  const edited = selection.fileNames.slice(0, 2).map(indexOf);
  if (edited.some((index) => Number.isNaN(index))) throw new Error(`demo: the family's selection is not of demo photos (${selection.fileNames.join(', ')})`);
  const outside = [8, 9, 10, 11, 12].find((index) => !selection.fileNames.includes(demoFileName(index)));
  if (outside === undefined) throw new Error('demo: every family photo was chosen');
  await uploadPhotos(api, sessionId, [...edited, outside], {
    set: 'finals',
    nameOf: (index) => (edited.includes(index) ? demoFileName(index).replace('.jpg', '-Edit.jpg') : `Familia_Ortega_${index}.jpg`),
  });
};

/** Next year's date for a month and day, so the demo's sessions are always ahead. */
const upcoming = (month: number, day: number): string => `${new Date().getFullYear() + 1}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** `api` is the demo photographer signed in; `client` the anonymous caller a share link's holder is. */
/** The local AEAT's test certificate (infra/local/aeat/), issued to the demo issuer's NIF. */
export interface DemoCertificate {
  p12: Buffer;
  password: string;
}

/**
 * VERI*FACTU as a photographer turns it on: the certificate uploaded and the switch on, right
 * after the billing settings and before the first invoice, so every demo invoice is issued in
 * the mode and its PDF carries the legend and the QR (issued while off, it would carry neither:
 * issue 24 point 1).
 */
const turnVerifactuOn = async (api: DemoApi, certificate: DemoCertificate): Promise<void> => {
  await api('PUT', '/api/billing/verifactu/certificate', { file: certificate.p12.toString('base64'), password: certificate.password, representative: false });
  await api('PUT', '/api/billing/verifactu/submission', { enabled: true });
};

/** Waits until the local AEAT answered every demo invoice. */
const awaitVerifactuAnswers = async (api: DemoApi): Promise<number> => {
  const { totalCount } = (await api('GET', '/api/billing/documents?kind=invoice&pageSize=100')) as { totalCount: number };
  return until('the AEAT answering every demo invoice', async () => {
    const { invoices } = (await api('GET', '/api/billing/verifactu/states')) as { invoices: { state: string }[] };
    const correct = invoices.filter((invoice) => invoice.state === 'Correcto').length;
    return correct >= totalCount ? correct : undefined;
  });
};

export const seedDemoStudio = async (
  api: DemoApi,
  client: DemoApi,
  clientIdOf: (fullName: string) => Promise<string>,
  logger: Logger,
  certificate?: DemoCertificate,
  mailStoreUrl?: string,
): Promise<void> => {
  await saveProfile(api);
  const { weddingPackageId, familyPackageId } = await createCatalog(api);
  const wedding = ((await api('POST', '/api/sessions', {
    clientId: await clientIdOf('Lucía García Ortega'),
    packageId: weddingPackageId,
    title: 'Boda de Lucía y Javier',
    description: 'Ceremonia civil en la finca y banquete en el jardín.',
    sessionType: 'wedding',
    date: upcoming(9, 12),
    time: '17:30',
    durationMinutes: 600,
    location: 'Finca El Encinar, Aranjuez',
    calendarSync: true,
    finance: { totalPriceCents: 250000, paidCents: 75000 },
  })) as { session: { sessionId: string } }).session;
  const family = ((await api('POST', '/api/sessions', {
    clientId: await clientIdOf('Carmen Ortega Sanz'),
    packageId: familyPackageId,
    title: 'Familia Ortega en el Retiro',
    sessionType: 'family',
    date: upcoming(5, 23),
    time: '19:00',
    durationMinutes: 90,
    location: 'Parque del Retiro, Madrid',
    calendarSync: true,
  })) as { session: { sessionId: string } }).session;
  await Promise.all([uploadPhotos(api, wedding.sessionId, [0, 1, 2, 3, 4, 5, 6, 7]), uploadPhotos(api, family.sessionId, [8, 9, 10, 11, 12])]);
  logger.info('demo studio: profile, 2 products, 2 packages and 2 sessions with 13 processed photos');
  await chooseGalleryLook(api, wedding.sessionId);
  logger.info("demo studio: the wedding's gallery opens on DSC_4003.jpg, masonry, dark, Cormorant Garamond");

  // Last, so a studio without the gallery's routes still has everything above.
  const weddingLink = ((await api('POST', `/api/sessions/${wedding.sessionId}/share-link`, {
    title: 'Boda de Lucía y Javier',
    durationDays: 30,
    message: '¡Hola, Lucía y Javier! Aquí tenéis vuestras fotos: marcad con el corazón vuestras favoritas.',
    // The proofing session's selection deadline, a week ahead (issue 28 point 2): reminders 3 days and 1 day before.
    selectionDeadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  })) as LinkAnswer).link;
  const familyLink = ((await api('POST', `/api/sessions/${family.sessionId}/share-link`, {
    title: 'Familia Ortega en el Retiro',
    durationDays: 15,
    message: 'Carmen, elige las 20 fotos incluidas y las copias que quieras.',
  })) as LinkAnswer).link;
  const selection = await confirmSelectionAsClient(client, familyLink.token, 3);
  logger.info(`demo studio: share links on both sessions (the wedding's selection deadline a week ahead); the family confirmed selection version ${selection.version}`);
  await uploadFamilyFinals(api, family.sessionId, selection);
  logger.info("demo studio: the family's finals in its Entrega tab: 2 edits of the chosen photos, 1 photo outside the selection (issue 28 point 4)");
  // Published as the Entrega tab's "Publicar entrega" does: the client is mailed the link and the expiry (the mail viewer shows it).
  const { delivery } = (await api('POST', `/api/sessions/${family.sessionId}/delivery/publish`, {})) as { delivery: { expiresAt: string } };
  logger.info(`demo studio: the family's delivery published until ${delivery.expiresAt}, its client mailed the link`);
  logger.info(`demo client gallery (open it as the couple would, on a phone): ${weddingLink.url}`);
  await seedBilling(api, family.sessionId, wedding.sessionId, await clientIdOf('Lucía García Ortega'), certificate && (() => turnVerifactuOn(api, certificate)));
  logger.info('demo studio: billing settings complete; the family session sent to invoicing (a pending quote); the wedding quoted, invoiced, paid and rectified (R1); prints sold on a simplified invoice (F2); a wedding for a Greek agency (not subject, N2), partly paid, and a portrait workshop (exempt teaching, E1)');
  await seedOnlinePayment(api, client);
  logger.info('demo studio: a connected (local) Stripe account, and the portrait workshop invoice paid online by card from its page (issue 25 point 2)');
  const deposit = await seedPaidDeposit(api, client, await clientIdOf('Carmen Ortega Sanz'));
  logger.info(`demo studio: Carmen's maternity quote accepted on its page and its 30 % deposit paid by card, invoiced on ${deposit} (issue 25 point 3)`);
  const extras = await seedPaidGalleryExtras(api, client, await clientIdOf('Ainhoa Etxeberria'), {
    uploadPhotos: (sessionId, indexes) => uploadPhotos(api, sessionId, indexes),
    postPageForm,
    until,
  });
  logger.info(`demo studio: a "Retrato en estudio" package whose extras the client pays in the gallery; Ainhoa chose two extra photos and paid ${(extras.amountCents / 100).toFixed(2).replace('.', ',')} € with Bizum, invoiced on ${extras.invoiceNumber} (issue 25 points 4 and 8)`);
  const weddingTemplateId = await seedAgreement(api, await clientIdOf('Lucía García Ortega'), wedding.sessionId);
  logger.info("demo studio: the wedding's agreement, made from the provided Spanish wedding template, sent to Lucía");
  if (mailStoreUrl) {
    await seedSignedAgreement(api, client, await clientIdOf('Carmen Ortega Sanz'), family.sessionId, weddingTemplateId, mailStoreUrl);
    logger.info('demo studio: the family session\'s agreement, signed by Carmen (code from her mail, name, DNI, drawn signature) and by the studio when sent');
  }
  if (certificate) {
    const answered = await awaitVerifactuAnswers(api);
    logger.info(`demo studio: VERI*FACTU on with the local AEAT's test certificate; ${answered} invoices answered Correcto`);
  }
};

interface DocumentAnswer {
  document: { documentId: string };
}

/** A form posted as a browser posts it (the local Stripe's onboarding and checkout pages); answers where it redirected. */
const postPageForm = async (url: string, fields: Record<string, string>): Promise<string | null> => {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(), redirect: 'manual' });
  if (answer.status !== 302 && answer.status !== 303) throw new Error(`the local Stripe page ${url} answered ${answer.status}: ${await answer.text()}`);
  return answer.headers.get('location');
};

/**
 * Payments (issue 25 point 2), through the product's routes and the local Stripe's pages: the
 * studio connects its Stripe account (onboarding completed as the photographer would), and the
 * workshop's client pays that invoice by card from its public page ("Pagar ahora"); the webhook
 * and the payment-events queue record it, so the invoice reads paid online.
 */
const seedOnlinePayment = async (api: DemoApi, client: DemoApi): Promise<void> => {
  const { url: onboarding } = (await api('POST', '/api/payments/account/onboarding', { accountType: 'standard' })) as { url: string };
  await postPageForm(onboarding, { business_name: 'Luz de Mediodía Fotografía', outcome: 'complete' });
  await until('the connected Stripe account to take charges', async () => {
    const account = (await api('GET', '/api/payments/account')) as { chargesEnabled: boolean };
    return account.chargesEnabled ? true : undefined;
  });
  const { rows } = (await api('GET', '/api/billing/documents?kind=invoice&pageSize=100')) as { rows: { documentId: string; clientName: string }[] };
  const workshop = rows.find((row) => row.clientName === 'Marta Ibáñez Rojo');
  if (!workshop) throw new Error('the demo has no workshop invoice to pay online');
  const { link } = (await api('POST', `/api/billing/invoices/${workshop.documentId}/public-link`, {})) as { link: { token: string } };
  const { url: checkout } = (await client('POST', `/api/invoice-page/${link.token}/checkout`, {})) as { url: string };
  await postPageForm(checkout, { method: 'card', card_number: '4242424242424242' });
  await until('the workshop invoice to be paid online', async () => {
    const { invoice } = (await client('GET', `/api/invoice-page/${link.token}`)) as { invoice: { status: string } };
    return invoice.status === 'paid' ? true : undefined;
  });
};

/**
 * A deposit (issue 25 point 3), through the product's routes and the local Stripe's page: a quote
 * asking 30 % on acceptance, shared; its client accepts it on the quote page and pays the deposit by
 * card; the webhook and the payment-events queue issue the deposit's own invoice, paid. Answers that
 * invoice's number. Converting the quote (left to the photographer) deducts it.
 */
const seedPaidDeposit = async (api: DemoApi, client: DemoApi, carmenId: string): Promise<string> => {
  const today = todayInMadrid();
  const quote = ((await api('POST', '/api/billing/quotes', {
    issueDate: today,
    dueDate: addDays(today, 30),
    paymentConditions: 'Señal del 30 % al aceptar; el resto, el día de la sesión',
    description: 'Sesión de embarazo en exterior',
    client: { clientId: carmenId, name: 'Carmen Ortega Sanz', email: 'carmen.ortega@example.com', taxId: '', phone: '', address: '', city: '', postalCode: '', country: 'España', language: 'es' },
    session: { sessionId: null, title: 'Sesión de embarazo', description: 'Exterior, Casa de Campo' },
    pricing: { sessionPriceCents: 30000, includedPhotos: 25, extraPhotoPriceCents: 500, selectedImagesCount: 25 },
    products: [],
    deposit: { kind: 'percent', percent: 30 },
  })) as DocumentAnswer).document;
  const { link } = (await api('POST', `/api/billing/quotes/${quote.documentId}/public-link`, {})) as { link: { token: string } };
  await client('POST', `/api/quote-page/${link.token}/accept`, {});
  const { url: checkout } = (await client('POST', `/api/quote-page/${link.token}/deposit`, {})) as { url: string };
  await postPageForm(checkout, { method: 'card', card_number: '4242424242424242' });
  return until('the deposit to be invoiced', async () => {
    const { quote: page } = (await client('GET', `/api/quote-page/${link.token}`)) as { quote: { depositPaid: { invoiceNumber: string } | null } };
    return page.depositPaid?.invoiceNumber;
  });
};

/** The wedding's agreement: the provided Spanish wedding template taken as the studio's, filled for Lucía's session and sent (issue 26). */
const seedAgreement = async (api: DemoApi, luciaId: string, weddingSessionId: string): Promise<string> => {
  const { templates } = (await api('GET', '/api/provided-agreement-templates')) as { templates: { kind: string; language: string; name: string; document: unknown }[] };
  const provided = templates.find((template) => template.kind === 'wedding' && template.language === 'es');
  if (!provided) throw new Error('no provided Spanish wedding template');
  const { template } = (await api('POST', '/api/agreement-templates', { name: provided.name, language: 'es', document: provided.document })) as { template: { templateId: string } };
  const { agreement } = (await api('POST', '/api/agreements', { templateId: template.templateId, clientId: luciaId, sessionId: weddingSessionId })) as { agreement: { agreementId: string } };
  await api('POST', `/api/agreements/${agreement.agreementId}/send`, {});
  return template.templateId;
};

/** The newest 6-digit code mailed to the address, from the local SES stand-in's store. */
const mailedCode = async (mailStoreUrl: string, email: string): Promise<string> => {
  const { emails } = (await (await fetch(new URL('/store', mailStoreUrl))).json()) as { emails: { subject: string; destination: { to: string[] } }[] };
  const mail = emails.filter((m) => m.destination.to.some((to) => to.toLowerCase().includes(email.toLowerCase())) && /^\d{6} /.test(m.subject)).at(-1);
  const code = /^(\d{6}) /.exec(mail?.subject ?? '')?.[1];
  if (!code) throw new Error(`demo: no signing code was mailed to ${email}`);
  return code;
};

/**
 * A signed agreement (issue 26 point 3): sent for the family session with the studio's own typed
 * signature, then signed by the client through the signer's routes as the page does it: a code
 * by email (read from the local mail store), then name, DNI and a drawn signature. The signed
 * PDF is stored once and mailed to both.
 */
const seedSignedAgreement = async (api: DemoApi, client: DemoApi, carmenId: string, familySessionId: string, templateId: string, mailStoreUrl: string): Promise<void> => {
  const { agreement } = (await api('POST', '/api/agreements', { templateId, clientId: carmenId, sessionId: familySessionId })) as {
    agreement: { agreementId: string; title: string; mergeValues: Record<string, string>; signers: { name: string; email: string; language: 'es' | 'en' }[] };
  };
  await api('PUT', `/api/agreements/${agreement.agreementId}`, {
    title: 'Sesión familiar en el Retiro: Carmen Ortega',
    mergeValues: { ...agreement.mergeValues, deposit: '90,00 €' },
    signers: agreement.signers.map(({ name, email, language }) => ({ name, email, language })),
    expiresInDays: 14,
  });
  const { agreement: sent } = (await api('POST', `/api/agreements/${agreement.agreementId}/send`, {
    studioSignature: { name: 'Estudio Demo', signature: { kind: 'typed', text: 'Estudio Demo' } },
  })) as { agreement: { signers: { email: string; link: string }[] } };
  const signer = sent.signers[0];
  if (!signer) throw new Error('demo: the family agreement has no signer');
  const link = `/api/agreements/sign/${signer.link.split('/').at(-1) ?? ''}`;
  await client('GET', link);
  await client('POST', `${link}/code`, {});
  await client('POST', `${link}/verify`, { code: await mailedCode(mailStoreUrl, signer.email) });
  await client('POST', link, {
    fullName: 'Carmen Ortega Sanz',
    idType: 'dni',
    idNumber: '50123456Q',
    signature: { kind: 'drawn', strokes: [[[40, 220], [120, 90], [190, 210], [260, 80], [330, 200]], [[380, 160], [520, 150], [660, 170], [820, 140]]] },
    accepted: true,
  });
};

/**
 * Billing as the photographer goes through it: settings first; the family session, whose
 * client confirmed a selection, sent to invoicing (its quote stays pending); the wedding
 * quoted from the modal, the quote converted into an invoice, sent and paid, then a discount
 * given by a rectifying invoice; prints sold on a simplified invoice; a wedding for a Greek
 * agency (not subject, EU VAT number) and a portrait workshop (teaching, exempt).
 */
const seedBilling = async (api: DemoApi, familySessionId: string, weddingSessionId: string, luciaId: string, afterSettings?: () => Promise<void>): Promise<void> => {
  await api('PUT', '/api/billing/settings', {
    ...exampleOf(putBillingSettings).body,
    businessName: 'Luz de Mediodía Fotografía',
    // The self-employed photographer's legal name, printed with the trade name (issue 22 point 8).
    legalName: 'Laura Demo Sánchez',
    address: 'Calle del Prado 12',
    postalCode: '28014',
    email: 'facturas@luzdemediodia.example',
    responsibleName: 'Laura Demo',
    additionalTerms: 'Pago por transferencia bancaria en 30 días. Reserva no reembolsable.',
  });
  await afterSettings?.();
  await api('POST', `/api/sessions/${familySessionId}/send-to-invoicing`);
  // Billing days are Madrid's, as the server reads them (near midnight UTC they differ).
  const today = todayInMadrid();
  const due = addDays(today, 30);
  const quote = ((await api('POST', '/api/billing/quotes', {
    issueDate: today,
    dueDate: due,
    paymentConditions: 'Transferencia bancaria a 30 días',
    description: 'Reportaje completo de boda',
    client: {
      clientId: luciaId,
      name: 'Lucía García Ortega',
      email: 'lucia.garcia@example.com',
      taxId: '47381920B',
      phone: '+34 611 204 318',
      address: 'Calle de Atocha 45, 3º A',
      city: 'Madrid',
      postalCode: '28012',
      country: 'España',
      language: 'es',
    },
    session: { sessionId: weddingSessionId, title: 'Boda de Lucía y Javier', description: 'Ceremonia civil en la finca y banquete en el jardín.' },
    pricing: { sessionPriceCents: 250000, includedPhotos: 300, extraPhotoPriceCents: 500, selectedImagesCount: 300 },
    products: [{ name: 'Álbum de boda', variant: '30x30, 40 páginas', quantity: 1, unitPriceCents: 45000 }],
  })) as DocumentAnswer).document;
  const { invoice } = (await api('POST', `/api/billing/quotes/${quote.documentId}/convert`, {})) as { invoice: { documentId: string } };
  await api('POST', `/api/billing/invoices/${invoice.documentId}/sent`, {});
  await api('POST', `/api/billing/invoices/${invoice.documentId}/paid`, {});
  await api('PATCH', `/api/billing/invoices/${invoice.documentId}/notes`, { internalNotes: 'Pagado por transferencia en dos plazos; el álbum se entregó con dos semanas de retraso.' });
  // The album arrived late: a discount agreed afterwards is corrected by a rectifying
  // invoice by differences (R1, art. 80.Dos LIVA), chained after the original's record.
  const { invoice: discount } = (await api('POST', `/api/billing/invoices/${invoice.documentId}/rectify`, {
    rectificationType: 'R1',
    method: 'I',
    reason: 'Descuento acordado por el retraso en la entrega del álbum',
    issueDate: today,
    products: [{ name: 'Descuento álbum de boda', variant: null, quantity: 1, unitPriceCents: -5_000, vat: { kind: 'rate', ratePercent: 21 } }],
  })) as { invoice: { documentId: string } };
  // Refunded to the couple the same day, so nothing stays pending.
  await api('POST', `/api/billing/invoices/${discount.documentId}/paid`, {});
  // Prints sold at the studio's counter to a walk-in client: a simplified invoice (F2)
  // without recipient, in its own series.
  const prints = (await api('POST', '/api/billing/invoices', {
    invoiceType: 'F2',
    issueDate: today,
    dueDate: due,
    paymentConditions: 'Pagado con tarjeta en el estudio',
    client: { name: '', email: '', taxId: '', phone: '', address: '', city: '', postalCode: '', country: 'España' },
    products: [{ name: 'Copias impresas 20x30', variant: 'papel mate', quantity: 4, unitPriceCents: 1_500, vat: { kind: 'rate', ratePercent: 21 } }],
    irpfRatePercent: null,
  })) as DocumentAnswer;
  await api('POST', `/api/billing/invoices/${prints.document.documentId}/paid`, {});
  // A destination wedding photographed for a Greek agency: a service to a business established
  // in another member state is not subject to Spanish VAT (art. 69.Uno.1 LIVA, N2 in the
  // record; "Inversión del sujeto pasivo" on the invoice), IDOtro 02 with its EU VAT number,
  // checked in VIES by the photographer.
  const agency = (await api('POST', '/api/billing/invoices', {
    invoiceType: 'F1',
    issueDate: today,
    dueDate: due,
    paymentConditions: 'Bank transfer within 30 days',
    client: {
      clientId: null,
      name: 'Athens Wedding Agency IKE',
      email: 'billing@athens-weddings.example',
      taxId: 'EL094259216',
      idType: 'eu_vat',
      viesCheckedOn: today,
      phone: '+30 21 0000 0000',
      address: 'Ermou 12',
      city: 'Atenas',
      postalCode: '105 63',
      country: 'Grecia',
      isProfessional: true,
      language: 'en',
    },
    session: { title: 'Boda en Santorini (cobertura para la agencia)' },
    pricing: { sessionPriceCents: 180_000, sessionVat: { kind: 'not_subject' } },
    products: [],
    irpfRatePercent: null,
  })) as DocumentAnswer;
  // The agency paid a first instalment by transfer: the invoice is partly paid (issue 25 point 2).
  await api('POST', `/api/billing/invoices/${agency.document.documentId}/sent`, {});
  await api('POST', `/api/billing/invoices/${agency.document.documentId}/payments`, { amountCents: 60_000, paidOn: today, method: 'transfer', note: 'Primer plazo' });
  // A portrait workshop the studio teaches: teaching is exempt (art. 20.Uno.9.º y 10.º LIVA,
  // E1 with its article printed), to a consumer, so no withholding.
  await api('POST', '/api/billing/invoices', {
    invoiceType: 'F1',
    issueDate: today,
    dueDate: due,
    paymentConditions: 'Pagado por transferencia',
    client: {
      clientId: null,
      name: 'Marta Ibáñez Rojo',
      email: 'marta.ibanez@example.com',
      taxId: '53218974X',
      phone: '+34 622 410 387',
      address: 'Calle de Embajadores 30, 2º B',
      city: 'Madrid',
      postalCode: '28012',
      country: 'España',
      isProfessional: false,
      language: 'es',
    },
    products: [
      {
        name: 'Taller de retrato con luz natural',
        variant: '8 horas, grupo reducido',
        quantity: 1,
        unitPriceCents: 15_000,
        vat: { kind: 'exempt', exemption: 'E1', cause: 'teaching' },
      },
    ],
    irpfRatePercent: null,
  });
};
