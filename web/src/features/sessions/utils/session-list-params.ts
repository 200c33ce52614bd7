// The sessions page's state in the URL: tab, view, search, filters, page and the calendar's
// month. A reload, a shared link, the back button or closing a session's modal (a child
// route that keeps the query string) bring the same list back.
import {
  SESSION_STATUSES,
  SESSION_TYPES,
  sessionListQuery,
  type SessionStatus,
  type SessionType,
} from '@fotostudio/shared/contracts/sessions';
import type * as z from 'zod';
import { oneOf, pageSizeOf, positiveInteger, withUrlState, type ParamNames } from '../../../lib/url-state';
import { isMonthKey, visibleRange, type MonthKey, type WeekStart } from './calendar-month';

export type SessionListQuery = z.input<typeof sessionListQuery>;

export const SESSION_TABS = ['current', 'archived'] as const;
export type SessionTab = (typeof SESSION_TABS)[number];

export const SESSION_LAYOUTS = ['list', 'grid', 'calendar'] as const;
export type SessionLayout = (typeof SESSION_LAYOUTS)[number];

export const SELECTED_FILTERS = ['true', 'false'] as const;
export type SelectedFilter = (typeof SELECTED_FILTERS)[number];

export const SESSION_PAGE_SIZES = [12, 24, 48, 96] as const;
/** The calendar asks for every session of the weeks on screen at once: the API's page maximum. */
export const CALENDAR_PAGE_SIZE = 500;

export interface SessionListState {
  tab: SessionTab;
  layout: SessionLayout;
  /** As typed; trimmed before it is sent. */
  search: string;
  sessionType: SessionType | '';
  status: SessionStatus | '';
  selected: SelectedFilter | '';
  page: number;
  pageSize: number;
  /** The calendar's month; '' is the current month. */
  month: MonthKey | '';
}

const PARAMS = {
  tab: 'tab',
  layout: 'view',
  search: 'q',
  sessionType: 'type',
  status: 'status',
  selected: 'selected',
  page: 'page',
  pageSize: 'size',
  month: 'month',
} as const satisfies ParamNames<SessionListState>;

export const DEFAULT_SESSION_LIST_STATE: SessionListState = {
  tab: 'current',
  layout: 'list',
  search: '',
  sessionType: '',
  status: '',
  selected: '',
  page: 1,
  pageSize: 24,
  month: '',
};

const SEARCH_MAX = sessionListQuery.shape.search.unwrap().maxLength ?? 100;

export const readSessionListState = (params: URLSearchParams): SessionListState => {
  const month = params.get(PARAMS.month) ?? '';
  return {
    tab: oneOf(SESSION_TABS, params.get(PARAMS.tab)) || DEFAULT_SESSION_LIST_STATE.tab,
    layout: oneOf(SESSION_LAYOUTS, params.get(PARAMS.layout)) || DEFAULT_SESSION_LIST_STATE.layout,
    search: params.get(PARAMS.search) ?? '',
    sessionType: oneOf(SESSION_TYPES, params.get(PARAMS.sessionType)),
    status: oneOf(SESSION_STATUSES, params.get(PARAMS.status)),
    selected: oneOf(SELECTED_FILTERS, params.get(PARAMS.selected)),
    page: positiveInteger(params.get(PARAMS.page)) ?? 1,
    pageSize: pageSizeOf(SESSION_PAGE_SIZES, params.get(PARAMS.pageSize), DEFAULT_SESSION_LIST_STATE.pageSize),
    month: isMonthKey(month) ? month : '',
  };
};

/** `params` with the state written in (defaults left out); other params stay. */
export const withSessionListState = (params: URLSearchParams, state: SessionListState): URLSearchParams =>
  withUrlState(params, state, DEFAULT_SESSION_LIST_STATE, PARAMS);

export const isFiltered = (state: SessionListState): boolean =>
  state.search.trim() !== '' || state.sessionType !== '' || state.status !== '' || state.selected !== '';

/** The same tab, layout, page size and month with no search, no filters, first page. */
export const withoutFilters = (state: SessionListState): SessionListState => ({
  ...DEFAULT_SESSION_LIST_STATE,
  tab: state.tab,
  layout: state.layout,
  pageSize: state.pageSize,
  month: state.month,
});

const filtersOf = (state: SessionListState): SessionListQuery => {
  const search = state.search.trim().slice(0, SEARCH_MAX).trim();
  return {
    ...(search ? { search } : {}),
    ...(state.sessionType ? { sessionType: state.sessionType } : {}),
    ...(state.status ? { status: state.status } : {}),
    ...(state.selected ? { selected: state.selected } : {}),
  };
};

/** What GET /api/sessions is asked for a page of the list or the grid. */
export const listQueryOf = (state: SessionListState): SessionListQuery => ({
  view: state.tab,
  page: state.page,
  pageSize: state.pageSize,
  ...filtersOf(state),
});

/** What GET /api/sessions is asked for the calendar: every current session of the weeks on screen. */
export const calendarQueryOf = (state: SessionListState, month: MonthKey, weekStart: WeekStart): SessionListQuery => ({
  view: 'current',
  ...visibleRange(month, weekStart),
  page: 1,
  pageSize: CALENDAR_PAGE_SIZE,
  ...filtersOf(state),
});
