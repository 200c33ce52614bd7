import { listPackages, type SessionPackage } from '@fotostudio/shared/contracts/catalog';
import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../../../lib/api-client';

/** The catalogue's own key for the package list: one cached copy for both screens. */
const packagesKey = listPackages.id;

/** Every session package, by name; the wizard offers the active ones. */
export const usePackageOptions = (): SWRResponse<SessionPackage[], ApiError> =>
  useSWR<SessionPackage[], ApiError>(packagesKey, async () => (await apiRequest(listPackages)).packages);
