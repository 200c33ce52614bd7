// The blog's slugs, read from its Markdown files (web/src/site/blog/<slug>.<language>.md) when
// the edge function is generated, so an address of a post that does not exist is a 404.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BLOG_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src/site/blog');

export const blogSlugsIn = (dir: string = BLOG_DIR): string[] =>
  existsSync(dir)
    ? [...new Set(readdirSync(dir).flatMap((file) => /^([a-z0-9-]+)\.(?:es|en)\.md$/.exec(file)?.slice(1, 2) ?? []))].sort()
    : [];
