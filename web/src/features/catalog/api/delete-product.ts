import { deleteProduct } from '@fotostudio/shared/contracts/catalog';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { productsKey } from './get-products';

export const removeProduct = async (productId: string): Promise<void> => {
  await apiRequest(deleteProduct, { params: { productId } });
};

/**
 * DELETE /api/products/{id}. A product some package includes is refused with
 * catalog.product_in_use; the list reloads either way, so its usage count is current.
 */
export const useDeleteProduct = () => {
  const { mutate } = useSWRConfig();
  return useSWRMutation<void, ApiError, string, string>(productsKey, (_key: string, { arg }: { arg: string }) => removeProduct(arg), {
    throwOnError: true,
    onError: () => void mutate(productsKey),
  });
};
