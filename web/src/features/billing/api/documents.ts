import { getDocument, listDocuments } from '@fotostudio/shared/contracts/billing/document-routes';
import type { BillingDocument, DocumentPage, ListDocumentsQuery } from '@fotostudio/shared/contracts/billing/document';
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../../../lib/api-client';

export const documentsKey = (query: ListDocumentsQuery) => [listDocuments.id, query] as const;
export const documentKey = (documentId: string) => [getDocument.id, documentId] as const;

const isBillingKey = (key: unknown): boolean => Array.isArray(key) && (key[0] === listDocuments.id || key[0] === getDocument.id);

/** A page of quotes or invoices; the previous rows stay while the next page or filter loads. */
export const useDocuments = (query: ListDocumentsQuery | null): SWRResponse<DocumentPage, ApiError> =>
  useSWR<DocumentPage, ApiError, ReturnType<typeof documentsKey> | null>(query ? documentsKey(query) : null, ([, q]) => apiRequest(listDocuments, { query: q }), {
    keepPreviousData: true,
  });

export const fetchDocument = async (documentId: string): Promise<BillingDocument> => (await apiRequest(getDocument, { params: { documentId } })).document;

export const useDocument = (documentId: string | null): SWRResponse<BillingDocument, ApiError> =>
  useSWR<BillingDocument, ApiError, ReturnType<typeof documentKey> | null>(documentId ? documentKey(documentId) : null, ([, id]) => fetchDocument(id));

/**
 * Reloads every list page and open document: an action on one document (convert, pay,
 * delete) moves it between statuses, tabs and stats.
 */
export const useRevalidateDocuments = (): (() => Promise<unknown>) => {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isBillingKey), [mutate]);
};
