// What a phone number may hold: digits and the punctuation people write them with, an
// optional leading + for the country prefix, and 6 to 15 digits (E.164 allows at most 15).

/** Characters a phone field keeps as they are typed; anything else (letters) is dropped. */
export const PHONE_TYPED_CHARACTERS = /[^0-9 +().\-/]/g;

const PHONE = /^\+?[0-9 ().\-/]+$/;
const PHONE_DIGITS_MIN = 6;
const PHONE_DIGITS_MAX = 15;

export const isPhoneNumber = (value: string): boolean => {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '').length;
  return PHONE.test(trimmed) && digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX;
};
