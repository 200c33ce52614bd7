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
