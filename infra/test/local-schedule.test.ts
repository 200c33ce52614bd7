// The local stand-in of EventBridge Scheduler (infra/local/scheduler/schedule-timer.ts) runs the
// notice scan at the same wall time in the same zone as the events stack's schedule.
import { AGREEMENT_LIFECYCLE_SCHEDULE, EXCHANGE_RATES_SCHEDULE, NOTICE_SCAN_SCHEDULE } from '@fotostudio/functions/function-entries';
import { describe, expect, it } from 'vitest';
import { nextDailyRun, nextHourlyRun } from '../local/scheduler/schedule-timer.js';

describe('local schedule timer', () => {
  it('next runs at 09:00 Madrid: winter (UTC+1) and summer (UTC+2), the same day before the hour, the next after it', () => {
    expect(nextDailyRun(new Date('2026-12-11T07:59:00Z'), NOTICE_SCAN_SCHEDULE).toISOString()).toBe('2026-12-11T08:00:00.000Z');
    expect(nextDailyRun(new Date('2026-12-11T08:00:00Z'), NOTICE_SCAN_SCHEDULE).toISOString()).toBe('2026-12-12T08:00:00.000Z');
    expect(nextDailyRun(new Date('2026-07-01T06:30:00Z'), NOTICE_SCAN_SCHEDULE).toISOString()).toBe('2026-07-01T07:00:00.000Z');
    // Across the change to summer time (29 March 2026).
    expect(nextDailyRun(new Date('2026-03-28T09:00:00Z'), NOTICE_SCAN_SCHEDULE).toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });

  it('runs the exchange-rate update at 17:00 Madrid, after the ECB publishes (around 16:00 CET)', () => {
    expect(nextDailyRun(new Date('2026-12-11T15:30:00Z'), EXCHANGE_RATES_SCHEDULE).toISOString()).toBe('2026-12-11T16:00:00.000Z');
    expect(nextDailyRun(new Date('2026-07-01T15:30:00Z'), EXCHANGE_RATES_SCHEDULE).toISOString()).toBe('2026-07-02T15:00:00.000Z');
  });

  it("runs the agreements' lifecycle every hour at minute 5: later this hour before it, the next hour from it on", () => {
    expect(nextHourlyRun(new Date('2026-12-11T07:04:59Z'), AGREEMENT_LIFECYCLE_SCHEDULE).toISOString()).toBe('2026-12-11T07:05:00.000Z');
    expect(nextHourlyRun(new Date('2026-12-11T07:05:00Z'), AGREEMENT_LIFECYCLE_SCHEDULE).toISOString()).toBe('2026-12-11T08:05:00.000Z');
    expect(nextHourlyRun(new Date('2026-12-31T23:59:00Z'), AGREEMENT_LIFECYCLE_SCHEDULE).toISOString()).toBe('2027-01-01T00:05:00.000Z');
  });
});
