// invalidate-meta-cache (spec section 4 "Share link"): after a link changes, the preview apps
// must get its new title, message and cover, not the page CloudFront keeps for five minutes.
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { customUrlPath, linkPath } from '@fotostudio/shared/gallery/link-address';
import { randomUUID } from 'node:crypto';
import { db } from '../data/database.js';
import type { ShareLinkItem } from '../data/entities/share-link.js';
import { capturedClient } from '../lib/aws-clients.js';
import { cdnConfig } from '../lib/config.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';

/** The route CloudFront and the local server send gallery addresses to (contract gallery.page). */
const PAGE_ROUTE = '/api/gallery-page';

// Created here rather than in lib/aws-clients.ts: only the sessions function invalidates, and
// the gallery function, which imports aws-clients, must stay small.
let cloudFront: CloudFrontClient | undefined;
const cloudFrontClient = (): CloudFrontClient => {
  cloudFront ??= capturedClient(new CloudFrontClient({}));
  return cloudFront;
};

/** Every address that opens the link: its main path, /gallery/{token} and, with a custom URL, both of its forms. */
export const linkAddresses = (
  link: Pick<ShareLinkItem, 'token' | 'customUrl'>,
  owner: { businessSlug: string | null | undefined; clientName: string; sessionTitle: string },
): string[] => {
  const paths = [
    linkPath({ token: link.token, ...owner }),
    `/gallery/${link.token}`,
    ...(link.customUrl ? [customUrlPath(link.customUrl), `/gallery/${link.customUrl}`] : []),
  ];
  return [...new Set(paths)];
};

/**
 * What CloudFront caches for an address: the viewer's path and, after the viewer-request
 * function rewrote it, the page route with the path as its query (AWS advises invalidating
 * both URIs when a function changes the URI).
 */
export const invalidationPaths = (addresses: string[]): string[] =>
  addresses.flatMap((path) => [path, `${PAGE_ROUTE}?path=${encodeURIComponent(path)}`]);

const invalidate = async (distributionId: string, paths: string[]): Promise<void> => {
  await cloudFrontClient().send(
    new CreateInvalidationCommand({
      DistributionId: distributionId,
      InvalidationBatch: { CallerReference: randomUUID(), Paths: { Quantity: paths.length, Items: paths } },
    }),
  );
};

/**
 * Records the refresh on the link and drops the cached page of each of its addresses. Without
 * a distribution configured there is no CDN cache, and the page is rendered fresh every time.
 * `before` is the link as it was before a change that moved its addresses (a new token, another
 * custom URL): those addresses no longer open it, and their cached pages must not say they do.
 */
export const refreshLinkPreview = async (
  photographerId: string,
  sessionId: string,
  before?: Pick<ShareLinkItem, 'token' | 'customUrl'>,
): Promise<{ refreshedAt: string; paths: string[] }> => {
  const [link, session, photographer] = await Promise.all([
    db().entities.shareLink.get({ photographerId, sessionId }).go({ consistent: true }),
    db().entities.session.get({ photographerId, sessionId }).go(),
    db().entities.photographer.get({ photographerId }).go(),
  ]);
  if (!session.data) throw new DomainError('sessions.not_found');
  if (!link.data) throw new DomainError('share.not_found');
  const owner = { businessSlug: photographer.data?.businessSlug, clientName: session.data.clientName, sessionTitle: session.data.title };
  const paths = [...new Set([...linkAddresses(link.data, owner), ...(before ? linkAddresses(before, owner) : [])])];
  const distributionId = cdnConfig().CDN_DISTRIBUTION_ID;
  if (distributionId) await invalidate(distributionId, invalidationPaths(paths));
  const refreshedAt = new Date().toISOString();
  await db().entities.shareLink.patch({ photographerId, sessionId }).set({ previewRefreshedAt: refreshedAt }).go();
  logger.info('link preview refreshed', { sessionId, paths: paths.length, invalidated: Boolean(distributionId) });
  return { refreshedAt, paths };
};
