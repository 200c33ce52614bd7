// A gallery with a share link, and its download routes called as API Gateway would: what
// gallery-downloads.test.ts and gallery-downloads-migration.test.ts both work on.
import { createPackage } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';
import { getGalleryDownload } from '@fotostudio/shared/contracts/gallery';
import { buildPath, type AnyRoute } from '@fotostudio/shared/contracts/route';
import { sessionInput } from '@fotostudio/shared/contracts/sessions';
import type { Context } from 'aws-lambda';
import { createHash } from 'node:crypto';
import { db } from '../../src/data/database.js';
import { downloadRoutes } from '../../src/http/gallery/download-routes.js';
import { DomainError } from '../../src/lib/errors.js';
import type { HttpEvent } from '../../src/lib/http/types.js';
import { createSessionItem } from '../../src/sessions/sessions.js';
import { newLinkToken } from '../../src/share-links/link-store.js';
import { callRoute, responseOf, type ApiAnswer } from './api.js';
import { basePackage } from './catalog-fixtures.js';
import { uniqueEmail, type TestUser } from './cognito-users.js';
import { eventually } from './eventually.js';
import { zipFiles } from './zip-files.js';

export const context = { awsRequestId: 'req-1', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

/**
 * Calls a download route's handler as API Gateway would, with the link key in the path; its
 * answer is read as a gateway answer (responseOf checks it with the route's response schema).
 */
export const callDownloadRoute = async (route: AnyRoute, params: Record<string, string>): Promise<ApiAnswer> => {
  const handler = downloadRoutes.find((candidate) => candidate.route.id === route.id);
  if (!handler) throw new Error(`no handler for ${route.id}`);
  const path = buildPath(route.path, params);
  const event = {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: path,
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    pathParameters: params,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: '127.0.0.1',
      domainPrefix: '127',
      http: { method: route.method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'req-1',
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: '',
      timeEpoch: Date.now(),
    },
  } as HttpEvent;
  try {
    const result = await handler.handle(event, context);
    const text = result.body ?? '';
    const headers = Object.fromEntries(Object.entries(result.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]));
    return { status: result.statusCode ?? 0, body: JSON.parse(text || 'null'), text, headers };
  } catch (error) {
    // Outside httpFunction the error handler is not in front: read the catalogue code.
    if (!(error instanceof DomainError)) throw error;
    const body = { error: { code: error.code } };
    return { status: 0, body, text: JSON.stringify(body), headers: {} };
  }
};

export interface Gallery {
  photographerId: string;
  sessionId: string;
  linkKey: string;
  clientEmail: string;
}

export const createGallery = async (user: TestUser, packageFields: { watermark?: boolean; allowDownload?: boolean } = {}): Promise<Gallery> => {
  const clientEmail = uniqueEmail('client');
  const contact = await callRoute(createContact, user.accessToken, {
    body: { ...exampleOf(createContact).body, type: 'client', emails: { primary: clientEmail } },
  });
  const pkg = await callRoute(createPackage, user.accessToken, { body: basePackage });
  const { packageId } = responseOf(createPackage, pkg).package;
  // Straight to the item: a watermark needs a business name first, which is not this file's subject.
  await db().entities.sessionPackage.patch({ photographerId: user.sub, packageId }).set(packageFields).go();
  // The sessions function is whole only once the share-link routes land: the use case directly.
  const input = sessionInput.parse({
    clientId: responseOf(createContact, contact).contact.contactId,
    packageId,
    title: 'Boda de Ana y Luis',
    sessionType: 'wedding',
    calendarSync: false,
  });
  const { sessionId } = await createSessionItem(user.sub, input);
  const photographerId = user.sub;
  const token = newLinkToken();
  await db()
    .entities.shareLink.create({
      photographerId,
      sessionId,
      token,
      title: 'Boda de Ana y Luis',
      durationDays: 30,
      active: true,
      validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    })
    .go();
  await db().entities.shareLinkKey.create({ linkKey: token, kind: 'token', photographerId, sessionId }).go();
  return { photographerId, sessionId, linkKey: token, clientEmail };
};

export const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every entry of a zip with the SHA-256 of its bytes. */
export const unzip = async (zip: Buffer): Promise<Map<string, string>> => new Map([...(await zipFiles(zip))].map(([name, bytes]) => [name, sha(bytes)]));

export const readyDownload = (gallery: Gallery, downloadId: string, timeoutMs = 20_000) =>
  eventually(async () => {
    const answer = await callDownloadRoute(getGalleryDownload, { linkKey: gallery.linkKey, downloadId });
    const { download } = responseOf(getGalleryDownload, answer);
    if (download.status === 'failed') throw new Error('the zip failed');
    return download.status === 'ready' ? download : undefined;
  }, timeoutMs);
