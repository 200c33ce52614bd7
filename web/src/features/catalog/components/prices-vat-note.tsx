import { getBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useRoute } from '../../../lib/use-route';
import { pricesVatNoteOf } from '../utils/prices-vat';

/** Says beside the price fields whether they include VAT, as the billing settings say, with a link to change it. */
export const PricesVatNote = () => {
  const { t } = useTranslation();
  const { data } = useRoute(getBillingSettings);
  const note = pricesVatNoteOf(data);
  if (!note) return null;
  return (
    <p className="field-hint">
      {t(`catalog.pricesVat.${note}`)} <Link to={paths.billingSettings}>{t('catalog.pricesVat.change')}</Link>
    </p>
  );
};
