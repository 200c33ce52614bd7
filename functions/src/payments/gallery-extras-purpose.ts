// The `galleryExtras` purpose's handlers (issue 25 point 4, gallery/workers/extras-payment.ts):
// paid confirms the selection once; expired or failed releases the frozen draft.
import { confirmPaidExtras, releasePaidExtrasDraft } from '../gallery/workers/extras-payment.js';
import { register } from './payment-purposes.js';

register('galleryExtras', {
  onPaid: async (payment) => {
    await confirmPaidExtras(payment);
  },
  onExpired: releasePaidExtrasDraft,
  onFailed: releasePaidExtrasDraft,
});
