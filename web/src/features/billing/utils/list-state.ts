// The invoices screen's state in the URL (?tab, q, status, type, period, from, to, page, size,
// open, new), so a reload, the back button or a link from the CRM or a session keeps it.
import {
  DOCUMENT_STATUSES,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  QUOTE_STATUSES,
  type DocumentKind,
  type DocumentStatus,
  type InvoiceType,
} from '@fotostudio/shared/contracts/billing/vocabulary';
import type { ListDocumentsQuery } from '@fotostudio/shared/contracts/billing/document';

export const PERIODS = ['all', 'month', 'quarter', 'year', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

export interface ListState {
  kind: DocumentKind;
  search: string;
  status: DocumentStatus | '';
  /** Invoices only: full, simplified or one rectifying type. */
  invoiceType: InvoiceType | '';
  period: Period;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

export const statusesOf = (kind: DocumentKind): readonly DocumentStatus[] => (kind === 'quote' ? QUOTE_STATUSES : INVOICE_STATUSES);

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const positive = (value: string | null, fallback: number, max: number): number => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : fallback;
};

export const listStateOf = (search: URLSearchParams): ListState => {
  const kind = oneOf(['quote', 'invoice'] as const, search.get('tab'), 'invoice');
  const status = oneOf<DocumentStatus | ''>(['', ...DOCUMENT_STATUSES], search.get('status'), '');
  return {
    kind,
    search: search.get('q') ?? '',
    status: status !== '' && statusesOf(kind).includes(status) ? status : '',
    invoiceType: kind === 'invoice' ? oneOf<InvoiceType | ''>(['', ...INVOICE_TYPES], search.get('type'), '') : '',
    period: oneOf(PERIODS, search.get('period'), 'all'),
    from: DATE.test(search.get('from') ?? '') ? (search.get('from') ?? '') : '',
    to: DATE.test(search.get('to') ?? '') ? (search.get('to') ?? '') : '',
    page: positive(search.get('page'), 1, 100_000),
    pageSize: Number(oneOf(['10', '25', '50', '100'], search.get('size'), '10')),
  };
};

/** The state's part of the URL; defaults are left out. */
export const searchOf = (state: ListState): Record<string, string> => {
  const out: Record<string, string> = {};
  if (state.kind === 'quote') out.tab = 'quote';
  if (state.search) out.q = state.search;
  if (state.status) out.status = state.status;
  if (state.invoiceType) out.type = state.invoiceType;
  if (state.period !== 'all') out.period = state.period;
  if (state.period === 'custom' && state.from) out.from = state.from;
  if (state.period === 'custom' && state.to) out.to = state.to;
  if (state.page > 1) out.page = String(state.page);
  if (state.pageSize !== 10) out.size = String(state.pageSize);
  return out;
};

export const isFiltered = (state: ListState): boolean => state.search.trim() !== '' || state.status !== '' || state.invoiceType !== '' || state.period !== 'all';

const pad = (n: number) => String(n).padStart(2, '0');

/** The issue-date range of a period, from today's date (YYYY-MM-DD in the user's zone). */
export const periodRange = (state: Pick<ListState, 'period' | 'from' | 'to'>, today: string): { from?: string; to?: string } => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (state.period) {
    case 'month':
      return { from: `${year}-${pad(month)}-01`, to: today };
    case 'quarter':
      return { from: `${year}-${pad(Math.floor((month - 1) / 3) * 3 + 1)}-01`, to: today };
    case 'year':
      return { from: `${year}-01-01`, to: today };
    case 'custom':
      return { ...(state.from ? { from: state.from } : {}), ...(state.to ? { to: state.to } : {}) };
    default:
      return {};
  }
};

export const listQueryOf = (state: ListState, today: string): ListDocumentsQuery => ({
  kind: state.kind,
  ...(state.search.trim() ? { search: state.search.trim() } : {}),
  ...(state.status ? { status: state.status } : {}),
  ...(state.invoiceType ? { invoiceType: state.invoiceType } : {}),
  ...periodRange(state, today),
  page: state.page,
  pageSize: state.pageSize,
});
