// Blog posts are Markdown files in src/site/blog; this build step turns each into a module
// exporting its front matter and its HTML, so neither the browser nor the prerender loads a
// Markdown parser.
import { marked } from 'marked';
import type { Plugin } from 'vite';
import { parsePost } from './blog-front-matter';

export const markdownPosts = (): Plugin => ({
  name: 'fotostudio-markdown-posts',
  transform(source, id) {
    if (!id.endsWith('.md')) return null;
    const { meta, body } = parsePost(source, id);
    const html = marked.parse(body, { async: false });
    return { code: `export const meta = ${JSON.stringify(meta)};\nexport const html = ${JSON.stringify(html)};\n`, map: null };
  },
});
