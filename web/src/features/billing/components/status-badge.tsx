import type { DocumentStatus } from '@fotostudio/shared/contracts/billing/vocabulary';
import { useTranslation } from 'react-i18next';
import { DocumentStatusBadge } from '../../../components/document-status-badge';

export const StatusBadge = ({ status }: { status: DocumentStatus }) => {
  const { t } = useTranslation();
  return <DocumentStatusBadge status={status} label={t(`billing.status.${status}`)} />;
};
