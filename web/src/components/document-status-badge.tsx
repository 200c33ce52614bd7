import type { DocumentStatus } from '@fotostudio/shared/contracts/billing/vocabulary';
import { Badge, type BadgeTone } from './ui/badge';

const TONES: Record<DocumentStatus, BadgeTone> = {
  pending: 'warning',
  converted: 'success',
  draft: 'neutral',
  sent: 'accent',
  paid: 'success',
  overdue: 'warning',
  cancelled: 'neutral',
  partly_paid: 'accent',
};

/** A quote's or invoice's status, in the words of the screen that shows it. */
export const DocumentStatusBadge = ({ status, label }: { status: DocumentStatus; label: string }) => <Badge tone={TONES[status]}>{label}</Badge>;
