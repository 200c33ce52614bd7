import { MERGE_FIELDS, type MergeField } from '@fotostudio/shared/agreements/merge-fields';
import type { AgreementDocument } from '@fotostudio/shared/agreements/rich-text';
import { EditorContent, useEditor, useEditorState, type Editor, type JSONContent } from '@tiptap/react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { editorExtensions, TOOLBAR_ACTIONS, type ToolbarAction } from '../utils/editor-extensions';

const run = (editor: Editor, action: ToolbarAction) => {
  const chain = editor.chain().focus();
  const commands: Record<ToolbarAction, () => boolean> = {
    bold: () => chain.toggleBold().run(),
    italic: () => chain.toggleItalic().run(),
    underline: () => chain.toggleUnderline().run(),
    strike: () => chain.toggleStrike().run(),
    heading: () => chain.toggleHeading({ level: 2 }).run(),
    bulletList: () => chain.toggleBulletList().run(),
    orderedList: () => chain.toggleOrderedList().run(),
    blockquote: () => chain.toggleBlockquote().run(),
    rule: () => chain.setHorizontalRule().run(),
    undo: () => chain.undo().run(),
    redo: () => chain.redo().run(),
  };
  commands[action]();
};

/** Whether the action's format is on at the cursor (a toggle button's aria-pressed); undefined for plain buttons. */
const activeState = (editor: Editor, action: ToolbarAction): boolean | undefined => {
  switch (action) {
    case 'heading':
      return editor.isActive('heading', { level: 2 });
    case 'rule':
    case 'undo':
    case 'redo':
      return undefined;
    default:
      return editor.isActive(action);
  }
};

/**
 * The template's rich-text editor (TipTap): a labelled toolbar whose buttons say their names
 * and pressed state, the usual shortcuts, and merge-field insertion from a list. It reports the
 * editor's JSON document; the server sanitises it again before storing.
 */
export const RichTextEditor = ({
  label,
  hint,
  initial,
  onChange,
}: {
  label: string;
  hint: string;
  initial: AgreementDocument | null;
  onChange: (document: JSONContent) => void;
}) => {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const fieldSelectId = useId();
  const labelOf = (field: MergeField) => t(`agreements.fields.${field}`);
  // The extensions are made once (a new set would rebuild the editor); the labels are read when a field is drawn.
  const extensions = useMemo(() => editorExtensions(labelOf), []);
  const editor = useEditor({
    extensions,
    content: initial ?? { type: 'doc', content: [{ type: 'paragraph' }] },
    immediatelyRender: true,
    // The CSP allows no inline <style>: the editor's few rules are in styles/agreements.css.
    injectCSS: false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, 'aria-describedby': hintId, class: 'agreement-editor-content' },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getJSON()),
  });
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) => Object.fromEntries(TOOLBAR_ACTIONS.map((action) => [action, current ? activeState(current, action) : undefined])),
  });

  return (
    <div className="agreement-editor">
      <span id={labelId} className="field-label">
        {label}
      </span>
      <div className="agreement-editor-toolbar" role="toolbar" aria-label={t('agreements.editor.toolbar')}>
        {TOOLBAR_ACTIONS.map((action) => (
          <button
            key={action}
            type="button"
            className="agreement-editor-button"
            aria-pressed={pressed?.[action]}
            onClick={() => editor && run(editor, action)}
          >
            {t(`agreements.editor.${action}`)}
          </button>
        ))}
        <label htmlFor={fieldSelectId} className="agreement-editor-field-label">
          {t('agreements.editor.insertField')}
        </label>
        <select
          id={fieldSelectId}
          className="agreement-editor-field-select"
          value=""
          onChange={(event) => {
            const field = event.target.value as MergeField;
            if (editor && field) editor.chain().focus().insertContent({ type: 'mergeField', attrs: { field } }).run();
          }}
        >
          <option value="">{t('agreements.editor.chooseField')}</option>
          {MERGE_FIELDS.map((field) => (
            <option key={field} value={field}>
              {labelOf(field)}
            </option>
          ))}
        </select>
      </div>
      <EditorContent editor={editor} />
      <p id={hintId} className="field-hint">
        {hint}
      </p>
    </div>
  );
};
