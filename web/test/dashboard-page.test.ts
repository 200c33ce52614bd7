import { formatMoney } from '@fotostudio/shared/format/money';
import { describe, expect, it } from 'vitest';
import en from '../src/i18n/locales/en/account.json';
import es from '../src/i18n/locales/es/account.json';
import { currencyNoteOf } from '../src/features/dashboard/utils/financial-currency';
import { needsYouHref, needsYouListHref, orderHref } from '../src/features/dashboard/utils/dashboard-links';
import { dashboardQueryOf, DEFAULT_DASHBOARD_STATE, readDashboardState, withDashboardState } from '../src/features/dashboard/utils/dashboard-url';
import { CHART, chartBars, niceCeiling } from '../src/features/dashboard/utils/revenue-chart';
import { sessionPaymentBadge } from '../src/features/dashboard/utils/session-payment';

describe('dashboard URL state', () => {
  it('reads defaults from an empty or wrong query, and leaves defaults out when written', () => {
    expect(readDashboardState(new URLSearchParams('period=forever&granularity=hour&month=2026-13&stats=x&calendar=y'))).toEqual(DEFAULT_DASHBOARD_STATE);
    const state = { period: 'this_year', granularity: 'week', month: '2026-02', stats: 'financial', calendar: 'list' } as const;
    const written = withDashboardState(new URLSearchParams('other=1'), state);
    expect(readDashboardState(written)).toEqual(state);
    expect(written.get('other')).toBe('1');
    expect(withDashboardState(written, DEFAULT_DASHBOARD_STATE).toString()).toBe('other=1');
  });

  it('asks for the current month when none is chosen', () => {
    expect(dashboardQueryOf(DEFAULT_DASHBOARD_STATE)).toEqual({ period: 'this_month', granularity: 'month' });
    expect(dashboardQueryOf({ ...DEFAULT_DASHBOARD_STATE, month: '2026-03' }).month).toBe('2026-03');
  });
});

describe('revenue chart geometry', () => {
  it('rounds the value axis up to 1, 2 or 5 times a power of ten', () => {
    expect([1, 99, 101, 150_000, 210_000, 500_001, 0].map(niceCeiling)).toEqual([1, 100, 200, 200_000, 500_000, 1_000_000, 100]);
  });

  it('stacks VAT on the base, scaled to the axis, and shows no bar for a negative bucket', () => {
    const { bars, top } = chartBars([
      { start: '2026-01-01', baseCents: 80_000, vatCents: 16_800 },
      { start: '2026-02-01', baseCents: -5_000, vatCents: -1_050 },
    ]);
    expect(top).toBe(100_000);
    const plot = CHART.height - CHART.top - CHART.bottom;
    const [january, february] = bars;
    expect(january?.baseHeight).toBeCloseTo(plot * 0.8);
    expect(january?.vatY).toBeCloseTo((january?.baseY ?? 0) - plot * 0.168);
    expect(february?.baseHeight).toBe(0);
    expect(february?.vatHeight).toBe(0);
  });

  it('labels at most six buckets of a long series', () => {
    const days = Array.from({ length: 365 }, (_, i) => ({ start: `d${i}`, baseCents: i, vatCents: 0 }));
    expect(chartBars(days).bars.filter((bar) => bar.label).length).toBeLessThanOrEqual(6);
  });
});

describe('dashboard links', () => {
  it('sends each needs-you item to the screen that resolves it', () => {
    const session = { sessionId: 's1', sessionTitle: 'Boda', clientName: 'Ana' };
    expect(needsYouHref({ kind: 'selectionToProcess', ...session, confirmedAt: '2026-11-01T10:00:00Z' })).toBe('/dashboard/sessions/s1');
    expect(needsYouHref({ kind: 'linkExpiring', ...session, validUntil: '2026-11-03T10:00:00Z' })).toBe('/dashboard/sessions/s1');
    expect(needsYouHref({ kind: 'sessionDeletion', ...session, deleteAt: '2026-11-02T00:00:00Z' })).toBe('/dashboard/sessions/s1?tab=archived');
    expect(needsYouHref({ kind: 'invoiceOverdue', documentId: 'd1', number: '2026-0001', clientName: 'Ana', totalCents: 100, dueDate: '2026-10-01' })).toBe(
      '/dashboard/invoices?status=overdue&open=d1',
    );
    expect(needsYouListHref('invoiceOverdue')).toBe('/dashboard/invoices?status=overdue');
    expect(needsYouListHref('sessionDeletion')).toBe('/dashboard/sessions?tab=archived');
    // Agreements open on the agreements screen (issue 26 point 4).
    const agreement = { agreementId: 'a1', title: 'Boda', clientName: 'Ana' };
    expect(needsYouHref({ kind: 'agreementWaiting', ...agreement, status: 'viewed', expiresAt: '2026-11-03T10:00:00Z' })).toBe('/dashboard/agreements?agreement=a1');
    expect(needsYouHref({ kind: 'agreementDeclined', ...agreement, declinedAt: '2026-11-01T10:00:00Z' })).toBe('/dashboard/agreements?agreement=a1');
    expect(needsYouListHref('agreementDeclined')).toBe('/dashboard/agreements');
  });

  it('opens a quote in the invoices page and a selection in its session', () => {
    expect(orderHref({ kind: 'quote', documentId: 'q1', number: 'P-2026-0001', sessionId: null, title: 'T', clientName: 'C', date: '2026-11-01', totalCents: 1, status: 'pending' })).toBe(
      '/dashboard/invoices?tab=quote&open=q1',
    );
    expect(orderHref({ kind: 'selection', sessionId: 's1', title: 'T', clientName: 'C', date: '2026-11-01T00:00:00Z', status: 'pending' })).toBe('/dashboard/sessions/s1');
  });
});

describe('the financial tab in the preferred currency', () => {
  it('says what the amounts are in: euros, the currency at the ECB rates of a day, or euros until the first rates', () => {
    expect(currencyNoteOf({ code: 'EUR', preferred: 'EUR', conversion: 'none', latestRateDay: null })).toEqual({ key: 'dashboard.stats.euros' });
    expect(currencyNoteOf({ code: 'USD', preferred: 'USD', conversion: 'ecb', latestRateDay: '2026-04-10' })).toEqual({
      key: 'dashboard.stats.converted',
      currency: 'USD',
      rateDay: '2026-04-10',
    });
    expect(currencyNoteOf({ code: 'EUR', preferred: 'GBP', conversion: 'no_rates', latestRateDay: null })).toEqual({ key: 'dashboard.stats.noRates', currency: 'GBP' });
  });

  it('has each note in Spanish and English, with the currency (and the rates’ day) in it', () => {
    for (const texts of [es.dashboard.stats, en.dashboard.stats]) {
      expect(texts.euros).toBeTruthy();
      expect(texts.converted).toContain('{{currency}}');
      expect(texts.converted).toContain('{{date}}');
      expect(texts.noRates).toContain('{{currency}}');
    }
    expect(Object.keys(es.dashboard.stats).sort()).toEqual(Object.keys(en.dashboard.stats).sort());
  });

  it('formats the amounts in the currency per language (yen without decimals)', () => {
    expect(formatMoney(123_456, 'USD', 'en')).toMatch(/^US\$1,234\.56$/);
    expect(formatMoney(123_456, 'USD', 'es')).toMatch(/^1\.?234,56\sUS\$$/);
    expect(formatMoney(1_625, 'JPY', 'en')).toBe('JP¥1,625');
    expect(formatMoney(1_625, 'JPY', 'es')).toMatch(/^1\.?625\s(JPY|¥)$/);
    expect(formatMoney(123_456, 'GBP', 'en')).toBe('£1,234.56');
  });
});

describe('calendar session payment badge', () => {
  it('tells paid, partly paid and unpaid apart, and shows none without a price', () => {
    expect(sessionPaymentBadge({ paid: true, partlyPaid: false })?.label).toBe('paid');
    expect(sessionPaymentBadge({ paid: false, partlyPaid: true })?.label).toBe('partlyPaid');
    expect(sessionPaymentBadge({ paid: false, partlyPaid: false })?.label).toBe('unpaid');
    expect(sessionPaymentBadge({ paid: null, partlyPaid: false })).toBeNull();
  });
});
