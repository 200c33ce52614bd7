import type { Language } from '@fotostudio/shared/constants';
import type { PageLoader } from '../page-module';
import { fill, loadTexts, type SiteTexts } from '../texts';

type Texts = SiteTexts['legal'];
type Document = 'terms' | 'privacy' | 'cookies';

/** The date the legal texts last changed (shown on each page). */
const UPDATED = '2026-11-24';

const updatedLine = (texts: Texts, language: Language) =>
  fill(texts.updated, { date: new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${UPDATED}T00:00:00Z`)) });

const Sections = ({ sections }: { sections: ReadonlyArray<{ title: string; paragraphs: readonly string[] }> }) => (
  <>
    {sections.map((section) => (
      <section key={section.title} className="site-legal-section">
        <h2>{section.title}</h2>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
    ))}
  </>
);

const CookiesBody = ({ texts }: { texts: Texts['cookies'] }) => (
  <>
    <p>{texts.intro}</p>
    <div className="site-table-wrap">
      <table className="site-table">
        <caption className="site-visually-hidden">{texts.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.columns.name}</th>
            <th scope="col">{texts.columns.purpose}</th>
            <th scope="col">{texts.columns.duration}</th>
            <th scope="col">{texts.columns.kind}</th>
          </tr>
        </thead>
        <tbody>
          {texts.rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>{row.purpose}</td>
              <td>{row.duration}</td>
              <td>{row.essential ? texts.essential : texts.optional}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    <p>{texts.pageViews}</p>
  </>
);

const legalPage =
  (document: Document): PageLoader =>
  async (data) => {
    const texts = await loadTexts(data.language, 'legal');
    const page = texts[document];
    return {
      meta: page.meta,
      content: (
        <article className="site-legal">
          <h1 className="site-hero-title">{page.title}</h1>
          <p className="site-note">{updatedLine(texts, data.language)}</p>
          {document === 'cookies' ? <CookiesBody texts={texts.cookies} /> : <Sections sections={texts[document].sections} />}
        </article>
      ),
    };
  };

export const loadTerms = legalPage('terms');
export const loadPrivacy = legalPage('privacy');
export const loadCookies = legalPage('cookies');
