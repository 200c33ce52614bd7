import { galleryExtrasReturn } from '@fotostudio/shared/contracts/payments';
import { publicRoute } from '../../lib/http/http-function.js';
import { returnFromGalleryCheckout } from '../../payments/gallery-extras-return.js';

export const galleryExtrasHandlers = [publicRoute(galleryExtrasReturn, ({ body }) => returnFromGalleryCheckout(body.linkKey, body.checkoutSessionId))];
