// The "quote link holder" caller kind (issue 25 point 3), a preset of the one route factory:
// whoever holds a pending quote's public link. Its quote comes only from the `{quoteToken}` path
// parameter, resolved before the query and body are parsed; a link that does not open (unknown,
// revoked, expired, its quote converted or deleted) is refused before the use case runs.
import type { AnyRoute, RouteResponse } from '@fotostudio/shared/contracts/route';
import { quoteOfLink } from '../../billing/quote-link-holder.js';
import { routeFor, type RouteHandler, type RouteInput } from '../../lib/http/route-handlers.js';

/** The quote a link opens, as the use cases take it, and the token that opened it. */
type LinkedQuote = Awaited<ReturnType<typeof quoteOfLink>>;

const linkHolderRoute = routeFor<{ quote: LinkedQuote; quoteToken: string }>({
  auth: 'quoteLink',
  check: (route) => {
    if (!route.path.includes('{quoteToken}')) throw new Error(`${route.id} is a quote-link route without {quoteToken} in its path`);
    if (!route.noindex) throw new Error(`${route.id} is a quote-link route that search engines could index (noindex missing)`);
  },
  resolve: async (_route, _event, params) => {
    const { quoteToken } = (await params()) as { quoteToken: string };
    return { quote: await quoteOfLink(quoteToken), quoteToken };
  },
});

/** A route for the holder of a quote's public link; the use case receives the quote it opens. */
export const quoteLinkRoute = <R extends AnyRoute>(
  route: R,
  useCase: (input: RouteInput<R> & { quote: LinkedQuote; quoteToken: string }) => Promise<RouteResponse<R>>,
): RouteHandler => linkHolderRoute(route, useCase);
