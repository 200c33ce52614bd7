// The revenue chart's geometry, pure: bar positions and heights in the SVG's own units, the
// value axis's round top, and which buckets get a label (a year by day has 365 bars).
export interface RevenueBucket {
  start: string;
  baseCents: number;
  vatCents: number;
}

export const CHART = { width: 720, height: 240, left: 88, right: 8, top: 12, bottom: 28 } as const;

/** The smallest 1, 2 or 5 times a power of ten at least `value` (so the axis reads 0 to a round figure). */
export const niceCeiling = (value: number): number => {
  if (value <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
};

export interface Bar {
  start: string;
  x: number;
  width: number;
  /** The base's bar, from the axis up; the VAT's sits on it. Negative buckets (a month of rectifications) show no bar. */
  baseY: number;
  baseHeight: number;
  vatY: number;
  vatHeight: number;
  label: boolean;
}

export const MAX_LABELS = 6;

export const chartBars = (series: readonly RevenueBucket[]): { bars: Bar[]; top: number } => {
  const top = niceCeiling(Math.max(0, ...series.map((bucket) => Math.max(0, bucket.baseCents) + Math.max(0, bucket.vatCents))));
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const slot = series.length > 0 ? plotWidth / series.length : plotWidth;
  const gap = slot > 6 ? slot * 0.2 : 0;
  const every = Math.max(1, Math.ceil(series.length / MAX_LABELS));
  const axis = CHART.top + plotHeight;
  const bars = series.map((bucket, index) => {
    const baseHeight = (Math.max(0, bucket.baseCents) / top) * plotHeight;
    const vatHeight = (Math.max(0, bucket.vatCents) / top) * plotHeight;
    return {
      start: bucket.start,
      x: CHART.left + index * slot + gap / 2,
      width: Math.max(slot - gap, 0.5),
      baseY: axis - baseHeight,
      baseHeight,
      vatY: axis - baseHeight - vatHeight,
      vatHeight,
      label: index % every === 0,
    };
  });
  return { bars, top };
};
