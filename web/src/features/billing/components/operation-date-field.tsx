import type { DateFormat } from '@fotostudio/shared/constants';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/ui/date-input';

/**
 * An invoice's operation date (issue 22 point 5): only when it differs from the issue date;
 * blank takes the session's date. Printed and recorded as FechaOperacion.
 */
export const OperationDateField = ({
  value,
  format,
  error,
  onChange,
}: {
  value: string;
  format: DateFormat;
  error: string | null | undefined;
  onChange: (value: string) => void;
}) => {
  const { t } = useTranslation();
  return (
    <DateInput
      label={t('billing.form.dates.operationDate')}
      value={value}
      format={format}
      error={error}
      hint={t('billing.form.dates.operationDateHint')}
      onChange={(day) => onChange(day ?? '')}
    />
  );
};
