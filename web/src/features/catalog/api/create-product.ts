import { createProduct, type Product, type ProductInput } from '@fotostudio/shared/contracts/catalog';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { productsKey } from './get-products';

export const postProduct = async (body: ProductInput): Promise<Product> => (await apiRequest(createProduct, { body })).product;

/** POST /api/products, then the list reloads. Mutations never retry (spec section 7). */
export const useCreateProduct = () =>
  useSWRMutation<Product, ApiError, string, ProductInput>(productsKey, (_key: string, { arg }: { arg: ProductInput }) => postProduct(arg), {
    throwOnError: true,
  });
