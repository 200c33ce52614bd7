import { listTemplates, type TemplateSummary } from '@fotostudio/shared/contracts/agreements';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { PanelHeader } from '../../../components/ui/panel-header';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDate } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useRoute } from '../../../lib/use-route';
import { TemplateEditorModal } from './template-editor-modal';

type Editing = { mode: 'create' } | { mode: 'edit'; templateId: string };

/** The Templates tab: the photographer's templates at their latest version. */
export const TemplatesPanel = () => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  const templates = useRoute(listTemplates);
  const [editing, setEditing] = useState<Editing | null>(null);

  const columns: DataTableColumn<TemplateSummary>[] = [
    { id: 'name', header: t('agreements.templates.columns.name'), cell: (template) => <span className="catalog-name">{template.name}</span> },
    { id: 'language', header: t('agreements.templates.columns.language'), cell: (template) => t(`agreements.languages.${template.language}`) },
    { id: 'version', header: t('agreements.templates.columns.version'), cell: (template) => t('agreements.templates.versionNumber', { version: template.version }) },
    { id: 'updated', header: t('agreements.templates.columns.updated'), cell: (template) => formatDate(template.updatedAt) },
    {
      id: 'actions',
      header: t('agreements.templates.columns.actions'),
      hideHeader: true,
      align: 'end',
      cell: (template) => (
        <Button variant="secondary" icon={<Icon name="edit" size={18} />} aria-label={t('agreements.templates.edit', { name: template.name })} onClick={() => setEditing({ mode: 'edit', templateId: template.templateId })}>
          {t('agreements.templates.editShort')}
        </Button>
      ),
    },
  ];

  const body = () => {
    if (!templates.data) {
      if (templates.error) return <LoadError message={errorMessage(templates.error.code)} retryLabel={t('common.retry')} onRetry={() => void templates.mutate()} />;
      return <Spinner label={t('agreements.templates.loading')} />;
    }
    if (templates.data.templates.length === 0) {
      return <EmptyState icon="book" title={t('agreements.templates.empty.title')} message={t('agreements.templates.empty.message')} />;
    }
    return (
      <DataTable
        caption={t('agreements.templates.caption')}
        hideCaption
        stackOnPhone
        columns={columns}
        rows={templates.data.templates}
        rowKey={(template) => template.templateId}
        empty={t('agreements.templates.empty.title')}
      />
    );
  };

  return (
    <div className="catalog-panel">
      <PanelHeader
        intro={t('agreements.templates.intro')}
        action={
          <Button icon={<Icon name="plus" size={18} />} onClick={() => setEditing({ mode: 'create' })}>
            {t('agreements.templates.new')}
          </Button>
        }
      />
      <Alert tone="info">{t('agreements.templates.lawyerNote')}</Alert>
      {body()}
      {editing ? <TemplateEditorModal templateId={editing.mode === 'edit' ? editing.templateId : null} onClose={() => setEditing(null)} /> : null}
    </div>
  );
};
