// A function answers from the status table it was built with: the whole catalogue's, or the
// gallery's parts (shared/src/errors/gallery-function-status.ts). web/test/error-catalogue.test.ts
// checks the gallery's parts hold every code its bundle can answer with; this checks what the
// answer is in both cases, coded contract rules included.
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { codedRule } from '@fotostudio/shared/contracts/route';
import { errorStatus } from '@fotostudio/shared/errors/catalogue';
import { galleryFunctionStatus } from '@fotostudio/shared/errors/gallery-function-status';
import { DomainError } from '../src/lib/errors.js';
import { mapError } from '../src/lib/http/error-response.js';

const refusal = (code: Parameters<typeof codedRule>[0]) =>
  z
    .string()
    .refine(() => false, codedRule(code, 'refused'))
    .safeParse('x').error;

describe('error statuses of a function', () => {
  it('answers a domain error with its catalogue status from the whole table or the gallery parts', () => {
    for (const statuses of [errorStatus, galleryFunctionStatus]) {
      expect(mapError(new DomainError('gallery.link_expired'), statuses)).toMatchObject({ status: 410, code: 'gallery.link_expired', unexpected: false });
      expect(mapError(new DomainError('payments.stripe_unavailable'), statuses)).toMatchObject({ status: 502, unexpected: true });
      expect(mapError(refusal('gallery.selection_too_large'), statuses)).toMatchObject({ status: 413, code: 'gallery.selection_too_large' });
    }
  });

  it('answers a code outside the function\'s statuses as an unexpected failure, and a coded rule outside them as a validation error', () => {
    expect(mapError(new DomainError('billing.status_invalid'), errorStatus)).toMatchObject({ status: errorStatus['billing.status_invalid'], code: 'billing.status_invalid' });
    expect(mapError(new DomainError('billing.status_invalid'), galleryFunctionStatus)).toMatchObject({ status: 500, code: 'general.unknown', unexpected: true });
    expect(mapError(refusal('tax_id.wrong_letter'), errorStatus)).toMatchObject({ status: 400, code: 'tax_id.wrong_letter' });
    expect(mapError(refusal('tax_id.wrong_letter'), galleryFunctionStatus)).toMatchObject({ status: 400, code: 'general.validation' });
  });
});
