// An agreement's text as structured rich text (issue 26 point 1): the editor's JSON document
// (ProseMirror's shape, which TipTap writes) limited to the node and mark types below. The
// server never stores what the browser sent as it came: `sanitizeDocument` keeps the allowed
// nodes, marks and attributes and drops everything else (a link keeps only an http(s) or
// mailto address), then the strict schema checks the result. `renderDocumentHtml` is the one
// way a document becomes HTML, with every text and merge value escaped.
import * as z from 'zod';
import { MERGE_FIELDS, type MergeField, type MergeValues } from './merge-fields.js';

export const MARK_TYPES = ['bold', 'italic', 'underline', 'strike', 'link'] as const;
export type MarkType = (typeof MARK_TYPES)[number];

/** The most characters of text a document may hold (a long wedding contract is ~25,000). */
export const DOCUMENT_TEXT_MAX = 100_000;
/** The deepest nesting kept (lists inside lists); deeper content is dropped. */
export const DOCUMENT_DEPTH_MAX = 8;
const HREF_MAX = 2_000;

const linkHref = z
  .string()
  .max(HREF_MAX)
  .refine((href) => /^(https?:\/\/|mailto:)/i.test(href), 'only http(s) and mailto links');

const mark = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }).strict(),
  z.object({ type: z.literal('italic') }).strict(),
  z.object({ type: z.literal('underline') }).strict(),
  z.object({ type: z.literal('strike') }).strict(),
  z.object({ type: z.literal('link'), attrs: z.object({ href: linkHref }).strict() }).strict(),
]);
export type Mark = z.infer<typeof mark>;

const textNode = z.object({ type: z.literal('text'), text: z.string().min(1), marks: z.array(mark).max(MARK_TYPES.length).optional() }).strict();
const hardBreak = z.object({ type: z.literal('hardBreak') }).strict();
const mergeFieldNode = z.object({ type: z.literal('mergeField'), attrs: z.object({ field: z.enum(MERGE_FIELDS) }).strict() }).strict();
const inline = z.discriminatedUnion('type', [textNode, hardBreak, mergeFieldNode]);
export type InlineNode = z.infer<typeof inline>;

export interface ParagraphNode { type: 'paragraph'; content?: InlineNode[] | undefined }
export interface HeadingNode { type: 'heading'; attrs: { level: 1 | 2 | 3 }; content?: InlineNode[] | undefined }
export interface ListItemNode { type: 'listItem'; content: BlockNode[] }
export interface BulletListNode { type: 'bulletList'; content: ListItemNode[] }
export interface OrderedListNode { type: 'orderedList'; attrs?: { start: number } | undefined; content: ListItemNode[] }
export interface BlockquoteNode { type: 'blockquote'; content: BlockNode[] }
export interface HorizontalRuleNode { type: 'horizontalRule' }
export type BlockNode = ParagraphNode | HeadingNode | BulletListNode | OrderedListNode | BlockquoteNode | HorizontalRuleNode;
export interface AgreementDocument { type: 'doc'; content: BlockNode[] }

const inlineContent = z.array(inline).optional();
const paragraph: z.ZodType<ParagraphNode> = z.object({ type: z.literal('paragraph'), content: inlineContent }).strict();
const heading: z.ZodType<HeadingNode> = z
  .object({ type: z.literal('heading'), attrs: z.object({ level: z.union([z.literal(1), z.literal(2), z.literal(3)]) }).strict(), content: inlineContent })
  .strict();
const horizontalRule: z.ZodType<HorizontalRuleNode> = z.object({ type: z.literal('horizontalRule') }).strict();
const listItem: z.ZodType<ListItemNode> = z.lazy(() => z.object({ type: z.literal('listItem'), content: z.array(block).min(1) }).strict());
const bulletList: z.ZodType<BulletListNode> = z.lazy(() => z.object({ type: z.literal('bulletList'), content: z.array(listItem).min(1) }).strict());
const orderedList: z.ZodType<OrderedListNode> = z.lazy(() =>
  z.object({ type: z.literal('orderedList'), attrs: z.object({ start: z.number().int().min(0).max(10_000) }).strict().optional(), content: z.array(listItem).min(1) }).strict(),
);
const blockquote: z.ZodType<BlockquoteNode> = z.lazy(() => z.object({ type: z.literal('blockquote'), content: z.array(block).min(1) }).strict());
const block: z.ZodType<BlockNode> = z.union([paragraph, heading, bulletList, orderedList, blockquote, horizontalRule]);

/** The stored and answered document: only the allowed nodes, marks and attributes. */
export const agreementDocument: z.ZodType<AgreementDocument> = z
  .object({ type: z.literal('doc'), content: z.array(block) })
  .strict()
  .refine((doc) => documentTextLength(doc) <= DOCUMENT_TEXT_MAX, `at most ${DOCUMENT_TEXT_MAX} characters of text`);

// ---------------------------------------------------------------------------------------------
// Sanitising what an editor sent

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const childrenOf = (node: Record<string, unknown>): unknown[] => (Array.isArray(node.content) ? node.content : []);

const sanitizeMarks = (marks: unknown): Mark[] => {
  if (!Array.isArray(marks)) return [];
  const kept = new Map<MarkType, Mark>();
  for (const candidate of marks) {
    if (!isRecord(candidate) || typeof candidate.type !== 'string') continue;
    const type = candidate.type;
    if (type === 'link') {
      const href = isRecord(candidate.attrs) && typeof candidate.attrs.href === 'string' ? candidate.attrs.href.trim() : '';
      if (linkHref.safeParse(href).success) kept.set('link', { type: 'link', attrs: { href } });
    } else if ((MARK_TYPES as readonly string[]).includes(type)) {
      kept.set(type as MarkType, { type } as Mark);
    }
  }
  // In one order whatever the editor's, so the same formatting is always the same document.
  return MARK_TYPES.flatMap((type) => kept.get(type) ?? []);
};

const sanitizeInline = (nodes: unknown[]): InlineNode[] => {
  const kept: InlineNode[] = [];
  for (const node of nodes) {
    if (!isRecord(node)) continue;
    if (node.type === 'text' && typeof node.text === 'string' && node.text.length > 0) {
      const marks = sanitizeMarks(node.marks);
      kept.push(marks.length > 0 ? { type: 'text', text: node.text, marks } : { type: 'text', text: node.text });
    } else if (node.type === 'hardBreak') {
      kept.push({ type: 'hardBreak' });
    } else if (node.type === 'mergeField') {
      const field = isRecord(node.attrs) ? node.attrs.field : undefined;
      if (typeof field === 'string' && (MERGE_FIELDS as readonly string[]).includes(field)) kept.push({ type: 'mergeField', attrs: { field: field as MergeField } });
    }
  }
  return kept;
};

const withInline = <T extends ParagraphNode | HeadingNode>(node: T, content: InlineNode[]): T => (content.length > 0 ? { ...node, content } : node);

const sanitizeListItems = (nodes: unknown[], depth: number): ListItemNode[] =>
  nodes.flatMap((node): ListItemNode[] => {
    if (!isRecord(node) || node.type !== 'listItem') return [];
    const content = sanitizeBlocks(childrenOf(node), depth + 1);
    return content.length > 0 ? [{ type: 'listItem', content }] : [];
  });

const sanitizeBlocks = (nodes: unknown[], depth: number): BlockNode[] => {
  if (depth > DOCUMENT_DEPTH_MAX) return [];
  return nodes.flatMap((node): BlockNode[] => {
    if (!isRecord(node)) return [];
    const attrs = isRecord(node.attrs) ? node.attrs : {};
    switch (node.type) {
      case 'paragraph':
        return [withInline({ type: 'paragraph' }, sanitizeInline(childrenOf(node)))];
      case 'heading': {
        const level = attrs.level === 1 || attrs.level === 2 || attrs.level === 3 ? attrs.level : 2;
        return [withInline({ type: 'heading', attrs: { level } }, sanitizeInline(childrenOf(node)))];
      }
      case 'bulletList': {
        const content = sanitizeListItems(childrenOf(node), depth);
        return content.length > 0 ? [{ type: 'bulletList', content }] : [];
      }
      case 'orderedList': {
        const content = sanitizeListItems(childrenOf(node), depth);
        const start = typeof attrs.start === 'number' && Number.isInteger(attrs.start) && attrs.start >= 0 && attrs.start <= 10_000 ? attrs.start : undefined;
        if (content.length === 0) return [];
        return [start === undefined || start === 1 ? { type: 'orderedList', content } : { type: 'orderedList', attrs: { start }, content }];
      }
      case 'blockquote': {
        const content = sanitizeBlocks(childrenOf(node), depth + 1);
        return content.length > 0 ? [{ type: 'blockquote', content }] : [];
      }
      case 'horizontalRule':
        return [{ type: 'horizontalRule' }];
      default:
        // An unknown block keeps its text as a paragraph, so nothing typed is silently lost.
        return isRecord(node) && Array.isArray(node.content) ? sanitizeBlocks(node.content, depth + 1) : [];
    }
  });
};

/**
 * What remains of an editor's document once everything not allowed is dropped: unknown nodes
 * (their allowed children kept), unknown marks and attributes, links that are not http(s) or
 * mailto, merge fields that name no field, empty lists. Never throws.
 */
export const sanitizeDocument = (input: unknown): AgreementDocument => ({
  type: 'doc',
  content: isRecord(input) ? sanitizeBlocks(childrenOf(input), 0) : [],
});

// ---------------------------------------------------------------------------------------------
// Reading a document

const inlineOf = (block: BlockNode): InlineNode[] => (block.type === 'paragraph' || block.type === 'heading' ? (block.content ?? []) : []);
const blocksOf = (block: BlockNode): BlockNode[] => {
  switch (block.type) {
    case 'bulletList':
    case 'orderedList':
      return block.content.flatMap((item) => item.content);
    case 'blockquote':
      return block.content;
    default:
      return [];
  }
};

const everyInline = (blocks: readonly BlockNode[]): InlineNode[] => blocks.flatMap((block) => [...inlineOf(block), ...everyInline(blocksOf(block))]);

export const documentTextLength = (doc: AgreementDocument): number =>
  everyInline(doc.content).reduce((sum, node) => sum + (node.type === 'text' ? node.text.length : 1), 0);

/** The merge fields a document uses, in order of first use. */
export const mergeFieldsOf = (doc: AgreementDocument): MergeField[] => [
  ...new Set(everyInline(doc.content).flatMap((node) => (node.type === 'mergeField' ? [node.attrs.field] : []))),
];

// ---------------------------------------------------------------------------------------------
// Rendering

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const MARK_TAGS: Record<Exclude<MarkType, 'link'>, string> = { bold: 'strong', italic: 'em', underline: 'u', strike: 's' };

const renderText = (text: string, marks: readonly Mark[] = []): string =>
  marks.reduce((html, m) => {
    if (m.type === 'link') return `<a href="${escapeHtml(m.attrs.href)}" rel="noopener noreferrer nofollow">${html}</a>`;
    const tag = MARK_TAGS[m.type];
    return `<${tag}>${html}</${tag}>`;
  }, escapeHtml(text));

/** What an unfilled merge field shows: a blank line to write on, with the field's name for the photographer. */
const blankOf = (field: MergeField): string => `<span class="merge-field merge-field-empty" data-field="${field}">________</span>`;

const renderInline = (nodes: readonly InlineNode[], values: MergeValues): string =>
  nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return renderText(node.text, node.marks);
        case 'hardBreak':
          return '<br>';
        case 'mergeField': {
          const value = values[node.attrs.field]?.trim();
          return value ? `<span class="merge-field" data-field="${node.attrs.field}">${escapeHtml(value)}</span>` : blankOf(node.attrs.field);
        }
      }
    })
    .join('');

const renderBlocks = (blocks: readonly BlockNode[], values: MergeValues): string =>
  blocks
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
          return `<p>${renderInline(block.content ?? [], values)}</p>`;
        case 'heading':
          return `<h${block.attrs.level}>${renderInline(block.content ?? [], values)}</h${block.attrs.level}>`;
        case 'bulletList':
          return `<ul>${block.content.map((item) => `<li>${renderBlocks(item.content, values)}</li>`).join('')}</ul>`;
        case 'orderedList': {
          const start = block.attrs?.start;
          return `<ol${start === undefined ? '' : ` start="${start}"`}>${block.content.map((item) => `<li>${renderBlocks(item.content, values)}</li>`).join('')}</ol>`;
        }
        case 'blockquote':
          return `<blockquote>${renderBlocks(block.content, values)}</blockquote>`;
        case 'horizontalRule':
          return '<hr>';
      }
    })
    .join('\n');

/** The document as HTML with the merge values in place; every text and value is escaped. */
export const renderDocumentHtml = (doc: AgreementDocument, values: MergeValues): string => renderBlocks(doc.content, values);

/** The document as plain text (mail previews, search), merge values in place. */
export const renderDocumentText = (doc: AgreementDocument, values: MergeValues): string => {
  const line = (nodes: readonly InlineNode[]) =>
    nodes.map((node) => (node.type === 'text' ? node.text : node.type === 'hardBreak' ? '\n' : values[node.attrs.field]?.trim() || '________')).join('');
  const blocks = (list: readonly BlockNode[]): string[] =>
    list.flatMap((block) => (block.type === 'paragraph' || block.type === 'heading' ? [line(block.content ?? [])] : block.type === 'horizontalRule' ? ['—'] : blocks(blocksOf(block))));
  return blocks(doc.content).join('\n\n');
};

export { MERGE_FIELDS, type MergeField, type MergeValues };
