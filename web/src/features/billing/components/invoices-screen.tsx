import { getDocument } from '@fotostudio/shared/contracts/billing/document-routes';
import type { BillingDocument, DocumentSummary } from '@fotostudio/shared/contracts/billing/document';
import type { DocumentKind } from '@fotostudio/shared/contracts/billing/vocabulary';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '../../../components/ui/tabs';
import { useToast } from '../../../components/ui/toast';
import { dayIn } from '../../../hooks/use-formatters';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { apiRequest } from '../../../lib/api-client';
import { downloadFromUrl } from '../../../lib/download-link';
import { usePreferences } from '../../../lib/preferences';
import { useInvalidateRoutes } from '../../../lib/use-route';
import { documentPdf, markSent, markUnpaid } from '../api/document-actions';
import { documentReads } from '../api/documents';
import { listStateOf, searchOf, type ListState } from '../utils/list-state';
import { DocumentDetailModal, type DetailAction } from './document-detail-modal';
import { DocumentDialogs, type DocumentDialog } from './document-dialogs';
import { DocumentEditor, type EditorTarget } from './document-editor';
import { DocumentsPanel, type RowActionId } from './documents-panel';
import { ExportDialog } from './export-dialog';

/**
 * /dashboard/invoices: the Quotes and Invoices tabs, the detail of the document in ?open=,
 * the new/edit modal and the dialogs of the actions. The list state lives in the URL.
 */
export const InvoicesScreen = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const catalogueToast = useCatalogueToast();
  const { timezone } = usePreferences();
  const today = dayIn(new Date(), timezone);
  const [search, setSearch] = useSearchParams();
  const state = listStateOf(search);
  const openId = search.get('open');
  const invalidate = useInvalidateRoutes();
  const revalidate = () => invalidate(documentReads);
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const [dialog, setDialog] = useState<DocumentDialog | null>(null);
  const [exporting, setExporting] = useState(false);

  const setState = useCallback(
    (change: Partial<ListState>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(searchOf({ ...listStateOf(current), ...change }));
          const open = current.get('open');
          if (open) next.set('open', open);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const open = useCallback(
    (documentId: string | null, kind?: DocumentKind) =>
      setSearch((current) => {
        const next = new URLSearchParams(searchOf({ ...listStateOf(current), ...(kind ? { kind, status: '', invoiceType: '', page: 1 } : {}) }));
        if (documentId) next.set('open', documentId);
        return next;
      }),
    [setSearch],
  );

  const closeEditor = useCallback(() => setEditor(null), []);
  /** A quote converted or an invoice rectified: the new invoice opens. */
  const openIssuedInvoice = (invoice: BillingDocument) => {
    setDialog(null);
    open(invoice.documentId, 'invoice');
  };

  const run = async (work: () => Promise<BillingDocument>, done: (document: BillingDocument) => string, fallback: 'billing.payment_update_failed' | 'billing.update_failed') => {
    try {
      const document = await work();
      toast.success(done(document));
      await revalidate();
    } catch (error) {
      catalogueToast.showError(error, fallback);
    }
  };

  const act = async (action: DetailAction, document: BillingDocument) => {
    switch (action) {
      case 'edit':
        setEditor({ mode: 'edit', document });
        return;
      case 'email':
        setDialog({ type: 'email', document });
        return;
      case 'convert':
        setDialog({ type: 'convert', document });
        return;
      case 'cancel':
        setDialog({ type: 'cancel', document });
        return;
      case 'rectify':
        setDialog({ type: 'rectify', document });
        return;
      case 'substitute':
        setDialog({ type: 'substitute', document });
        return;
      case 'delete':
        setDialog({ type: 'delete', document });
        return;
      case 'pdf':
        try {
          const file = await documentPdf(document.documentId);
          downloadFromUrl(file.url, file.fileName);
        } catch (error) {
          catalogueToast.showError(error, 'billing.pdf_failed');
        }
        return;
      case 'markSent':
        return run(() => markSent(document.documentId), (saved) => t('billing.sent.done', { number: saved.number }), 'billing.update_failed');
      case 'markPaid':
        setDialog({ type: 'markPaid', document });
        return;
      case 'markUnpaid':
        return run(() => markUnpaid(document.documentId), (saved) => t('billing.unpaid.done', { number: saved.number }), 'billing.payment_update_failed');
    }
  };

  // Row actions need the whole document (the client's email, the number): fetched once chosen.
  const rowAction = async (action: RowActionId, row: DocumentSummary) => {
    if (action === 'view') return open(row.documentId);
    try {
      await act(action, (await apiRequest(getDocument, { params: { documentId: row.documentId } })).document);
    } catch (error) {
      catalogueToast.showError(error, 'billing.load_failed');
    }
  };

  const panel = (
    <DocumentsPanel state={state} today={today} onStateChange={setState} onRowAction={(action, row) => void rowAction(action, row)} onCreate={() => setEditor({ mode: 'create', kind: state.kind })}
      {...(state.kind === 'invoice' ? { onExport: () => setExporting(true) } : {})}
    />
  );

  return (
    <>
      <Tabs
        label={t('billing.tabsLabel')}
        selectedTab={state.kind}
        onTabChange={(id) => setState({ kind: id === 'quote' ? 'quote' : 'invoice', status: '', invoiceType: '', page: 1 })}
        tabs={[
          { id: 'invoice', label: t('billing.tabs.invoices'), panel: state.kind === 'invoice' ? panel : null },
          { id: 'quote', label: t('billing.tabs.quotes'), panel: state.kind === 'quote' ? panel : null },
        ]}
      />
      {openId ? (
        <DocumentDetailModal
          documentId={openId}
          onAction={(action, document) => void act(action, document)}
          onOpen={(documentId) => open(documentId)}
          onClose={() => open(null)}
        />
      ) : null}
      {editor ? (
        <DocumentEditor
          target={editor}
          today={today}
          onSaved={(document) => {
            setEditor(null);
            void revalidate();
            open(document.documentId, document.kind);
          }}
          onClose={closeEditor}
        />
      ) : null}
      {exporting ? <ExportDialog today={today} onClose={() => setExporting(false)} /> : null}
      <DocumentDialogs
        dialog={dialog}
        onChanged={() => void revalidate()}
        onConverted={openIssuedInvoice}
        onCompleteClient={(quote) => {
          setDialog(null);
          setEditor({ mode: 'edit', document: quote, completeForInvoice: true });
        }}
        onRectified={openIssuedInvoice}
        onDeleted={(documentId) => {
          setDialog(null);
          if (openId === documentId) open(null);
        }}
        onClose={() => setDialog(null)}
      />
    </>
  );
};
