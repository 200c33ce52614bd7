// The CRM screen's state in the URL: the tab, the search, the filters, the page and the
// open contact. A reload, a shared link or the back button bring the same screen back.
import {
  CONTACT_PRIORITIES,
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  CONTACT_TYPES,
  listContactsQuery,
  type ListContactsQuery,
} from '@fotostudio/shared/contracts/crm';
import { DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZE_OPTIONS } from '../../../components/ui/data-table-paging';
import { oneOf, pageSizeOf, positiveInteger, withUrlState, type ParamNames } from '../../../lib/url-state';

export const CRM_TABS = ['contacts', 'clients'] as const;
export type CrmTab = (typeof CRM_TABS)[number];

export type ContactType = (typeof CONTACT_TYPES)[number];
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type ContactPriority = (typeof CONTACT_PRIORITIES)[number];
export type ContactSource = (typeof CONTACT_SOURCES)[number];

/** The Contactos tab lists leads, the Clientes tab clients. */
export const typeOfTab = (tab: CrmTab): ContactType => (tab === 'clients' ? 'client' : 'lead');
export const tabOfType = (type: ContactType): CrmTab => (type === 'client' ? 'clients' : 'contacts');

export interface ContactListState {
  tab: CrmTab;
  /** As typed; trimmed before it is sent. */
  search: string;
  status: ContactStatus | '';
  priority: ContactPriority | '';
  source: ContactSource | '';
  tag: string;
  page: number;
  pageSize: number;
}

const PARAMS = {
  tab: 'tab',
  search: 'q',
  status: 'status',
  priority: 'priority',
  source: 'source',
  tag: 'tag',
  page: 'page',
  pageSize: 'size',
} as const satisfies ParamNames<ContactListState>;

/** The contact whose detail is open. */
const OPEN_CONTACT_PARAM = 'contact';

export const DEFAULT_LIST_STATE: ContactListState = {
  tab: 'contacts',
  search: '',
  status: '',
  priority: '',
  source: '',
  tag: '',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

// The API's own limits, so a long text typed in the box never makes the list fail.
const SEARCH_MAX = listContactsQuery.shape.search.unwrap().maxLength ?? 100;
const TAG_MAX = listContactsQuery.shape.tag.unwrap().maxLength ?? 50;

export const readListState = (params: URLSearchParams): ContactListState => {
  const tab = oneOf(CRM_TABS, params.get(PARAMS.tab));
  return {
    tab: tab === '' ? DEFAULT_LIST_STATE.tab : tab,
    search: params.get(PARAMS.search) ?? '',
    status: oneOf(CONTACT_STATUSES, params.get(PARAMS.status)),
    priority: oneOf(CONTACT_PRIORITIES, params.get(PARAMS.priority)),
    source: oneOf(CONTACT_SOURCES, params.get(PARAMS.source)),
    tag: params.get(PARAMS.tag) ?? '',
    page: positiveInteger(params.get(PARAMS.page)) ?? 1,
    pageSize: pageSizeOf(DEFAULT_PAGE_SIZE_OPTIONS, params.get(PARAMS.pageSize), DEFAULT_PAGE_SIZE),
  };
};

/** `params` with the list state written in (defaults left out); other params, such as the open contact, stay. */
export const withListState = (params: URLSearchParams, state: ContactListState): URLSearchParams =>
  withUrlState(params, state, DEFAULT_LIST_STATE, PARAMS);

export const isFiltered = (state: ContactListState): boolean =>
  state.search.trim() !== '' || state.status !== '' || state.priority !== '' || state.source !== '' || state.tag.trim() !== '';

/** The same tab and page size with no search, no filters, first page. */
export const withoutFilters = (state: ContactListState): ContactListState => ({
  ...DEFAULT_LIST_STATE,
  tab: state.tab,
  pageSize: state.pageSize,
});

/** What GET /api/contacts is asked for this state. */
export const listQueryOf = (state: ContactListState): ListContactsQuery => {
  const search = state.search.trim().slice(0, SEARCH_MAX);
  const tag = state.tag.trim().slice(0, TAG_MAX).trim();
  return {
    type: typeOfTab(state.tab),
    page: state.page,
    pageSize: state.pageSize,
    ...(search ? { search } : {}),
    ...(state.status ? { status: state.status } : {}),
    ...(state.priority ? { priority: state.priority } : {}),
    ...(state.source ? { source: state.source } : {}),
    ...(tag ? { tag } : {}),
  };
};

export const readOpenContact = (params: URLSearchParams): string | null => params.get(OPEN_CONTACT_PARAM) || null;

export const withOpenContact = (params: URLSearchParams, contactId: string | null): URLSearchParams => {
  const next = new URLSearchParams(params);
  if (contactId) next.set(OPEN_CONTACT_PARAM, contactId);
  else next.delete(OPEN_CONTACT_PARAM);
  return next;
};
