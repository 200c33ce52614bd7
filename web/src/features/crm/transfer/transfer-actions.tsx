import type { ListContactsQuery } from '@fotostudio/shared/contracts/crm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ExportWizard } from './export-wizard';
import { ImportDialog } from './import-dialog';

/** The CRM toolbar's import and export; the export starts from what the list shows. */
export const TransferActions = ({ listQuery, onImported }: { listQuery: ListContactsQuery; onImported: () => void }) => {
  const { t } = useTranslation();
  const { type, page: _page, pageSize: _pageSize, ...filters } = listQuery;
  const [open, setOpen] = useState<'import' | 'export' | null>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen('import')}>
        {t('crm.transfer.import.open')}
      </Button>
      <Button variant="secondary" onClick={() => setOpen('export')}>
        {t('crm.transfer.export.open')}
      </Button>
      <ImportDialog open={open === 'import'} onClose={() => setOpen(null)} onImported={onImported} />
      <ExportWizard open={open === 'export'} onClose={() => setOpen(null)} initialType={type} filters={filters} />
    </>
  );
};
