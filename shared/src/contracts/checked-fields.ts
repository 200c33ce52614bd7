// Text fields with a format rule, for the contracts at the API edge and the forms that
// check the same contract first. A value that breaks its rule gives a zod issue whose
// message is the catalogue code, with the message's values (e.g. the letter a tax id
// should end with) and the code itself (`catalogueCode`, which the API answers with) in
// the issue's params. Empty values pass: whether a field is required
// is the form's decision.
import * as z from 'zod';
import { ACCENT_COLOR_PATTERN } from '../accent-color.js';
import type { ErrorCode, ErrorParams } from '../errors/catalogue.js';
import { isPhoneNumber } from '../phone/phone-number.js';
import { checkTaxId, cleanTaxId, taxIdProblemParams } from '../tax/tax-id.js';
import { isWebsite } from '../website.js';

export interface FieldProblem {
  code: ErrorCode;
  params?: ErrorParams;
}

/** A field's problem as a zod issue (at `path` under the value refined); catalogueCode: the API answers with this code (catalogueCodeOfIssues in route.ts). */
export const addFieldProblem = (ctx: z.RefinementCtx, problem: FieldProblem, path: (string | number)[] = []) =>
  ctx.addIssue({ code: 'custom', path, message: problem.code, params: { ...problem.params, catalogueCode: problem.code } });

const checkedText = (max: number, problemOf: (value: string) => FieldProblem | null) =>
  z
    .string()
    .trim()
    .max(max)
    .superRefine((value, ctx) => {
      const problem = value === '' ? null : problemOf(value);
      if (problem) addFieldProblem(ctx, problem);
    });

export const taxIdProblem = (value: string): FieldProblem | null => {
  const { error } = checkTaxId(value);
  if (!error) return null;
  const params = taxIdProblemParams(error);
  return Object.keys(params).length > 0 ? { code: error.code, params } : { code: error.code };
};

/** A NIF, CIF or NIE, stored clean (no spaces or hyphens, upper case). */
export const taxIdText = (max: number) => checkedText(max, taxIdProblem).transform(cleanTaxId);
export const phoneText = (max: number) => checkedText(max, (value) => (isPhoneNumber(value) ? null : { code: 'profile.phone_invalid' }));
export const websiteText = (max: number) => checkedText(max, (value) => (isWebsite(value) ? null : { code: 'profile.website_invalid' }));

const emailFormat = z.email();
/** An email address a visitor typed on a public form, stored lower-case. */
export const emailText = (max: number) =>
  checkedText(max, (value) => (emailFormat.safeParse(value).success ? null : { code: 'site.email_invalid' })).transform((value) => value.toLowerCase());

/** A colour in `#rrggbb` (any case), stored lower-case. */
export const accentColorText = () =>
  checkedText(7, (value) => (ACCENT_COLOR_PATTERN.test(value.toLowerCase()) ? null : { code: 'profile.accent_color_invalid' })).transform((value) =>
    value.toLowerCase(),
  );
