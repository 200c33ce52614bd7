import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

/** A quote made from a selection version the client has since replaced with a newer confirmed one. */
export const OutdatedQuoteBadge = ({ fromSelection }: { fromSelection: BillingDocument['fromSelection'] }) => {
  const { t } = useTranslation();
  return fromSelection?.outdated ? <Badge tone="warning">{t('billing.detail.outdated')}</Badge> : null;
};
