import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../i18n/use-error-message';
import type { Problem } from '../utils/document-form';

/** A field's problem in the user's language: a billing.validation text or a catalogue message. */
export const useProblemText = (): ((problem: Problem | undefined) => string | null) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (problem) => {
    if (!problem) return null;
    return 'key' in problem ? t(`billing.validation.${problem.key}`) : errorMessage(problem.code, problem.params);
  };
};
