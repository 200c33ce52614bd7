// The blog's posts: files src/site/blog/<slug>.<language>.md, one per language.
import type { Language } from '@fotostudio/shared/constants';
import type { PostMeta } from './blog-front-matter';

export interface PostModule {
  meta: PostMeta;
  html: string;
}

const posts = import.meta.glob<PostModule>('./blog/*.md');

const keyOf = (slug: string, language: Language) => `./blog/${slug}.${language}.md`;

/** The slugs with a post in the language, newest first once their metadata is loaded. */
export const postSlugs = (language: Language): string[] =>
  Object.keys(posts)
    .filter((key) => key.endsWith(`.${language}.md`))
    .map((key) => key.slice('./blog/'.length, -`.${language}.md`.length));

export const loadPost = async (slug: string, language: Language): Promise<PostModule | undefined> => {
  const load = posts[keyOf(slug, language)];
  return load ? load() : undefined;
};

export const loadPostList = async (language: Language): Promise<Array<{ slug: string; meta: PostMeta }>> => {
  const list = await Promise.all(
    postSlugs(language).map(async (slug) => ({ slug, meta: (await loadPost(slug, language))?.meta })),
  );
  return list
    .filter((post): post is { slug: string; meta: PostMeta } => post.meta !== undefined)
    .sort((a, b) => b.meta.date.localeCompare(a.meta.date));
};
