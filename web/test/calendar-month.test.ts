import { describe, expect, it } from 'vitest';
import {
  isMonthKey,
  monthBounds,
  monthWeeks,
  sessionsByDay,
  shiftMonth,
  visibleRange,
  weekdayOrder,
  weekStartOf,
} from '../src/features/sessions/utils/calendar-month';

describe('calendar month layout', () => {
  it('lays out a month in whole weeks from Monday', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const weeks = monthWeeks('2026-11', 1);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect(weeks[5]).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('lays out the same month from Sunday', () => {
    const weeks = monthWeeks('2026-11', 0);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2026-11-01');
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
  });

  it('needs only four weeks for a February that starts on the first weekday', () => {
    // 1 February 2027 is a Monday; 2027 is not a leap year.
    expect(monthWeeks('2027-02', 1)).toHaveLength(4);
    expect(monthBounds('2027-02')).toEqual({ first: '2027-02-01', last: '2027-02-28' });
    expect(monthBounds('2028-02').last).toBe('2028-02-29');
  });

  it('moves between months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-11', -13)).toBe('2025-10');
  });

  it('asks the API for the days on screen', () => {
    expect(visibleRange('2026-11', 1)).toEqual({ from: '2026-10-26', to: '2026-12-06' });
  });

  it('accepts only real months in the URL', () => {
    expect(isMonthKey('2026-11')).toBe(true);
    expect(isMonthKey('2026-13')).toBe(false);
    expect(isMonthKey('2026-1')).toBe(false);
    expect(isMonthKey('nov')).toBe(false);
  });

  it('starts the week on Sunday in the Americas and on Monday elsewhere', () => {
    expect(weekStartOf('America/New_York')).toBe(0);
    expect(weekStartOf('Europe/Madrid')).toBe(1);
    expect(weekStartOf('UTC')).toBe(1);
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdayOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('puts sessions on their days in time order and leaves undated ones out', () => {
    const days = sessionsByDay([
      { id: 'a', date: '2026-11-07', time: '17:00:00', title: 'Boda' },
      { id: 'b', date: '2026-11-07', time: '10:30:00', title: 'Preboda' },
      { id: 'c', date: '2026-11-07', time: null, title: 'Entrega' },
      { id: 'd', date: null, time: null, title: 'Sin fecha' },
      { id: 'e', date: '2026-11-20', time: '09:00:00', title: 'Familia' },
    ]);
    expect([...days.keys()].sort()).toEqual(['2026-11-07', '2026-11-20']);
    expect(days.get('2026-11-07')?.map((s) => s.id)).toEqual(['c', 'b', 'a']);
  });
});
