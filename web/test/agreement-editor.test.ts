// The template editor's TipTap set-up (features/agreements/utils/editor-extensions.ts): it can
// only produce what the server keeps, so nothing typed is lost on saving, and a merge field is
// one node with its field and label.
import { MERGE_FIELDS } from '@fotostudio/shared/agreements/merge-fields';
import { MARK_TYPES, sanitizeDocument, type AgreementDocument } from '@fotostudio/shared/agreements/rich-text';
import { getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { editorExtensions, isMergeField, MergeFieldNode, TOOLBAR_ACTIONS } from '../src/features/agreements/utils/editor-extensions';
import en from '../src/i18n/locales/en/agreements.json';
import es from '../src/i18n/locales/es/agreements.json';

const schema = getSchema(editorExtensions((field) => `label of ${field}`));

/** Every feature the editor offers, as the editor's JSON. */
const everything: AgreementDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Objeto' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'negrita', marks: [{ type: 'bold' }, { type: 'italic' }, { type: 'underline' }, { type: 'strike' }] },
        { type: 'hardBreak' },
        { type: 'text', text: 'web', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }] },
        { type: 'mergeField', attrs: { field: 'clientName' } },
      ],
    },
    { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'uno' }] }] }] },
    { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'tres' }] }] }] },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'cita' }] }] },
    { type: 'horizontalRule' },
  ],
};

describe('the agreement template editor', () => {
  it('offers only the nodes and marks the server keeps', () => {
    const allowedNodes = ['doc', 'text', 'paragraph', 'heading', 'bulletList', 'orderedList', 'listItem', 'blockquote', 'horizontalRule', 'hardBreak', 'mergeField'];
    expect(Object.keys(schema.nodes).sort()).toEqual([...allowedNodes].sort());
    expect(Object.keys(schema.marks).sort()).toEqual([...MARK_TYPES].sort());
  });

  it('reads every feature of a saved document, and the server keeps all of it', () => {
    const node = schema.nodeFromJSON(everything);
    expect(() => node.check()).not.toThrow();
    expect(sanitizeDocument(everything)).toEqual(everything);
    // What the editor writes back carries extra link attributes the server drops, nothing else.
    expect(sanitizeDocument(node.toJSON())).toEqual(everything);
  });

  it('keeps a merge field as one atom naming its field', () => {
    const field = schema.nodes.mergeField;
    expect(field?.isAtom && field.isInline).toBe(true);
    expect(MergeFieldNode.name).toBe('mergeField');
    expect(MERGE_FIELDS.every(isMergeField)).toBe(true);
    expect(isMergeField('password')).toBe(false);
  });

  it('names every toolbar button and merge field in Spanish and English', () => {
    for (const words of [es, en]) {
      for (const action of TOOLBAR_ACTIONS) expect(words.agreements.editor[action], action).toBeTruthy();
      for (const field of MERGE_FIELDS) expect(words.agreements.fields[field], field).toBeTruthy();
    }
  });
});
