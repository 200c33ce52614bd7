// The public quote page (issue 25 point 3), opened by whoever holds the quote's link (`/p/{token}`,
// in the quote's email): the quote as its PDF prints it (lines, VAT breakdown, total), its deposit
// and validity, "Aceptar" and, once accepted, "Pagar la señal" (Stripe Checkout on the
// photographer's account) when a deposit is asked and the photographer takes charges online: the
// quote is then "Aceptado, pendiente de la señal" until it is paid (issue 26 point 4,
// quote-page-standing.tsx). In the client's language (the app switches to it); never indexed
// (X-Robots-Tag and the robots meta).
import { acceptQuote, getQuotePage, payQuoteDeposit } from '@fotostudio/shared/contracts/billing/quote-page';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDate, useFormatMoney } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useLanguage } from '../../../i18n/use-language';
import { apiRequest, shownErrorCodeOf } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNoIndex } from '../../../lib/use-no-index';
import { useRoute } from '../../../lib/use-route';
import { BILLING_CURRENCY } from '../utils/billing-currency';
import { DocumentLinesTable } from './document-lines-table';
import { QuotePageStanding } from './quote-page-standing';
import { TotalsSummary } from './totals-summary';

/** How often the page reads the quote again while the deposit it was sent back from is not recorded yet. */
const PENDING_REFRESH_MS = 2_000;

export const PublicQuotePage = ({ token }: { token: string }) => {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const { language, setLanguage } = useLanguage();
  useNoIndex();
  const [search] = useSearchParams();
  const returnedPaid = search.get('deposit') === 'paid';
  const { data, error, mutate } = useRoute(
    getQuotePage,
    { params: { quoteToken: token } },
    // Back from Checkout: read again until the webhook has told the payment (the deposit's invoice issued).
    { refreshInterval: (latest) => (returnedPaid && latest?.quote.state === 'awaiting_deposit' ? PENDING_REFRESH_MS : 0) },
  );
  const quote = data?.quote;
  const confirmingPayment = returnedPaid && quote?.state === 'awaiting_deposit';
  const [busy, setBusy] = useState<'accept' | 'pay' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const quoteLanguage = quote?.language;
  useEffect(() => {
    if (quoteLanguage && quoteLanguage !== language) void setLanguage(quoteLanguage);
  }, [quoteLanguage, language, setLanguage]);
  useDocumentTitle(quote ? t('billing.quotePage.title', { number: quote.number }) : null);

  const accept = async () => {
    setBusy('accept');
    setFailure(null);
    try {
      const answer = await apiRequest(acceptQuote, { params: { quoteToken: token }, body: {} });
      await mutate(answer, { revalidate: false });
    } catch (problem) {
      setFailure(errorMessage(shownErrorCodeOf(problem, 'billing.quote_accept_failed') ?? 'billing.quote_accept_failed'));
    } finally {
      setBusy(null);
    }
  };
  const pay = async () => {
    setBusy('pay');
    setFailure(null);
    try {
      const checkout = await apiRequest(payQuoteDeposit, { params: { quoteToken: token }, body: {} });
      window.location.assign(checkout.url);
    } catch (problem) {
      setFailure(errorMessage(shownErrorCodeOf(problem, 'billing.deposit_pay_failed') ?? 'billing.deposit_pay_failed'));
      setBusy(null);
    }
  };

  if (error) {
    const code = shownErrorCodeOf(error, 'billing.quote_link_invalid');
    return (
      <main id="main-content" className="invoice-page" tabIndex={-1}>
        <h1>{t('billing.quotePage.closed')}</h1>
        {code ? <p>{errorMessage(code)}</p> : null}
      </main>
    );
  }
  if (!quote) {
    return (
      <main id="main-content" className="invoice-page" tabIndex={-1}>
        <Spinner label={t('billing.quotePage.loading')} />
      </main>
    );
  }
  const issuer = [quote.issuer.name, quote.issuer.taxId, quote.issuer.address, [quote.issuer.postalCode, quote.issuer.city].filter(Boolean).join(' '), quote.issuer.email, quote.issuer.phone].filter(Boolean);
  const deposit = quote.deposit;
  // The agreements the quote requires (issue 26 point 4): accepting waits until each is signed.
  const unsigned = quote.agreements.some((agreement) => !agreement.signed);
  return (
    <main id="main-content" className="invoice-page" tabIndex={-1} lang={quote.language}>
      <header className="invoice-page-header">
        <h1>{t('billing.quotePage.title', { number: quote.number })}</h1>
      </header>
      <QuotePageStanding quote={quote} confirmingPayment={confirmingPayment} />
      {quote.title ? <p>{quote.title}</p> : null}
      <dl className="invoice-page-figures">
        <div>
          <dt>{t('billing.quotePage.total')}</dt>
          <dd>{money(quote.totals.totalCents, BILLING_CURRENCY)}</dd>
        </div>
        {deposit ? (
          <div>
            <dt>{deposit.percent === null ? t('billing.quotePage.deposit') : t('billing.quotePage.depositPercent', { percent: deposit.percent })}</dt>
            <dd data-testid="quote-page-deposit">{money(deposit.cents, BILLING_CURRENCY)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('billing.quotePage.issueDate')}</dt>
          <dd>{formatDate(quote.issueDate)}</dd>
        </div>
        <div>
          <dt>{t('billing.quotePage.validUntil')}</dt>
          <dd>{formatDate(quote.validUntil)}</dd>
        </div>
      </dl>
      <div className="invoice-page-parties">
        <section aria-labelledby="quote-page-issuer">
          <h2 id="quote-page-issuer">{t('billing.quotePage.issuedBy')}</h2>
          {issuer.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
        <section aria-labelledby="quote-page-client">
          <h2 id="quote-page-client">{t('billing.quotePage.for')}</h2>
          <p>{quote.client.name}</p>
        </section>
      </div>
      <DocumentLinesTable lines={quote.lines.map((line) => ({ ...line, name: line.description }))} tax={quote.tax} />
      <TotalsSummary totals={quote.totals} pricesIncludeVat={quote.pricesIncludeVat} tax={quote.tax} />
      {quote.paymentConditions ? <p>{quote.paymentConditions}</p> : null}
      {quote.notes ? <p>{quote.notes}</p> : null}
      {quote.agreements.length > 0 && !quote.acceptedAt ? (
        <section className="invoice-page-agreements" aria-labelledby="quote-page-agreements" data-testid="quote-page-agreements">
          {/* One agreement or several: the plural forms (_other) name them all. */}
          <h2 id="quote-page-agreements">{t('billing.quotePage.agreementsTitle', { count: quote.agreements.length })}</h2>
          {unsigned ? <p id="quote-page-agreements-intro">{t('billing.quotePage.agreementsIntro', { count: quote.agreements.length })}</p> : null}
          <ul>
            {quote.agreements.map((agreement, index) => (
              <li key={index}>{t(agreement.signed ? 'billing.quotePage.agreementSigned' : 'billing.quotePage.agreementWaiting', { title: agreement.title })}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {failure ? <p role="alert">{failure}</p> : null}
      <div className="invoice-page-actions">
        {quote.acceptedAt ? null : (
          // While an agreement waits, the button says why it is disabled (the section's intro).
          <Button onClick={() => void accept()} disabled={busy !== null || unsigned} aria-describedby={unsigned ? 'quote-page-agreements-intro' : undefined}>
            {t('billing.quotePage.accept')}
          </Button>
        )}
        {quote.state === 'awaiting_deposit' && quote.canPayDeposit && !confirmingPayment ? (
          <Button onClick={() => void pay()} disabled={busy !== null}>
            {t('billing.quotePage.payDeposit')}
          </Button>
        ) : null}
      </div>
    </main>
  );
};
