import type { Photographer } from '@fotostudio/shared/contracts/account';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  fieldOfErrorCode,
  slugFieldProblem,
  toFormValues,
  validateProfileUpdate,
} from '../src/features/account/utils/profile-form';

const photographer: Photographer = {
  id: 'p1',
  email: 'lucia@example.com',
  name: 'Lucía',
  phone: '+34 600 000 000',
  biography: null,
  instagram: null,
  linkedin: null,
  photoKey: null,
  photoUrl: null,
  businessName: 'Estudio Lucía',
  website: null,
  logoKey: null,
  logoUrl: null,
  businessSlug: 'estudio-lucia',
  street: null,
  city: 'Sevilla',
  postalCode: null,
  province: null,
  country: null,
  taxId: null,
  onboardingCompleted: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('profile form', () => {
  it('shows missing values as empty text', () => {
    const values = toFormValues(photographer);
    expect(values.name).toBe('Lucía');
    expect(values.biography).toBe('');
    expect(values.businessSlug).toBe('estudio-lucia');
  });

  it('sends only what changed, trimmed, and clears blanked fields with null', () => {
    const original = toFormValues(photographer);
    const values = { ...original, name: '  Lucía Martín ', city: '', instagram: '@lucia', businessSlug: 'Estudio-Lucia' };
    expect(changedFields(values, original)).toEqual({ name: 'Lucía Martín', city: null, instagram: '@lucia' });
    expect(changedFields(original, original)).toEqual({});
  });

  it('names the slug problem the way the server does', () => {
    expect(slugFieldProblem('dashboard')).toBe('profile.slug_reserved');
    expect(slugFieldProblem('ab')).toBe('profile.slug_invalid');
    expect(slugFieldProblem('mi estudio')).toBe('profile.slug_invalid');
    expect(slugFieldProblem('mi-estudio')).toBeUndefined();
    expect(slugFieldProblem('')).toBeUndefined();
  });

  it('reports fields longer than the contract allows and slug problems before sending', () => {
    expect(validateProfileUpdate({ name: 'x'.repeat(121), businessSlug: 'api' })).toEqual({
      name: { tooLong: 120 },
      businessSlug: { code: 'profile.slug_reserved' },
    });
    expect(validateProfileUpdate({ name: 'Lucía', businessSlug: null })).toEqual({});
  });

  it('puts the server slug errors on the slug field', () => {
    expect(fieldOfErrorCode('profile.slug_taken')).toBe('businessSlug');
    expect(fieldOfErrorCode('profile.update_failed')).toBeUndefined();
  });
});
