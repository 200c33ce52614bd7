import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  isFiltered,
  listQueryOf,
  readListState,
  readOpenContact,
  withListState,
  withOpenContact,
  withoutFilters,
} from '../src/features/crm/utils/contact-list-params';

describe('CRM list state in the URL', () => {
  it('starts on Contactos, page 1 of 10, with nothing filtered', () => {
    const state = readListState(new URLSearchParams(''));
    expect(state).toEqual(DEFAULT_LIST_STATE);
    expect(listQueryOf(state)).toEqual({ type: 'lead', page: 1, pageSize: 10 });
    expect(isFiltered(state)).toBe(false);
  });

  it('reads the tab, search, filters and paging back from the URL', () => {
    const state = readListState(new URLSearchParams('tab=clients&q=luc&status=active&priority=high&source=web&tag=boda&page=3&size=25'));
    expect(listQueryOf(state)).toEqual({
      type: 'client',
      page: 3,
      pageSize: 25,
      search: 'luc',
      status: 'active',
      priority: 'high',
      source: 'web',
      tag: 'boda',
    });
    expect(isFiltered(state)).toBe(true);
  });

  it('ignores values the API would refuse', () => {
    const state = readListState(new URLSearchParams('tab=x&status=gone&priority=urgent&source=tv&page=-2&size=7'));
    expect(state).toEqual(DEFAULT_LIST_STATE);
    expect(readListState(new URLSearchParams('page=abc&size=1000')).pageSize).toBe(10);
  });

  it('sends the search and tag trimmed and within the API limits, and blanks not at all', () => {
    const query = listQueryOf({ ...DEFAULT_LIST_STATE, search: `  ${'a'.repeat(150)}`, tag: '   ' });
    expect(query.search).toHaveLength(100);
    expect(query).not.toHaveProperty('tag');
    expect(isFiltered({ ...DEFAULT_LIST_STATE, search: '   ' })).toBe(false);
  });

  it('writes only what differs from the defaults and keeps the open contact', () => {
    const params = withListState(new URLSearchParams('contact=c1&page=4'), { ...DEFAULT_LIST_STATE, tab: 'clients', search: 'ana' });
    expect(params.toString()).toBe('contact=c1&tab=clients&q=ana');
    expect(readOpenContact(params)).toBe('c1');
    expect(withOpenContact(params, null).toString()).toBe('tab=clients&q=ana');
    expect(withOpenContact(params, 'c2').get('contact')).toBe('c2');
  });

  it('clears search and filters but keeps the tab and page size', () => {
    const state = readListState(new URLSearchParams('tab=clients&q=luc&status=active&tag=boda&page=3&size=25'));
    expect(withoutFilters(state)).toEqual({ ...DEFAULT_LIST_STATE, tab: 'clients', pageSize: 25 });
  });
});
