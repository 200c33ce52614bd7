import type { InvoiceType } from '@fotostudio/shared/contracts/billing/vocabulary';
import type { NumberCheck } from '@fotostudio/shared/contracts/billing/document';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { checkNumber } from '../api/document-actions';

/**
 * The invoice's number: the next one of the series, which the server assigns; checked live
 * against the server as it is typed (spec section 5: required and unique). A number the
 * server would refuse shows why and which one it expects.
 */
export const InvoiceNumberField = ({
  invoiceType,
  issueDate,
  value,
  error,
  onChange,
  onChecked,
}: {
  /** Each kind numbers in its own series (main, simplified or rectifying). */
  invoiceType: InvoiceType;
  issueDate: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  /** The last answer, e.g. for the earliest issue date the series allows. */
  onChecked: (check: NumberCheck) => void;
}) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const typed = useDebouncedValue(value.trim());
  const [check, setCheck] = useState<NumberCheck | null>(null);
  const [failed, setFailed] = useState(false);
  const filled = useRef(value !== '');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onCheckedRef = useRef(onChecked);
  onCheckedRef.current = onChecked;

  useEffect(() => {
    let current = true;
    checkNumber({ invoiceType, ...(issueDate ? { issueDate } : {}), ...(typed ? { number: typed } : {}) }).then(
      (answer) => {
        if (!current) return;
        setFailed(false);
        setCheck(answer);
        onCheckedRef.current(answer);
        // The field starts with the number the server will assign.
        if (!filled.current) {
          filled.current = true;
          onChangeRef.current(answer.nextNumber);
        }
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [invoiceType, issueDate, typed]);

  const checkedNow = check !== null && typed === value.trim();
  const problem = () => {
    if (error) return error;
    if (value.trim() === '' && filled.current) return t('billing.validation.required');
    if (checkedNow && check.available === false) return errorMessage(check.code ?? 'billing.number_not_next', { expected: check.nextNumber });
    return null;
  };
  const hint = () => {
    if (failed) return t('billing.number.checkFailed');
    if (!checkedNow) return t('billing.number.checking');
    if (check.available) return <span className="field-valid">{t('billing.number.available')}</span>;
    return t('billing.number.next', { number: check.nextNumber });
  };

  return (
    <TextField
      label={t('billing.number.label')}
      name="invoiceNumber"
      required
      autoComplete="off"
      value={value}
      error={problem()}
      hint={hint()}
      onChange={(event) => onChange(event.target.value)}
    />
  );
};
