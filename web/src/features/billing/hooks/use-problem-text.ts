import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../i18n/use-error-message';
import type { Problem } from '../utils/document-form';

/** A field's problem in the user's language: a billing.validation text or the tax id's catalogue message. */
export const useProblemText = (): ((problem: Problem | undefined) => string | null) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (problem) => {
    if (!problem) return null;
    if ('key' in problem) return t(`billing.validation.${problem.key}`);
    return errorMessage(problem.taxIdCode, problem.expected ? { expected: problem.expected } : undefined);
  };
};
