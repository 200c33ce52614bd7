// A post starts with `---`, lines `key: value` (title, description, date, author), `---`.
export interface PostMeta {
  title: string;
  description: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  author: string;
}

const KEYS = ['title', 'description', 'date', 'author'] as const;

export const parsePost = (source: string, file: string): { meta: PostMeta; body: string } => {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match?.[1]) throw new Error(`${file}: a post starts with front matter between --- lines`);
  const fields = new Map<string, string>();
  for (const line of match[1].split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const missing = KEYS.filter((key) => !fields.get(key));
  if (missing.length > 0) throw new Error(`${file}: front matter lacks ${missing.join(', ')}`);
  const date = fields.get('date') ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`${file}: date must be YYYY-MM-DD`);
  const meta: PostMeta = { title: fields.get('title') ?? '', description: fields.get('description') ?? '', date, author: fields.get('author') ?? '' };
  return { meta, body: source.slice(match[0].length) };
};
