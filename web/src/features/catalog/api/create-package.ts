import { createPackage, type PackageInput, type SessionPackage } from '@fotostudio/shared/contracts/catalog';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { packagesKey } from './get-packages';
import { productsKey } from './get-products';

export const postPackage = async (body: PackageInput): Promise<SessionPackage> => (await apiRequest(createPackage, { body })).package;

/** POST /api/packages; the products reload too, as their package counts changed. */
export const useCreatePackage = () => {
  const { mutate } = useSWRConfig();
  return useSWRMutation<SessionPackage, ApiError, string, PackageInput>(
    packagesKey,
    (_key: string, { arg }: { arg: PackageInput }) => postPackage(arg),
    { throwOnError: true, onSuccess: () => void mutate(productsKey) },
  );
};
