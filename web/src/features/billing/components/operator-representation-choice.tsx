import { getVerifactuSubmission, setVerifactuRepresentation } from '@fotostudio/shared/contracts/billing/verifactu-submission';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox';
import { useToast } from '../../../components/ui/toast';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { cacheWrite, useRoute, useRouteMutation } from '../../../lib/use-route';

/**
 * Settings → Billing (issue 24 point 2, second option): where the deployment offers it, the
 * photographer may declare the operator their representative before the AEAT, so their records
 * go with the operator's certificate instead of one they upload. Shown only when offered.
 */
export const OperatorRepresentationChoice = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const catalogueToast = useCatalogueToast();
  const { data: status } = useRoute(getVerifactuSubmission);
  const choose = useRouteMutation(setVerifactuRepresentation, { writes: (saved) => [cacheWrite(getVerifactuSubmission, {}, saved)] });
  if (!status?.operatorRepresentationOffered) return null;

  const change = async (byOperator: boolean) => {
    try {
      await choose.trigger({ body: { byOperator } });
      toast.success(t(byOperator ? 'billing.verifactu.operator.declared' : 'billing.verifactu.operator.withdrawn'));
    } catch (caught) {
      catalogueToast.showError(caught, 'billing.verifactu_operator_not_offered');
    }
  };

  return (
    <section className="card settings-section" aria-labelledby="verifactu-operator-title">
      <h2 id="verifactu-operator-title" className="form-section-title">
        {t('billing.verifactu.operator.title')}
      </h2>
      <p>{t('billing.verifactu.operator.explanation')}</p>
      <Checkbox
        label={t('billing.verifactu.operator.choice')}
        checked={status.representedByOperator}
        disabled={choose.isMutating}
        onChange={(event) => void change(event.target.checked)}
      />
    </section>
  );
};
