// A stored share link as the photographer's API shows it: its addresses, its state, whether
// it has a password (never the password or its hash).
import type { ShareLink } from '@fotostudio/shared/contracts/share-links';
import { customUrlPath, linkPath } from '@fotostudio/shared/gallery/link-address';
import type { ShareLinkItem } from '../data/entities/share-link.js';
import type { SessionItem } from '../data/entities/session.js';
import { appConfig } from '../lib/config.js';
import { linkStatus } from './link-store.js';

const appUrl = () => appConfig().APP_URL.replace(/\/$/, '');

/** The paths of every address the link answers on (its main address and its custom URL). */
export const linkPathsOf = (link: ShareLinkItem, session: Pick<SessionItem, 'clientName' | 'title'>, businessSlug: string | undefined) => ({
  main: linkPath({ token: link.token, businessSlug, clientName: session.clientName, sessionTitle: session.title }),
  custom: link.customUrl ? customUrlPath(link.customUrl) : null,
});

export const toShareLinkAt = (link: ShareLinkItem, session: Pick<SessionItem, 'clientName' | 'title'>, businessSlug: string | undefined): ShareLink => {
  const paths = linkPathsOf(link, session, businessSlug);
  return {
    token: link.token,
    url: `${appUrl()}${paths.main}`,
    customUrl: link.customUrl ?? null,
    customUrlFull: paths.custom ? `${appUrl()}${paths.custom}` : null,
    title: link.title,
    message: link.message ?? null,
    commentId: link.commentId ?? null,
    durationDays: link.durationDays,
    status: linkStatus(link),
    hasPassword: Boolean(link.passwordHash),
    createdAt: link.createdAt,
    validUntil: link.validUntil,
    closedAt: link.closedAt ?? null,
    updatedAt: link.updatedAt,
    selectionDeadline: link.selectionDeadline ?? null,
    // An outcome recorded for an earlier deadline is not this one's.
    deadlineOutcome: link.deadlineOutcome && link.deadlineHandledFor === link.selectionDeadline ? link.deadlineOutcome : null,
  };
};
