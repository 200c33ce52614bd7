// What is wrong with one field of a form, as data. Every form's checks (its contract schema's
// issues, its own rules) and the server's field refusals become this; useFieldProblemText
// (hooks/) turns it into text in the current language.
import type { ErrorCode, ErrorParams } from '@fotostudio/shared/errors/catalogue';

/**
 * A message of the form's own (`message`, a key under the form's messages, with the numbers
 * it names), or a catalogue code with its values (a refusal of the server, or a contract rule
 * that carries its own code).
 */
export type FieldProblem<M extends string = string> =
  | { message: M; min?: number; max?: number; digits?: number }
  | { code: ErrorCode; params?: ErrorParams };

/** What a form needs of a zod issue from its contract schema. */
export interface ContractIssue {
  code: string;
  path: readonly PropertyKey[];
  origin?: unknown;
  maximum?: unknown;
  params?: Record<string, unknown>;
}

/**
 * A form's check by its contract schema (the CRM contact form's way): the candidate it built
 * from what was typed is parsed by the API's own schema, and each issue goes under the field
 * `placeOf` names (a field keeps its first problem, so the form's own come first) or, when
 * no field shows it, to the form as a whole.
 */
export const placeIssues = <F extends string, P>(
  issues: readonly ContractIssue[],
  placeOf: (path: readonly PropertyKey[]) => F | null,
  problemOf: (issue: ContractIssue) => P,
  fields: Partial<Record<F, P>> = {},
): { fields: Partial<Record<F, P>>; form?: P } => {
  let form: P | undefined;
  for (const issue of issues) {
    const field = placeOf(issue.path);
    if (field === null) form ??= problemOf(issue);
    else fields[field] ??= problemOf(issue);
  }
  return form === undefined ? { fields } : { fields, form };
};
