// The route table: the single list of every API route.
import { getMe, putMe } from './account.js';
import { getHealth } from './platform.js';
import type { AnyRoute, Domain } from './route.js';

export const routeTable = [getHealth, getMe, putMe] as const satisfies readonly AnyRoute[];

export const routesOfDomain = (domain: Domain): AnyRoute[] => routeTable.filter((r) => r.domain === domain);
