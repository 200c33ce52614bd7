import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../i18n/use-error-message';
import type { FieldProblem } from '../utils/field-problem';

/** A field's problem as the message shown under it; null without one. */
export const useProblemText = (): ((problem: FieldProblem | undefined) => string | null) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return useCallback(
    (problem) => {
      if (!problem) return null;
      if ('code' in problem) return errorMessage(problem.code);
      return t(`catalog.validation.${problem.message}`, { max: problem.max, digits: problem.digits });
    },
    [t, errorMessage],
  );
};
