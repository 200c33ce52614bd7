// Products chosen for one photo or for the whole session: the lines so far (variant and
// quantity editable, removable) and a small form to add one.
import { useId, useState } from 'react';
import type { GalleryProduct } from '@fotostudio/shared/contracts/gallery';
import type { GalleryProductChoice } from '@fotostudio/shared/contracts/gallery-price';
import { addLine, removeLine } from '../choices';
import { useMoney } from '../format';
import { QUANTITY_MAX } from '../limits';
import { useI18n } from '../i18n';

interface ProductLinesProps {
  products: readonly GalleryProduct[];
  lines: readonly GalleryProductChoice[];
  onChange: (lines: GalleryProductChoice[]) => void;
}

const clampQuantity = (value: number): number => Math.min(QUANTITY_MAX, Math.max(1, Math.round(value) || 1));

export const ProductLines = ({ products, lines, onChange }: ProductLinesProps) => {
  const { t } = useI18n();
  const money = useMoney();
  const id = useId();
  const [productId, setProductId] = useState(products[0]?.productId ?? '');
  const product = products.find((p) => p.productId === productId) ?? products[0];
  const [variantId, setVariantId] = useState(product?.variants[0]?.variantId ?? '');
  const [quantity, setQuantity] = useState(1);
  if (products.length === 0) return <p className="g-muted">{t('products.none')}</p>;
  const variant = product?.variants.find((v) => v.variantId === variantId) ?? product?.variants[0];
  const variantLabel = (v: GalleryProduct['variants'][number]) => t('products.variantOption', { name: v.name, value: v.value, price: money(v.priceCents) });

  const update = (index: number, change: Partial<GalleryProductChoice>) => onChange(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));

  return (
    <div className="g-products">
      {lines.length > 0 && (
        <ul className="g-lines">
          {lines.map((line, index) => {
            const lineProduct = products.find((p) => p.productId === line.productId);
            if (!lineProduct) return null;
            return (
              <li key={`${line.productId}/${line.variantId}`} className="g-line">
                <span className="g-line-name">{lineProduct.name}</span>
                <label className="g-visually-hidden" htmlFor={`${id}-v${index}`}>
                  {t('products.variantOf', { name: lineProduct.name })}
                </label>
                <select id={`${id}-v${index}`} value={line.variantId} onChange={(event) => update(index, { variantId: event.target.value })}>
                  {lineProduct.variants.map((v) => (
                    <option key={v.variantId} value={v.variantId}>
                      {variantLabel(v)}
                    </option>
                  ))}
                </select>
                <label className="g-visually-hidden" htmlFor={`${id}-q${index}`}>
                  {t('products.quantityOf', { name: lineProduct.name })}
                </label>
                <input
                  id={`${id}-q${index}`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={QUANTITY_MAX}
                  value={line.quantity}
                  onChange={(event) => update(index, { quantity: clampQuantity(Number(event.target.value)) })}
                  className="g-quantity"
                />
                <button type="button" className="g-link-button" onClick={() => onChange(removeLine(lines, index))}>
                  {t('products.remove')}
                  <span className="g-visually-hidden"> {lineProduct.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <fieldset className="g-add-product">
        <legend>{t('products.add')}</legend>
        <label htmlFor={`${id}-product`}>{t('products.product')}</label>
        <select
          id={`${id}-product`}
          value={product?.productId ?? ''}
          onChange={(event) => {
            setProductId(event.target.value);
            setVariantId(products.find((p) => p.productId === event.target.value)?.variants[0]?.variantId ?? '');
          }}
        >
          {products.map((p) => (
            <option key={p.productId} value={p.productId}>
              {p.name}
            </option>
          ))}
        </select>
        {product?.description && <p className="g-muted g-small">{product.description}</p>}
        <label htmlFor={`${id}-variant`}>{t('products.variant')}</label>
        <select id={`${id}-variant`} value={variant?.variantId ?? ''} onChange={(event) => setVariantId(event.target.value)}>
          {product?.variants.map((v) => (
            <option key={v.variantId} value={v.variantId}>
              {variantLabel(v)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-quantity`}>{t('products.quantity')}</label>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={QUANTITY_MAX}
          value={quantity}
          onChange={(event) => setQuantity(clampQuantity(Number(event.target.value)))}
          className="g-quantity"
        />
        <button
          type="button"
          className="g-button g-button-secondary"
          disabled={!product || !variant}
          onClick={() => {
            if (!product || !variant) return;
            onChange(addLine(lines, { productId: product.productId, variantId: variant.variantId, quantity }));
            setQuantity(1);
          }}
        >
          {t('products.addButton')}
        </button>
      </fieldset>
    </div>
  );
};
