import { SESSION_STATUSES, SESSION_TYPES } from '@fotostudio/shared/contracts/sessions';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
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
    <div className="sessions-filters" role="search" aria-label={t('sessions.list.filters.label')}>
      <TextField
        className="sessions-filter-search"
        type="search"
        label={t('sessions.list.filters.search')}
        placeholder={t('sessions.list.filters.searchPlaceholder')}
        autoComplete="off"
        leading={<Icon name="search" size={18} className="sessions-search-icon" />}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
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
      {isFiltered(state) ? (
        <div className="sessions-filters-clear">
          <Button
            variant="ghost"
            icon={<Icon name="close" size={18} />}
            onClick={() => {
              setSearch('');
              onClear();
            }}
          >
            {t('sessions.list.filters.clear')}
          </Button>
        </div>
      ) : null}
    </div>
  );
};
