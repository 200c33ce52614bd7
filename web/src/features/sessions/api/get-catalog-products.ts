import { listProducts, type Product } from '@fotostudio/shared/contracts/catalog';
import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../../../lib/api-client';

/** The catalog's products (the catalog's list route and cache key), to name what a draft selection chose. */
export const useCatalogProducts = (): SWRResponse<Product[], ApiError> =>
  useSWR<Product[], ApiError>(listProducts.id, async () => (await apiRequest(listProducts)).products);
