import { useTranslation } from 'react-i18next';

export interface ProfileField {
  id: string;
  label: string;
  value: string | null;
}

/** Read-only label/value pairs; missing values say so instead of leaving a gap. */
export const ProfileFieldList = ({ fields, columns = 2 }: { fields: readonly ProfileField[]; columns?: 1 | 2 }) => {
  const { t } = useTranslation();
  return (
    <dl className={`field-list field-list-${columns}`}>
      {fields.map((field) => (
        <div key={field.id} className="field-list-item" data-field={field.id}>
          <dt>{field.label}</dt>
          <dd className={field.value ? undefined : 'is-empty'}>{field.value ?? t('common.notSet')}</dd>
        </div>
      ))}
    </dl>
  );
};
