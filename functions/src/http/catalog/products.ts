import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  updateProduct,
} from '@fotostudio/shared/contracts/catalog';
import {
  createProductItem,
  deleteProductItem,
  getProductItem,
  listProductItems,
  updateProductItem,
} from '../../catalog/products.js';
import { toOneProduct, toProducts } from '../../catalog/views.js';
import { photographerRoute } from '../../lib/http/http-function.js';

export const productHandlers = [
  photographerRoute(listProducts, async ({ caller }) => ({
    products: await toProducts(caller.photographerId, await listProductItems(caller.photographerId)),
  })),
  photographerRoute(createProduct, async ({ caller, body }) => ({
    product: await toOneProduct(caller.photographerId, await createProductItem(caller.photographerId, body)),
  })),
  photographerRoute(getProduct, async ({ caller, params }) => ({
    product: await toOneProduct(caller.photographerId, await getProductItem(caller.photographerId, params.productId)),
  })),
  photographerRoute(updateProduct, async ({ caller, params, body }) => ({
    product: await toOneProduct(caller.photographerId, await updateProductItem(caller.photographerId, params.productId, body)),
  })),
  photographerRoute(deleteProduct, async ({ caller, params }) => {
    await deleteProductItem(caller.photographerId, params.productId);
    return { deleted: true as const };
  }),
];
