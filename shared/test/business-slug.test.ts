import { describe, expect, it } from 'vitest';
import { slugify, slugProblem } from '../src/business-slug.js';

describe('business slug', () => {
  it('accepts lower-case letters, digits and single hyphens, 3 to 40 characters', () => {
    expect(slugProblem('estudio-lucia')).toBeUndefined();
    expect(slugProblem('f22')).toBeUndefined();
    expect(slugProblem('ab')).toBe('invalid');
    expect(slugProblem('Estudio')).toBe('invalid');
    expect(slugProblem('-estudio')).toBe('invalid');
    expect(slugProblem('estudio--lucia')).toBe('invalid');
    expect(slugProblem('a'.repeat(41))).toBe('invalid');
  });

  it("refuses the app's own first path segments", () => {
    for (const reserved of ['dashboard', 'auth', 'api', 'media', 'blog', 'docs', 'login', 'signup']) {
      expect(slugProblem(reserved), reserved).toBe('reserved');
    }
  });

  it('suggests a slug from a business name without accents or symbols', () => {
    expect(slugify('  Estudio Lucía & Co. ')).toBe('estudio-lucia-co');
    expect(slugify('Fotografía Núñez')).toBe('fotografia-nunez');
  });
});
