import { slugify, SLUG_MAX_LENGTH } from '@fotostudio/shared/business-slug';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { slugFieldProblem } from '../utils/profile-form';

/** What the user types, as a slug is written: lower case, spaces as hyphens. */
const normaliseTyping = (text: string) => text.toLowerCase().replace(/\s+/g, '-');

/**
 * The first segment of the photographer's gallery URLs. Shows the resulting address as
 * it is typed, checks the slug rules live, and offers one made from the business name.
 */
export const BusinessSlugField = ({
  value,
  businessName,
  editing,
  error,
  onChange,
}: {
  value: string;
  businessName: string;
  editing: boolean;
  /** A message from the save (e.g. slug taken); the live check's catalogue message wins. */
  error: string | null;
  onChange: (value: string) => void;
}) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const origin = window.location.origin;
  const host = window.location.host;
  const slug = value.trim();
  const liveProblem = editing ? slugFieldProblem(slug) : undefined;
  const suggestion = slugify(businessName);
  const offerSuggestion = editing && suggestion !== '' && suggestion !== slug && slugFieldProblem(suggestion) === undefined;

  return (
    <div className="slug-field">
      <TextField
        label={t('profile.fields.businessSlug')}
        name="businessSlug"
        value={value}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={SLUG_MAX_LENGTH}
        placeholder={t('profile.slug.placeholder')}
        leading={<span className="field-prefix">{`${host}/`}</span>}
        hint={editing ? t('profile.slug.hint') : undefined}
        error={liveProblem ? errorMessage(liveProblem) : error}
        onChange={(event) => onChange(normaliseTyping(event.target.value))}
      />
      <p className="slug-preview" data-testid="slug-preview">
        <span className="slug-preview-label">{t('profile.slug.previewLabel')}</span>{' '}
        {slug !== '' ? (
          <span className="slug-preview-url">{`${origin}/${slug}/${t('profile.slug.previewRest')}`}</span>
        ) : (
          <span className="slug-preview-empty">{t('profile.slug.previewEmpty')}</span>
        )}
      </p>
      {offerSuggestion ? (
        <Button variant="ghost" className="slug-suggestion" onClick={() => onChange(suggestion)}>
          {t('profile.slug.useSuggestion', { slug: suggestion })}
        </Button>
      ) : null}
    </div>
  );
};
