import { BILLING_PAGE_SIZE_MAX } from '@fotostudio/shared/contracts/billing/vocabulary';
import { listDocuments } from '@fotostudio/shared/contracts/billing/document-routes';
import type { DocumentSummary } from '@fotostudio/shared/contracts/billing/document';
import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../../../lib/api-client';

/** The client's quotes and invoices together (GET /api/billing/documents?clientId=…), newest first, up to one page. */
export const useClientDocuments = (clientId: string): SWRResponse<{ rows: DocumentSummary[]; totalCount: number }, ApiError> =>
  useSWR<{ rows: DocumentSummary[]; totalCount: number }, ApiError, readonly [string, { clientId: string; pageSize: number }]>(
    [listDocuments.id, { clientId, pageSize: BILLING_PAGE_SIZE_MAX }] as const,
    async ([, query]) => {
      const page = await apiRequest(listDocuments, { query });
      return { rows: page.rows, totalCount: page.totalCount };
    },
  );
