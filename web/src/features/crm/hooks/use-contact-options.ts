import { CONTACT_PRIORITIES, CONTACT_SOURCES, CONTACT_STATUSES } from '@fotostudio/shared/contracts/crm';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../../../components/ui/select-field';
import type { ContactPriority, ContactSource, ContactStatus } from '../utils/contact-list-params';

export interface ContactOptions {
  statuses: SelectOption<ContactStatus | ''>[];
  priorities: SelectOption<ContactPriority | ''>[];
  sources: SelectOption<ContactSource | ''>[];
}

/**
 * The status, priority and source choices, in the spec's order, after a first blank
 * choice named `blankLabel` ("All" in a filter, "Not set" in the form).
 */
export const useContactOptions = (blankLabel: string): ContactOptions => {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      statuses: [{ value: '', label: blankLabel }, ...CONTACT_STATUSES.map((value) => ({ value, label: t(`crm.status.${value}`) }))],
      priorities: [{ value: '', label: blankLabel }, ...CONTACT_PRIORITIES.map((value) => ({ value, label: t(`crm.priority.${value}`) }))],
      sources: [{ value: '', label: blankLabel }, ...CONTACT_SOURCES.map((value) => ({ value, label: t(`crm.source.${value}`) }))],
    }),
    [t, blankLabel],
  );
};
