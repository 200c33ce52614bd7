import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../i18n/use-error-message';
import type { FormProblem } from '../utils/session-form';

/** A field's problem in the user's language: the catalogue's message, or the form's own. */
export const useFormProblem = (): ((problem: FormProblem | undefined) => string | null) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return useCallback(
    (problem) => {
      if (!problem) return null;
      if ('code' in problem) return errorMessage(problem.code);
      return problem.message === 'tooLong' ? t('sessions.form.errors.tooLong', { max: problem.max ?? 0 }) : t(`sessions.form.errors.${problem.message}`);
    },
    [t, errorMessage],
  );
};
