import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { RowRemoveButton } from '../../../components/ui/row-remove-button';
import { MoneyField } from '../../../components/ui/money-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useFocusAddedRow } from '../../../hooks/use-focus-added-row';
import { useFormatMoney } from '../../../hooks/use-formatters';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import { BILLING_CURRENCY } from '../utils/billing-currency';
import type { LineField, Problem } from '../utils/document-form';
import type { SupplyKind, TradeIssuer } from '@fotostudio/shared/billing/trade-tax-rules';
import { Checkbox } from '../../../components/ui/checkbox';
import { emptyLine, vatChoicesFor, vatCategoryOf, type LineRow, type VatChoice } from '../utils/document-lines';
import { useVatLabel } from './totals-summary';
import type { IndirectTax } from '@fotostudio/shared/tax/indirect-tax';

export const LINES_MAX = 100;

/** The document's product lines: name, variant, quantity, unit price and VAT (rate or exemption). */
export const LinesEditor = ({
  legend,
  rows,
  lineBases,
  defaultVat,
  tax = 'IVA',
  ipsiRatesPercent,
  rowErrors,
  issuer,
  onChange,
  onFieldEdited,
}: {
  /** @default the products legend of the quote/invoice modal */
  legend?: string;
  rows: readonly LineRow[];
  /** Each row's base as the totals computed it, in row order. */
  lineBases: readonly number[];
  defaultVat: VatChoice;
  /** The issuer's tax (issue 22 point 3): its rates are offered, IGIC's and IPSI's named so ("IGIC 7 %"); IVA unless told. */
  tax?: IndirectTax | undefined;
  /** Under IPSI, the rates offered (the settings', or a rectified invoice's). */
  ipsiRatesPercent?: readonly number[] | undefined;
  rowErrors: Record<string, Partial<Record<LineField, Problem>>>;
  /** The issuer from the billing settings: which VAT choices fit the trade (press exemption only for a natural person). */
  issuer?: Pick<TradeIssuer, 'legalForm'> | null | undefined;
  onChange: (rows: LineRow[]) => void;
  onFieldEdited: (rowId: string, field: LineField) => void;
}) => {
  const { t } = useTranslation();
  const problemText = useFieldProblemText('billing.validation');
  const vatLabel = useVatLabel();
  const money = useFormatMoney();
  const { list, rowAdded } = useFocusAddedRow<HTMLOListElement>(rows, 'input');

  const update = (rowId: string, change: Partial<LineRow>) => onChange(rows.map((row) => (row.rowId === rowId ? { ...row, ...change } : row)));
  const edit = (rowId: string, field: LineField, value: string) => {
    update(rowId, { [field]: value });
    onFieldEdited(rowId, field);
  };
  const add = () => {
    const row = emptyLine(defaultVat);
    rowAdded(row.rowId);
    onChange([...rows, row]);
  };
  const vatOptions = (current: VatChoice) =>
    vatChoicesFor(tax, ipsiRatesPercent, issuer, current).map((choice) => ({ value: choice, label: vatLabel(vatCategoryOf(choice), tax) }));
  const supplyOptions: { value: SupplyKind; label: string }[] = [
    { value: 'service', label: t('billing.form.lines.supplyService') },
    { value: 'goods', label: t('billing.form.lines.supplyGoods') },
  ];
  /** What a line sells and its art-work confirmation change whether its VAT fits: the VAT field's problem goes with them. */
  const editSupply = (rowId: string, change: Pick<LineRow, 'supply' | 'artWork'>) => {
    update(rowId, change);
    onFieldEdited(rowId, 'vat');
  };
  // Goods, art work and the hint are IVA's rules (10 % for an original art photograph); IGIC and IPSI offer their rates only.
  const iva = tax === 'IVA';

  return (
    <fieldset className="form-section">
      <legend className="form-section-title">{legend ?? t('billing.form.lines.legend')}</legend>
      {rows.length === 0 ? <p className="field-hint">{t('billing.form.lines.empty')}</p> : null}
      <ol ref={list} className="row-editor-list">
        {rows.map((row, index) => {
          const errors = rowErrors[row.rowId] ?? {};
          const position = index + 1;
          return (
            <li key={row.rowId} data-row={row.rowId}>
              <fieldset className="row-editor-row billing-line-row">
                <legend className="visually-hidden">{t('billing.form.lines.row', { index: position })}</legend>
                <TextField
                  label={t('billing.form.lines.name')}
                  required
                  value={row.name}
                  error={problemText(errors.name)}
                  onChange={(event) => edit(row.rowId, 'name', event.target.value)}
                />
                <TextField label={t('billing.form.lines.variant')} value={row.variant} onChange={(event) => update(row.rowId, { variant: event.target.value })} />
                <TextField
                  label={t('billing.form.lines.quantity')}
                  required
                  inputMode="decimal"
                  value={row.quantity}
                  error={problemText(errors.quantity)}
                  onChange={(event) => edit(row.rowId, 'quantity', event.target.value)}
                />
                <MoneyField
                  label={t('billing.form.lines.unitPrice')}
                  required
                  currency={BILLING_CURRENCY}
                  value={row.unitPrice}
                  error={problemText(errors.unitPrice)}
                  onChange={(event) => edit(row.rowId, 'unitPrice', event.target.value)}
                />
                {iva ? (
                  <SelectField<SupplyKind>
                    label={t('billing.form.lines.supply')}
                    value={row.supply ?? 'service'}
                    options={supplyOptions}
                    onValueChange={(supply) => editSupply(row.rowId, { supply, artWork: supply === 'goods' && row.artWork === true })}
                  />
                ) : null}
                {iva && row.supply === 'goods' ? (
                  <div>
                    <Checkbox
                      label={t('billing.form.lines.artWork')}
                      checked={row.artWork === true}
                      onChange={(event) => editSupply(row.rowId, { supply: row.supply, artWork: event.target.checked })}
                    />
                    <p className="field-hint">{t('billing.form.lines.artWorkHint')}</p>
                  </div>
                ) : null}
                <SelectField<VatChoice>
                  label={iva ? t('billing.form.lines.vat') : t(`billing.taxes.${tax}`)}
                  value={row.vat}
                  options={vatOptions(row.vat)}
                  {...(iva ? { hint: t('billing.form.lines.vatHint') } : {})}
                  error={problemText(errors.vat)}
                  onValueChange={(vat) => edit(row.rowId, 'vat', vat)}
                />
                <p className="billing-line-base">
                  <span className="field-label">{t('billing.form.lines.base')}</span> {money(lineBases[index] ?? 0, BILLING_CURRENCY)}
                </p>
                <RowRemoveButton
                  label={t('billing.form.lines.remove', { index: position })}
                  onRemove={() => onChange(rows.filter((candidate) => candidate.rowId !== row.rowId))}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {rows.length < LINES_MAX ? (
        <div>
          <Button variant="secondary" icon={<Icon name="plus" size={18} />} onClick={add}>
            {t('billing.form.lines.add')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
};
