import { createShareLink, setShareLinkStatus, type ShareLink, type ShareLinkStatus } from '@fotostudio/shared/contracts/share-links';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useFormatDate } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { ApiError } from '../../../lib/api-client';
import { useRouteMutation } from '../../../lib/use-route';
import { shareLinkWrite, useShareLink } from '../api/get-share-link';
import { refreshLinkPreview } from '../api/refresh-share-link-preview';
import { shareActionErrorCode } from '../utils/share-link-errors';
import { activationNeedsDays, linkAddresses, whatsappShareUrl } from '../utils/share-link-form';
import { ShareLinkExtendDialog } from './share-link-extend-dialog';
import { ShareLinkFormDialog } from './share-link-form-dialog';

const STATUS_TONES: Record<ShareLinkStatus, BadgeTone> = { active: 'success', inactive: 'neutral', expired: 'warning', closed: 'accent' };

export const ShareLinkStatusBadge = ({ status }: { status: ShareLinkStatus }) => {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONES[status]}>{t(`sessions.share.statuses.${status}`)}</Badge>;
};

/** One address of the link: to read, copy, or send on WhatsApp with the link's message. */
const LinkAddress = ({ label, url, message }: { label: string; url: string; message: string | null }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const catalogueToast = useCatalogueToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('sessions.share.copied'));
    } catch {
      catalogueToast.showCode('share.copy_failed');
    }
  };
  return (
    <div className="share-link-address">
      <TextField label={label} readOnly value={url} onFocus={(event) => event.target.select()} />
      <div className="share-link-address-actions">
        <Button variant="secondary" icon={<Icon name="copy" size={18} />} aria-label={t('sessions.share.copyNamed', { label })} onClick={() => void copy()}>
          {t('sessions.share.copy')}
        </Button>
        <a
          className="button button-secondary"
          href={whatsappShareUrl(message, url)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('sessions.share.whatsappNamed', { label })}
        >
          {t('sessions.share.whatsapp')}
        </a>
      </div>
    </div>
  );
};

type Pending = 'status' | 'preview' | 'regenerate' | null;

/** The existing link: status, dates, addresses and what can be done with it. */
const ShareLinkDetails = ({ sessionId, link, onEdit }: { sessionId: string; link: ShareLink; onEdit: () => void }) => {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const catalogueToast = useCatalogueToast();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  // The deadline in Madrid, the zone the client's gallery and reminders say it in.
  const formatDeadline = (iso: string) =>
    `${new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(new Date(iso))} (${t('sessions.share.madridTime')})`;
  const setStatus = useRouteMutation(setShareLinkStatus, { writes: shareLinkWrite });
  // Generates the link again: a new token that retires the old address.
  const create = useRouteMutation(createShareLink, { writes: shareLinkWrite });
  const [pending, setPending] = useState<Pending>(null);
  const [extending, setExtending] = useState<'extend' | 'activate' | null>(null);
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);

  const run = async (what: Exclude<Pending, null>, action: () => Promise<void>, fallback: Parameters<typeof shareActionErrorCode>[1]) => {
    setPending(what);
    try {
      await action();
    } catch (error) {
      // Activating a link whose date passed meanwhile: ask for the days, as for an expired one.
      if (what === 'status' && error instanceof ApiError && error.code === 'share.expired') setExtending('activate');
      else {
        const code = shareActionErrorCode(error, fallback);
        if (code) catalogueToast.showCode(code);
      }
    } finally {
      setPending(null);
    }
  };

  const deactivate = () =>
    run(
      'status',
      async () => {
        await setStatus.trigger({ params: { sessionId }, body: { active: false } });
        toast.success(t('sessions.share.deactivated'));
      },
      'share.status_change_failed',
    );

  const activate = () => {
    if (activationNeedsDays(link, Date.now())) {
      setExtending('activate');
      return;
    }
    void run(
      'status',
      async () => {
        await setStatus.trigger({ params: { sessionId }, body: { active: true } });
        toast.success(t('sessions.share.activated'));
      },
      'share.status_change_failed',
    );
  };

  const refreshPreview = () =>
    run(
      'preview',
      async () => {
        await refreshLinkPreview(sessionId);
        toast.success(t('sessions.share.previewRefreshed'));
      },
      'share.process_failed',
    );

  const regenerate = () =>
    run(
      'regenerate',
      async () => {
        // Generating again keeps password, message and validity by leaving them out; the old
        // addresses (token and custom address) stop working.
        await create.trigger({ params: { sessionId }, body: { title: link.title } });
        setConfirmRegenerate(false);
        toast.success(t('sessions.share.regenerated'));
      },
      'share.process_failed',
    );

  const addresses = linkAddresses(link);
  const canToggle = link.status !== 'closed';

  return (
    <div className="share-link">
      <div className="share-link-head">
        <h3 className="share-link-title">{link.title}</h3>
        <ShareLinkStatusBadge status={link.status} />
      </div>
      {link.status === 'inactive' ? <Alert tone="warning">{errorMessage('share.inactive_warning')}</Alert> : null}
      {link.status === 'expired' ? <Alert tone="warning">{errorMessage('share.expired')}</Alert> : null}
      {link.status === 'closed' ? <Alert tone="info">{t('sessions.share.closedNote')}</Alert> : null}
      <dl className="share-link-facts">
        <div>
          <dt>{t('sessions.share.createdAt')}</dt>
          <dd>{formatDate(new Date(link.createdAt))}</dd>
        </div>
        <div>
          <dt>{t('sessions.share.validUntil')}</dt>
          <dd>{formatDate(new Date(link.validUntil))}</dd>
        </div>
        <div>
          <dt>{t('sessions.share.password')}</dt>
          <dd>{link.hasPassword ? t('sessions.share.passwordSet') : t('sessions.share.passwordNone')}</dd>
        </div>
        {link.selectionDeadline ? (
          <div>
            <dt>{t('sessions.share.selectionDeadline')}</dt>
            <dd>
              {formatDeadline(link.selectionDeadline)}
              {link.deadlineOutcome ? ` · ${t(`sessions.share.deadlineOutcomes.${link.deadlineOutcome}`)}` : ''}
            </dd>
          </div>
        ) : null}
        {link.closedAt ? (
          <div>
            <dt>{t('sessions.share.closedAt')}</dt>
            <dd>{formatDate(new Date(link.closedAt))}</dd>
          </div>
        ) : null}
      </dl>
      {addresses.map((url, index) => (
        <LinkAddress
          key={url}
          url={url}
          message={link.message}
          label={index === 0 && link.customUrlFull ? t('sessions.share.customAddress') : t('sessions.share.address')}
        />
      ))}
      {link.message ? (
        <div className="share-link-message">
          <h4>{t('sessions.share.form.message')}</h4>
          <p>{link.message}</p>
        </div>
      ) : null}
      <div className="share-link-actions" role="group" aria-label={t('sessions.share.actionsLabel')}>
        <Button variant="secondary" icon={<Icon name="edit" size={18} />} disabled={pending !== null} onClick={onEdit}>
          {t('sessions.share.edit')}
        </Button>
        {canToggle && link.status === 'active' ? (
          <Button variant="secondary" pending={pending === 'status'} disabled={pending !== null} onClick={() => void deactivate()}>
            {t('sessions.share.deactivate')}
          </Button>
        ) : null}
        {canToggle && link.status !== 'active' ? (
          <Button variant="secondary" pending={pending === 'status'} disabled={pending !== null} onClick={activate}>
            {t('sessions.share.activate')}
          </Button>
        ) : null}
        <Button variant="secondary" icon={<Icon name="calendar" size={18} />} disabled={pending !== null} onClick={() => setExtending('extend')}>
          {t('sessions.share.extendAction')}
        </Button>
        <Button variant="secondary" icon={<Icon name="restore" size={18} />} pending={pending === 'preview'} disabled={pending !== null} onClick={() => void refreshPreview()}>
          {t('sessions.share.refreshPreview')}
        </Button>
        <Button variant="danger" icon={<Icon name="link" size={18} />} disabled={pending !== null} onClick={() => setConfirmRegenerate(true)}>
          {t('sessions.share.regenerate')}
        </Button>
      </div>
      {extending ? (
        <ShareLinkExtendDialog sessionId={sessionId} validUntil={link.validUntil} activate={extending === 'activate'} onClose={() => setExtending(null)} />
      ) : null}
      <ConfirmDialog
        open={confirmRegenerate}
        title={t('sessions.share.regenerateTitle')}
        confirmLabel={t('sessions.share.regenerateConfirm')}
        danger
        pending={pending === 'regenerate'}
        onConfirm={() => void regenerate()}
        onCancel={() => setConfirmRegenerate(false)}
      >
        <p>{t('sessions.share.regenerateMessage')}</p>
        <p>{t('sessions.share.regenerateKeeps')}</p>
        <ul>
          {link.hasPassword ? <li>{t('sessions.share.regenerateKeepsPassword')}</li> : null}
          {link.message ? <li>{t('sessions.share.regenerateKeepsMessage')}</li> : null}
          <li>{t('sessions.share.regenerateKeepsValidity', { date: formatDate(new Date(link.validUntil)) })}</li>
        </ul>
        {link.customUrlFull ? <p>{t('sessions.share.regenerateCustomUrl', { address: link.customUrlFull })}</p> : null}
      </ConfirmDialog>
    </div>
  );
};

/**
 * The share-link modal of a session (spec section 2): the form that generates the link when
 * there is none; else the link with its addresses, status and actions, and its edit form.
 */
export const ShareLinkDialog = ({ sessionId, sessionTitle, onClose }: { sessionId: string; sessionTitle: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { data, error, mutate } = useShareLink(sessionId);
  // Undefined while loading, null when the session has none yet.
  const link = data?.link;
  const [editing, setEditing] = useState(false);

  if (link === null) {
    return <ShareLinkFormDialog sessionId={sessionId} sessionTitle={sessionTitle} link={null} onDone={() => undefined} onClose={onClose} />;
  }
  if (link && editing) {
    return <ShareLinkFormDialog sessionId={sessionId} sessionTitle={sessionTitle} link={link} onDone={() => setEditing(false)} onClose={() => setEditing(false)} />;
  }

  const body = () => {
    if (link) return <ShareLinkDetails sessionId={sessionId} link={link} onEdit={() => setEditing(true)} />;
    if (error) {
      const code = shareActionErrorCode(error, 'share.load_failed');
      return <LoadError message={errorMessage(code ?? 'share.load_failed')} retryLabel={t('common.retry')} onRetry={() => void mutate()} />;
    }
    return <Spinner label={t('sessions.share.loading')} />;
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('sessions.share.title', { name: sessionTitle })}
      size="2xl"
      height="auto"
      className="share-link-dialog"
      footer={<Button onClick={onClose}>{t('sessions.share.done')}</Button>}
    >
      {body()}
    </Modal>
  );
};
