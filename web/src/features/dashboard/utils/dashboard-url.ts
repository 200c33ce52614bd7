// The dashboard's choices in the URL (?period, granularity, month, stats, calendar), so a
// reload or the back button keeps them. Defaults are left out of the URL.
import { DASHBOARD_PERIODS, REVENUE_GRANULARITIES, type DashboardQuery } from '@fotostudio/shared/contracts/dashboard';
import type { DashboardPeriod, RevenueGranularity } from '@fotostudio/shared/dashboard/dashboard-periods';

export const STATS_TABS = ['general', 'financial'] as const;
export type StatsTab = (typeof STATS_TABS)[number];
export const CALENDAR_MODES = ['calendar', 'list'] as const;
export type CalendarMode = (typeof CALENDAR_MODES)[number];

export interface DashboardState {
  period: DashboardPeriod;
  granularity: RevenueGranularity;
  /** YYYY-MM, or '' for the current month. */
  month: string;
  stats: StatsTab;
  calendar: CalendarMode;
}

export const DEFAULT_DASHBOARD_STATE: DashboardState = { period: 'this_month', granularity: 'month', month: '', stats: 'general', calendar: 'calendar' };

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const readDashboardState = (params: URLSearchParams): DashboardState => ({
  period: oneOf(DASHBOARD_PERIODS, params.get('period'), DEFAULT_DASHBOARD_STATE.period),
  granularity: oneOf(REVENUE_GRANULARITIES, params.get('granularity'), DEFAULT_DASHBOARD_STATE.granularity),
  month: MONTH.test(params.get('month') ?? '') ? (params.get('month') ?? '') : '',
  stats: oneOf(STATS_TABS, params.get('stats'), DEFAULT_DASHBOARD_STATE.stats),
  calendar: oneOf(CALENDAR_MODES, params.get('calendar'), DEFAULT_DASHBOARD_STATE.calendar),
});

/** `params` with the state's keys set (defaults removed); other keys are kept. */
export const withDashboardState = (params: URLSearchParams, state: DashboardState): URLSearchParams => {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(DEFAULT_DASHBOARD_STATE) as (keyof DashboardState)[]) {
    if (state[key] === DEFAULT_DASHBOARD_STATE[key]) next.delete(key);
    else next.set(key, state[key]);
  }
  return next;
};

/** What the API is asked for this state. */
export const dashboardQueryOf = (state: DashboardState): DashboardQuery => ({
  period: state.period,
  granularity: state.granularity,
  ...(state.month ? { month: state.month } : {}),
});
