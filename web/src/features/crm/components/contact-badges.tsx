import type { Contact } from '@fotostudio/shared/contracts/crm';
import { splitPhone } from '@fotostudio/shared/phone/phone-prefixes';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import type { ContactPriority, ContactStatus } from '../utils/contact-list-params';

const STATUS_TONES: Record<ContactStatus, BadgeTone> = { active: 'success', potential: 'accent', inactive: 'neutral' };
const PRIORITY_TONES: Record<ContactPriority, BadgeTone> = { high: 'warning', medium: 'accent', low: 'neutral' };

/** An empty cell: a dash to see, "not set" to hear. */
export const NotSet = () => {
  const { t } = useTranslation();
  return (
    <>
      <span className="crm-muted" aria-hidden="true">
        —
      </span>
      <span className="visually-hidden">{t('common.notSet')}</span>
    </>
  );
};

export const StatusBadge = ({ status }: { status: Contact['status'] }) => {
  const { t } = useTranslation();
  return status ? <Badge tone={STATUS_TONES[status]}>{t(`crm.status.${status}`)}</Badge> : <NotSet />;
};

export const PriorityBadge = ({ priority }: { priority: Contact['priority'] }) => {
  const { t } = useTranslation();
  return priority ? <Badge tone={PRIORITY_TONES[priority]}>{t(`crm.priority.${priority}`)}</Badge> : <NotSet />;
};

export const TagList = ({ tags }: { tags: readonly string[] }) =>
  tags.length === 0 ? (
    <NotSet />
  ) : (
    <ul className="crm-tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge>{tag}</Badge>
        </li>
      ))}
    </ul>
  );

/** An email that may wrap after its @ rather than between any two letters. */
export const EmailText = ({ email }: { email: string }) => (
  <span className="crm-email">
    {email.split(/(?<=@)/).map((part, index) => (
      <Fragment key={index}>
        {index > 0 ? <wbr /> : null}
        {part}
      </Fragment>
    ))}
  </span>
);

/** A phone that may wrap between its country prefix and its number, never inside the number. */
export const PhoneText = ({ phone }: { phone: string }) => {
  const { prefix, number } = splitPhone(phone);
  if (!phone.startsWith(prefix.dial)) return <span className="crm-nowrap">{phone}</span>;
  return (
    <span>
      {prefix.dial} <span className="crm-nowrap">{number}</span>
    </span>
  );
};
