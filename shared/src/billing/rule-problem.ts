// What a billing rule finds wrong: the field (relative to the value the rule was given), the
// catalogue code and a developer's message. The contracts turn each into a zod issue.
import type { ErrorCode } from '../errors/catalogue.js';

export interface RuleProblem {
  path: (string | number)[];
  code: ErrorCode;
  message: string;
}
