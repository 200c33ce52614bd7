// Where the quote stands, as its client reads it on the quote page (issue 26 point 4): what
// accepting asks (the deposit paid online, or as the payment conditions say), "Aceptado,
// pendiente de la señal" between the acceptance and the payment, the payment being confirmed
// after Stripe sent the client back, and accepted with the deposit's invoice.
import type { PublicQuote } from '@fotostudio/shared/contracts/billing/quote-page';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { useFormatDate, useFormatMoney } from '../../../hooks/use-formatters';
import { BILLING_CURRENCY } from '../utils/billing-currency';

interface QuotePageStandingProps {
  quote: PublicQuote;
  /** Back from Stripe's page with a payment, its webhook not told yet. */
  confirmingPayment: boolean;
}

export const QuotePageStanding = ({ quote, confirmingPayment }: QuotePageStandingProps) => {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const formatDate = useFormatDate();
  const deposit = quote.deposit ? money(quote.deposit.cents, BILLING_CURRENCY) : '';
  const acceptedOn = quote.acceptedAt ? formatDate(quote.acceptedAt.slice(0, 10)) : '';
  if (quote.state === 'not_accepted') {
    if (!quote.deposit) return null;
    return <p data-testid="quote-page-deposit-terms">{t(quote.canPayDeposit ? 'billing.quotePage.depositOnlineTerms' : 'billing.quotePage.depositOfflineTerms', { amount: deposit })}</p>;
  }
  if (quote.state === 'awaiting_deposit') {
    return (
      <section className="invoice-page-standing" aria-labelledby="quote-page-standing" data-testid="quote-page-awaiting-deposit">
        <h2 id="quote-page-standing">
          <Badge tone="warning">{t('billing.acceptance.awaiting_deposit')}</Badge>
        </h2>
        <p>{t('billing.quotePage.awaitingDeposit', { date: acceptedOn, amount: deposit })}</p>
        {confirmingPayment ? (
          // A line, as the invoice page's: a spinner's endless animation would be the only moving thing on a settled page.
          <p className="invoice-page-pending" role="status" data-testid="quote-page-confirming">
            {t('billing.quotePage.confirmingPayment')}
          </p>
        ) : null}
      </section>
    );
  }
  return (
    <section className="invoice-page-standing" aria-labelledby="quote-page-standing" data-testid="quote-page-accepted-state">
      <h2 id="quote-page-standing">
        <Badge tone="success">{t('billing.acceptance.accepted')}</Badge>
      </h2>
      <p data-testid="quote-page-accepted">{t('billing.quotePage.accepted', { date: acceptedOn })}</p>
      {quote.depositPaid ? <p data-testid="quote-page-deposit-paid">{t('billing.quotePage.depositPaid', { number: quote.depositPaid.invoiceNumber })}</p> : null}
      {quote.depositOffline ? <p>{t('billing.quotePage.depositOffline', { amount: deposit })}</p> : null}
    </section>
  );
};
