import { deletePackage } from '@fotostudio/shared/contracts/catalog';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { packagesKey } from './get-packages';
import { productsKey } from './get-products';

export const removePackage = async (packageId: string): Promise<void> => {
  await apiRequest(deletePackage, { params: { packageId } });
};

/**
 * DELETE /api/packages/{id}. A package a session uses is refused with
 * catalog.package_in_use. Deleting frees its products, whose counts reload.
 */
export const useDeletePackage = () => {
  const { mutate } = useSWRConfig();
  return useSWRMutation<void, ApiError, string, string>(packagesKey, (_key: string, { arg }: { arg: string }) => removePackage(arg), {
    throwOnError: true,
    onSuccess: () => void mutate(productsKey),
    onError: () => void mutate(packagesKey),
  });
};
