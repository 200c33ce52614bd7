// The design floor of the cold-init bench (bench/lambda-bundles.ts): the smallest HTTP function
// this design allows. The product's one factory (middy, the Powertools logger, metrics and
// tracer, the error catalogue's statuses), one route, and one read through the one model
// (ElectroDB, with the entity definitions, issue 21 point 1). Every function but the gallery and
// the fallback one loads all of this at init; its ratio to the reference is therefore the lowest
// any of them can reach, and a function's ratio above it is what its own code adds.
import { getHealth } from '@fotostudio/shared/contracts/platform';
import { defineDomainRoutes } from '@fotostudio/shared/contracts/route';
import { db } from '../functions/src/data/database.js';
import { httpFunction, publicRoute } from '../functions/src/lib/http/http-function.js';

export const handler = httpFunction(defineDomainRoutes('platform', [getHealth]), [
  publicRoute(getHealth, async () => {
    await db().entities.photographer.get({ photographerId: 'design-floor' }).go({ attributes: ['photographerId'] });
    return { status: 'ok' as const, database: 'ok' as const, time: new Date().toISOString() };
  }),
]);
