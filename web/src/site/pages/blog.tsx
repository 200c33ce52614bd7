import type { Language } from '@fotostudio/shared/constants';
import { sitePath } from '@fotostudio/shared/site/pages';
import { loadPost, loadPostList } from '../blog-posts';
import type { PageLoader } from '../page-module';
import { fill, loadTexts } from '../texts';
import { PageIntro } from '../components/page-intro';

const formatDate = (date: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

export const loadIndex: PageLoader = async (data) => {
  const [texts, posts] = await Promise.all([loadTexts(data.language, 'blog'), loadPostList(data.language)]);
  return {
    meta: texts.meta,
    content: (
      <>
        <PageIntro id="blog-title" title={texts.title} lead={texts.lead} />
        <section className="site-section">
          {posts.length === 0 ? (
            <p>{texts.empty}</p>
          ) : (
            <ul className="site-post-list">
              {posts.map((post) => (
                <li key={post.slug}>
                  <article className="site-card">
                    <h2 className="site-card-title">
                      <a href={sitePath('blog', data.language, post.slug)}>{post.meta.title}</a>
                    </h2>
                    <p className="site-note">
                      <time dateTime={post.meta.date}>{formatDate(post.meta.date, data.language)}</time> · {fill(texts.by, { author: post.meta.author })}
                    </p>
                    <p>{post.meta.description}</p>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    ),
  };
};

export const loadArticle: PageLoader = async (data) => {
  const [texts, post] = await Promise.all([loadTexts(data.language, 'blog'), loadPost(data.slug ?? '', data.language)]);
  if (!post) throw new Error(`No post ${data.slug ?? ''} in ${data.language}`);
  return {
    meta: { title: `${post.meta.title} · FotoStudio`, description: post.meta.description },
    content: (
      <article className="site-post">
        <p>
          <a href={sitePath('blog', data.language)}>← {texts.back}</a>
        </p>
        <h1 className="site-hero-title">{post.meta.title}</h1>
        <p className="site-note">
          <time dateTime={post.meta.date}>{formatDate(post.meta.date, data.language)}</time> · {fill(texts.by, { author: post.meta.author })}
        </p>
        {/* Built from the repository's own Markdown at build time (markdown-plugin.ts). */}
        <div className="site-post-body" dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
    ),
  };
};
