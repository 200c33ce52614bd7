// The route table: the single list of every API route.
import { getMe, putMe, putSettings } from './account.js';
import {
  createComment,
  createPackage,
  createProduct,
  deleteComment,
  deletePackage,
  deleteProduct,
  getPackage,
  getProduct,
  listComments,
  listPackages,
  listProducts,
  updateComment,
  updatePackage,
  updateProduct,
} from './catalog.js';
import {
  convertContact,
  createContact,
  createRelationship,
  deleteContact,
  deleteRelationship,
  getContact,
  listContacts,
  listRelationships,
  updateContact,
} from './crm.js';
import { importContacts } from './crm-import.js';
import { createUpload } from './media.js';
import { getHealth } from './platform.js';
import { matchPathTemplate, type AnyRoute, type Domain } from './route.js';

export const routeTable = [
  getHealth,
  getMe,
  putMe,
  putSettings,
  createUpload,
  listProducts,
  createProduct,
  getProduct,
  updateProduct,
  deleteProduct,
  listPackages,
  createPackage,
  getPackage,
  updatePackage,
  deletePackage,
  listComments,
  createComment,
  updateComment,
  deleteComment,
  listContacts,
  createContact,
  importContacts,
  getContact,
  updateContact,
  convertContact,
  listRelationships,
  createRelationship,
  deleteRelationship,
  deleteContact,
] as const satisfies readonly AnyRoute[];

export const routesOfDomain = (domain: Domain): AnyRoute[] => routeTable.filter((r) => r.domain === domain);

export type RouteMatch =
  | { kind: 'matched'; route: AnyRoute; params: Record<string, string> }
  /** The path exists but not with this method. */
  | { kind: 'method-not-allowed' }
  | { kind: 'not-found' };

export const matchRoute = (method: string, path: string): RouteMatch => {
  let pathExists = false;
  for (const route of routeTable) {
    const params = matchPathTemplate(route.path, path);
    if (!params) continue;
    if (route.method === method.toUpperCase()) return { kind: 'matched', route, params };
    pathExists = true;
  }
  return pathExists ? { kind: 'method-not-allowed' } : { kind: 'not-found' };
};
