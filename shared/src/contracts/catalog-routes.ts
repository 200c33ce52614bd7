// The catalog domain's part of the route table (routes.ts joins every domain's part). Its
// Lambda function imports only this, so it bundles no other domain's contracts.
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
import { defineDomainRoutes } from './route.js';

export const catalogRoutes = defineDomainRoutes('catalog', [
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
]);
