import { listPackages, type SessionPackage } from '@fotostudio/shared/contracts/catalog';
import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../../../lib/api-client';

/** The session packages, by name. One key for every account: the app clears the cache on sign-out. */
export const packagesKey = listPackages.id;

export const fetchPackages = async (): Promise<SessionPackage[]> => (await apiRequest(listPackages)).packages;

export const usePackages = (): SWRResponse<SessionPackage[], ApiError> => useSWR<SessionPackage[], ApiError>(packagesKey, fetchPackages);
