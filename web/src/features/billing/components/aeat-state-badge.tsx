import type { AeatState } from '@fotostudio/shared/contracts/billing/verifactu-submission';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { aeatStateTone } from '../utils/verifactu-submission';

/** An invoice's AEAT state (issue 24 point 4): pendiente, Correcto, AceptadoConErrores or Incorrecto. */
export const AeatStateBadge = ({ state }: { state: AeatState }) => {
  const { t } = useTranslation();
  return <Badge tone={aeatStateTone(state)}>{t(`billing.aeatStates.${state}`)}</Badge>;
};
