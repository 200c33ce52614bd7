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
import { byText, toProduct } from '../../catalog/views.js';
import { photographerRoute } from '../../lib/http/http-function.js';

export const productHandlers = [
  photographerRoute(listProducts, async ({ caller }) => {
    const items = (await listProductItems(caller.photographerId)).sort(byText((p) => p.name));
    return { products: await Promise.all(items.map(toProduct)) };
  }),
  photographerRoute(createProduct, async ({ caller, body }) => ({
    product: await toProduct(await createProductItem(caller.photographerId, body)),
  })),
  photographerRoute(getProduct, async ({ caller, params }) => ({
    product: await toProduct(await getProductItem(caller.photographerId, params.productId)),
  })),
  photographerRoute(updateProduct, async ({ caller, params, body }) => ({
    product: await toProduct(await updateProductItem(caller.photographerId, params.productId, body)),
  })),
  photographerRoute(deleteProduct, async ({ caller, params }) => {
    await deleteProductItem(caller.photographerId, params.productId);
    return { deleted: true as const };
  }),
];
