import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { createComment, createPackage, createProduct as createProductRoute, getProduct, listPackages, updatePackage } from '@fotostudio/shared/contracts/catalog';
import { callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { basePackage, productBody } from './support/catalog-fixtures.js';

describe('catalog: products, packages and default comments', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createPhotographer('catalog');
  });
  const api = (method: string, path: string, body?: unknown): Promise<ApiAnswer> =>
    callApi({ method, path, token: user.accessToken, body });

  const createProduct = async (name = 'Álbum') => {
    const answer = await api('POST', '/api/products', productBody(name));
    return responseOf(createProductRoute, answer).product;
  };

  it('blocks deleting a product while a package includes it, and allows it once the package is gone', async () => {
    const product = await createProduct();
    expect(product.variants.map((v) => v.value)).toEqual(['20x20', '30x30']);
    const [first] = product.variants;
    const created = await api('POST', '/api/packages', {
      ...basePackage,
      includedProducts: [{ productId: product.productId, variants: [{ variantId: first?.variantId, quantity: 1 }] }],
    });
    const pkg = responseOf(createPackage, created).package;

    const blocked = await api('DELETE', `/api/products/${product.productId}`);
    expect(blocked.status).toBe(409);
    expect(errorCodeOf(blocked)).toBe('catalog.product_in_use');
    const stillThere = await api('GET', `/api/products/${product.productId}`);
    expect(responseOf(getProduct, stillThere).product.packageCount).toBe(1);

    expect((await api('DELETE', `/api/packages/${pkg.packageId}`)).status).toBe(200);
    expect((await api('GET', `/api/packages/${pkg.packageId}`)).status).toBe(404);
    expect((await api('DELETE', `/api/products/${product.productId}`)).status).toBe(200);
    expect(errorCodeOf(await api('GET', `/api/products/${product.productId}`))).toBe('catalog.product_not_found');
  });

  it('counts a product free again when a package stops including it', async () => {
    const product = await createProduct('Impresión');
    const variants = product.variants.map((v) => ({ variantId: v.variantId, quantity: 2 }));
    const created = await api('POST', '/api/packages', { ...basePackage, includedProducts: [{ productId: product.productId, variants }] });
    const pkg = responseOf(createPackage, created).package;
    const updated = await api('PUT', `/api/packages/${pkg.packageId}`, { ...basePackage, name: 'Boda sin álbum' });
    expect(responseOf(updatePackage, updated).package.includedProducts).toEqual([]);
    expect((await api('DELETE', `/api/products/${product.productId}`)).status).toBe(200);
  });

  it('never lets a package point at a product deleted at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const product = await createProduct(`Carrera ${round}`);
      const [pkgAnswer, deleteAnswer] = await Promise.all([
        api('POST', '/api/packages', {
          ...basePackage,
          includedProducts: [{ productId: product.productId, variants: [{ variantId: product.variants[0]?.variantId, quantity: 1 }] }],
        }),
        api('DELETE', `/api/products/${product.productId}`),
      ]);
      const productNow = await api('GET', `/api/products/${product.productId}`);
      if (pkgAnswer.status === 201) {
        expect(deleteAnswer.status, 'a package includes it, so the delete must fail').toBe(409);
        expect(responseOf(getProduct, productNow).product.packageCount).toBe(1);
      } else {
        expect(errorCodeOf(pkgAnswer)).toBe('catalog.unknown_product');
        expect(deleteAnswer.status).toBe(200);
        expect(productNow.status).toBe(404);
      }
    }
  });

  it('refuses a variant removal that a package still uses', async () => {
    const product = await createProduct('Lienzo');
    const [used, unused] = product.variants;
    await api('POST', '/api/packages', { ...basePackage, includedProducts: [{ productId: product.productId, variants: [{ variantId: used?.variantId, quantity: 1 }] }] });
    const withoutUsed = await api('PUT', `/api/products/${product.productId}`, {
      name: 'Lienzo',
      usageType: 'both',
      variants: [{ variantId: unused?.variantId, type: 'size', name: 'Tamaño', value: '30x30', priceCents: 14000 }],
    });
    expect(withoutUsed.status).toBe(409);
    expect(errorCodeOf(withoutUsed)).toBe('catalog.variant_in_use');
    const withoutUnused = await api('PUT', `/api/products/${product.productId}`, {
      name: 'Lienzo grande',
      usageType: 'extra',
      variants: [{ variantId: used?.variantId, type: 'size', name: 'Tamaño', value: '20x20', priceCents: 9500 }],
    });
    expect(withoutUnused.status, withoutUnused.text).toBe(200);
  });

  it('refuses unknown products and variants in a package', async () => {
    const answer = await api('POST', '/api/packages', {
      ...basePackage,
      includedProducts: [{ productId: randomUUID(), variants: [{ variantId: randomUUID(), quantity: 1 }] }],
    });
    expect(answer.status).toBe(400);
    expect(errorCodeOf(answer)).toBe('catalog.unknown_product');
    const unknownForSale = await api('POST', '/api/packages', { ...basePackage, forSaleProductIds: [randomUUID()] });
    expect(errorCodeOf(unknownForSale)).toBe('catalog.unknown_product');
  });

  it('keeps the quantity of each included variant and the products for sale, refusing what they cannot be with their codes', async () => {
    const album = await createProduct('Álbum de boda');
    const print = await createProduct('Copia');
    const [album30, album40] = album.variants;
    const included = [{ productId: album.productId, variants: [{ variantId: album30?.variantId, quantity: 1 }, { variantId: album40?.variantId, quantity: 3 }] }];
    const created = await api('POST', '/api/packages', { ...basePackage, includedProducts: included, forSaleProductIds: [print.productId, print.productId] });
    const pkg = responseOf(createPackage, created).package;
    expect(pkg.includedProducts).toEqual(included);
    expect(pkg.forSaleProductIds).toEqual([print.productId]);
    expect(responseOf(listPackages, await api('GET', '/api/packages')).packages.find((p) => p.packageId === pkg.packageId)).toMatchObject({
      includedProducts: included,
      forSaleProductIds: [print.productId],
    });

    const withQuantity = (quantity: number) => [{ productId: album.productId, variants: [{ variantId: album30?.variantId, quantity }] }];
    for (const quantity of [0, 1.5, 1001]) {
      const refused = await api('PUT', `/api/packages/${pkg.packageId}`, { ...basePackage, includedProducts: withQuantity(quantity) });
      expect({ status: refused.status, code: errorCodeOf(refused) }, String(quantity)).toEqual({ status: 400, code: 'catalog.included_quantity_invalid' });
    }
    const bothWays = await api('PUT', `/api/packages/${pkg.packageId}`, { ...basePackage, includedProducts: withQuantity(1), forSaleProductIds: [album.productId] });
    expect(errorCodeOf(bothWays)).toBe('catalog.for_sale_included');
    const twice = await api('PUT', `/api/packages/${pkg.packageId}`, { ...basePackage, includedProducts: [...withQuantity(1), ...withQuantity(2)] });
    expect(errorCodeOf(twice)).toBe('catalog.product_included_twice');
  });

  it('applies the package rules of the spec', async () => {
    expect(errorCodeOf(await api('POST', '/api/packages', { ...basePackage, priceCents: 0 }))).toBe('general.validation');
    expect(errorCodeOf(await api('POST', '/api/packages', { ...basePackage, priceCents: 12.5 }))).toBe('general.validation');
    expect(errorCodeOf(await api('POST', '/api/packages', { ...basePackage, includedPhotos: -1 }))).toBe('general.validation');
    const downloadWithWatermark = await api('POST', '/api/packages', { ...basePackage, watermark: true, allowDownload: true });
    expect(downloadWithWatermark.body).toMatchObject({ error: { code: 'general.validation', issues: [{ path: 'allowDownload' }] } });
    const noBusiness = await api('POST', '/api/packages', { ...basePackage, watermark: true, allowDownload: false });
    expect(errorCodeOf(noBusiness)).toBe('catalog.watermark_needs_business_name');
    await api('PUT', '/api/me', { businessName: 'Estudio Catálogo' });
    const withBusiness = await api('POST', '/api/packages', { ...basePackage, watermark: true, allowDownload: false });
    expect(withBusiness.status).toBe(201);
    const fullGalleryWithoutPrice = await api('POST', '/api/packages', { ...basePackage, allowFullGallery: true });
    expect(errorCodeOf(fullGalleryWithoutPrice)).toBe('general.validation');
  });

  it('keeps "the client pays the extras in the gallery" off unless set; a package stored before it reads as off', async () => {
    const created = responseOf(createPackage, await api('POST', '/api/packages', basePackage)).package;
    expect(created.extrasPaidInGallery).toBe(false);
    const on = responseOf(updatePackage, await api('PUT', `/api/packages/${created.packageId}`, { ...basePackage, extrasPaidInGallery: true })).package;
    expect(on.extrasPaidInGallery).toBe(true);
    const listed = () => api('GET', '/api/packages').then((answer) => responseOf(listPackages, answer).packages.find((p) => p.packageId === created.packageId));
    expect((await listed())?.extrasPaidInGallery).toBe(true);
    // A package written before the setting existed has no attribute: today's behaviour, off.
    await db().entities.sessionPackage.patch({ photographerId: user.sub, packageId: created.packageId }).remove(['extrasPaidInGallery']).go();
    expect((await listed())?.extrasPaidInGallery).toBe(false);
    expect(errorCodeOf(await api('PUT', `/api/packages/${created.packageId}`, { ...basePackage, extrasPaidInGallery: 'yes' }))).toBe('general.validation');
  });

  it('blocks deleting a package used by a session', async () => {
    const created = await api('POST', '/api/packages', { ...basePackage, name: 'En uso' });
    const { packageId } = responseOf(createPackage, created).package;
    // Sessions (another issue) count their package in the same transaction they are created.
    await db().entities.sessionPackage.patch({ photographerId: user.sub, packageId }).add({ sessionRefs: 1 }).go();
    const blocked = await api('DELETE', `/api/packages/${packageId}`);
    expect(blocked.status).toBe(409);
    expect(errorCodeOf(blocked)).toBe('catalog.package_in_use');
  });

  it('keeps default comments within 100 and 500 characters and blocks deleting one used by a link', async () => {
    expect(errorCodeOf(await api('POST', '/api/comments', { title: 't'.repeat(101), text: 'x' }))).toBe('general.validation');
    expect(errorCodeOf(await api('POST', '/api/comments', { title: 't', text: 'x'.repeat(501) }))).toBe('general.validation');
    const created = await api('POST', '/api/comments', { title: 't'.repeat(100), text: 'x'.repeat(500) });
    const { commentId } = responseOf(createComment, created).comment;
    const updated = await api('PUT', `/api/comments/${commentId}`, { title: 'Bienvenida', text: 'Hola' });
    expect(updated.body).toMatchObject({ comment: { title: 'Bienvenida', text: 'Hola', linkCount: 0 } });

    await db().entities.defaultComment.patch({ photographerId: user.sub, commentId }).add({ linkRefs: 1 }).go();
    const blocked = await api('DELETE', `/api/comments/${commentId}`);
    expect(errorCodeOf(blocked)).toBe('catalog.comment_in_use');
    await db().entities.defaultComment.patch({ photographerId: user.sub, commentId }).subtract({ linkRefs: 1 }).go();
    expect((await api('DELETE', `/api/comments/${commentId}`)).status).toBe(200);
  });

  it('lists packages by name', async () => {
    await api('POST', '/api/packages', { ...basePackage, name: 'zeta' });
    await api('POST', '/api/packages', { ...basePackage, name: 'Álamo' });
    const list = await api('GET', '/api/packages');
    const names = responseOf(listPackages, list).packages.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
    expect(names.indexOf('Álamo')).toBeLessThan(names.indexOf('zeta'));
  });
});
