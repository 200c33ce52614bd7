import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';

type FromSelection = BillingDocument['fromSelection'];

/** A quote made from a selection version the client has since replaced with a newer confirmed one. */
export const OutdatedQuoteBadge = ({ fromSelection }: { fromSelection: FromSelection }) => {
  const { t } = useTranslation();
  return fromSelection?.outdated ? <Badge tone="warning">{t('billing.detail.outdated')}</Badge> : null;
};

/** The selection version a quote was priced from, marked when outdated. */
export const QuoteSelection = ({ fromSelection }: { fromSelection: NonNullable<FromSelection> }) => {
  const { t } = useTranslation();
  return (
    <span className="billing-number-cell">
      {t('billing.detail.selectionVersion', { version: fromSelection.version })} <OutdatedQuoteBadge fromSelection={fromSelection} />
    </span>
  );
};

/** Why an outdated quote no longer matches the client's selection, and (while pending) what to do. */
export const OutdatedQuoteAlert = ({ document }: { document: BillingDocument }) => {
  const { t } = useTranslation();
  if (!document.fromSelection?.outdated) return null;
  return (
    <Alert tone="warning">
      {t('billing.detail.outdatedExplanation', { version: document.fromSelection.version })}
      {document.status === 'pending' ? ` ${t('billing.detail.outdatedPending')}` : null}
    </Alert>
  );
};
