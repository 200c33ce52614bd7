import type { AgreementDocument } from '@fotostudio/shared/agreements/rich-text';
import { LANGUAGES, type Language } from '@fotostudio/shared/constants';
import { createTemplate, getTemplate, listProvidedTemplates, listTemplates, updateTemplate, type AgreementTemplate } from '@fotostudio/shared/contracts/agreements';
import type { JSONContent } from '@tiptap/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { useRoute, useRouteMutation } from '../../../lib/use-route';
import { RichTextEditor } from './rich-text-editor';

const BLANK = 'blank';

const hasText = (document: JSONContent | null): boolean => JSON.stringify(document ?? {}).includes('"text":"') || JSON.stringify(document ?? {}).includes('"mergeField"');

/** The form of a new template or a new version of one (`saved`), once its document is known. */
const TemplateForm = ({ saved, onClose }: { saved: AgreementTemplate | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const provided = useRoute(listProvidedTemplates);
  const create = useRouteMutation(createTemplate, { invalidates: [listTemplates] });
  const update = useRouteMutation(updateTemplate, { invalidates: [listTemplates, getTemplate] });
  const [name, setName] = useState(saved?.name ?? '');
  const [language, setLanguage] = useState<Language>(saved?.language ?? 'es');
  const [startFrom, setStartFrom] = useState(BLANK);
  const [initial, setInitial] = useState<AgreementDocument | null>(saved?.document ?? null);
  const [document, setDocument] = useState<JSONContent | null>(saved?.document ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [focusError, setFocusError] = useState(0);
  const unsavedChanges = useUnsavedChanges({ name, language, document });
  const saving = create.isMutating || update.isMutating;

  const choose = (value: string) => {
    setStartFrom(value);
    const chosen = provided.data?.templates.find((template) => `${template.kind}:${template.language}` === value);
    setInitial(chosen?.document ?? null);
    setDocument(chosen?.document ?? null);
    if (chosen) {
      setLanguage(chosen.language);
      if (!name.trim()) setName(chosen.name);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFormError(null);
    setNameError(name.trim() ? null : t('agreements.editor.name'));
    if (!name.trim() || !hasText(document)) {
      if (!hasText(document)) setFormError(t('agreements.editor.empty'));
      setFocusError((count) => count + 1);
      return;
    }
    const body = { name: name.trim(), language, document: { type: 'doc' as const, content: document?.content ?? [] } };
    try {
      if (saved) {
        const { template } = await update.trigger({ params: { templateId: saved.templateId }, body: { ...body, baseVersion: saved.version } });
        toast.success(t('agreements.editor.saved', { version: template.version }));
      } else {
        await create.trigger({ body });
        toast.success(t('agreements.editor.created'));
      }
      onClose();
    } catch (error) {
      const code = shownErrorCodeOf(error);
      if (code) setFormError(errorMessage(code));
    }
  };

  const languageOptions = LANGUAGES.map((value) => ({ value, label: t(`agreements.languages.${value}`) }));
  const startOptions = [
    { value: BLANK, label: t('agreements.editor.blank') },
    ...(provided.data?.templates ?? []).map((template) => ({
      value: `${template.kind}:${template.language}`,
      label: t('agreements.editor.provided', { name: template.name, language: t(`agreements.languages.${template.language}`) }),
    })),
  ];

  return (
    <FormModal
      title={saved ? t('agreements.editor.editTitle') : t('agreements.editor.createTitle')}
      size="5xl"
      saving={saving}
      formError={formError}
      focusErrorSignal={focusError}
      onSubmit={submit}
      onClose={onClose}
      unsavedChanges={unsavedChanges}
    >
      {saved ? null : <SelectField label={t('agreements.editor.startFrom')} value={startFrom} options={startOptions} onValueChange={choose} />}
      <TextField label={t('agreements.editor.name')} required value={name} error={nameError} onChange={(event) => setName(event.target.value)} />
      <SelectField label={t('agreements.editor.language')} value={language} options={languageOptions} onValueChange={setLanguage} />
      <RichTextEditor key={startFrom} label={t('agreements.editor.body')} hint={t('agreements.editor.bodyHint')} initial={initial} onChange={setDocument} />
    </FormModal>
  );
};

/** Creates a template (blank or from a provided one) or saves a new version of `templateId`. */
export const TemplateEditorModal = ({ templateId, onClose }: { templateId: string | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const template = useRoute(getTemplate, templateId ? { params: { templateId } } : null);
  if (templateId && !template.data) {
    return (
      <Modal open title={t('agreements.editor.editTitle')} onClose={onClose} size="sm" height="auto">
        <Spinner label={t('agreements.templates.loading')} />
      </Modal>
    );
  }
  return <TemplateForm saved={templateId ? (template.data?.template ?? null) : null} onClose={onClose} />;
};
