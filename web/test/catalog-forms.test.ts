import { COMMENT_TITLE_MAX, INCLUDED_QUANTITY_MAX, type Product } from '@fotostudio/shared/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { checkCommentForm } from '../src/features/catalog/utils/comment-form';
import { checkPackageForm, emptyPackageForm } from '../src/features/catalog/utils/package-form';

const productId = '00000000-0000-4000-8000-000000000001';
const variantId = '00000000-0000-4000-8000-000000000002';
const product = { productId, name: 'Álbum', variants: [{ variantId, type: 'size', name: 'Tamaño', value: '30x30', priceCents: 0 }] } as Product;
const otherProductId = '00000000-0000-4000-8000-000000000003';
const otherProduct = { productId: otherProductId, name: 'Copia', variants: [] } as unknown as Product;

describe('the catalog forms check what they send with their contracts', () => {
  it('a comment is what the contract makes of it, and too long by the contract\'s own limit', () => {
    expect(checkCommentForm({ title: '  Bienvenida ', text: ' Gracias ' })).toEqual({ ok: true, input: { title: 'Bienvenida', text: 'Gracias' } });
    const long = checkCommentForm({ title: 'a'.repeat(COMMENT_TITLE_MAX + 1), text: '' });
    expect(long).toEqual({ ok: false, errors: { title: { message: 'tooLong', max: COMMENT_TITLE_MAX }, text: { message: 'required' } } });
  });

  it('a package that includes one product twice, a rule only the contract states, is refused under its products', () => {
    const values = {
      ...emptyPackageForm(),
      name: 'Boda',
      price: '100',
      extraPhotoPrice: '5',
      includedProducts: [
        { productId, variants: [{ variantId, quantity: '1' }] },
        { productId, variants: [{ variantId, quantity: '1' }] },
      ],
    };
    expect(checkPackageForm(values, 'EUR', [product])).toEqual({
      ok: false,
      errors: { fields: { includedProducts: { code: 'catalog.product_included_twice' } }, products: {} },
    });
    const once = checkPackageForm({ ...values, includedProducts: [{ productId, variants: [{ variantId, quantity: '1' }] }] }, 'EUR', [product]);
    expect(once.ok && once.input.includedProducts).toEqual([{ productId, variants: [{ variantId, quantity: 1 }] }]);
  });

  it('sends the units of each included variant and the products for sale, refusing a quantity below one or above the limit', () => {
    const values = {
      ...emptyPackageForm(),
      name: 'Boda',
      price: '100',
      extraPhotoPrice: '5',
      includedProducts: [{ productId, variants: [{ variantId, quantity: ' 10 ' }] }],
      // A product the catalog no longer has is left out.
      forSaleProductIds: [otherProductId, '00000000-0000-4000-8000-000000000009'],
    };
    const checked = checkPackageForm(values, 'EUR', [product, otherProduct]);
    expect(checked.ok && checked.input).toMatchObject({
      includedProducts: [{ productId, variants: [{ variantId, quantity: 10 }] }],
      forSaleProductIds: [otherProductId],
    });
    const withQuantity = (quantity: string) => checkPackageForm({ ...values, includedProducts: [{ productId, variants: [{ variantId, quantity }] }] }, 'EUR', [product]);
    expect(withQuantity('0')).toEqual({ ok: false, errors: { fields: {}, products: { [productId]: { message: 'quantityPositive' } } } });
    expect(withQuantity('1,5')).toEqual({ ok: false, errors: { fields: {}, products: { [productId]: { message: 'wholeNumber' } } } });
    expect(withQuantity(String(INCLUDED_QUANTITY_MAX + 1))).toEqual({
      ok: false,
      errors: { fields: {}, products: { [productId]: { message: 'numberTooLarge', max: INCLUDED_QUANTITY_MAX } } },
    });
    const bothWays = checkPackageForm({ ...values, forSaleProductIds: [productId] }, 'EUR', [product]);
    expect(bothWays).toEqual({ ok: false, errors: { fields: { forSaleProductIds: { code: 'catalog.for_sale_included' } }, products: {} } });
  });
});
