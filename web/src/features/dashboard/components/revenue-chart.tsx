import type { Currency } from '@fotostudio/shared/constants';
import type { RevenueGranularity } from '@fotostudio/shared/dashboard/dashboard-periods';
import { minorUnitDigits } from '@fotostudio/shared/format/money';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../hooks/use-formatters';
import { toLanguage } from '../../../i18n/i18n';
import { CHART, chartBars, type RevenueBucket } from '../utils/revenue-chart';

/** A bucket's name in the UI language: the day, the week's Monday, the month or the year. */
const useBucketName = (granularity: RevenueGranularity, currency: Currency) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(() => {
    const options: Intl.DateTimeFormatOptions =
      granularity === 'year' ? { year: 'numeric' } : granularity === 'month' ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' };
    const format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
    const short = (start: string) => format.format(new Date(`${start}T12:00:00Z`));
    const long = (start: string) => (granularity === 'week' ? t('dashboard.chart.weekOf', { date: short(start) }) : short(start));
    // The value axis in few characters (5 mil €, 12K €): it must fit the chart's margin on a phone.
    const axis = new Intl.NumberFormat(language, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 });
    return { short, long, axis: (minorUnits: number) => axis.format(minorUnits / 10 ** minorUnitDigits(currency)) };
  }, [granularity, language, t, currency]);
};

/**
 * Revenue per bucket (spec section 2): the tax base as a bar with its VAT on top, drawn in the
 * theme's colours. The picture is one image with a summary for screen readers; the same figures
 * follow as a table (hidden on screen), which is what they read bucket by bucket.
 */
export const RevenueChart = ({ series, granularity, currency }: { series: readonly RevenueBucket[]; granularity: RevenueGranularity; currency: Currency }) => {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const euros = (minorUnits: number) => formatMoney(minorUnits, currency);
  const names = useBucketName(granularity, currency);
  const titleId = useId();
  const { bars, top } = useMemo(() => chartBars(series), [series]);
  const unit = t(`dashboard.chart.units.${granularity}`);
  const base = series.reduce((sum, bucket) => sum + bucket.baseCents, 0);
  const vat = series.reduce((sum, bucket) => sum + bucket.vatCents, 0);
  const axis = CHART.height - CHART.bottom;
  const empty = series.every((bucket) => bucket.baseCents === 0 && bucket.vatCents === 0);

  return (
    <figure className="revenue-chart">
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="img" aria-labelledby={titleId} className="revenue-chart-svg">
        <title id={titleId}>{t('dashboard.chart.summary', { unit, base: euros(base), vat: euros(vat) })}</title>
        {[0, 0.5, 1].map((fraction) => {
          const y = axis - fraction * (axis - CHART.top);
          return (
            <g key={fraction} aria-hidden="true">
              <line x1={CHART.left} x2={CHART.width - CHART.right} y1={y} y2={y} className="revenue-chart-grid" />
              <text x={CHART.left - 8} y={y} className="revenue-chart-axis" textAnchor="end" dominantBaseline="middle">
                {names.axis(top * fraction)}
              </text>
            </g>
          );
        })}
        {bars.map((bar) => (
          <g key={bar.start} aria-hidden="true">
            <rect x={bar.x} y={bar.baseY} width={bar.width} height={bar.baseHeight} className="revenue-chart-base" />
            <rect x={bar.x} y={bar.vatY} width={bar.width} height={bar.vatHeight} className="revenue-chart-vat" />
            {bar.label ? (
              <text x={bar.x + bar.width / 2} y={CHART.height - 8} className="revenue-chart-axis" textAnchor="middle">
                {names.short(bar.start)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <figcaption className="revenue-chart-legend">
        <span className="revenue-chart-key revenue-chart-key-base">{t('dashboard.chart.legendBase')}</span>
        <span className="revenue-chart-key revenue-chart-key-vat">{t('dashboard.chart.legendVat')}</span>
        {empty ? <span className="dashboard-muted">{t('dashboard.chart.empty')}</span> : null}
      </figcaption>
      <table className="visually-hidden">
        <caption>{t('dashboard.chart.tableCaption', { unit })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.chart.bucket')}</th>
            <th scope="col">{t('dashboard.chart.legendBase')}</th>
            <th scope="col">{t('dashboard.chart.legendVat')}</th>
          </tr>
        </thead>
        <tbody>
          {series.map((bucket) => (
            <tr key={bucket.start}>
              <th scope="row">{names.long(bucket.start)}</th>
              <td>{euros(bucket.baseCents)}</td>
              <td>{euros(bucket.vatCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
};
