import { SESSION_STATUSES, SESSION_TYPES } from '@fotostudio/shared/contracts/sessions';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/ui/filter-bar';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { useDebouncedInput } from '../../../hooks/use-debounced-input';
import { isFiltered, SELECTED_FILTERS, type SessionListState } from '../utils/session-list-params';

/**
 * The search box (title or client name, sent once typing pauses) and the type, status and
 * selection filters. Every change starts again at page 1.
 */
export const SessionFilters = ({
  state,
  onChange,
  onClear,
}: {
  state: SessionListState;
  onChange: (change: Partial<SessionListState>) => void;
  onClear: () => void;
}) => {
  const { t } = useTranslation();
  const [search, setSearch] = useDebouncedInput(state.search, (text) => onChange({ search: text, page: 1 }));
  const all = { value: '' as const, label: t('sessions.list.filters.all') };
  const types: SelectOption<SessionListState['sessionType']>[] = [
    all,
    ...SESSION_TYPES.map((type) => ({ value: type, label: t(`sessions.list.types.${type}`) })),
  ];
  const statuses: SelectOption<SessionListState['status']>[] = [
    all,
    ...SESSION_STATUSES.map((status) => ({ value: status, label: t(`sessions.list.statuses.${status}`) })),
  ];
  const selected: SelectOption<SessionListState['selected']>[] = [
    all,
    ...SELECTED_FILTERS.map((value) => ({ value, label: t(`sessions.list.filters.selectedValues.${value}`) })),
  ];

  return (
    <FilterBar
      className="sessions-filters"
      label={t('sessions.list.filters.label')}
      search={{
        label: t('sessions.list.filters.search'),
        placeholder: t('sessions.list.filters.searchPlaceholder'),
        value: search,
        onChange: setSearch,
      }}
      clear={
        isFiltered(state)
          ? {
              label: t('sessions.list.filters.clear'),
              onClear: () => {
                setSearch('');
                onClear();
              },
            }
          : null
      }
    >
      <SelectField
        label={t('sessions.list.filters.type')}
        value={state.sessionType}
        options={types}
        onValueChange={(sessionType) => onChange({ sessionType, page: 1 })}
      />
      <SelectField
        label={t('sessions.list.filters.status')}
        value={state.status}
        options={statuses}
        onValueChange={(status) => onChange({ status, page: 1 })}
      />
      <SelectField
        label={t('sessions.list.filters.selected')}
        value={state.selected}
        options={selected}
        onValueChange={(value) => onChange({ selected: value, page: 1 })}
      />
    </FilterBar>
  );
};
