import { getSoftwareDeclaration } from '@fotostudio/shared/contracts/site';
import { sitePath } from '@fotostudio/shared/site/pages';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useLanguage } from '../../../i18n/use-language';
import { useRoute } from '../../../lib/use-route';

/** Day, month and year, in that order (Orden HAC/1177/2024 art. 15.1.l). */
const signedDate = (date: string, language: string) =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/**
 * Settings → Billing: the software producer's responsible declaration (issue 24 point 7), as the
 * deployment configures it, with a link to the site's page that publishes it in full.
 */
export const ProducerDeclarationSection = () => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const { data, error, mutate } = useRoute(getSoftwareDeclaration);
  const body = () => {
    if (error) return <LoadError message={errorMessage(error.code)} retryLabel={t('common.retry')} onRetry={() => void mutate()} />;
    if (!data) return <Spinner label={t('billing.verifactu.declaration.loading')} />;
    return (
      <>
        {data.complete ? null : <Alert tone="warning">{t('billing.verifactu.declaration.incomplete')}</Alert>}
        <dl className="billing-facts">
          <dt>{t('billing.verifactu.declaration.system')}</dt>
          <dd>{t('billing.verifactu.declaration.systemValue', { name: data.systemName, id: data.systemId, version: data.version })}</dd>
          <dt>{t('billing.verifactu.declaration.modes')}</dt>
          <dd>{t('billing.verifactu.declaration.verifactuOnly')}</dd>
          <dt>{t('billing.verifactu.declaration.producer')}</dt>
          <dd>{t('billing.verifactu.declaration.producerValue', { name: data.producerName, nif: data.producerNif })}</dd>
          <dt>{t('billing.verifactu.declaration.signed')}</dt>
          <dd>{data.date && data.place ? t('billing.verifactu.declaration.signedValue', { place: data.place, date: signedDate(data.date, language) }) : '—'}</dd>
        </dl>
        <p>
          <a href={sitePath('verifactu', language)}>{t('billing.verifactu.declaration.link')}</a>
        </p>
      </>
    );
  };
  return (
    <section className="card settings-section" aria-labelledby="producer-declaration-title">
      <h2 id="producer-declaration-title" className="form-section-title">
        {t('billing.verifactu.declaration.title')}
      </h2>
      <p>{t('billing.verifactu.declaration.intro')}</p>
      {body()}
    </section>
  );
};
