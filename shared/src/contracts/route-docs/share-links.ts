// The summaries and examples of ../share-links.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { EXAMPLE_ID } from '../ids.js';
import { createShareLink, extendShareLink, getShareLink, listSessionSelections, refreshShareLinkPreview, reopenSessionSelection, setShareLinkStatus, updateShareLink } from '../share-links.js';
import { routeDocs } from './route-doc.js';

export const shareLinksDocs = [
  routeDocs(getShareLink, {
    summary: 'The session’s share link (getShareToken), or null before one is generated.',
    example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(createShareLink, {
    summary: 'Generates the session’s share link (createSessionUrl); generating again replaces the link: its token and custom address stop working, its password, message and validity are kept unless sent.',
    example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: { title: 'Boda de Ana y Luis', durationDays: 30, message: 'Elige tus favoritas' } },
  }),
  routeDocs(updateShareLink, {
    summary: 'Updates title, message, custom URL or password of the link (updateShareToken).',
    example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: { title: 'Boda de Ana y Luis — selección' } },
  }),
  routeDocs(setShareLinkStatus, {
    summary: 'Deactivates or (re)activates the link; an expired link is activated with an extension.',
    example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: { active: false } },
  }),
  routeDocs(extendShareLink, {
    summary: 'Extends the link by 1 to 365 days (from its valid-until date, or from now when expired).',
    example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: { days: 15 } },
  }),
  routeDocs(refreshShareLinkPreview, {
    summary: 'Refreshes the link-preview page of the link’s addresses (invalidate-meta-cache).',
    example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(listSessionSelections, {
    summary: 'Every confirmed version of the client’s selection, latest first, and the draft in progress.',
    example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(reopenSessionSelection, {
    summary: 'Reopens a confirmed selection for changes: the link opens again with the last confirmed choices as its draft.',
    example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: {} },
  }),
];
