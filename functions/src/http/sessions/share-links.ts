// The session's share link and the client's selections, as the photographer manages them.
import {
  createShareLink,
  extendShareLink,
  getShareLink,
  listSessionSelections,
  refreshShareLinkPreview,
  reopenSessionSelection,
  setShareLinkStatus,
  updateShareLink,
} from '@fotostudio/shared/contracts/share-links';
import { refreshLinkPreview } from '../../share-links/link-preview-refresh.js';
import { listSelections, reopenSelection } from '../../gallery/photographer/selections.js';
import * as links from '../../share-links/share-links.js';
import { photographerRoute } from '../../lib/http/http-function.js';

export const shareLinkHandlers = [
  photographerRoute(getShareLink, async ({ caller, params }) => ({ link: await links.getShareLinkView(caller.photographerId, params.sessionId) })),
  photographerRoute(createShareLink, async ({ caller, params, body }) => ({
    link: await links.createShareLink(caller.photographerId, params.sessionId, body),
  })),
  photographerRoute(updateShareLink, async ({ caller, params, body }) => ({
    link: await links.updateShareLink(caller.photographerId, params.sessionId, body),
  })),
  photographerRoute(setShareLinkStatus, async ({ caller, params, body }) => ({
    link: await links.setShareLinkStatus(caller.photographerId, params.sessionId, body),
  })),
  photographerRoute(extendShareLink, async ({ caller, params, body }) => ({
    link: await links.extendShareLink(caller.photographerId, params.sessionId, body.days),
  })),
  photographerRoute(refreshShareLinkPreview, ({ caller, params }) => refreshLinkPreview(caller.photographerId, params.sessionId)),
  photographerRoute(listSessionSelections, ({ caller, params }) => listSelections(caller.photographerId, params.sessionId)),
  photographerRoute(reopenSessionSelection, async ({ caller, params }) => ({ link: await reopenSelection(caller.photographerId, params.sessionId) })),
];
