import { useTranslation } from 'react-i18next';

/**
 * The agreement as the server rendered it: safe HTML (the allowed nodes only, every text and
 * merge value escaped by shared/src/agreements/rich-text.ts), so it is shown as it comes.
 */
export const AgreementPreview = ({ html, hint }: { html: string; hint?: string }) => {
  const { t } = useTranslation();
  return (
    <section className="agreement-preview" aria-label={t('agreements.detail.preview')}>
      <h3 className="agreement-preview-title">{t('agreements.detail.preview')}</h3>
      {hint ? <p className="field-hint">{hint}</p> : null}
      <div className="agreement-document" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
};
