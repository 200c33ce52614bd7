import { getSession } from '@fotostudio/shared/contracts/sessions';
import { listSessionSelections, reopenSessionSelection } from '@fotostudio/shared/contracts/share-links';
import { useRouteMutation } from '../../../lib/use-route';
import { shareLinkWrite } from './get-share-link';

/**
 * POST /api/sessions/{id}/selections/reopen: the link opens again with the last confirmed
 * choices as the client's draft, so the selections and the session are read again too.
 */
export const useReopenSelection = () => useRouteMutation(reopenSessionSelection, { writes: shareLinkWrite, invalidates: [listSessionSelections, getSession] });
