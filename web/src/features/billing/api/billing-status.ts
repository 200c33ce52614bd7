import { getBillingSettingsStatus, type BillingSettingsStatus } from '@fotostudio/shared/contracts/billing/settings';
import { apiRequest } from '../../../lib/api-client';

/** Whether billing setup is complete (GET /api/billing/settings/status), asked fresh each time a document is started. */
export const fetchBillingStatus = (): Promise<BillingSettingsStatus> => apiRequest(getBillingSettingsStatus);
