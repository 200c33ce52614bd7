// The signer's page (issue 26 point 5), opened from the private link each signer is mailed
// (`/sign/{token}`, no sign-in): the agreement as the server rendered it (safe HTML, merge values
// escaped), who sent it, and what the signer can do now: read it and write to the studio. Shown in
// the signer's language; never indexed (the answer's X-Robots-Tag and the robots meta below). A
// withdrawn or expired agreement, or an unknown link, shows a closed page. Below the document the
// signer signs (signer-signing.tsx); once signed, the page shows that and the signed PDF first.
import { getSignerAgreement } from '@fotostudio/shared/contracts/agreements';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDate } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useLanguage } from '../../../i18n/use-language';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNoIndex } from '../../../lib/use-no-index';
import { useRoute } from '../../../lib/use-route';
import { SignerDecline } from './signer-decline';
import { SignerSigning } from './signer-signing';

export const SignerPage = ({ token }: { token: string }) => {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const { language, setLanguage } = useLanguage();
  useNoIndex();
  const { data, error, mutate } = useRoute(getSignerAgreement, { params: { agreementToken: token } });
  const agreement = data?.agreement;
  const signerLanguage = agreement?.signer.language;
  useEffect(() => {
    if (signerLanguage && signerLanguage !== language) void setLanguage(signerLanguage);
  }, [signerLanguage, language, setLanguage]);
  useDocumentTitle(agreement ? agreement.title : null);

  if (error) {
    const code = shownErrorCodeOf(error, 'agreements.link_invalid');
    return (
      <main id="main-content" className="signer-page" tabIndex={-1}>
        <p className="signer-page-brand">Fotostudio</p>
        <h1>{t('agreements.signer.closed')}</h1>
        {code ? <p>{errorMessage(code)}</p> : null}
      </main>
    );
  }
  if (!agreement) {
    return (
      <main id="main-content" className="signer-page" tabIndex={-1}>
        <Spinner label={t('agreements.signer.loading')} />
      </main>
    );
  }
  const { studio } = agreement;
  const signed = agreement.signer.status === 'signed';
  const signing = (
    <SignerSigning token={token} agreement={agreement} onChanged={(next) => void (next ? mutate({ agreement: next }, { revalidate: false }) : mutate())} />
  );
  return (
    <main id="main-content" className="signer-page" tabIndex={-1} lang={agreement.language}>
      <header className="signer-page-header">
        <p className="signer-page-brand">{studio.name}</p>
        <h1>{agreement.title}</h1>
        <p>{t('agreements.signer.greeting', { name: agreement.signer.name, studio: studio.name })}</p>
      </header>
      <section className="signer-page-now" aria-labelledby="signer-page-now">
        <h2 id="signer-page-now">{t('agreements.signer.nowTitle')}</h2>
        <ul>
          <li>{t('agreements.signer.read')}</li>
          {signed ? null : <li>{t('agreements.signer.sign')}</li>}
          <li>
            {t('agreements.signer.contact', { studio: studio.name })}{' '}
            <a href={`mailto:${studio.email}?subject=${encodeURIComponent(agreement.title)}`}>{studio.email}</a>
          </li>
        </ul>
        {agreement.expiresAt && !signed ? <p data-testid="signer-page-expiry">{t('agreements.signer.expires', { date: formatDate(agreement.expiresAt.slice(0, 10)) })}</p> : null}
        {!signed ? <SignerDecline token={token} agreement={agreement} /> : null}
      </section>
      {signed ? signing : null}
      <article className="agreement-document signer-page-document" aria-label={t('agreements.signer.document')} dangerouslySetInnerHTML={{ __html: agreement.html }} />
      {signed ? null : signing}
    </main>
  );
};
