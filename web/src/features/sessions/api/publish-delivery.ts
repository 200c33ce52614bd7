import { publishDelivery, withdrawDelivery } from '@fotostudio/shared/contracts/session-delivery';
import { listSessionFinals } from '@fotostudio/shared/contracts/session-finals';
import { getSession, listSessions } from '@fotostudio/shared/contracts/sessions';
import { getShareLink } from '@fotostudio/shared/contracts/share-links';
import { useRouteMutation } from '../../../lib/use-route';

/**
 * POST …/delivery/publish: the finals' list, the session and the sessions' list (which all carry
 * the delivery's state) and the link (made or enabled) are read again.
 */
export const usePublishDelivery = () => useRouteMutation(publishDelivery, { invalidates: [listSessionFinals, getSession, listSessions, getShareLink] });

/** POST …/delivery/withdraw. */
export const useWithdrawDelivery = () => useRouteMutation(withdrawDelivery, { invalidates: [listSessionFinals, getSession, listSessions] });
