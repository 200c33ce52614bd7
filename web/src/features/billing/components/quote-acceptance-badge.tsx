// Where a pending quote stands with its client (issue 26 point 4): accepted on its page, or
// accepted with the deposit still to pay online ("Aceptado, pendiente de la señal": it is not
// accepted until the deposit is paid). Nothing for a quote not accepted, an invoice or a converted quote.
import type { QuoteAcceptanceState } from '@fotostudio/shared/billing/quote-acceptance';
import type { DocumentStatus } from '@fotostudio/shared/contracts/billing/vocabulary';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

export const QuoteAcceptanceBadge = ({ status, acceptanceState }: { status: DocumentStatus; acceptanceState: QuoteAcceptanceState | null | undefined }) => {
  const { t } = useTranslation();
  if (status !== 'pending' || !acceptanceState || acceptanceState === 'not_accepted') return null;
  return (
    <span data-testid="quote-acceptance-state">
      <Badge tone={acceptanceState === 'accepted' ? 'success' : 'warning'}>{t(`billing.acceptance.${acceptanceState}`)}</Badge>
    </span>
  );
};
