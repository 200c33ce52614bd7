// The public invoice page (issue 25 point 2), opened by whoever holds the invoice's link
// (`/f/{token}`): the invoice as its PDF prints it, its state and what is still due, its PDF, and
// the AEAT's verification address of its VERI*FACTU QR when it has one. Never indexed (the answer's
// X-Robots-Tag and the robots meta below). "Pagar ahora" shows only when the answer says paying
// online is possible (`payOnline`): it opens Stripe Checkout for what is still due. Back from a
// payment (`?pago=ok`), the page says "received, pending confirmation" and reads the invoice
// again every few seconds until Stripe's webhook has recorded it ("Pagada").
import { getInvoicePage, getInvoicePagePdf, payInvoiceOnline } from '@fotostudio/shared/contracts/billing/invoice-page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDate, useFormatMoney } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { apiRequest, shownErrorCodeOf } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNoIndex } from '../../../lib/use-no-index';
import { useRoute } from '../../../lib/use-route';
import { BILLING_CURRENCY } from '../utils/billing-currency';
import { StatusBadge } from './status-badge';
import { DocumentLinesTable } from './document-lines-table';
import { TotalsSummary } from './totals-summary';

/** How often the page reads the invoice again while a payment it was sent back from is not recorded yet. */
const PENDING_REFRESH_MS = 2_000;

export const PublicInvoicePage = ({ token }: { token: string }) => {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  useNoIndex();
  const [search] = useSearchParams();
  const returnedPaid = search.get('pago') === 'ok';
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const { data, error } = useRoute(
    getInvoicePage,
    { params: { invoiceToken: token } },
    // Back from Checkout: read again until the webhook has recorded the payment.
    { refreshInterval: (latest) => (returnedPaid && latest?.invoice.status !== 'paid' ? PENDING_REFRESH_MS : 0) },
  );
  const invoice = data?.invoice;
  const pending = returnedPaid && invoice !== undefined && invoice.status !== 'paid';

  const payNow = async () => {
    setPaying(true);
    setPayError(null);
    try {
      const checkout = await apiRequest(payInvoiceOnline, { params: { invoiceToken: token } });
      window.location.assign(checkout.url);
    } catch (failure) {
      setPayError(errorMessage(shownErrorCodeOf(failure, 'billing.online_payment_failed') ?? 'billing.online_payment_failed'));
      setPaying(false);
    }
  };
  useDocumentTitle(invoice ? t('billing.invoicePage.title', { number: invoice.number }) : null);

  const download = async () => {
    const file = await apiRequest(getInvoicePagePdf, { params: { invoiceToken: token } });
    window.location.assign(file.url);
  };

  if (error) {
    const code = shownErrorCodeOf(error, 'billing.invoice_link_invalid');
    return (
      <main id="main-content" className="invoice-page" tabIndex={-1}>
        <h1>{t('billing.invoicePage.closed')}</h1>
        {code ? <p>{errorMessage(code)}</p> : null}
      </main>
    );
  }
  if (!invoice) {
    return (
      <main id="main-content" className="invoice-page" tabIndex={-1}>
        <Spinner label={t('billing.invoicePage.loading')} />
      </main>
    );
  }
  const party = (who: typeof invoice.client) => [who.name, who.taxId, who.address, [who.postalCode, who.city].filter(Boolean).join(' '), who.country].filter(Boolean);
  return (
    <main id="main-content" className="invoice-page" tabIndex={-1}>
      <header className="invoice-page-header">
        <h1>{t('billing.invoicePage.title', { number: invoice.number })}</h1>
        <StatusBadge status={invoice.status} />
      </header>
      {pending ? (
        <p className="invoice-page-pending" role="status" data-testid="invoice-page-pending">
          {t('billing.invoicePage.pending')}
        </p>
      ) : null}
      {invoice.payOnline && !pending ? (
        <div className="invoice-page-pay">
          <Button icon={<Icon name="receipt" size={18} />} onClick={() => void payNow()} disabled={paying}>
            {t('billing.invoicePage.payNow', { amount: money(invoice.amountDueCents, BILLING_CURRENCY) })}
          </Button>
          {payError ? <p role="alert">{payError}</p> : null}
        </div>
      ) : null}
      <dl className="invoice-page-figures">
        <div>
          <dt>{t('billing.invoicePage.amountDue')}</dt>
          <dd data-testid="invoice-page-due">{money(invoice.amountDueCents, BILLING_CURRENCY)}</dd>
        </div>
        <div>
          <dt>{t('billing.invoicePage.paid')}</dt>
          <dd>{money(invoice.paidCents, BILLING_CURRENCY)}</dd>
        </div>
        <div>
          <dt>{t('billing.invoicePage.issueDate')}</dt>
          <dd>{formatDate(invoice.issueDate)}</dd>
        </div>
        <div>
          <dt>{t('billing.invoicePage.dueDate')}</dt>
          <dd>{formatDate(invoice.dueDate)}</dd>
        </div>
      </dl>
      <div className="invoice-page-parties">
        <section aria-labelledby="invoice-page-issuer">
          <h2 id="invoice-page-issuer">{t('billing.invoicePage.issuedBy')}</h2>
          {party(invoice.issuer).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
        <section aria-labelledby="invoice-page-client">
          <h2 id="invoice-page-client">{t('billing.invoicePage.billedTo')}</h2>
          {party(invoice.client).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
      </div>
      <DocumentLinesTable lines={invoice.lines.map((line) => ({ ...line, name: line.description }))} tax={invoice.tax} />
      <TotalsSummary totals={invoice.totals} pricesIncludeVat={invoice.pricesIncludeVat} tax={invoice.tax} />
      {invoice.issuer.iban && invoice.amountDueCents > 0 ? <p>{t('billing.invoicePage.iban', { iban: invoice.issuer.iban })}</p> : null}
      <div className="invoice-page-actions">
        <Button icon={<Icon name="download" size={18} />} onClick={() => void download()}>
          {t('billing.invoicePage.download')}
        </Button>
        {invoice.verifactuQrUrl ? (
          <a className="button button-secondary" href={invoice.verifactuQrUrl} rel="noopener noreferrer nofollow" target="_blank">
            {t('billing.invoicePage.verify')}
          </a>
        ) : null}
      </div>
    </main>
  );
};
