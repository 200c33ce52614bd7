import { useCallback, useMemo } from 'react';
import { useSearchParamsChange } from '../../../hooks/use-search-params-change';
import {
  CRM_TABS,
  DEFAULT_LIST_STATE,
  readListState,
  readOpenContact,
  withListState,
  withOpenContact,
  type ContactListState,
  type CrmTab,
} from '../utils/contact-list-params';

export interface CrmUrl {
  state: ContactListState;
  /** The contact whose detail is open, or null. */
  openContactId: string | null;
  /** Changes the search, filters or paging (the history entry is replaced, not added). */
  updateList: (change: Partial<ContactListState>) => void;
  /** Shows a tab with no filters; a new history entry, so Back returns to the other tab. */
  showTab: (tab: string) => void;
  /** Opens a contact's detail (Back closes it). */
  openContact: (contactId: string) => void;
  /** Shows another tab, with no filters, behind the open detail (e.g. after a conversion). */
  showTabBehindDetail: (tab: CrmTab) => void;
  closeContact: () => void;
}

const isCrmTab = (value: string): value is CrmTab => (CRM_TABS as readonly string[]).includes(value);

/** The CRM screen's state, kept in the URL (see contact-list-params). */
export const useCrmUrl = (): CrmUrl => {
  const { params, change } = useSearchParamsChange();

  const state = useMemo(() => readListState(params), [params]);

  return {
    state,
    openContactId: readOpenContact(params),
    updateList: useCallback((update) => change((current) => withListState(current, { ...readListState(current), ...update })), [change]),
    showTab: useCallback(
      (tab) => {
        if (isCrmTab(tab)) change((current) => withListState(current, { ...DEFAULT_LIST_STATE, tab }), { push: true });
      },
      [change],
    ),
    openContact: useCallback((contactId) => change((current) => withOpenContact(current, contactId), { push: true }), [change]),
    showTabBehindDetail: useCallback(
      (tab) =>
        change((current) => (readListState(current).tab === tab ? current : withListState(current, { ...DEFAULT_LIST_STATE, tab }))),
      [change],
    ),
    closeContact: useCallback(() => change((current) => withOpenContact(current, null)), [change]),
  };
};

/** The link to a client's detail, over the Clientes tab with no filters. */
export const clientDetailHref = (contactId: string): string =>
  `?${withOpenContact(withListState(new URLSearchParams(), { ...DEFAULT_LIST_STATE, tab: 'clients' }), contactId).toString()}`;
