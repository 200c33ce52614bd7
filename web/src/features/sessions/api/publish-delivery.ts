import { publishDelivery, withdrawDelivery } from '@fotostudio/shared/contracts/session-delivery';
import { listSessionFinals } from '@fotostudio/shared/contracts/session-finals';
import { getShareLink } from '@fotostudio/shared/contracts/share-links';
import { useRouteMutation } from '../../../lib/use-route';

/** POST …/delivery/publish: the finals' list (which carries the delivery) and the link (made or enabled) are read again. */
export const usePublishDelivery = () => useRouteMutation(publishDelivery, { invalidates: [listSessionFinals, getShareLink] });

/** POST …/delivery/withdraw. */
export const useWithdrawDelivery = () => useRouteMutation(withdrawDelivery, { invalidates: [listSessionFinals] });
