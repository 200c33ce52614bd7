import { describe, expect, it } from 'vitest';
import {
  calendarQueryOf,
  DEFAULT_SESSION_LIST_STATE,
  isFiltered,
  listQueryOf,
  readSessionListState,
  withoutFilters,
  withSessionListState,
} from '../src/features/sessions/utils/session-list-params';

describe('sessions list state in the URL', () => {
  it('starts on current sessions as a list, page 1 of 24, with nothing filtered', () => {
    const state = readSessionListState(new URLSearchParams(''));
    expect(state).toEqual(DEFAULT_SESSION_LIST_STATE);
    expect(listQueryOf(state)).toEqual({ view: 'current', page: 1, pageSize: 24 });
    expect(isFiltered(state)).toBe(false);
  });

  it('reads tab, layout, search, filters, paging and month back', () => {
    const state = readSessionListState(
      new URLSearchParams('tab=archived&view=grid&q=%20ana%20&type=wedding&status=completed&selected=true&page=3&size=48&month=2026-11'),
    );
    expect(state).toMatchObject({ tab: 'archived', layout: 'grid', sessionType: 'wedding', status: 'completed', selected: 'true', month: '2026-11' });
    expect(listQueryOf(state)).toEqual({
      view: 'archived',
      page: 3,
      pageSize: 48,
      search: 'ana',
      sessionType: 'wedding',
      status: 'completed',
      selected: 'true',
    });
    expect(isFiltered(state)).toBe(true);
  });

  it('ignores values the page does not know', () => {
    const state = readSessionListState(new URLSearchParams('tab=trash&view=table&type=party&status=done&selected=yes&page=0&size=7&month=2026-14'));
    expect(state).toEqual(DEFAULT_SESSION_LIST_STATE);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const state = { ...DEFAULT_SESSION_LIST_STATE, layout: 'calendar' as const, status: 'pending' as const, month: '2026-12' };
    const params = withSessionListState(new URLSearchParams('other=1&page=4'), state);
    expect(params.toString()).toBe('other=1&view=calendar&status=pending&month=2026-12');
    expect(readSessionListState(params)).toEqual(state);
  });

  it('clears filters but keeps tab, layout, page size and month', () => {
    const state = readSessionListState(new URLSearchParams('view=calendar&q=boda&type=family&page=2&size=12&month=2026-11'));
    expect(withoutFilters(state)).toEqual({ ...DEFAULT_SESSION_LIST_STATE, layout: 'calendar', pageSize: 12, month: '2026-11' });
  });

  it('asks the calendar for current sessions of the weeks on screen, with the same filters', () => {
    const state = readSessionListState(new URLSearchParams('tab=archived&view=calendar&q=ana&selected=false'));
    expect(calendarQueryOf(state, '2026-11', 1)).toEqual({
      view: 'current',
      from: '2026-10-26',
      to: '2026-12-06',
      page: 1,
      pageSize: 500,
      search: 'ana',
      selected: 'false',
    });
  });
});
