import type { InvoiceType } from '@fotostudio/shared/contracts/billing/vocabulary';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const toneOf = (type: InvoiceType): BadgeTone => (type === 'F1' ? 'neutral' : type === 'F2' ? 'accent' : 'warning');

/** An invoice's kind: full, simplified or rectifying (R1-R5), in words. */
export const InvoiceTypeBadge = ({ type }: { type: InvoiceType }) => {
  const { t } = useTranslation();
  return <Badge tone={toneOf(type)}>{t(`billing.invoiceTypes.${type}`)}</Badge>;
};
