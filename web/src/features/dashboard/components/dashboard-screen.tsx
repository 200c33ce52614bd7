import { DASHBOARD_PERIODS, REVENUE_GRANULARITIES, type CalendarSession } from '@fotostudio/shared/contracts/dashboard';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { useFormatDate } from '../../../hooks/use-formatters';
import { useSearchParamsChange } from '../../../hooks/use-search-params-change';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useDashboard } from '../api/get-dashboard';
import { CALENDAR_MODES, dashboardQueryOf, readDashboardState, STATS_TABS, withDashboardState, type DashboardState } from '../utils/dashboard-url';
import { NeedsYouList } from './needs-you-list';
import { RecentOrders } from './recent-orders';
import { RevenueChart } from './revenue-chart';
import { SessionRows } from './session-rows';
import { FinancialStats, GeneralStats } from './stats-panels';
import '../../../styles/dashboard.css';

export interface CalendarSlotProps {
  month: string;
  today: string;
  sessions: readonly CalendarSession[];
  loading: boolean;
  onMonthChange: (month: string) => void;
}

const Card = ({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) => (
  <section className={`card dashboard-card ${id}`} aria-labelledby={id}>
    <header className="card-header">
      <h2 id={id} className="card-title">
        {title}
      </h2>
      {actions}
    </header>
    {children}
  </section>
);

/**
 * /dashboard (spec section 2): the period's General and Financial stats, the revenue chart, the
 * session calendar, what needs the photographer, upcoming sessions and recent orders, from one
 * call (docs/dashboard.md). The calendar and the first-steps card come from their features
 * (`renderCalendar`, `welcome`); `aside` closes the side column. `changedAt` is the notifications'
 * change cursor: what makes a notice (a confirmed selection, an invoice overdue) changes the
 * figures, so a new value reads the dashboard again without a reload.
 */
export const DashboardScreen = ({
  renderCalendar,
  welcome,
  aside,
  changedAt,
}: {
  renderCalendar: (props: CalendarSlotProps) => ReactNode;
  welcome: ReactNode;
  aside?: ReactNode;
  changedAt?: string;
}) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  const { params, change } = useSearchParamsChange();
  const state = useMemo(() => readDashboardState(params), [params]);
  const update = useCallback(
    (next: Partial<DashboardState>) => change((current) => withDashboardState(current, { ...readDashboardState(current), ...next })),
    [change],
  );
  const { data, error, isValidating, mutate } = useDashboard(dashboardQueryOf(state));
  const seenChange = useRef(changedAt);
  useEffect(() => {
    if (changedAt !== undefined && seenChange.current !== undefined && changedAt !== seenChange.current) void mutate();
    seenChange.current = changedAt;
  }, [changedAt, mutate]);
  const retry = <LoadError message={errorMessage(error?.code ?? 'general.unknown')} retryLabel={t('common.retry')} onRetry={() => void mutate()} />;

  if (!data) {
    return error ? retry : <Spinner label={t('dashboard.loading')} />;
  }

  const month = state.month || data.calendar.month;
  const periodOptions = DASHBOARD_PERIODS.map((value) => ({ value, label: t(`dashboard.periods.${value}`) }));
  const granularityOptions = REVENUE_GRANULARITIES.map((value) => ({ value, label: t(`dashboard.chart.granularities.${value}`) }));

  return (
    <div className="dashboard" aria-busy={isValidating || undefined}>
      {error ? retry : null}
      {data.onboardingCompleted ? null : welcome}
      <div className="dashboard-toolbar">
        <SelectField
          label={t('dashboard.periodLabel')}
          value={state.period}
          options={periodOptions}
          onValueChange={(period) => update({ period })}
          hint={t('dashboard.periodRange', { from: formatDate(data.period.from), to: formatDate(data.period.to) })}
        />
        {isValidating ? <Spinner label={t('common.loading')} size="sm" /> : null}
      </div>
      <div className="dashboard-columns">
        <div className="dashboard-main">
          <section className="card dashboard-card" aria-label={t('dashboard.stats.label')}>
            <Tabs
              label={t('dashboard.stats.label')}
              selectedTab={state.stats}
              onTabChange={(tab) => update({ stats: STATS_TABS.find((id) => id === tab) ?? 'general' })}
              tabs={[
                { id: 'general', label: t('dashboard.stats.general'), panel: <GeneralStats general={data.general} /> },
                { id: 'financial', label: t('dashboard.stats.financial'), panel: <FinancialStats financial={data.financial} /> },
              ]}
            />
          </section>

          <Card
            id="dashboard-revenue"
            title={t('dashboard.chart.title')}
            actions={
              <SelectField
                className="dashboard-inline-field"
                label={t('dashboard.chart.granularityLabel')}
                value={state.granularity}
                options={granularityOptions}
                onValueChange={(granularity) => update({ granularity })}
              />
            }
          >
            <RevenueChart series={data.financial.series} granularity={state.granularity} currency={data.financial.currency.code} />
          </Card>

          <Card
            id="dashboard-calendar"
            title={t('dashboard.calendar.title')}
            actions={
              <div className="dashboard-modes" role="group" aria-label={t('dashboard.calendar.modesLabel')}>
                {CALENDAR_MODES.map((mode) => (
                  <Button
                    key={mode}
                    variant={mode === state.calendar ? 'primary' : 'secondary'}
                    aria-pressed={mode === state.calendar}
                    icon={<Icon name={mode === 'calendar' ? 'calendar' : 'list'} size={18} />}
                    onClick={() => update({ calendar: mode })}
                  >
                    {t(`dashboard.calendar.modes.${mode}`)}
                  </Button>
                ))}
              </div>
            }
          >
            {state.calendar === 'calendar' ? (
              renderCalendar({
                month,
                today: data.today,
                sessions: data.calendar.sessions,
                loading: isValidating && data.calendar.month !== month,
                onMonthChange: (next) => update({ month: next === data.today.slice(0, 7) ? '' : next }),
              })
            ) : data.calendar.sessions.length === 0 ? (
              <p className="dashboard-muted">{t('dashboard.calendar.emptyMonth')}</p>
            ) : (
              <SessionRows sessions={data.calendar.sessions} />
            )}
          </Card>
        </div>

        <div className="dashboard-side">
          <Card id="dashboard-needs-you" title={t('dashboard.needsYou.title')}>
            <NeedsYouList items={data.needsYou} counts={data.needsYouCounts} />
          </Card>
          <Card
            id="dashboard-upcoming"
            title={t('dashboard.upcoming.title')}
            actions={
              <Link to={paths.sessions} className="text-link">
                {t('dashboard.upcoming.allSessions')}
              </Link>
            }
          >
            {data.upcomingSessions.length === 0 ? (
              <div className="dashboard-empty">
                <p className="dashboard-muted">{t('dashboard.upcoming.empty')}</p>
                <Link to={`${paths.sessions}/new`} className="text-link">
                  {t('dashboard.upcoming.newSession')}
                </Link>
              </div>
            ) : (
              <SessionRows sessions={data.upcomingSessions} />
            )}
          </Card>
          <Card id="dashboard-orders" title={t('dashboard.orders.title')}>
            <RecentOrders orders={data.recentOrders} />
          </Card>
          {aside}
        </div>
      </div>
    </div>
  );
};
