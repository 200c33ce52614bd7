// The template editor's TipTap set-up: exactly the nodes and marks the server keeps
// (shared/src/agreements/rich-text.ts), plus the merge field as an inline atom node. Anything
// else a paste brings in never enters the document, and what the server would drop anyway
// (a javascript: link) is refused by the link extension first.
import { MERGE_FIELDS, type MergeField } from '@fotostudio/shared/agreements/merge-fields';
import { mergeAttributes, Node, type AnyExtension } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';

export const isMergeField = (value: unknown): value is MergeField => typeof value === 'string' && (MERGE_FIELDS as readonly string[]).includes(value);

export interface MergeFieldOptions {
  /** The field's name as the photographer reads it (the i18n label). */
  labelOf: (field: MergeField) => string;
}

/** A merge field: one unit in the text (deleted and moved whole), shown by its label. */
export const MergeFieldNode = Node.create<MergeFieldOptions>({
  name: 'mergeField',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addOptions: () => ({ labelOf: (field) => field }),
  addAttributes: () => ({
    field: {
      default: 'clientName',
      parseHTML: (element) => {
        const field = element.getAttribute('data-field');
        return isMergeField(field) ? field : null;
      },
      renderHTML: (attributes) => ({ 'data-field': String(attributes.field) }),
    },
  }),
  parseHTML: () => [{ tag: 'span[data-merge-field]' }],
  renderHTML({ node, HTMLAttributes }) {
    const field = node.attrs.field as MergeField;
    return ['span', mergeAttributes(HTMLAttributes, { 'data-merge-field': '', class: 'merge-field' }), `[${this.options.labelOf(field)}]`];
  },
  renderText: ({ node }) => `{${String(node.attrs.field)}}`,
});

const isAllowedHref = (href: string) => /^(https?:\/\/|mailto:)/i.test(href.trim());

/** The extensions of the template editor. */
export const editorExtensions = (labelOf: MergeFieldOptions['labelOf']): AnyExtension[] => [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    heading: { levels: [1, 2, 3] },
    link: { openOnClick: false, autolink: true, protocols: ['mailto'], isAllowedUri: (url) => isAllowedHref(url), HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null } },
  }),
  MergeFieldNode.configure({ labelOf }),
];

/** The toolbar's buttons: the i18n key of each one's name, and the command it runs. */
export const TOOLBAR_ACTIONS = ['bold', 'italic', 'underline', 'strike', 'heading', 'bulletList', 'orderedList', 'blockquote', 'rule', 'undo', 'redo'] as const;
export type ToolbarAction = (typeof TOOLBAR_ACTIONS)[number];
