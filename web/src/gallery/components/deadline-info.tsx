// The selection deadline in the gallery's info area (issue 28 point 2): the date and time in
// Madrid and how far it is, in the visitor's language; nothing when the link has none.
import { deadlineWhen } from '../format';
import { useI18n } from '../i18n';

export const DeadlineInfo = ({ deadline }: { deadline: string | null }) => {
  const { t, language } = useI18n();
  if (!deadline) return null;
  const when = deadlineWhen(deadline, language);
  return (
    <li className="g-deadline">
      <time dateTime={deadline}>{t('info.deadline', { date: when.absolute, relative: when.relative })}</time>
    </li>
  );
};
