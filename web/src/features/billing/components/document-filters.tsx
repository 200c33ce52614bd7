import { INVOICE_TYPES, type InvoiceType } from '@fotostudio/shared/contracts/billing/vocabulary';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/ui/date-input';
import { FilterBar } from '../../../components/ui/filter-bar';
import { SelectField } from '../../../components/ui/select-field';
import { useDebouncedInput } from '../../../hooks/use-debounced-input';
import { usePreferences } from '../../../lib/preferences';
import { isFiltered, PERIODS, statusesOf, type ListState, type Period } from '../utils/list-state';

/** Search by client or number, status (overdue included for invoices), invoice type and issue period; each change starts at page 1. */
export const DocumentFilters = ({
  state,
  onChange,
  onClear,
}: {
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
  onClear: () => void;
}) => {
  const { t } = useTranslation();
  const { dateFormat } = usePreferences();
  const [search, setSearch] = useDebouncedInput(state.search, (text) => onChange({ search: text, page: 1 }));
  return (
    <FilterBar
      className="billing-filters"
      label={t('billing.filters.label')}
      search={{ label: t('billing.filters.searchLabel'), placeholder: t('billing.filters.searchPlaceholder'), value: search, onChange: setSearch }}
      clear={
        isFiltered(state)
          ? {
              label: t('billing.filters.clear'),
              onClear: () => {
                setSearch('');
                onClear();
              },
            }
          : null
      }
    >
      <SelectField
        label={t('billing.filters.status')}
        value={state.status}
        options={[
          { value: '', label: t('billing.filters.allStatuses') },
          ...statusesOf(state.kind).map((status) => ({ value: status, label: t(`billing.status.${status}`) })),
        ]}
        onValueChange={(status) => onChange({ status, page: 1 })}
      />
      {state.kind === 'invoice' ? (
        <SelectField<InvoiceType | ''>
          label={t('billing.filters.invoiceType')}
          value={state.invoiceType}
          options={[{ value: '', label: t('billing.filters.allInvoiceTypes') }, ...INVOICE_TYPES.map((type) => ({ value: type, label: t(`billing.invoiceTypes.${type}`) }))]}
          onValueChange={(invoiceType) => onChange({ invoiceType, page: 1 })}
        />
      ) : null}
      <SelectField<Period>
        label={t('billing.filters.period')}
        value={state.period}
        options={PERIODS.map((period) => ({ value: period, label: t(`billing.filters.periods.${period}`) }))}
        onValueChange={(period) => onChange({ period, page: 1 })}
      />
      {state.period === 'custom' ? (
        <>
          <DateInput label={t('billing.filters.from')} value={state.from} format={dateFormat} onChange={(from) => onChange({ from: from ?? '', page: 1 })} />
          <DateInput label={t('billing.filters.to')} value={state.to} format={dateFormat} onChange={(to) => onChange({ to: to ?? '', page: 1 })} />
        </>
      ) : null}
    </FilterBar>
  );
};
