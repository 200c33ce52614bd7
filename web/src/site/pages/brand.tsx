import type { PageLoader } from '../page-module';
import { loadTexts, type SiteTexts } from '../texts';
import { PageIntro } from '../components/page-intro';

type Texts = SiteTexts['brand'];

const DOWNLOADS = [
  { key: 'mark', file: '/brand/fotostudio-mark.svg' },
  { key: 'logoLight', file: '/brand/fotostudio-logo-light.svg' },
  { key: 'logoDark', file: '/brand/fotostudio-logo-dark.svg' },
] as const;

const BrandPage = ({ texts }: { texts: Texts }) => (
  <>
    <PageIntro id="brand-title" title={texts.title} lead={texts.lead} />
    <section className="site-section" aria-labelledby="logo-title">
      <h2 id="logo-title" className="site-section-title">
        {texts.logoTitle}
      </h2>
      <p>{texts.logoBody}</p>
      <div className="site-grid site-grid-2">
        <figure className="site-brand-sample site-brand-sample-light">
          <img src="/brand/fotostudio-logo-light.svg" alt="FotoStudio" width="200" height="40" />
          <figcaption>{texts.onLight}</figcaption>
        </figure>
        <figure className="site-brand-sample site-brand-sample-dark">
          <img src="/brand/fotostudio-logo-dark.svg" alt="FotoStudio" width="200" height="40" />
          <figcaption>{texts.onDark}</figcaption>
        </figure>
      </div>
    </section>
    <section className="site-section" aria-labelledby="colours-title">
      <h2 id="colours-title" className="site-section-title">
        {texts.coloursTitle}
      </h2>
      <ul className="site-swatches">
        {texts.colours.map((colour) => (
          <li key={colour.hex} className="site-swatch">
            {/* A fill attribute, not a style one: the prerendered HTML may carry no inline styles (CSP). */}
            <svg className="site-swatch-chip" viewBox="0 0 10 4" preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <rect width="10" height="4" fill={colour.hex} />
            </svg>
            <strong>{colour.name}</strong>
            <code>{colour.hex}</code>
            <span>{colour.use}</span>
          </li>
        ))}
      </ul>
    </section>
    <section className="site-section" aria-labelledby="downloads-title">
      <h2 id="downloads-title" className="site-section-title">
        {texts.downloadsTitle}
      </h2>
      <ul className="site-downloads">
        {DOWNLOADS.map((download) => (
          <li key={download.key}>
            <a className="site-button site-button-ghost" href={download.file} download>
              {texts.downloads[download.key]}
            </a>
          </li>
        ))}
      </ul>
      <h2 className="site-section-title">{texts.nameTitle}</h2>
      <p>{texts.nameBody}</p>
    </section>
  </>
);

export const load: PageLoader = async (data) => {
  const texts = await loadTexts(data.language, 'brand');
  return { meta: texts.meta, content: <BrandPage texts={texts} /> };
};
