// The phone field's 26 country prefixes (spec section 9), Spain first as the default, then
// the other EU member states: a full invoice to an EU business asks for its phone (issue 22
// point 1), which none of the 26 but Ireland could enter.

export interface PhonePrefix {
  /** ISO 3166-1 alpha-2 */
  country: string;
  dial: string;
}

export const PHONE_PREFIXES: readonly PhonePrefix[] = [
  { country: 'ES', dial: '+34' },
  { country: 'MX', dial: '+52' },
  { country: 'AR', dial: '+54' },
  { country: 'CO', dial: '+57' },
  { country: 'CL', dial: '+56' },
  { country: 'PE', dial: '+51' },
  { country: 'VE', dial: '+58' },
  { country: 'EC', dial: '+593' },
  { country: 'GT', dial: '+502' },
  { country: 'CU', dial: '+53' },
  { country: 'BO', dial: '+591' },
  { country: 'DO', dial: '+1-809' },
  { country: 'HN', dial: '+504' },
  { country: 'PY', dial: '+595' },
  { country: 'SV', dial: '+503' },
  { country: 'NI', dial: '+505' },
  { country: 'CR', dial: '+506' },
  { country: 'PA', dial: '+507' },
  { country: 'UY', dial: '+598' },
  { country: 'PR', dial: '+1-787' },
  { country: 'US', dial: '+1' },
  { country: 'GB', dial: '+44' },
  { country: 'CA', dial: '+1' },
  { country: 'AU', dial: '+61' },
  { country: 'NZ', dial: '+64' },
  { country: 'IE', dial: '+353' },
  { country: 'DE', dial: '+49' },
  { country: 'FR', dial: '+33' },
  { country: 'IT', dial: '+39' },
  { country: 'PT', dial: '+351' },
  { country: 'NL', dial: '+31' },
  { country: 'BE', dial: '+32' },
  { country: 'LU', dial: '+352' },
  { country: 'AT', dial: '+43' },
  { country: 'GR', dial: '+30' },
  { country: 'PL', dial: '+48' },
  { country: 'SE', dial: '+46' },
  { country: 'DK', dial: '+45' },
  { country: 'FI', dial: '+358' },
  { country: 'CZ', dial: '+420' },
  { country: 'SK', dial: '+421' },
  { country: 'HU', dial: '+36' },
  { country: 'RO', dial: '+40' },
  { country: 'BG', dial: '+359' },
  { country: 'HR', dial: '+385' },
  { country: 'SI', dial: '+386' },
  { country: 'EE', dial: '+372' },
  { country: 'LV', dial: '+371' },
  { country: 'LT', dial: '+370' },
  { country: 'CY', dial: '+357' },
  { country: 'MT', dial: '+356' },
] as const;

export const DEFAULT_PHONE_PREFIX = PHONE_PREFIXES[0] as PhonePrefix;
export const PHONE_PLACEHOLDER = '600 000 000';

/** The stored value: the prefix joined to the number. */
export const joinPhone = (prefix: PhonePrefix, number: string): string => {
  const trimmed = number.trim();
  return trimmed ? `${prefix.dial} ${trimmed}` : '';
};

/** Splits a stored value by the longest matching prefix; unknown prefixes keep the default. */
export const splitPhone = (value: string): { prefix: PhonePrefix; number: string } => {
  const compact = value.trim();
  const match = [...PHONE_PREFIXES]
    .sort((a, b) => b.dial.length - a.dial.length)
    .find((p) => compact.startsWith(p.dial));
  if (!match) return { prefix: DEFAULT_PHONE_PREFIX, number: compact };
  return { prefix: match, number: compact.slice(match.dial.length).trim() };
};
