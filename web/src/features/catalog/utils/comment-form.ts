// A default comment: title and text, both required, at most 100 and 500 characters
// (spec sections 5 and 9; the limits come from the contract).
import { COMMENT_TEXT_MAX, COMMENT_TITLE_MAX, type CommentInput } from '@fotostudio/shared/contracts/catalog';
import { checkText, type FieldProblem } from './field-problem';

export interface CommentFormValues {
  title: string;
  text: string;
}

export type CommentFormErrors = Partial<Record<keyof CommentFormValues, FieldProblem>>;

export type CommentCheck = { ok: true; input: CommentInput } | { ok: false; errors: CommentFormErrors };

export const checkCommentForm = (values: CommentFormValues): CommentCheck => {
  const title = checkText(values.title, COMMENT_TITLE_MAX);
  const text = checkText(values.text, COMMENT_TEXT_MAX);
  if (title.ok && text.ok) return { ok: true, input: { title: title.value, text: text.value } };
  return {
    ok: false,
    errors: { ...(title.ok ? {} : { title: title.problem }), ...(text.ok ? {} : { text: text.problem }) },
  };
};
