import type { DocumentStatus } from '@fotostudio/shared/contracts/billing';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<DocumentStatus, BadgeTone> = {
  pending: 'warning',
  converted: 'success',
  draft: 'neutral',
  sent: 'accent',
  paid: 'success',
  overdue: 'warning',
  cancelled: 'neutral',
};

export const StatusBadge = ({ status }: { status: DocumentStatus }) => {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`billing.status.${status}`)}</Badge>;
};
