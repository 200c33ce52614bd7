// The demo's gallery extras paid online (issue 25 points 4 and 8), through the product's routes and
// the local Stripe's checkout page, as the photographer and the client go through them: a package
// whose extras the client pays in the gallery ("El cliente paga los extras en la galería"), a
// portrait session of that package with its photos and share link; the client chooses two photos
// beyond the included ones, pays the extras with Bizum on the checkout page and comes back to the
// gallery, which confirms the selection; the webhook's consumer issues the advance invoice, paid.
import type { DemoApi } from './demo-studio.js';

/** Uploads demo photos to a session and waits for them to be processed (demo-studio.ts `uploadPhotos`). */
type UploadPhotos = (sessionId: string, photoIndexes: number[]) => Promise<void>;
/** Posts a local Stripe page's form as a browser does; answers where it redirected (demo-studio.ts). */
type PostPageForm = (url: string, fields: Record<string, string>) => Promise<string | null>;
/** Polls something the product does in the background until it answers (demo-studio.ts). */
type Until = <T>(what: string, check: () => Promise<T | undefined>) => Promise<T>;

const PORTRAIT_PHOTOS = [2, 5, 9, 12];

/**
 * Seeds it; the studio's Stripe account must take charges already (demo-studio.ts
 * `seedOnlinePayment`). Answers the extras paid (cents) and the advance invoice's number.
 */
export const seedPaidGalleryExtras = async (
  api: DemoApi,
  client: DemoApi,
  ainhoaId: string,
  { uploadPhotos, postPageForm, until }: { uploadPhotos: UploadPhotos; postPageForm: PostPageForm; until: Until },
): Promise<{ amountCents: number; invoiceNumber: string }> => {
  const { package: portrait } = (await api('POST', '/api/packages', {
    name: 'Retrato en estudio',
    description: 'Una hora en el estudio, dos fotos editadas incluidas.',
    priceCents: 18_000,
    includedPhotos: 2,
    extraPhotoPriceCents: 1_500,
    includedProducts: [],
    forSaleProductIds: [],
    watermark: true,
    allowDownload: false,
    active: true,
    allowFullGallery: false,
    delivery: 'originals',
    extrasPaidInGallery: true,
  })) as { package: { packageId: string } };
  const { session } = (await api('POST', '/api/sessions', {
    clientId: ainhoaId,
    packageId: portrait.packageId,
    title: 'Retrato de Ainhoa en el estudio',
    sessionType: 'portrait',
    calendarSync: false,
  })) as { session: { sessionId: string } };
  await uploadPhotos(session.sessionId, PORTRAIT_PHOTOS);
  const { link } = (await api('POST', `/api/sessions/${session.sessionId}/share-link`, {
    title: 'Retrato de Ainhoa',
    durationDays: 30,
    message: 'Ainhoa, elige tus dos fotos incluidas; las que añadas se pagan al confirmar.',
  })) as { link: { token: string } };

  // The client chooses every photo (two beyond the package's) and pays the extras with Bizum.
  const { gallery } = (await client('GET', `/api/gallery/${link.token}`)) as { gallery: { images: { imageId: string }[] } };
  const choices = {
    images: gallery.images.map((image) => ({ imageId: image.imageId, products: [], comment: null })),
    additionalProducts: [],
    fullGallerySelected: false,
    generalComment: 'Me quedo con las cuatro.',
  };
  await client('PUT', `/api/gallery/${link.token}/draft`, choices);
  const opened = (await client('POST', `/api/gallery/${link.token}/pay-extras`, { choices, locale: 'es' })) as { url: string; amountCents: number };
  const back = await postPageForm(opened.url, { method: 'bizum', phone: '+34 600 111 222' });
  const checkoutSessionId = back ? new URL(back).searchParams.get('checkout_session') : null;
  if (!checkoutSessionId) throw new Error(`demo: the Bizum payment did not return to the gallery (${back ?? 'no redirect'})`);
  // Back in the gallery, the page asks the server to confirm (the webhook may come first).
  await client('POST', '/api/payments/gallery-extras/return', { linkKey: link.token, checkoutSessionId });

  await until('the extras paid in the gallery to be confirmed', async () => {
    const { selections } = (await api('GET', `/api/sessions/${session.sessionId}/selections`)) as { selections: { paidInGallery: { amountCents: number } | null }[] };
    return selections.some((version) => version.paidInGallery) ? true : undefined;
  });
  const invoiceNumber = await until('the advance invoice of the extras to be issued, paid', async () => {
    const { rows } = (await api('GET', '/api/billing/documents?kind=invoice&pageSize=100')) as { rows: { number: string; clientName: string; status: string }[] };
    return rows.find((row) => row.clientName.startsWith('Ainhoa') && row.status === 'paid')?.number;
  });
  return { amountCents: opened.amountCents, invoiceNumber };
};
