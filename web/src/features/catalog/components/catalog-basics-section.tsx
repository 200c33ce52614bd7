import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import type { FieldProblem } from '../utils/field-problem';

type NamedField = 'name' | 'description';

/**
 * The first section of a package's or a product's form: its name and description (texts under
 * `catalog.<kind>`), then the kind's own basics (`children`).
 */
export const CatalogBasicsSection = ({
  kind,
  values,
  errors,
  descriptionHint,
  onChange,
  children,
}: {
  kind: 'packages' | 'products';
  values: Record<NamedField, string>;
  errors: Partial<Record<NamedField, FieldProblem>>;
  descriptionHint?: string;
  /** A field was typed in: the caller stores it and clears its problem. */
  onChange: (field: NamedField, value: string) => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const problemText = useFieldProblemText('catalog.validation');
  return (
    <fieldset className="form-section">
      <legend className="form-section-title">{t(`catalog.${kind}.sections.basics`)}</legend>
      <TextField
        label={t(`catalog.${kind}.fields.name`)}
        required
        value={values.name}
        error={problemText(errors.name)}
        onChange={(event) => onChange('name', event.target.value)}
      />
      <TextAreaField
        label={t(`catalog.${kind}.fields.description`)}
        hint={descriptionHint}
        rows={2}
        value={values.description}
        error={problemText(errors.description)}
        onChange={(event) => onChange('description', event.target.value)}
      />
      {children}
    </fieldset>
  );
};
