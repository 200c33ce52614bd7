// A default comment: title and text, both required, at most 100 and 500 characters
// (spec sections 5 and 9), checked with the API's own contract.
import { COMMENT_TEXT_MAX, COMMENT_TITLE_MAX, commentInput, type CommentInput } from '@fotostudio/shared/contracts/catalog';
import { placeIssues } from '../../../lib/field-problem';
import { checkText, problemOfIssue, type FieldProblem } from './field-problem';

export interface CommentFormValues {
  title: string;
  text: string;
}

export type CommentFormErrors = Partial<Record<keyof CommentFormValues, FieldProblem>>;

/** `form`: a problem of the contract that no field shows. */
export type CommentCheck = { ok: true; input: CommentInput } | { ok: false; errors: CommentFormErrors; form?: FieldProblem };

const placeOf = (path: readonly PropertyKey[]): keyof CommentFormValues | null => (path[0] === 'title' || path[0] === 'text' ? path[0] : null);

export const checkCommentForm = (values: CommentFormValues): CommentCheck => {
  const title = checkText(values.title, COMMENT_TITLE_MAX);
  const text = checkText(values.text, COMMENT_TEXT_MAX);
  const errors: CommentFormErrors = { ...(title.ok ? {} : { title: title.problem }), ...(text.ok ? {} : { text: text.problem }) };
  const parsed = commentInput.safeParse({ title: values.title, text: values.text });
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, input: parsed.data };
  const placed = placeIssues(parsed.success ? [] : parsed.error.issues, placeOf, problemOfIssue, errors);
  return { ok: false, errors: placed.fields, ...(placed.form ? { form: placed.form } : {}) };
};
