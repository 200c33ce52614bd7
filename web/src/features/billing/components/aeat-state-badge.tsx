import type { AeatState } from '@fotostudio/shared/contracts/billing/verifactu-submission';
import type { VerifactuRecordCheck } from '@fotostudio/shared/contracts/billing/verifactu';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Icon } from '../../../components/ui/icon';
import { aeatStateTone } from '../utils/verifactu-submission';

/** An invoice's AEAT state (issue 24 point 4): pendiente, Correcto, AceptadoConErrores or Incorrecto. */
export const AeatStateBadge = ({ state }: { state: AeatState }) => {
  const { t } = useTranslation();
  return <Badge tone={aeatStateTone(state)}>{t(`billing.aeatStates.${state}`)}</Badge>;
};

/** The Verification tab's rows of what the AEAT answered for a record: state, error and CSV (none while unanswered). */
export const useAeatAnswerRows = (check: VerifactuRecordCheck): [string, ReactNode][] => {
  const { t } = useTranslation();
  const answer = check.submission;
  // A correction of an earlier record of the invoice (Subsanacion S), with its RechazoPrevio.
  const correction: [string, ReactNode][] = check.subsanacion ? [[t('billing.detail.aeat.correction'), t('billing.detail.aeat.correctionValue', { rechazoPrevio: check.rechazoPrevio ?? 'N' })]] : [];
  const recipient: [string, ReactNode][] = check.recipient ? [[t('billing.detail.aeat.recipient'), `${check.recipient.name} · ${check.recipient.taxId}`]] : [];
  if (!answer) return [...recipient, ...correction];
  return [
    ...recipient,
    ...correction,
    [t('billing.detail.aeat.state'), <AeatStateBadge key="state" state={answer.state} />],
    ...(answer.errorCode !== null ? [[t('billing.detail.aeat.error'), `${answer.errorCode}${answer.errorText ? ` · ${answer.errorText}` : ''}`] as [string, ReactNode]] : []),
    ...(answer.csv ? [[t('billing.detail.aeat.csv'), <code key="csv" className="billing-hash">{answer.csv}</code>] as [string, ReactNode]] : []),
    [t('billing.detail.aeat.answeredAt'), answer.answeredAt],
  ];
};

/** An unanswered record: pendiente while the mode is on, not sent while it is off. */
export const AeatPending = ({ submissionEnabled }: { submissionEnabled: boolean }) => {
  const { t } = useTranslation();
  return (
    <p role="status" className="billing-aeat-pending">
      <Icon name="info" size={18} /> {submissionEnabled ? t('billing.detail.aeat.pending') : t('billing.detail.aeat.notSent')}
    </p>
  );
};
