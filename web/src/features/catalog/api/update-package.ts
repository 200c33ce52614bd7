import { updatePackage, type PackageInput, type SessionPackage } from '@fotostudio/shared/contracts/catalog';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { packagesKey } from './get-packages';
import { productsKey } from './get-products';

export interface PackageUpdate {
  packageId: string;
  body: PackageInput;
}

export const putPackage = async ({ packageId, body }: PackageUpdate): Promise<SessionPackage> =>
  (await apiRequest(updatePackage, { params: { packageId }, body })).package;

/** PUT /api/packages/{id}; the products reload too, as their package counts may have changed. */
export const useUpdatePackage = () => {
  const { mutate } = useSWRConfig();
  return useSWRMutation<SessionPackage, ApiError, string, PackageUpdate>(
    packagesKey,
    (_key: string, { arg }: { arg: PackageUpdate }) => putPackage(arg),
    { throwOnError: true, onSuccess: () => void mutate(productsKey) },
  );
};
