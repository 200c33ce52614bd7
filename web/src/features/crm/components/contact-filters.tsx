import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/ui/filter-bar';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useDebouncedInput } from '../../../hooks/use-debounced-input';
import { useContactOptions } from '../hooks/use-contact-options';
import { isFiltered, type ContactListState, type ContactType } from '../utils/contact-list-params';

/**
 * The search box (first name, last name or primary email, sent once typing pauses) and
 * the status, priority, source and tag filters of one tab. Every change starts again at
 * page 1.
 */
export const ContactFilters = ({
  type,
  state,
  onChange,
  onClear,
}: {
  type: ContactType;
  state: ContactListState;
  onChange: (change: Partial<ContactListState>) => void;
  onClear: () => void;
}) => {
  const { t } = useTranslation();
  const options = useContactOptions(t('crm.filters.all'));
  const [search, setSearch] = useDebouncedInput(state.search, (text) => onChange({ search: text, page: 1 }));
  const [tag, setTag] = useDebouncedInput(state.tag, (text) => onChange({ tag: text, page: 1 }));

  return (
    <FilterBar
      className="crm-filters"
      label={t(`crm.filters.label.${type}`)}
      search={{ label: t('crm.filters.search'), placeholder: t('crm.filters.searchPlaceholder'), value: search, onChange: setSearch }}
      clear={
        isFiltered(state)
          ? {
              label: t('crm.filters.clear'),
              onClear: () => {
                setSearch('');
                setTag('');
                onClear();
              },
            }
          : null
      }
    >
      <SelectField
        label={t('crm.fields.status')}
        value={state.status}
        options={options.statuses}
        onValueChange={(status) => onChange({ status, page: 1 })}
      />
      <SelectField
        label={t('crm.fields.priority')}
        value={state.priority}
        options={options.priorities}
        onValueChange={(priority) => onChange({ priority, page: 1 })}
      />
      <SelectField
        label={t('crm.fields.source')}
        value={state.source}
        options={options.sources}
        onValueChange={(source) => onChange({ source, page: 1 })}
      />
      <TextField
        label={t('crm.filters.tag')}
        placeholder={t('crm.filters.tagPlaceholder')}
        autoComplete="off"
        value={tag}
        onChange={(event) => setTag(event.target.value)}
      />
    </FilterBar>
  );
};
