// The "agreement link holder" caller kind (issue 26 point 5), a preset of the one route factory:
// the signer holding an agreement's private link. Their agreement and signer come only from the
// `{agreementToken}` path parameter, resolved before the query and body are parsed; a link that does not
// open (unknown, its agreement withdrawn, expired, signed or declined) is refused before the use case runs.
import type { AnyRoute, RouteResponse } from '@fotostudio/shared/contracts/route';
import { signerOfLink, type LinkedSigner } from '../../agreements/signer-view.js';
import { routeFor, type RouteHandler, type RouteInput } from '../../lib/http/route-handlers.js';

const linkHolderRoute = routeFor<{ linked: LinkedSigner }>({
  auth: 'agreementLink',
  check: (route) => {
    if (!route.path.includes('{agreementToken}')) throw new Error(`${route.id} is an agreement-link route without {agreementToken} in its path`);
    if (!route.noindex) throw new Error(`${route.id} is an agreement-link route that search engines could index (noindex missing)`);
  },
  resolve: async (_route, _event, params) => {
    const { agreementToken } = (await params()) as { agreementToken: string };
    return { linked: await signerOfLink(agreementToken) };
  },
});

/** A route for the holder of a signer's private link; the use case receives the agreement and signer it opens. */
export const agreementLinkRoute = <R extends AnyRoute>(
  route: R,
  useCase: (input: RouteInput<R> & { linked: LinkedSigner }) => Promise<RouteResponse<R>>,
): RouteHandler => linkHolderRoute(route, useCase);
