import type { Currency } from '@fotostudio/shared/constants';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { RowRemoveButton } from '../../../components/ui/row-remove-button';
import { MoneyField } from '../../../components/ui/money-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useFocusAddedRow } from '../../../hooks/use-focus-added-row';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import type { FieldProblem } from '../utils/field-problem';
import { emptyVariantRow, VARIANTS_MAX, type VariantField, type VariantRow, type VariantType } from '../utils/product-form';

/**
 * The product's variants as editable rows: type (size or custom), name, value and price.
 * Rows keep their variantId, so packages that chose a variant keep it; a variant some
 * package chose cannot be removed.
 */
export const VariantsEditor = ({
  rows,
  currency,
  moneyPlaceholder,
  variantsInUse,
  rowErrors,
  error,
  onChange,
  onFieldEdited,
}: {
  rows: readonly VariantRow[];
  currency: Currency;
  moneyPlaceholder: string;
  variantsInUse: ReadonlySet<string>;
  rowErrors: Partial<Record<string, Partial<Record<VariantField, FieldProblem>>>>;
  error: string | null;
  onChange: (rows: VariantRow[]) => void;
  /** A checked field was changed: its message can go. */
  onFieldEdited: (rowId: string, field: VariantField) => void;
}) => {
  const { t } = useTranslation();
  const problemText = useFieldProblemText('catalog.validation');
  const { list, rowAdded } = useFocusAddedRow<HTMLOListElement>(rows, 'select');

  const update = (rowId: string, change: Partial<VariantRow>) => onChange(rows.map((row) => (row.rowId === rowId ? { ...row, ...change } : row)));
  const edit = (rowId: string, field: VariantField, value: string) => {
    update(rowId, { [field]: value });
    onFieldEdited(rowId, field);
  };

  const add = () => {
    const row = emptyVariantRow();
    rowAdded(row.rowId);
    onChange([...rows, row]);
  };

  return (
    <fieldset className="form-section">
      <legend className="form-section-title">{t('catalog.products.variants.legend')}</legend>
      <p className="field-hint">{t('catalog.products.variants.hint')}</p>
      {rows.length === 0 ? <p className="catalog-muted">{t('catalog.products.variants.empty')}</p> : null}
      <ol ref={list} className="row-editor-list">
        {rows.map((row, index) => {
          const errors = rowErrors[row.rowId] ?? {};
          const inUse = row.variantId !== undefined && variantsInUse.has(row.variantId);
          const position = index + 1;
          return (
            <li key={row.rowId} data-row={row.rowId}>
              <fieldset className="row-editor-row catalog-variant-row">
                <legend className="visually-hidden">{t('catalog.products.variants.row', { index: position })}</legend>
                <SelectField<VariantType>
                  label={t('catalog.products.variants.type')}
                  value={row.type}
                  options={[
                    { value: 'size', label: t('catalog.products.variants.types.size') },
                    { value: 'custom', label: t('catalog.products.variants.types.custom') },
                  ]}
                  onValueChange={(type) => update(row.rowId, { type })}
                />
                <TextField
                  label={t('catalog.products.variants.name')}
                  required
                  placeholder={t(`catalog.products.variants.namePlaceholder.${row.type}`)}
                  value={row.name}
                  error={problemText(errors.name)}
                  onChange={(event) => edit(row.rowId, 'name', event.target.value)}
                />
                <TextField
                  label={t('catalog.products.variants.value')}
                  required
                  placeholder={t(`catalog.products.variants.valuePlaceholder.${row.type}`)}
                  value={row.value}
                  error={problemText(errors.value)}
                  onChange={(event) => edit(row.rowId, 'value', event.target.value)}
                />
                <MoneyField
                  label={t('catalog.products.variants.price')}
                  required
                  currency={currency}
                  placeholder={moneyPlaceholder}
                  value={row.price}
                  error={problemText(errors.price)}
                  onChange={(event) => edit(row.rowId, 'price', event.target.value)}
                />
                <RowRemoveButton
                  label={t('catalog.products.variants.remove', { index: position })}
                  title={inUse ? t('catalog.products.variants.inUse') : undefined}
                  disabled={inUse}
                  onRemove={() => onChange(rows.filter((candidate) => candidate.rowId !== row.rowId))}
                />
                {inUse ? <p className="field-hint catalog-variant-note">{t('catalog.products.variants.inUse')}</p> : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {rows.length < VARIANTS_MAX ? (
        <div>
          <Button variant="secondary" icon={<Icon name="plus" size={18} />} onClick={add}>
            {t('catalog.products.variants.add')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
};
