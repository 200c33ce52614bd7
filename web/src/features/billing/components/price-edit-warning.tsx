import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/**
 * Spec section 2's price-edit warning: the prices of a quote made from a session come from
 * what the client confirmed in the gallery; changing them is allowed after this warning.
 */
export const PriceEditWarning = ({ open, onConfirm, onCancel }: { open: boolean; onConfirm: () => void; onCancel: () => void }) => {
  const { t } = useTranslation();
  return (
    <ConfirmDialog open={open} title={t('billing.priceWarning.title')} confirmLabel={t('billing.priceWarning.confirm')} onConfirm={onConfirm} onCancel={onCancel}>
      <p>{t('billing.priceWarning.message')}</p>
      <p>{t('billing.priceWarning.totals')}</p>
    </ConfirmDialog>
  );
};
