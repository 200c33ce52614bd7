import { profileUpdate, type Photographer } from '@fotostudio/shared/contracts/account';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  fieldOfErrorCode,
  isBusinessField,
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
  accentColor: '#1f6feb',
  businessSlug: 'estudio-lucia',
  street: null,
  city: 'Sevilla',
  postalCode: null,
  province: null,
  country: null,
  taxId: null,
  onboardingCompleted: false,
  limits: { imagesPerSession: 2000 },
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
      name: { message: 'tooLong', max: 120 },
      businessSlug: { code: 'profile.slug_reserved' },
    });
    expect(validateProfileUpdate({ name: 'Lucía', businessSlug: null })).toEqual({});
  });

  it('checks the tax id, website and phone with the contract, naming the expected tax id letter', () => {
    expect(validateProfileUpdate({ taxId: '12345678A', website: 'mi estudio', phone: '+34 6OO OOO OOO' })).toEqual({
      taxId: { code: 'tax_id.wrong_letter', params: { expected: 'Z' } },
      website: { code: 'profile.website_invalid' },
      phone: { code: 'profile.phone_invalid' },
    });
    expect(validateProfileUpdate({ taxId: 'A12345679' })).toEqual({ taxId: { code: 'tax_id.wrong_control', params: { expected: '4' } } });
    expect(validateProfileUpdate({ taxId: 'X1234567L', website: 'https://estudio.es', phone: '+34 600 000 000' })).toEqual({});
    // Issue 22 point 11: K, L and M personal NIFs; a C, D, F, G, J, U or V CIF names both controls.
    expect(validateProfileUpdate({ taxId: 'K1234567L' })).toEqual({});
    expect(validateProfileUpdate({ taxId: 'C12345675' })).toEqual({ taxId: { code: 'tax_id.wrong_control_either', params: { digit: '4', letter: 'D' } } });
  });

  it('puts the server format errors on their fields', () => {
    expect(fieldOfErrorCode('tax_id.invalid_format')).toBe('taxId');
    expect(fieldOfErrorCode('tax_id.wrong_control_either')).toBe('taxId');
    expect(fieldOfErrorCode('profile.website_invalid')).toBe('website');
    expect(fieldOfErrorCode('profile.phone_invalid')).toBe('phone');
  });

  it('edits the gallery accent colour on the business tab: sent when changed, blank clears it, checked as #rrggbb', () => {
    const original = toFormValues(photographer);
    expect(original.accentColor).toBe('#1f6feb');
    expect(isBusinessField('accentColor')).toBe(true);
    expect(changedFields({ ...original, accentColor: '#C0FFEE' }, original)).toEqual({ accentColor: '#C0FFEE' });
    expect(changedFields({ ...original, accentColor: ' ' }, original)).toEqual({ accentColor: null });
    expect(validateProfileUpdate({ accentColor: '#C0FFEE' })).toEqual({});
    for (const bad of ['red', '#fff', '#12345g', '1f6feb', '#1f6feb00']) {
      expect(validateProfileUpdate({ accentColor: bad }), bad).toEqual({ accentColor: { code: 'profile.accent_color_invalid' } });
    }
    expect(fieldOfErrorCode('profile.accent_color_invalid')).toBe('accentColor');
  });

  it('stores the accent colour in lower case, as the gallery and the previews read it', () => {
    expect(profileUpdate.parse({ accentColor: ' #C0FFEE ' })).toEqual({ accentColor: '#c0ffee' });
  });

  it('puts the server slug errors on the slug field', () => {
    expect(fieldOfErrorCode('profile.slug_taken')).toBe('businessSlug');
    expect(fieldOfErrorCode('profile.update_failed')).toBeUndefined();
  });
});
