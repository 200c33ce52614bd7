// Writes the provided templates' documents from short text: `{field}` is a merge field and
// `**words**` bold, so the texts read as texts (es.ts, en.ts) instead of editor JSON.
import { MERGE_FIELDS, type MergeField } from '@fotostudio/shared/agreements/merge-fields';
import type { AgreementDocument, BlockNode, InlineNode } from '@fotostudio/shared/agreements/rich-text';

const isMergeField = (name: string): name is MergeField => (MERGE_FIELDS as readonly string[]).includes(name);

const fieldsAndText = (text: string): InlineNode[] =>
  text
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part): InlineNode => {
      const field = /^\{(\w+)\}$/.exec(part)?.[1];
      if (field === undefined) return { type: 'text', text: part };
      if (!isMergeField(field)) throw new Error(`unknown merge field {${field}} in a provided template`);
      return { type: 'mergeField', attrs: { field } };
    });

/** Bold parts first, then the merge fields in and around them (a field itself carries no mark). */
export const inline = (text: string): InlineNode[] =>
  text
    .split(/(\*\*[^*]+\*\*)/)
    .filter((part) => part !== '')
    .flatMap((part) => {
      const bold = /^\*\*([^*]+)\*\*$/.exec(part)?.[1];
      if (bold === undefined) return fieldsAndText(part);
      return fieldsAndText(bold).map((node): InlineNode => (node.type === 'text' ? { ...node, marks: [{ type: 'bold' }] } : node));
    });

export const title = (text: string): BlockNode => ({ type: 'heading', attrs: { level: 1 }, content: inline(text) });
export const heading = (text: string): BlockNode => ({ type: 'heading', attrs: { level: 2 }, content: inline(text) });
export const paragraph = (text: string): BlockNode => ({ type: 'paragraph', content: inline(text) });
export const bullets = (...items: string[]): BlockNode => ({
  type: 'bulletList',
  content: items.map((item) => ({ type: 'listItem', content: [paragraph(item)] })),
});
export const rule = (): BlockNode => ({ type: 'horizontalRule' });

export const documentOf = (...blocks: (BlockNode | BlockNode[])[]): AgreementDocument => ({ type: 'doc', content: blocks.flat() });
