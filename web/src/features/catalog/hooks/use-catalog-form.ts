import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import type { FieldProblem } from '../utils/field-problem';

/** What a catalogue form's check answers: the request body, or the problems by field and for the whole form. */
type CatalogCheck<Input, Errors> = { ok: true; input: Input } | { ok: false; errors: Errors; form?: FieldProblem };

interface CatalogFormOptions<Values, Errors, Input> {
  initial: () => Values;
  noErrors: Errors;
  check: (values: Values) => CatalogCheck<Input, Errors>;
  /** Creates or replaces the item; `saving` is true while it runs (the route mutations'). */
  save: (input: Input) => Promise<unknown>;
  saving: boolean;
  /** Something else still runs (an image upload): the submit waits for it. */
  busy?: boolean;
  /** The toast once saved. */
  savedText: string;
  onClose: () => void;
  /** A refusal of the server shown on its field rather than above the form. */
  errorsOfCode?: (code: ErrorCode) => Errors | null;
}

/**
 * The state and submit of a catalogue form modal (package, product, comment): the values, the
 * problems by field, the check on submit (the first invalid field focused), the save with its
 * toast, and a refusal of the server on its field or above the form. `modal` goes to the
 * FormModal as it is.
 */
export const useCatalogForm = <Values, Errors, Input>({
  initial,
  noErrors,
  check,
  save,
  saving,
  busy = false,
  savedText,
  onClose,
  errorsOfCode,
}: CatalogFormOptions<Values, Errors, Input>) => {
  const errorMessage = useErrorMessage();
  const problemText = useFieldProblemText('catalog.validation');
  const toast = useToast();
  const [values, setValues] = useState<Values>(initial);
  const unsavedChanges = useUnsavedChanges(values);
  const [errors, setErrors] = useState<Errors>(noErrors);
  const [formError, setFormError] = useState<string | null>(null);
  const [focusErrorSignal, setFocusErrorSignal] = useState(0);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || busy) return;
    setFormError(null);
    const checked = check(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.form) setFormError(problemText(checked.form));
      setFocusErrorSignal((count) => count + 1);
      return;
    }
    setErrors(noErrors);
    try {
      await save(checked.input);
      toast.success(savedText);
      onClose();
    } catch (error) {
      const code = shownErrorCodeOf(error);
      if (!code) return;
      const placed = errorsOfCode?.(code);
      if (placed) {
        setErrors(placed);
        setFocusErrorSignal((count) => count + 1);
      } else {
        setFormError(errorMessage(code));
      }
    }
  };

  return { values, setValues, errors, setErrors, modal: { saving, formError, focusErrorSignal, onSubmit, unsavedChanges } };
};
