import type { Product } from '@fotostudio/shared/contracts/catalog';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox';

/**
 * The products for sale in the gallery: besides the package's included products, the client
 * may buy only the catalog products marked here (issue 22).
 */
export const ForSaleProductsField = ({
  value,
  products,
  includedProductIds,
  error,
  onChange,
}: {
  value: readonly string[];
  products: readonly Product[];
  /** The package's included products, offered already. */
  includedProductIds: readonly string[];
  error: string | null;
  onChange: (value: string[]) => void;
}) => {
  const { t } = useTranslation();
  const hintId = useId();
  const candidates = products.filter((product) => !includedProductIds.includes(product.productId));
  return (
    <fieldset className="form-section" aria-describedby={hintId}>
      <legend className="form-section-title">{t('catalog.packages.sections.forSale')}</legend>
      <p className="field-hint" id={hintId}>
        {t('catalog.packages.forSale.hint')}
      </p>
      {candidates.length === 0 ? (
        <p className="catalog-muted">{t('catalog.packages.forSale.none')}</p>
      ) : (
        <div className="catalog-for-sale">
          {candidates.map((product) => (
            <Checkbox
              key={product.productId}
              label={product.name}
              checked={value.includes(product.productId)}
              onChange={(event) =>
                onChange(event.target.checked ? [...value, product.productId] : value.filter((productId) => productId !== product.productId))
              }
            />
          ))}
        </div>
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};
