import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import type { FieldProblem } from '../utils/field-problem';

/** What a catalogue form's check answers: the request body, or the problems by field and for the whole form. */
type CatalogCheck<Input, Errors> = { ok: true; input: Input } | { ok: false; errors: Errors; form?: FieldProblem };

/** What a catalogue modal edits: its texts are `catalog.<kind>.*` (createTitle, editTitle, created, saved). */
type CatalogKind = 'packages' | 'products' | 'comments';

interface CatalogFormOptions<Values, Errors, Input> {
  kind: CatalogKind;
  /** An item that exists is edited; otherwise one is created. */
  editing: boolean;
  initial: () => Values;
  noErrors: Errors;
  check: (values: Values) => CatalogCheck<Input, Errors>;
  /** Creates or replaces the item; `saving` is true while it runs (the route mutations'). */
  save: (input: Input) => Promise<unknown>;
  saving: boolean;
  /** Something else still runs (an image upload): the submit waits for it, and is disabled. */
  busy?: boolean;
  onClose: () => void;
  /** A refusal of the server shown on its field rather than above the form. */
  errorsOfCode?: (code: ErrorCode) => Errors | null;
}

/**
 * The state and submit of a catalogue form modal (package, product, comment): the values, the
 * problems by field, the check on submit (the first invalid field focused), the save with its
 * toast, and a refusal of the server on its field or above the form. `modal` is the FormModal's
 * whole wiring (title, submit, close), so a catalogue modal adds only its size and fields;
 * `problemText` words a field's problem for them.
 */
export const useCatalogForm = <Values, Errors, Input>({
  kind,
  editing,
  initial,
  noErrors,
  check,
  save,
  saving,
  busy = false,
  onClose,
  errorsOfCode,
}: CatalogFormOptions<Values, Errors, Input>) => {
  const { t } = useTranslation();
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
      toast.success(t(`catalog.${kind}.${editing ? 'saved' : 'created'}`));
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

  const modal = {
    title: t(`catalog.${kind}.${editing ? 'editTitle' : 'createTitle'}`),
    saving,
    submitDisabled: busy,
    formError,
    focusErrorSignal,
    onSubmit,
    onClose,
    unsavedChanges,
  };
  return { values, setValues, errors, setErrors, modal, problemText };
};
