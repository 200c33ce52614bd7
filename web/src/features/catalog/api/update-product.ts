import { updateProduct, type Product, type ProductInput } from '@fotostudio/shared/contracts/catalog';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { productsKey } from './get-products';

export interface ProductUpdate {
  productId: string;
  body: ProductInput;
}

/** Replaces the product; keep each existing variant's variantId, or packages lose it (variant_in_use). */
export const putProduct = async ({ productId, body }: ProductUpdate): Promise<Product> =>
  (await apiRequest(updateProduct, { params: { productId }, body })).product;

export const useUpdateProduct = () =>
  useSWRMutation<Product, ApiError, string, ProductUpdate>(productsKey, (_key: string, { arg }: { arg: ProductUpdate }) => putProduct(arg), {
    throwOnError: true,
  });
