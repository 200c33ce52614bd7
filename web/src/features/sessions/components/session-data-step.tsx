import { SESSION_TYPES } from '@fotostudio/shared/contracts/sessions';
import type { SessionPackage } from '@fotostudio/shared/contracts/catalog';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/checkbox';
import { DateInput } from '../../../components/ui/date-input';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useFormatMoney } from '../../../hooks/use-formatters';
import { usePreferences } from '../../../lib/preferences';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import { TEXT_LIMITS, type SessionFormErrors, type SessionFormValues } from '../utils/session-form';
import { SessionClientPicker } from './session-client-picker';

export type SetSessionField = <K extends keyof SessionFormValues>(field: K, value: SessionFormValues[K]) => void;

/**
 * Step 1: who, which package and what (spec section 5 "Session form"). In edit mode the
 * client and package are shown but fixed.
 */
export const SessionDataStep = ({
  values,
  errors,
  set,
  editing,
  packages,
  packagesFailed,
  fixedPackageName,
  onDateError,
}: {
  values: SessionFormValues;
  errors: SessionFormErrors;
  set: SetSessionField;
  editing: boolean;
  /** The packages that can be chosen (active ones); undefined while loading. */
  packages: readonly SessionPackage[] | undefined;
  packagesFailed: boolean;
  /** In edit mode, the session's package name. */
  fixedPackageName: string | null;
  onDateError: (hasError: boolean) => void;
}) => {
  const { t } = useTranslation();
  const problem = useFieldProblemText('sessions.form.errors');
  const formatMoney = useFormatMoney();
  const { dateFormat } = usePreferences();
  const calendarHintId = useId();

  const packageField = () => {
    if (editing) {
      return <TextField label={t('sessions.form.fields.package')} value={fixedPackageName ?? ''} readOnly hint={t('sessions.form.fields.packageFixed')} />;
    }
    const options = [
      { value: '', label: packages ? t('sessions.form.fields.packagePlaceholder') : t('common.loading') },
      ...(packages ?? []).map((pkg) => ({ value: pkg.packageId, label: t('sessions.form.fields.packageOption', { name: pkg.name, price: formatMoney(pkg.priceCents) }) })),
    ];
    return (
      <>
        <SelectField
          label={t('sessions.form.fields.package')}
          required
          value={values.packageId}
          options={options}
          onValueChange={(packageId) => set('packageId', packageId)}
          hint={t('sessions.form.fields.packageHint')}
          error={problem(errors.packageId)}
        />
        {packagesFailed ? <Alert tone="error">{t('sessions.form.packagesLoadFailed')}</Alert> : null}
        {packages && packages.length === 0 ? (
          <Alert tone="info" action={<Link to={paths.packages}>{t('sessions.form.packagesLink')}</Link>}>
            {t('sessions.form.noActivePackages')}
          </Alert>
        ) : null}
      </>
    );
  };

  return (
    <div className="session-step">
      <fieldset className="form-section">
        <legend className="form-section-title">{t('sessions.form.sections.who')}</legend>
        <div className="form-grid">
          <SessionClientPicker value={values.client} fixed={editing} error={problem(errors.client)} onChange={(client) => set('client', client)} />
          <div>{packageField()}</div>
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section-title">{t('sessions.form.sections.what')}</legend>
        <div className="form-grid">
          <TextField
            label={t('sessions.form.fields.title')}
            required
            value={values.title}
            maxLength={TEXT_LIMITS.title + 20}
            error={problem(errors.title)}
            onChange={(event) => set('title', event.target.value)}
          />
          <SelectField
            label={t('sessions.form.fields.type')}
            required
            value={values.sessionType}
            options={[
              { value: '', label: t('sessions.form.fields.typePlaceholder') },
              ...SESSION_TYPES.map((type) => ({ value: type, label: t(`sessions.list.types.${type}`) })),
            ]}
            onValueChange={(type) => set('sessionType', type)}
            error={problem(errors.sessionType)}
          />
        </div>
        <TextAreaField
          label={t('sessions.form.fields.description')}
          rows={3}
          value={values.description}
          error={problem(errors.description)}
          onChange={(event) => set('description', event.target.value)}
        />
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section-title">{t('sessions.form.sections.when')}</legend>
        <div className="form-grid session-grid-3">
          <DateInput
            label={t('sessions.form.fields.date')}
            value={values.date}
            format={dateFormat}
            error={problem(errors.date)}
            onErrorChange={(error) => onDateError(error !== null)}
            onChange={(date) => set('date', date ?? '')}
          />
          <TextField
            label={t('sessions.form.fields.time')}
            type="time"
            step={60}
            value={values.time}
            hint={t('sessions.form.fields.timeHint')}
            error={problem(errors.time)}
            onChange={(event) => set('time', event.target.value)}
          />
          <TextField
            label={t('sessions.form.fields.duration')}
            inputMode="numeric"
            value={values.duration}
            hint={t('sessions.form.fields.durationHint')}
            error={problem(errors.duration)}
            onChange={(event) => set('duration', event.target.value)}
          />
        </div>
        <TextField
          label={t('sessions.form.fields.location')}
          value={values.location}
          error={problem(errors.location)}
          onChange={(event) => set('location', event.target.value)}
        />
        <Checkbox
          role="switch"
          label={t('sessions.form.fields.calendarSync')}
          checked={values.calendarSync}
          aria-describedby={calendarHintId}
          onChange={(event) => set('calendarSync', event.target.checked)}
        />
        <p className="field-hint" id={calendarHintId}>
          {t('sessions.form.fields.calendarSyncHint')}
        </p>
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section-title">{t('sessions.form.sections.notes')}</legend>
        <TextAreaField
          label={t('sessions.form.fields.notes')}
          hint={t('sessions.form.fields.notesHint')}
          rows={3}
          value={values.notes}
          error={problem(errors.notes)}
          onChange={(event) => set('notes', event.target.value)}
        />
        <TextAreaField
          label={t('sessions.form.fields.galleryComment')}
          hint={t('sessions.form.fields.galleryCommentHint')}
          rows={3}
          value={values.galleryComment}
          error={problem(errors.galleryComment)}
          onChange={(event) => set('galleryComment', event.target.value)}
        />
      </fieldset>
    </div>
  );
};
