// The software producer's responsible declaration (issue 24 point 7; Orden HAC/1177/2024 art. 15,
// shared/src/verifactu/producer-declaration.ts). The statements are prerendered; the producer's
// details are the deployment's configuration, read after hydration (the HTML is built once,
// before any deployment names its producer), as the beta page reads its places.
import type { SoftwareDeclaration } from '@fotostudio/shared/contracts/site';
import { useEffect, useState } from 'react';
import { PageIntro } from '../components/page-intro';
import { siteApi } from '../api';
import type { PageLoader } from '../page-module';
import { useSite } from '../site-context';
import { fill, loadTexts, type SiteTexts } from '../texts';

type Texts = SiteTexts['verifactu'];
type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; declaration: SoftwareDeclaration };

/** Day, month and year, in that order (art. 15.1.l). */
const signedDate = (date: string, language: string): string =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

const Fact = ({ label, value }: { label: string; value: string }) => (
  <div className="site-declaration-fact">
    <dt>{label}</dt>
    <dd>{value}</dd>
  </div>
);

const Declaration = ({ texts, declaration }: { texts: Texts; declaration: SoftwareDeclaration }) => {
  const { language } = useSite();
  return (
    <>
      {declaration.complete ? null : (
        <p className="site-note" role="status">
          {texts.incomplete}
        </p>
      )}
      <section className="site-section" aria-labelledby="declaration-system-title">
        <h2 id="declaration-system-title" className="site-section-title">
          {texts.systemTitle}
        </h2>
        <dl className="site-declaration">
          <Fact label={texts.systemName} value={declaration.systemName} />
          <Fact label={texts.systemId} value={declaration.systemId} />
          <Fact label={texts.version} value={declaration.version} />
          <Fact label={texts.components} value={texts.componentsText} />
          <Fact label={texts.verifactuOnly} value={texts.yes} />
          <Fact label={texts.multipleTaxpayers} value={texts.multipleTaxpayersText} />
          <Fact label={texts.signatures} value={texts.signaturesText} />
        </dl>
      </section>
      <section className="site-section" aria-labelledby="declaration-producer-title">
        <h2 id="declaration-producer-title" className="site-section-title">
          {texts.producerTitle}
        </h2>
        <dl className="site-declaration">
          <Fact label={texts.producerName} value={declaration.producerName} />
          <Fact label={texts.producerNif} value={declaration.producerNif} />
          <Fact label={texts.address} value={declaration.address} />
        </dl>
      </section>
      <section className="site-section" aria-labelledby="declaration-statement-title">
        <h2 id="declaration-statement-title" className="site-section-title">
          {texts.statementTitle}
        </h2>
        <p>{fill(texts.statement, { system: declaration.systemName, version: declaration.version })}</p>
        {declaration.date && declaration.place ? <p>{fill(texts.signed, { place: declaration.place, date: signedDate(declaration.date, language) })}</p> : null}
      </section>
    </>
  );
};

const VerifactuPage = ({ texts }: { texts: Texts }) => {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    siteApi.softwareDeclaration().then(
      (declaration) => live && setState({ kind: 'ready', declaration }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <PageIntro id="verifactu-title" title={texts.title} lead={texts.lead} />
      {state.kind === 'ready' ? (
        <Declaration texts={texts} declaration={state.declaration} />
      ) : (
        <p className="site-note" role="status">
          {state.kind === 'loading' ? texts.loading : texts.failed}
        </p>
      )}
    </>
  );
};

export const load: PageLoader = async (data) => {
  const texts = await loadTexts(data.language, 'verifactu');
  return { meta: texts.meta, content: <VerifactuPage texts={texts} /> };
};
