import { COMMENT_TITLE_MAX, type Product } from '@fotostudio/shared/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { checkCommentForm } from '../src/features/catalog/utils/comment-form';
import { checkPackageForm, emptyPackageForm } from '../src/features/catalog/utils/package-form';

const productId = '00000000-0000-4000-8000-000000000001';
const variantId = '00000000-0000-4000-8000-000000000002';
const product = { productId, name: 'Álbum', variants: [{ variantId, type: 'size', name: 'Tamaño', value: '30x30', priceCents: 0 }] } as Product;

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
        { productId, variantIds: [variantId] },
        { productId, variantIds: [variantId] },
      ],
    };
    expect(checkPackageForm(values, 'EUR', [product])).toEqual({
      ok: false,
      errors: { fields: { includedProducts: { code: 'general.validation' } }, products: {} },
    });
    const once = checkPackageForm({ ...values, includedProducts: [{ productId, variantIds: [variantId] }] }, 'EUR', [product]);
    expect(once.ok && once.input.includedProducts).toEqual([{ productId, variantIds: [variantId] }]);
  });
});
