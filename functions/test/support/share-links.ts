// Share links for the link-preview tests, written with the entities directly (with a session,
// one ready image as its cover and the keys of its token and custom URL), so a test can set
// any state at once (expired, closed, protected) without going through time or the client.
import { putMe } from '@fotostudio/shared/contracts/account';
import { createPackage } from '@fotostudio/shared/contracts/catalog';
import { linkPath } from '@fotostudio/shared/gallery/link-address';
import { randomUUID } from 'node:crypto';
import { db } from '../../src/data/database.js';
import { newLinkToken } from '../../src/share-links/link-store.js';
import { GALLERY_META_MARKER } from '../../src/gallery/holder/page-template.js';
import { callRoute, responseOf } from './api.js';
import { basePackage } from './catalog-fixtures.js';
import { createPhotographer, type TestUser } from './cognito-users.js';
import { storeImage } from './sessions.js';

/** A built gallery entry as the web build leaves it: the marker in its <head>. */
export const GALLERY_TEMPLATE = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <title>Galería</title>
    ${GALLERY_META_MARKER}
    <script type="module" src="/assets/gallery-abc.js"></script>
  </head>
  <body><div id="gallery-root"></div></body>
</html>`;

export interface LinkFixture {
  user: TestUser;
  sessionId: string;
  token: string;
  customUrl: string;
  coverKey: string;
  mainPath: string;
}

export interface LinkFields {
  title: string;
  message?: string;
  active?: boolean;
  validUntil?: string;
  closedAt?: string;
  passwordHash?: string;
}

/** `clientId`: the session's CRM client (by default one that does not exist). */
export const createLink = async (user: TestUser, packageId: string, fields: LinkFields, { clientId = randomUUID() }: { clientId?: string } = {}): Promise<LinkFixture> => {
  const sessionId = randomUUID();
  await db()
    .entities.session.create({
      photographerId: user.sub,
      sessionId,
      clientId,
      clientName: 'Ana Pérez',
      packageId,
      packageName: 'Boda',
      title: 'Boda de Ana y Luis',
      sessionType: 'wedding',
      calendarSync: false,
      status: 'active',
      sortDate: '2026-06-01',
    })
    .go();
  const image = await storeImage(user.sub, sessionId);
  const token = newLinkToken();
  const customUrl = `ana-${token.slice(0, 8)}`;
  await db()
    .transaction.write(({ shareLink, shareLinkKey }) => [
      shareLink
        .create({
          photographerId: user.sub,
          sessionId,
          token,
          customUrl,
          durationDays: 30,
          active: fields.active ?? true,
          validUntil: fields.validUntil ?? new Date(Date.now() + 86_400_000).toISOString(),
          ...fields,
        })
        .commit(),
      shareLinkKey.create({ linkKey: token, kind: 'token', photographerId: user.sub, sessionId }).commit(),
      shareLinkKey.create({ linkKey: customUrl, kind: 'customUrl', photographerId: user.sub, sessionId }).commit(),
    ])
    .go();
  const [session, owner] = await Promise.all([
    db().entities.session.get({ photographerId: user.sub, sessionId }).go(),
    db().entities.photographer.get({ photographerId: user.sub }).go(),
  ]);
  const mainPath = linkPath({
    token,
    businessSlug: owner.data?.businessSlug,
    clientName: session.data?.clientName ?? '',
    sessionTitle: session.data?.title ?? '',
  });
  return { user, sessionId, token, customUrl, coverKey: image.gridKey ?? '', mainPath };
};

/** The gallery function as deployed, which answers gallery.page among its routes. */
export { handler as galleryPageHandler } from '../../src/http/gallery/handler.js';

/** A photographer with a business profile (as given) and a package for their sessions. */
export const createBrandedPhotographer = async (label: string, profile: Record<string, unknown>): Promise<{ user: TestUser; packageId: string }> => {
  const user = await createPhotographer(label);
  const updated = await callRoute(putMe, user.accessToken, { body: { businessSlug: `${label}-${user.sub.slice(0, 8)}`, ...profile } });
  if (updated.status !== 200) throw new Error(`profile update answered ${updated.status}: ${updated.text}`);
  const { package: pkg } = responseOf(createPackage, await callRoute(createPackage, user.accessToken, { body: basePackage }));
  return { user, packageId: pkg.packageId };
};
