// Ids have one form (a lower-case UUID). Every other spelling of an id that names a real
// item (upper case, padded, without dashes, in braces) is refused at the edge with 400
// general.validation, so no rule that compares ids can be slipped past and nothing
// changes: variants in use, self-links, duplicates, package contents, related contacts.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createComment, createPackage, createProduct as createProductRoute, getProduct, listPackages, type Product } from '@fotostudio/shared/contracts/catalog';
import { createContact as createContactRoute, createRelationship, listRelationships } from '@fotostudio/shared/contracts/crm';
import { callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { basePackage, productBody } from './support/catalog-fixtures.js';

/** Spellings of the same id that a case-insensitive or trimming store might treat as it. */
const variantsOf = (id: string): string[] => [
  id.toUpperCase(),
  id.replace(/[a-f]/, (c) => c.toUpperCase()),
  ` ${id}`,
  `${id} `,
  `${id}\n`,
  id.replace(/-/g, ''),
  `{${id}}`,
];

const expectRefused = (answer: ApiAnswer, context: string) => {
  expect(answer.status, `${context}: ${answer.text}`).toBe(400);
  expect(errorCodeOf(answer), context).toBe('general.validation');
};

describe('ids in one form only', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createPhotographer('canonical-ids');
  });
  const api = (method: string, path: string, body?: unknown): Promise<ApiAnswer> => callApi({ method, path, token: user.accessToken, body });
  const idPath = (prefix: string, id: string, suffix = '') => `${prefix}/${encodeURIComponent(id)}${suffix}`;

  const createProduct = async (name: string): Promise<Product> => {
    const answer = await api('POST', '/api/products', productBody(name));
    return responseOf(createProductRoute, answer).product;
  };
  const createContact = async (firstName: string): Promise<string> => {
    const answer = await api('POST', '/api/contacts', { firstName, emails: { primary: `${firstName.toLowerCase()}-${randomUUID().slice(0, 6)}@example.com` } });
    return responseOf(createContactRoute, answer).contact.contactId;
  };

  it('keeps a variant a package uses, whatever the spelling of the product or variant id', async () => {
    const product = await createProduct('Álbum ids');
    const [used, unused] = product.variants;
    if (!used || !unused) throw new Error('the product has two variants');
    const pkg = await api('POST', '/api/packages', { ...basePackage, includedProducts: [{ productId: product.productId, variants: [{ variantId: used.variantId, quantity: 1 }] }] });
    expect(pkg.status, pkg.text).toBe(201);
    const onlyUnused = { name: 'Álbum ids', usageType: 'both', variants: [unused] };
    for (const spelling of variantsOf(product.productId)) {
      expectRefused(await api('PUT', idPath('/api/products', spelling), onlyUnused), `product ${JSON.stringify(spelling)}`);
      expectRefused(await api('DELETE', idPath('/api/products', spelling)), `delete ${JSON.stringify(spelling)}`);
    }
    for (const spelling of variantsOf(used.variantId)) {
      const renamed = { name: 'Álbum ids', usageType: 'both', variants: [{ ...used, variantId: spelling }, unused] };
      expectRefused(await api('PUT', idPath('/api/products', product.productId), renamed), `variant ${JSON.stringify(spelling)}`);
    }
    const now = responseOf(getProduct, await api('GET', idPath('/api/products', product.productId)));
    expect(now.product.variants.map((v) => v.variantId)).toEqual([used.variantId, unused.variantId]);
    expect(now.product.packageCount).toBe(1);
  });

  it('refuses a package naming a product or variant in another spelling, or one product twice', async () => {
    const packageCount = async () => responseOf(listPackages, await api('GET', '/api/packages')).packages.length;
    const packagesBefore = await packageCount();
    const product = await createProduct('Lienzo ids');
    const [variant] = product.variants;
    if (!variant) throw new Error('the product has a variant');
    for (const spelling of variantsOf(product.productId)) {
      const included = [{ productId: spelling, variants: [{ variantId: variant.variantId, quantity: 1 }] }];
      expectRefused(await api('POST', '/api/packages', { ...basePackage, includedProducts: included }), `product ${JSON.stringify(spelling)}`);
      const twice = [{ productId: product.productId, variants: [{ variantId: variant.variantId, quantity: 1 }] }, ...included];
      expectRefused(await api('POST', '/api/packages', { ...basePackage, includedProducts: twice }), `twice ${JSON.stringify(spelling)}`);
    }
    for (const spelling of variantsOf(variant.variantId)) {
      const included = [{ productId: product.productId, variants: [{ variantId: spelling, quantity: 1 }] }];
      expectRefused(await api('POST', '/api/packages', { ...basePackage, includedProducts: included }), `variant ${JSON.stringify(spelling)}`);
    }
    const after = responseOf(getProduct, await api('GET', idPath('/api/products', product.productId)));
    expect(after.product.packageCount).toBe(0);
    expect(await packageCount()).toBe(packagesBefore);
  });

  it('never links a contact to itself, or a pair twice, through another spelling', async () => {
    const ana = await createContact('Ana');
    const eva = await createContact('Eva');
    const linked = await api('POST', idPath('/api/contacts', ana, '/relationships'), { relatedContactId: eva, relationshipType: 'hermana' });
    expect(linked.status, linked.text).toBe(201);
    for (const spelling of variantsOf(ana)) {
      const selfByPath = await api('POST', idPath('/api/contacts', spelling, '/relationships'), { relatedContactId: ana, relationshipType: 'yo' });
      expectRefused(selfByPath, `self by path ${JSON.stringify(spelling)}`);
      const selfByBody = await api('POST', idPath('/api/contacts', ana, '/relationships'), { relatedContactId: spelling, relationshipType: 'yo' });
      expectRefused(selfByBody, `self by body ${JSON.stringify(spelling)}`);
      const againFromEva = await api('POST', idPath('/api/contacts', eva, '/relationships'), { relatedContactId: spelling, relationshipType: 'hermana' });
      expectRefused(againFromEva, `pair again ${JSON.stringify(spelling)}`);
      expectRefused(await api('GET', idPath('/api/contacts', spelling)), `read ${JSON.stringify(spelling)}`);
      expectRefused(await api('DELETE', idPath('/api/contacts', spelling)), `delete ${JSON.stringify(spelling)}`);
    }
    for (const spelling of variantsOf(eva)) {
      const again = await api('POST', idPath('/api/contacts', ana, '/relationships'), { relatedContactId: spelling, relationshipType: 'prima' });
      expectRefused(again, `related ${JSON.stringify(spelling)}`);
    }
    const links = responseOf(listRelationships, await api('GET', idPath('/api/contacts', ana, '/relationships')));
    expect(links.relationships.map((r) => r.relatedContactId)).toEqual([eva]);
    expect((await api('GET', idPath('/api/contacts', ana))).status).toBe(200);
  });

  it('refuses other spellings of a relationship, package and comment id in the path', async () => {
    const ana = await createContact('Lola');
    const eva = await createContact('Mara');
    const linked = await api('POST', idPath('/api/contacts', ana, '/relationships'), { relatedContactId: eva, relationshipType: 'madre' });
    const { relationshipId } = responseOf(createRelationship, linked).relationship;
    const pkg = await api('POST', '/api/packages', basePackage);
    const { packageId } = responseOf(createPackage, pkg).package;
    const comment = await api('POST', '/api/comments', { title: 'Hola', text: 'Bienvenida' });
    const { commentId } = responseOf(createComment, comment).comment;
    for (const spelling of variantsOf(relationshipId)) {
      expectRefused(await api('DELETE', idPath('/api/contacts', ana, `/relationships/${encodeURIComponent(spelling)}`)), `link ${JSON.stringify(spelling)}`);
    }
    for (const spelling of variantsOf(packageId)) {
      expectRefused(await api('DELETE', idPath('/api/packages', spelling)), `package ${JSON.stringify(spelling)}`);
    }
    for (const spelling of variantsOf(commentId)) {
      expectRefused(await api('DELETE', idPath('/api/comments', spelling)), `comment ${JSON.stringify(spelling)}`);
    }
    expect(responseOf(listRelationships, await api('GET', idPath('/api/contacts', eva, '/relationships'))).relationships).toHaveLength(1);
    expect((await api('GET', idPath('/api/packages', packageId))).status).toBe(200);
  });
});
