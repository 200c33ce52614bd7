import { listProducts, type Product } from '@fotostudio/shared/contracts/catalog';
import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../../../lib/api-client';

/** The products list, by name. One key for every account: the app clears the cache on sign-out. */
export const productsKey = listProducts.id;

export const fetchProducts = async (): Promise<Product[]> => (await apiRequest(listProducts)).products;

export const useProducts = (): SWRResponse<Product[], ApiError> => useSWR<Product[], ApiError>(productsKey, fetchProducts);
