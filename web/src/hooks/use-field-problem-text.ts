import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../i18n/use-error-message';
import type { FieldProblem } from '../lib/field-problem';

/** Where each form keeps its own field messages. */
export type FieldMessages =
  | 'catalog.validation'
  | 'billing.validation'
  | 'billing.email.validation'
  | 'crm.validation'
  | 'profile.validation'
  | 'settings.security.validation'
  | 'sessions.email.validation'
  | 'sessions.form.errors'
  | 'sessions.share.validation';

/** A field's problem as the message shown under it, in the current language; null without one. */
export const useFieldProblemText = (messages: FieldMessages): ((problem: FieldProblem | undefined) => string | null) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return useCallback(
    (problem) => {
      if (!problem) return null;
      if ('code' in problem) return errorMessage(problem.code, problem.params);
      const { message, ...numbers } = problem;
      // The key is one of `messages`' own: every form's message type lists exactly those.
      return t(`${messages}.${message}` as 'catalog.validation.required', numbers);
    },
    [t, errorMessage, messages],
  );
};
