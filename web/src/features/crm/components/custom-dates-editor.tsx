import type { DateFormat } from '@fotostudio/shared/constants';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { useFieldReadOnly } from '../../../components/ui/form-mode';
import { Icon } from '../../../components/ui/icon';
import { RowRemoveButton } from '../../../components/ui/row-remove-button';
import { TextField } from '../../../components/ui/text-field';
import { useFocusAddedRow } from '../../../hooks/use-focus-added-row';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import { CUSTOM_DATES_MAX, newCustomDateRow, type ContactFormErrors, type CustomDateField, type CustomDateRow } from '../utils/contact-form';

/**
 * The contact's own dates (an anniversary, a wedding day): a name and a date per row,
 * added and removed freely. Read-only outside edit mode, without the add and remove buttons.
 */
export const CustomDatesEditor = ({
  rows,
  errors,
  dateFormat,
  onChange,
  onFieldEdited,
  onDateInvalid,
}: {
  rows: readonly CustomDateRow[];
  errors: ContactFormErrors['customDates'];
  dateFormat: DateFormat;
  onChange: (rows: CustomDateRow[]) => void;
  onFieldEdited: (rowId: string, field: CustomDateField) => void;
  onDateInvalid: (rowId: string, invalid: boolean) => void;
}) => {
  const { t } = useTranslation();
  const problemText = useFieldProblemText('crm.validation');
  const readOnly = useFieldReadOnly(undefined);
  const { list, rowAdded } = useFocusAddedRow<HTMLOListElement>(rows, 'input');

  const edit = (rowId: string, field: CustomDateField, value: string) => {
    onChange(rows.map((row) => (row.rowId === rowId ? { ...row, [field]: value } : row)));
    onFieldEdited(rowId, field);
  };

  const add = () => {
    const row = newCustomDateRow();
    rowAdded(row.rowId);
    onChange([...rows, row]);
  };

  return (
    <fieldset className="form-section">
      <legend className="form-section-title">{t('crm.form.sections.customDates')}</legend>
      {readOnly ? null : <p className="field-hint">{t('crm.form.customDates.hint')}</p>}
      {rows.length === 0 ? <p className="crm-muted">{t('crm.form.customDates.empty')}</p> : null}
      <ol ref={list} className="row-editor-list">
        {rows.map((row, index) => {
          const rowErrors = errors[row.rowId] ?? {};
          const position = index + 1;
          return (
            <li key={row.rowId} data-row={row.rowId}>
              <fieldset className="row-editor-row crm-custom-date">
                <legend className="visually-hidden">{t('crm.form.customDates.row', { index: position })}</legend>
                <TextField
                  label={t('crm.form.customDates.name')}
                  required
                  placeholder={t('crm.form.customDates.namePlaceholder')}
                  value={row.name}
                  error={problemText(rowErrors.name)}
                  onChange={(event) => edit(row.rowId, 'name', event.target.value)}
                />
                <DateInput
                  label={t('crm.form.customDates.date')}
                  required
                  format={dateFormat}
                  hint={readOnly ? '' : undefined}
                  value={row.date}
                  error={problemText(rowErrors.date)}
                  onChange={(date) => edit(row.rowId, 'date', date ?? '')}
                  onErrorChange={(error) => onDateInvalid(row.rowId, error !== null)}
                />
                {readOnly ? null : (
                  <RowRemoveButton
                    label={t('crm.form.customDates.remove', { index: position })}
                    onRemove={() => onChange(rows.filter((candidate) => candidate.rowId !== row.rowId))}
                  />
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {!readOnly && rows.length < CUSTOM_DATES_MAX ? (
        <div>
          <Button variant="secondary" icon={<Icon name="plus" size={18} />} onClick={add}>
            {t('crm.form.customDates.add')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
};
