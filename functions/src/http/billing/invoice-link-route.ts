// The "invoice link holder" caller kind (issue 25 point 2), a preset of the one route factory:
// whoever holds an issued invoice's public link. Its invoice comes only from the `{invoiceToken}`
// path parameter, resolved before the query and body are parsed; a link that does not open
// (unknown, revoked, expired, its invoice cancelled) is refused before the use case runs.
import type { AnyRoute, RouteResponse } from '@fotostudio/shared/contracts/route';
import { invoiceOfLink } from '../../billing/invoice-link.js';
import { routeFor, type RouteHandler, type RouteInput } from '../../lib/http/route-handlers.js';

/** The invoice a link opens, as the use cases take it. */
type LinkedInvoice = Awaited<ReturnType<typeof invoiceOfLink>>;

const linkHolderRoute = routeFor<{ invoice: LinkedInvoice }>({
  auth: 'invoiceLink',
  check: (route) => {
    if (!route.path.includes('{invoiceToken}')) throw new Error(`${route.id} is an invoice-link route without {invoiceToken} in its path`);
    if (!route.noindex) throw new Error(`${route.id} is an invoice-link route that search engines could index (noindex missing)`);
  },
  resolve: async (_route, _event, params) => {
    const { invoiceToken } = (await params()) as { invoiceToken: string };
    return { invoice: await invoiceOfLink(invoiceToken) };
  },
});

/** A route for the holder of an invoice's public link; the use case receives the invoice it opens. */
export const invoiceLinkRoute = <R extends AnyRoute>(
  route: R,
  useCase: (input: RouteInput<R> & { invoice: LinkedInvoice }) => Promise<RouteResponse<R>>,
): RouteHandler => linkHolderRoute(route, useCase);
