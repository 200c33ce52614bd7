import { GALLERY_COMMENT_MAX, GALLERY_GENERAL_COMMENT_MAX, GALLERY_LOOKUP_IDS_MAX, GALLERY_PAGE_SIZE } from '@fotostudio/shared/contracts/gallery';
import { GALLERY_PRODUCT_QUANTITY_MAX } from '@fotostudio/shared/contracts/gallery-price';
import { errorStatus } from '@fotostudio/shared/errors/catalogue';
import { spanishMessages } from '@fotostudio/shared/errors/messages-es';
import { galleryPrice } from '@fotostudio/shared/pricing/gallery-price';
import { describe, expect, it } from 'vitest';
import { accentColours, contrastRatio } from '../src/gallery/accent-colour';
import { approximatePrice } from '../src/gallery/approximate-price';
import { addLine, canReview, emptyChoices, productsFor, restoreDraft, restoreRemoved, toggleImage, toggleWithinLimit, updateImage } from '../src/gallery/choices';
import { retryDelay } from '../src/gallery/draft-saver';
import { galleryErrorMessages } from '../src/gallery/gallery-error-messages';
import { COMMENT_MAX, GENERAL_COMMENT_MAX, PAGE_SIZE, QUANTITY_MAX } from '../src/gallery/limits';
import en from '../src/gallery/locales/en/gallery.json';
import es from '../src/gallery/locales/es/gallery.json';
import { ALBUM, ALBUM_30, galleryData, imageId, PRINT, PRINT_LARGE, PRINT_SMALL, PRODUCTS } from './gallery-fixtures';

describe('restoring a saved draft', () => {
  it('keeps what still applies and drops repeated photos, products and options that no longer do (photos no longer in the gallery the server leaves out)', () => {
    const gallery = galleryData({
      draft: {
        images: [
          { imageId: imageId(1), products: [{ productId: PRINT, variantId: PRINT_LARGE, quantity: 2 }], comment: 'sin reflejo' },
          // Twice (never from the API, but a draft must not crash the page).
          { imageId: imageId(1), products: [], comment: null },
          {
            imageId: imageId(2),
            products: [
              // A removed variant, and a product only offered as an additional product.
              { productId: PRINT, variantId: '10000000-0000-4000-8000-00000000dead', quantity: 1 },
              { productId: ALBUM, variantId: ALBUM_30, quantity: 1 },
            ],
            comment: null,
          },
        ],
        additionalProducts: [
          { productId: ALBUM, variantId: ALBUM_30, quantity: 1 },
          { productId: PRINT, variantId: PRINT_SMALL, quantity: 1 },
        ],
        fullGallerySelected: true,
        generalComment: 'gracias',
      },
    });
    expect(restoreDraft(gallery)).toEqual({
      images: [
        { imageId: imageId(1), products: [{ productId: PRINT, variantId: PRINT_LARGE, quantity: 2 }], comment: 'sin reflejo' },
        { imageId: imageId(2), products: [], comment: null },
      ],
      additionalProducts: [{ productId: ALBUM, variantId: ALBUM_30, quantity: 1 }],
      fullGallerySelected: true,
      generalComment: 'gracias',
    });
    const noFullGallery = { ...gallery, terms: { ...gallery.terms, allowFullGallery: false } };
    expect(restoreDraft(noFullGallery).fullGallerySelected).toBe(false);
  });

  it('starts empty on a first visit', () => {
    expect(restoreDraft(galleryData())).toEqual(emptyChoices());
  });
});

describe('changing the choices', () => {
  it('hearts and un-hearts a photo, forgetting its products when un-hearted', () => {
    const one = toggleImage(emptyChoices(), imageId(1));
    expect(one.images).toEqual([{ imageId: imageId(1), products: [], comment: null }]);
    const withComment = updateImage(one, imageId(1), { comment: 'bonita' });
    expect(toggleImage(withComment, imageId(1)).images).toEqual([]);
  });

  it('hearts a photo when the client gives it products or a comment', () => {
    const choices = updateImage(emptyChoices(), imageId(3), { products: [{ productId: PRINT, variantId: PRINT_SMALL, quantity: 1 }] });
    expect(choices.images).toEqual([{ imageId: imageId(3), products: [{ productId: PRINT, variantId: PRINT_SMALL, quantity: 1 }], comment: null }]);
    expect(canReview(choices)).toBe(true);
  });

  it('adds units to an existing product line instead of repeating it', () => {
    const lines = addLine([{ productId: PRINT, variantId: PRINT_SMALL, quantity: 1 }], { productId: PRINT, variantId: PRINT_SMALL, quantity: 2 });
    expect(lines).toEqual([{ productId: PRINT, variantId: PRINT_SMALL, quantity: 3 }]);
    expect(addLine(lines, { productId: PRINT, variantId: PRINT_LARGE, quantity: 1 })).toHaveLength(2);
  });

  it('needs a photo or the full gallery before review', () => {
    expect(canReview(emptyChoices())).toBe(false);
    expect(canReview({ ...emptyChoices(), fullGallerySelected: true })).toBe(true);
  });

  it('offers each product where it is bought: per photo or for the session', () => {
    expect(productsFor(PRODUCTS, 'images').map((p) => p.productId)).toEqual([PRINT]);
    expect(productsFor(PRODUCTS, 'extra').map((p) => p.productId)).toEqual([ALBUM]);
  });
});

describe('the approximate price', () => {
  it('is the shared calculation on the gallery’s own terms, marked approximate', () => {
    const gallery = galleryData();
    const choices = {
      ...emptyChoices(),
      images: [1, 2, 3].map((n) => ({ imageId: imageId(n), products: n === 1 ? [{ productId: PRINT, variantId: PRINT_LARGE, quantity: 2 }] : [], comment: null })),
      additionalProducts: [{ productId: ALBUM, variantId: ALBUM_30, quantity: 1 }],
    };
    const shown = approximatePrice(gallery, choices);
    const expected = galleryPrice({ terms: gallery.terms, products: gallery.products, selection: choices, paidCents: gallery.paidCents, tax: gallery.taxTerms });
    expect(expected.ok && shown).toEqual({ price: expected.ok ? expected.price : null, approximate: true });
    // 1,000 € package + 1 extra photo (10 €) + 2 large prints (30 €) + an album (140 €).
    expect('price' in shown && shown.price.totalPriceCents).toBe(118_000);
    expect('price' in shown && shown.price.remainingCents).toBe(98_000);
    // Prices VAT included: the client pays the same 1,180 €, 975.21 € base + 204.79 € VAT.
    expect('price' in shown && shown.price.tax).toMatchObject({ baseCents: 97_521, quotaCents: 20_479, totalCents: 118_000 });
  });

  it('gives the refusal code when the selection cannot be priced', () => {
    const gallery = galleryData({ terms: { ...galleryData().terms, allowFullGallery: false } });
    expect(approximatePrice(gallery, { ...emptyChoices(), fullGallerySelected: true })).toEqual({ refusal: 'gallery.full_gallery_unavailable' });
  });
});

describe('what the gallery page ships', () => {
  it('enforces the contracts’ limits', () => {
    expect([QUANTITY_MAX, COMMENT_MAX, GENERAL_COMMENT_MAX]).toEqual([GALLERY_PRODUCT_QUANTITY_MAX, GALLERY_COMMENT_MAX, GALLERY_GENERAL_COMMENT_MAX]);
    expect(PAGE_SIZE).toBe(GALLERY_PAGE_SIZE);
    expect(PAGE_SIZE).toBeLessThanOrEqual(GALLERY_LOOKUP_IDS_MAX);
  });

  it('has every text in Spanish and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
    for (const text of [...Object.values(es), ...Object.values(en)]) expect(text.trim()).not.toBe('');
  });

  it('carries the catalogue messages of every gallery code, and not the dashboard’s', () => {
    const messages = galleryErrorMessages();
    for (const code of Object.keys(errorStatus).filter((c) => c.startsWith('gallery.'))) expect(messages[code]).toBeDefined();
    expect(messages['general.network']?.es).toBe(spanishMessages['general.network']);
    expect(Object.keys(messages).some((code) => /^(signup|login|crm|billing)\./.test(code))).toBe(false);
  });

  it('retries a failed draft save after growing pauses, at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('the photographer’s accent colour', () => {
  it('is darkened where it draws on white until it reaches 3:1, and gets readable text', () => {
    for (const colour of ['#ffff00', '#f0f0f0', '#7fd1ff', '#ffffff']) {
      const colours = accentColours(colour);
      expect(contrastRatio(colours.accentOnPage, '#ffffff')).toBeGreaterThanOrEqual(3);
      expect(colours.onAccent).toBe('#000000');
    }
    expect(accentColours('#1a237e')).toEqual({ accent: '#1a237e', onAccent: '#ffffff', accentOnPage: '#1a237e' });
  });

  it('falls back to the neutral default for a missing or malformed colour', () => {
    expect(accentColours(null).accent).toBe('#1f2937');
    expect(accentColours('red').accent).toBe('#1f2937');
  });
});

describe('gallery money', () => {
  it('formats euros exactly as the shared formatter does, in both languages', async () => {
    const { formatMoney } = await import('@fotostudio/shared/format/money');
    const { formatEuros } = await import('../src/gallery/format');
    for (const cents of [0, 5, 99_999, 123_456_789, -2500]) {
      for (const language of ['es', 'en'] as const) expect(formatEuros(cents, language)).toBe(formatMoney(cents, 'EUR', language));
    }
  });
});

describe("the package's limit and un-hearting what carries choices (issue 28 point 2)", () => {
  const limited = { ...galleryData().terms, includedPhotos: 2, selectionRule: 'hardLimit' as const };

  it('hearts up to the limit, refuses the next photo and leaves the choices as they were', () => {
    let choices = emptyChoices();
    for (const n of [1, 2]) {
      const result = toggleWithinLimit(choices, imageId(n), limited);
      expect(result.refused).toBe(false);
      choices = result.choices;
    }
    const third = toggleWithinLimit(choices, imageId(3), limited);
    expect(third.refused).toBe(true);
    expect(third.choices).toBe(choices);
    // Selling extras, the third photo is taken.
    expect(toggleWithinLimit(choices, imageId(3), { ...limited, selectionRule: 'paidExtras' }).choices.images).toHaveLength(3);
  });

  it('un-hearting a photo with products or a comment says so, and undo puts it back where it was with them', () => {
    const withPrint = updateImage(toggleImage(emptyChoices(), imageId(1)), imageId(1), { products: [{ productId: PRINT, variantId: PRINT_SMALL, quantity: 2 }], comment: 'sin reflejo' });
    const choices = toggleImage(withPrint, imageId(2));
    const plain = toggleWithinLimit(choices, imageId(2), limited);
    expect(plain.removed).toBeNull();
    const removed = toggleWithinLimit(choices, imageId(1), limited);
    expect(removed.removed).toEqual({ choice: choices.images[0], index: 0 });
    expect(removed.choices.images.map((image) => image.imageId)).toEqual([imageId(2)]);
    if (!removed.removed) return;
    expect(restoreRemoved(removed.choices, removed.removed, limited).choices).toEqual(choices);
    // Another photo took its place at the limit: undo is refused, nothing changes.
    const other = toggleWithinLimit(removed.choices, imageId(3), limited).choices;
    const late = restoreRemoved(other, removed.removed, limited);
    expect([late.refused, late.choices]).toEqual([true, other]);
  });

  it('has the counter and limit texts in both languages', () => {
    for (const texts of [es, en] as Record<string, string>[]) {
      for (const key of ['bar.counter', 'bar.extra', 'bar.limitReached', 'bar.overLimit', 'bar.removedWithDetails', 'bar.undo']) expect(texts[key]).toBeTruthy();
    }
  });
});
