import { DevNotice } from '../components/dev-notice';
import type { PageLoader } from '../page-module';
import { loadTexts, type SiteTexts } from '../texts';
import { PageIntro } from '../components/page-intro';

type Texts = SiteTexts['docs'];

const DocsPage = ({ texts }: { texts: Texts }) => (
  <div className="site-docs">
    <PageIntro id="docs-title" title={texts.title} lead={texts.lead} />
    <nav className="site-toc" aria-label={texts.tocLabel}>
      <ol>
        {texts.sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
    {texts.sections.map((section) => (
      <section key={section.id} id={section.id} className="site-section site-doc-section" aria-labelledby={`${section.id}-title`}>
        <h2 id={`${section.id}-title`} className="site-section-title">
          {section.title} {'inDevelopment' in section && section.inDevelopment && <DevNotice feature={section.title} />}
        </h2>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.steps.length > 0 && (
          <ol className="site-steps">
            {section.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        )}
        {section.screenshot && (
          <figure className="site-screenshot">
            <img src={`/docs/${section.screenshot.file}`} alt={section.screenshot.alt} loading="lazy" decoding="async" />
          </figure>
        )}
      </section>
    ))}
  </div>
);

export const load: PageLoader = async (data) => {
  const texts = await loadTexts(data.language, 'docs');
  return { meta: texts.meta, content: <DocsPage texts={texts} /> };
};
