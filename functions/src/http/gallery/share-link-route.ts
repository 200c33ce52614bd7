// The gallery's caller kind, a preset of the one route factory: the holder of a share link.
// Its session comes only from the `{linkKey}` path parameter, resolved before the query and body
// are even parsed, so nothing a caller sends can name another session; a link that does not
// open (unknown, disabled, expired, closed, archived session, protected without a pass) is
// refused before the use case runs.
import type { AnyRoute, RouteResponse } from '@fotostudio/shared/contracts/route';
import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { GALLERY_PASS_HEADER } from '@fotostudio/shared/gallery/link-address';
import { holderOf, type Holder } from '../../gallery/holder/holder-access.js';
import { routeFor, type RouteHandler, type RouteInput } from '../../lib/http/route-handlers.js';

/** Which links a route lets through beside open ones (holder-access.ts, HolderRules). */
type HolderOptions = { whenClosed?: ErrorCode; anyState?: boolean; confirmed?: boolean; delivery?: boolean };

/** The route whose caller may not have a pass yet: it is where the pass comes from. */
const PASS_ISSUING_ROUTE = 'gallery.unlock';

const holderRoute = ({ whenClosed, anyState, confirmed, delivery }: HolderOptions) =>
  routeFor<{ holder: Holder }>({
    auth: 'shareLink',
    check: (route) => {
      if (!route.path.includes('{linkKey}')) throw new Error(`${route.id} is a share-link route without {linkKey} in its path`);
    },
    resolve: async (route, event, params) => {
      const { linkKey } = (await params()) as { linkKey: string };
      const pass = event.headers[GALLERY_PASS_HEADER];
      return { holder: await holderOf(linkKey, pass, { needsPass: route.id !== PASS_ISSUING_ROUTE, whenClosed, anyState, confirmed, delivery }) };
    },
  });

/**
 * A route for the holder of a share link; `whenClosed` is what a closed link answers instead of
 * `gallery.link_closed`; `anyState` lets a link in any state through (the brand route: holder-access.ts);
 * `confirmed` lets only a link closed by a confirmation through (the read-only selection);
 * `delivery` makes it a route of the delivery gallery, open only while the session's delivery is.
 */
export const shareLinkRoute = <R extends AnyRoute>(
  route: R,
  useCase: (input: RouteInput<R> & { holder: Holder }) => Promise<RouteResponse<R>>,
  options: HolderOptions = {},
): RouteHandler => holderRoute(options)(route, useCase);
