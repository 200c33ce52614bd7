import { describe, expect, it } from 'vitest';
import { variantText } from '../src/features/catalog/utils/variant-text';

describe('variantText', () => {
  it('separates a name from its value', () => {
    expect(variantText({ name: 'Tamaño', value: '20x20' })).toBe('Tamaño: 20x20');
    expect(variantText({ name: ' Acabado ', value: 'Lino ' })).toBe('Acabado: Lino');
  });

  it('says a repeated size once, with its unit', () => {
    expect(variantText({ name: '13x18', value: '13x18 cm' })).toBe('13x18 cm');
    expect(variantText({ name: '13X18 cm', value: '13x18' })).toBe('13X18 cm');
    expect(variantText({ name: 'Lino', value: 'lino' })).toBe('lino');
  });
});
