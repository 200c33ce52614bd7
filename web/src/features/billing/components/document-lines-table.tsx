// A quote's or invoice's lines as the photographer's detail and the client's public invoice page
// show them: one table, its VAT column naming the issuer's tax (IVA, IGIC or IPSI).
import type { IndirectTax } from '@fotostudio/shared/tax/indirect-tax';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../hooks/use-formatters';
import { BILLING_CURRENCY } from '../utils/billing-currency';
import { useVatLabel } from './totals-summary';

export interface ShownLine {
  name: string;
  quantity: number;
  unitPriceCents: number;
  vat: Parameters<ReturnType<typeof useVatLabel>>[0];
  baseCents: number;
}

export const DocumentLinesTable = ({ lines, tax }: { lines: ShownLine[]; tax: IndirectTax }) => {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const vatLabel = useVatLabel();
  return (
    // Scrolls sideways on a phone: focusable so the keyboard can scroll it too.
    <div className="billing-lines-table" tabIndex={0} role="region" aria-label={t('billing.detail.lines')}>
      <table>
        <caption className="visually-hidden">{t('billing.detail.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('billing.form.lines.name')}</th>
            <th scope="col" className="is-number">
              {t('billing.form.lines.quantity')}
            </th>
            <th scope="col" className="is-number">
              {t('billing.form.lines.unitPrice')}
            </th>
            <th scope="col">{t('billing.form.lines.vat')}</th>
            <th scope="col" className="is-number">
              {t('billing.form.lines.base')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index}>
              <td>{line.name}</td>
              <td className="is-number">{line.quantity}</td>
              <td className="is-number">{money(line.unitPriceCents, BILLING_CURRENCY)}</td>
              <td>{vatLabel(line.vat, tax)}</td>
              <td className="is-number">{money(line.baseCents, BILLING_CURRENCY)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
