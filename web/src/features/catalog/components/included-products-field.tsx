import type { Product } from '@fotostudio/shared/contracts/catalog';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Icon } from '../../../components/ui/icon';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormatMoney } from '../../../hooks/use-formatters';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import type { FieldProblem } from '../utils/field-problem';
import type { IncludedProductValue, IncludedVariantValue } from '../utils/package-form';
import { variantText } from '../utils/variant-text';

const IncludedProduct = ({
  included,
  product,
  problem,
  onChange,
  onRemove,
}: {
  included: IncludedProductValue;
  product: Product | undefined;
  problem: string | null;
  onChange: (variants: IncludedVariantValue[]) => void;
  onRemove: () => void;
}) => {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const errorId = useId();
  const name = product?.name ?? t('catalog.packages.products.unknown');
  const variants = product?.variants ?? [];
  const toggle = (variantId: string, checked: boolean) =>
    onChange(checked ? [...included.variants, { variantId, quantity: '1' }] : included.variants.filter((v) => v.variantId !== variantId));
  const setQuantity = (variantId: string, quantity: string) =>
    onChange(included.variants.map((v) => (v.variantId === variantId ? { ...v, quantity } : v)));

  return (
    <li className={problem ? 'catalog-included is-invalid' : 'catalog-included'}>
      <fieldset className="catalog-included-fieldset" aria-describedby={problem ? errorId : undefined}>
        <legend className="catalog-included-name">{t('catalog.packages.products.variantsOf', { name })}</legend>
        {variants.length === 0 ? (
          <p className="field-hint">{t('catalog.packages.products.noVariants')}</p>
        ) : (
          <div className="catalog-variant-choices">
            {variants.map((variant, index) => {
              const chosen = included.variants.find((v) => v.variantId === variant.variantId);
              return (
                <div key={variant.variantId} className="catalog-variant-choice">
                  <Checkbox
                    label={t('catalog.variantLabel', { variant: variantText(variant), price: formatMoney(variant.priceCents) })}
                    checked={chosen !== undefined}
                    aria-invalid={problem && index === 0 ? true : undefined}
                    aria-describedby={problem ? errorId : undefined}
                    onChange={(event) => toggle(variant.variantId, event.target.checked)}
                  />
                  {chosen ? (
                    <TextField
                      label={t('catalog.packages.products.quantityOf', { variant: variantText(variant) })}
                      inputMode="numeric"
                      autoComplete="off"
                      value={chosen.quantity}
                      onChange={(event) => setQuantity(variant.variantId, event.target.value)}
                    />
                  ) : null}
                </div>
              );
            })}
          </div>
        )}
        {problem ? (
          <p className="field-error" id={errorId}>
            {problem}
          </p>
        ) : null}
      </fieldset>
      <button
        type="button"
        className="icon-button"
        aria-label={t('catalog.packages.products.remove', { name })}
        title={t('catalog.packages.products.remove', { name })}
        onClick={onRemove}
      >
        <Icon name="close" size={18} />
      </button>
    </li>
  );
};

/**
 * The package's included products: pick a product, then at least one of its variants
 * (spec section 5), each with the units included for the whole session (e.g. 10 prints
 * 13x18). Each product is included once.
 */
export const IncludedProductsField = ({
  value,
  products,
  error,
  productErrors,
  onChange,
}: {
  value: readonly IncludedProductValue[];
  products: readonly Product[];
  /** About the list as a whole (e.g. a product the server no longer knows). */
  error: string | null;
  productErrors: Partial<Record<string, FieldProblem>>;
  onChange: (value: IncludedProductValue[]) => void;
}) => {
  const { t } = useTranslation();
  const problemText = useFieldProblemText('catalog.validation');
  const [choice, setChoice] = useState('');
  const [choiceProblem, setChoiceProblem] = useState<FieldProblem | undefined>(undefined);
  const available = products.filter((product) => !value.some((included) => included.productId === product.productId));

  const add = () => {
    const product = available.find((candidate) => candidate.productId === choice);
    if (!product) {
      setChoiceProblem({ message: 'chooseProduct' });
      return;
    }
    setChoiceProblem(undefined);
    setChoice('');
    // It starts with its first variant chosen, one unit: the usual case is one click away and
    // the package is valid as it stands; other variants are ticked, this one unticked, below.
    const first = product.variants[0];
    onChange([...value, { productId: product.productId, variants: first ? [{ variantId: first.variantId, quantity: '1' }] : [] }]);
  };

  return (
    <fieldset className="form-section">
      <legend className="form-section-title">{t('catalog.packages.sections.products')}</legend>
      {value.length > 0 ? (
        <ul className="catalog-included-list">
          {value.map((included) => (
            <IncludedProduct
              key={included.productId}
              included={included}
              product={products.find((product) => product.productId === included.productId)}
              problem={problemText(productErrors[included.productId])}
              onChange={(variants) => onChange(value.map((item) => (item.productId === included.productId ? { ...item, variants } : item)))}
              onRemove={() => onChange(value.filter((item) => item.productId !== included.productId))}
            />
          ))}
        </ul>
      ) : (
        <p className="catalog-muted">{t('catalog.packages.products.none')}</p>
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {products.length === 0 ? (
        <p className="field-hint">{t('catalog.packages.products.noProductsYet')}</p>
      ) : available.length === 0 ? (
        <p className="field-hint">{t('catalog.packages.products.allAdded')}</p>
      ) : (
        <div className="catalog-add-product">
          <SelectField
            label={t('catalog.packages.products.choose')}
            value={choice}
            options={[
              { value: '', label: t('catalog.packages.products.placeholder') },
              ...available.map((product) => ({ value: product.productId, label: product.name })),
            ]}
            error={problemText(choiceProblem)}
            onValueChange={(productId) => {
              setChoice(productId);
              setChoiceProblem(undefined);
            }}
          />
          <Button variant="secondary" icon={<Icon name="plus" size={18} />} onClick={add}>
            {t('catalog.packages.products.add')}
          </Button>
        </div>
      )}
    </fieldset>
  );
};
