import {
  getBillingSettings,
  putBillingSettings,
  type BillingSettings,
  type BillingSettingsInput,
  type BillingSettingsStatus,
} from '@fotostudio/shared/contracts/billing/settings';
import useSWR, { type SWRResponse } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';

export interface BillingSettingsState {
  settings: BillingSettings | null;
  status: BillingSettingsStatus;
}

export const billingSettingsKey = getBillingSettings.id;

/** The billing settings (null until first saved) and whether setup is complete. */
export const useBillingSettings = (): SWRResponse<BillingSettingsState, ApiError> =>
  useSWR<BillingSettingsState, ApiError>(billingSettingsKey, () => apiRequest(getBillingSettings));

/** PUT /api/billing/settings; the cached settings and status become the answer. */
export const useSaveBillingSettings = () =>
  useSWRMutation<BillingSettingsState, ApiError, string, BillingSettingsInput>(
    billingSettingsKey,
    (_key: string, { arg }: { arg: BillingSettingsInput }) => apiRequest(putBillingSettings, { body: arg }),
    { throwOnError: true, populateCache: true, revalidate: false },
  );
