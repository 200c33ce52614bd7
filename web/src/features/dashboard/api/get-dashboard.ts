import { getDashboard, type Dashboard, type DashboardQuery } from '@fotostudio/shared/contracts/dashboard';
import type { SWRResponse } from 'swr';
import type { ApiError } from '../../../lib/api-client';
import { useRoute } from '../../../lib/use-route';

/** The home's figures come from other pages' changes: on a visit they are read again after a few seconds, not the app's 5 minutes. */
const DASHBOARD_FRESH_FOR_MS = 5_000;

/**
 * The dashboard of one period, chart granularity and calendar month (docs/dashboard.md), in one
 * call. While another period or month loads, the previous answer stays on screen.
 */
export const useDashboard = (query: DashboardQuery): SWRResponse<Dashboard, ApiError> =>
  useRoute(getDashboard, { query }, { keepPreviousData: true, dedupingInterval: DASHBOARD_FRESH_FOR_MS });
