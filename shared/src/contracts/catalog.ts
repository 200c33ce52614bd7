// Session packages, products with variants and default comments (spec sections 3 and 5).
// Prices are integer minor units (cents) of the photographer's currency.
import * as z from 'zod';
import { entityId as id } from './ids.js';
import { PRODUCT_USAGE_TYPES, VARIANT_TYPES, variant } from './catalog-variant.js';
import { codedRule, defineRoute } from './route.js';
import { SELECTION_RULES } from '../pricing/selection-counter.js';

/**
 * What a share link's selection deadline does to a non-empty draft (issue 28 point 2): confirm it
 * as it stands (only when that needs no payment: no extras priced), else close the link keeping
 * the draft for the photographer. Packages stored before it read as `closeLink`.
 */
export const DEADLINE_ACTIONS = ['confirmDraft', 'closeLink'] as const;
export type DeadlineAction = (typeof DEADLINE_ACTIONS)[number];

export { PRODUCT_USAGE_TYPES, VARIANT_TYPES, variant, type Variant } from './catalog-variant.js';

const name = z.string().trim().min(1).max(120);
const description = z.string().trim().max(2000).nullable().optional();
const money = z.number().int().nonnegative().max(100_000_000);
const imageKey = z.string().regex(/^originals\/[^/]+\/catalog\/[\w.-]+$/).nullable().optional();

export const DELIVERY_KINDS = ['originals', 'compressed'] as const;

export const variantInput = z
  .object({
    /** Absent for a new variant; kept for an existing one so packages keep pointing at it. */
    variantId: id.optional(),
    type: z.enum(VARIANT_TYPES),
    name: z.string().trim().min(1).max(80),
    value: z.string().trim().min(1).max(80),
    priceCents: money,
  })
  .strict();

export const productInput = z
  .object({
    name,
    description,
    imageKey,
    usageType: z.enum(PRODUCT_USAGE_TYPES),
    variants: z.array(variantInput).max(50),
  })
  .strict();
export type ProductInput = z.infer<typeof productInput>;

export const product = z.object({
  productId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  imageKey: z.string().nullable(),
  imageUrl: z.string().nullable(),
  usageType: z.enum(PRODUCT_USAGE_TYPES),
  variants: z.array(variant),
  /** How many packages include it: it cannot be deleted while above zero. */
  packageCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof product>;

/** The most units of one variant a package includes (as many as a client may choose on one line). */
export const INCLUDED_QUANTITY_MAX = 1000;

/** Units of one variant the package includes for the whole session (e.g. 10 prints 13x18). */
export const includedVariant = z
  .object({
    variantId: id,
    quantity: z.number().superRefine((quantity, ctx) => {
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > INCLUDED_QUANTITY_MAX) {
        ctx.addIssue({ code: 'custom', ...codedRule('catalog.included_quantity_invalid', `a whole quantity from 1 to ${INCLUDED_QUANTITY_MAX}`) });
      }
    }),
  })
  .strict();

export const includedProduct = z
  .object({ productId: id, variants: z.array(includedVariant).min(1).max(50) })
  .strict();

export const packageInput = z
  .object({
    name,
    description,
    priceCents: money.positive(),
    includedPhotos: z.number().int().nonnegative().max(100_000),
    extraPhotoPriceCents: money,
    /** Absent: `paidExtras`, as every package before the rule existed. */
    selectionRule: z.enum(SELECTION_RULES).optional(),
    includedProducts: z.array(includedProduct).max(50),
    /** The other catalog products the client may buy in the gallery. */
    forSaleProductIds: z.array(id).max(200),
    watermark: z.boolean(),
    allowDownload: z.boolean(),
    active: z.boolean(),
    galleryComment: z.string().trim().max(500).nullable().optional(),
    allowFullGallery: z.boolean(),
    fullGalleryPriceCents: money.nullable().optional(),
    delivery: z.enum(DELIVERY_KINDS),
    /** The client pays the extras (photos beyond the included, products) in the gallery at confirmation; absent is off. */
    extrasPaidInGallery: z.boolean().optional(),
    /** Days the client has to choose (issue 28 point 2): a new share link's selection deadline; null or absent, none. */
    selectionDays: z.number().int().min(1).max(365).nullable().optional(),
    /** What the deadline does to a non-empty draft; absent: `closeLink`. */
    deadlineAction: z.enum(DEADLINE_ACTIONS).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.watermark && value.allowDownload) {
      ctx.addIssue({ code: 'custom', path: ['allowDownload'], message: 'download is unavailable while the watermark is on' });
    }
    if (value.allowFullGallery && (value.fullGalleryPriceCents ?? 0) <= 0) {
      ctx.addIssue({ code: 'custom', path: ['fullGalleryPriceCents'], message: 'the full-gallery price must be above zero' });
    }
    const ids = value.includedProducts.map((p) => p.productId);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['includedProducts'], ...codedRule('catalog.product_included_twice', 'a product is included once') });
    }
    value.includedProducts.forEach((included, index) => {
      const variantIds = included.variants.map((v) => v.variantId);
      if (new Set(variantIds).size !== variantIds.length) {
        ctx.addIssue({ code: 'custom', path: ['includedProducts', index, 'variants'], ...codedRule('catalog.product_included_twice', 'a variant is included once') });
      }
    });
    if (value.forSaleProductIds.some((productId) => ids.includes(productId))) {
      ctx.addIssue({ code: 'custom', path: ['forSaleProductIds'], ...codedRule('catalog.for_sale_included', 'an included product is offered already') });
    }
  });
export type PackageInput = z.infer<typeof packageInput>;

export const sessionPackage = z.object({
  packageId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  priceCents: z.number(),
  includedPhotos: z.number(),
  extraPhotoPriceCents: z.number(),
  selectionRule: z.enum(SELECTION_RULES),
  includedProducts: z.array(z.object({ productId: z.string(), variants: z.array(z.object({ variantId: z.string(), quantity: z.number() })) })),
  forSaleProductIds: z.array(z.string()),
  watermark: z.boolean(),
  allowDownload: z.boolean(),
  active: z.boolean(),
  galleryComment: z.string().nullable(),
  allowFullGallery: z.boolean(),
  fullGalleryPriceCents: z.number().nullable(),
  delivery: z.enum(DELIVERY_KINDS),
  /** The client pays the extras in the gallery at confirmation (issue 25 point 4). */
  extrasPaidInGallery: z.boolean(),
  /** Days to choose: a new link's selection deadline (null: none). */
  selectionDays: z.number().nullable(),
  /** At the deadline: `confirmDraft` confirms a draft that needs no payment as it stands, `closeLink` closes the link keeping it. */
  deadlineAction: z.enum(DEADLINE_ACTIONS),
  /** How many sessions use it: it cannot be deleted while above zero. */
  sessionCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SessionPackage = z.infer<typeof sessionPackage>;

export const COMMENT_TITLE_MAX = 100;
export const COMMENT_TEXT_MAX = 500;

export const commentInput = z
  .object({
    title: z.string().trim().min(1).max(COMMENT_TITLE_MAX),
    text: z.string().trim().min(1).max(COMMENT_TEXT_MAX),
  })
  .strict();
export type CommentInput = z.infer<typeof commentInput>;

export const defaultComment = z.object({
  commentId: z.string(),
  title: z.string(),
  text: z.string(),
  /** How many share links use it as their message: it cannot be deleted while above zero. */
  linkCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DefaultComment = z.infer<typeof defaultComment>;

const productParams = z.object({ productId: id }).strict();
const packageParams = z.object({ packageId: id }).strict();
const commentParams = z.object({ commentId: id }).strict();
const deleted = z.object({ deleted: z.literal(true) });

export const listProducts = defineRoute({
  id: 'catalog.listProducts',
  domain: 'catalog',
  method: 'GET',
  path: '/api/products',
  auth: 'photographer',
  response: z.object({ products: z.array(product) }),
});

export const createProduct = defineRoute({
  id: 'catalog.createProduct',
  domain: 'catalog',
  method: 'POST',
  path: '/api/products',
  auth: 'photographer',
  body: productInput,
  response: z.object({ product }),
  successStatus: 201,
});

export const getProduct = defineRoute({
  id: 'catalog.getProduct',
  domain: 'catalog',
  method: 'GET',
  path: '/api/products/{productId}',
  auth: 'photographer',
  params: productParams,
  response: z.object({ product }),
});

export const updateProduct = defineRoute({
  id: 'catalog.updateProduct',
  domain: 'catalog',
  method: 'PUT',
  path: '/api/products/{productId}',
  auth: 'photographer',
  params: productParams,
  body: productInput,
  response: z.object({ product }),
});

export const deleteProduct = defineRoute({
  id: 'catalog.deleteProduct',
  domain: 'catalog',
  method: 'DELETE',
  path: '/api/products/{productId}',
  auth: 'photographer',
  params: productParams,
  response: deleted,
});

export const listPackages = defineRoute({
  id: 'catalog.listPackages',
  domain: 'catalog',
  method: 'GET',
  path: '/api/packages',
  auth: 'photographer',
  response: z.object({ packages: z.array(sessionPackage) }),
});

export const createPackage = defineRoute({
  id: 'catalog.createPackage',
  domain: 'catalog',
  method: 'POST',
  path: '/api/packages',
  auth: 'photographer',
  body: packageInput,
  response: z.object({ package: sessionPackage }),
  successStatus: 201,
});

export const getPackage = defineRoute({
  id: 'catalog.getPackage',
  domain: 'catalog',
  method: 'GET',
  path: '/api/packages/{packageId}',
  auth: 'photographer',
  params: packageParams,
  response: z.object({ package: sessionPackage }),
});

export const updatePackage = defineRoute({
  id: 'catalog.updatePackage',
  domain: 'catalog',
  method: 'PUT',
  path: '/api/packages/{packageId}',
  auth: 'photographer',
  params: packageParams,
  body: packageInput,
  response: z.object({ package: sessionPackage }),
});

export const deletePackage = defineRoute({
  id: 'catalog.deletePackage',
  domain: 'catalog',
  method: 'DELETE',
  path: '/api/packages/{packageId}',
  auth: 'photographer',
  params: packageParams,
  response: deleted,
});

export const listComments = defineRoute({
  id: 'catalog.listComments',
  domain: 'catalog',
  method: 'GET',
  path: '/api/comments',
  auth: 'photographer',
  response: z.object({ comments: z.array(defaultComment) }),
});

export const createComment = defineRoute({
  id: 'catalog.createComment',
  domain: 'catalog',
  method: 'POST',
  path: '/api/comments',
  auth: 'photographer',
  body: commentInput,
  response: z.object({ comment: defaultComment }),
  successStatus: 201,
});

export const updateComment = defineRoute({
  id: 'catalog.updateComment',
  domain: 'catalog',
  method: 'PUT',
  path: '/api/comments/{commentId}',
  auth: 'photographer',
  params: commentParams,
  body: commentInput,
  response: z.object({ comment: defaultComment }),
});

export const deleteComment = defineRoute({
  id: 'catalog.deleteComment',
  domain: 'catalog',
  method: 'DELETE',
  path: '/api/comments/{commentId}',
  auth: 'photographer',
  params: commentParams,
  response: deleted,
});
