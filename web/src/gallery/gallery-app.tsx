// The gallery page's states: loading, the gallery, a password prompt, a closed link, a
// failure to retry, the thank-you page after confirming, and the confirmed selection read-only
// on a link closed by its confirmation.
import { useCallback, useEffect, useState } from 'react';
import type { GalleryBranding, GalleryData, GalleryPriceResult } from '@fotostudio/shared/contracts/gallery';
import type { ConfirmedSelection } from '@fotostudio/shared/contracts/gallery-confirmed';
import type { GalleryDeliveryData } from '@fotostudio/shared/contracts/gallery-delivery';
import { codeOfError, galleryApi, passStore, viewerStore } from './api';
import { ConfirmedSelectionScreen } from './components/confirmed-selection-screen';
import { PAGE_SIZE } from './limits';
import { useI18n } from './i18n';
import { DeliveryScreen } from './components/delivery-screen';
import { ExtrasFrozenPage, ExtrasReturnPage } from './components/extras-payment-pages';
import { GalleryScreen } from './components/gallery-screen';
import { ClosedPage, ErrorPage, isClosedCode, LoadingPage, PasswordPage, ThankYouPage } from './components/pages';
import { PaintedProvider, type FirstScreen } from './first-screen';
import { ViewerStep, type Viewer } from './components/viewer-step';

/**
 * Who this browser is on the link (issue 28 point 2): the viewer it named before, while that
 * list is still on the link; else, once someone on the link has a name, "¿Quién eres?" first;
 * while nobody has, the gallery opens on the link's one list (one person, as before) and
 * offers the question without asking it.
 */
const initialViewer = (linkKey: string, gallery: GalleryData): { kind: 'ask' } | { kind: 'chosen'; viewer: Viewer | null } => {
  const stored = viewerStore.get(linkKey);
  const mine = gallery.viewers.find((list) => list.viewerId === stored && list.name !== '');
  if (mine) return { kind: 'chosen', viewer: { viewerId: mine.viewerId, name: mine.name } };
  return gallery.viewers.some((list) => list.name !== '') ? { kind: 'ask' } : { kind: 'chosen', viewer: null };
};

type Phase =
  | { kind: 'loading' }
  | { kind: 'failed'; code: string }
  | { kind: 'closed'; code: string }
  | { kind: 'password' }
  | { kind: 'ready'; gallery: GalleryData }
  | { kind: 'delivery'; delivery: GalleryDeliveryData }
  | { kind: 'thanks'; gallery: GalleryData; price: GalleryPriceResult; photoCount: number }
  | { kind: 'confirmed'; selection: ConfirmedSelection }
  | { kind: 'extrasReturn'; checkoutSessionId: string };

/** Back from Stripe's page (issue 25 point 4): the Checkout Session id its success URL carries, or whether it was cancelled. */
const checkoutReturnOf = (search: string): { checkoutSessionId: string | null; cancelled: boolean } => {
  const query = new URLSearchParams(search);
  const id = query.get('checkout_session');
  return { checkoutSessionId: id && /^cs_[A-Za-z0-9_]{1,250}$/.test(id) ? id : null, cancelled: query.get('checkout') === 'cancelled' };
};

/** The address without the return's query, so a reload opens the gallery itself. */
const forgetCheckoutReturn = (): void => {
  const url = new URL(window.location.href);
  url.searchParams.delete('checkout_session');
  url.searchParams.delete('checkout');
  window.history.replaceState(window.history.state, '', url);
};

/**
 * The studio behind a link that exists but does not open (password, disabled, expired, closed):
 * its page carries the brand once it has come; without it (a failure) the page is plain.
 */
const useBrandOf = (linkKey: string | undefined, phase: Phase): GalleryBranding | null => {
  const [branding, setBranding] = useState<GalleryBranding | null>(null);
  const wanted = linkKey !== undefined && (phase.kind === 'password' || (phase.kind === 'closed' && phase.code !== 'gallery.link_invalid'));
  useEffect(() => {
    if (!wanted || !linkKey || branding) return undefined;
    let current = true;
    galleryApi.brand(linkKey).then(
      (answer) => {
        if (current) setBranding(answer);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, linkKey, branding]);
  return wanted ? branding : null;
};

const NOTHING_PAINTED: ReadonlyMap<string, string> = new Map();

/**
 * The answers of a link closed by a confirmation (issue 28 point 4): the link's page is then the
 * confirmed selection, read-only. The branch that decides it is `linkGone`'s; a published
 * delivery (the delivery gallery) is to be decided before it.
 */
const isConfirmedCode = (code: string): boolean => code === 'gallery.link_closed' || code === 'gallery.already_confirmed';
/** What a link closed for choosing answers; its session may have had a delivery that ended since. */
const DELIVERY_MAY_HAVE_ENDED = new Set(['gallery.link_closed', 'gallery.link_expired', 'gallery.selection_deadline_passed']);

export const GalleryApp = ({ linkKey, firstScreen }: { linkKey: string | undefined; firstScreen?: FirstScreen | undefined }) => {
  const [checkoutReturn] = useState(() => checkoutReturnOf(window.location.search));
  // A first screen rendered by the server: the gallery is ready at once, from its data (not on the way back from Stripe's page).
  const plainVisit = !checkoutReturn.checkoutSessionId && !checkoutReturn.cancelled;
  const [phase, setPhase] = useState<Phase>(
    !linkKey
      ? { kind: 'closed', code: 'gallery.link_invalid' }
      : checkoutReturn.checkoutSessionId
        ? { kind: 'extrasReturn', checkoutSessionId: checkoutReturn.checkoutSessionId }
        : firstScreen && plainVisit
          ? { kind: 'ready', gallery: firstScreen.gallery }
          : { kind: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  // Said above the gallery when it opens again on its draft after Stripe's page (not paid).
  const [extrasNotice, setExtrasNotice] = useState<'extras.notPaid' | 'extras.cancelled' | null>(null);
  const branding = useBrandOf(linkKey, phase);
  const { t } = useI18n();

  const linkGone = useCallback(
    (code: string) => {
      if (code === 'gallery.password_required' && linkKey) {
        passStore.clear(linkKey);
        setPhase({ kind: 'password' });
      } else if (isConfirmedCode(code) && linkKey) {
        // A link closed by a confirmation shows that selection read-only, until a delivery is published.
        setPhase({ kind: 'loading' });
        galleryApi.confirmedSelection(linkKey, { offset: 0, limit: PAGE_SIZE }).then(
          (selection) => {
            document.title = `${selection.title} · ${selection.branding.businessName}`;
            // The thank-you page, come meanwhile (this page's own confirmation), stays until "Ver mi selección".
            setPhase((current) => (current.kind === 'loading' ? { kind: 'confirmed', selection } : current));
          },
          (error: unknown) => {
            const again = codeOfError(error, 'gallery.load_failed');
            if (again === 'gallery.password_required') {
              passStore.clear(linkKey);
              setPhase({ kind: 'password' });
            } else if (again === 'gallery.delivery_open') {
              // Delivered meanwhile: the link opens as the delivery gallery.
              setAttempt((n) => n + 1);
            } else setPhase(isClosedCode(again) && !isConfirmedCode(again) ? { kind: 'closed', code: again } : { kind: 'failed', code: again });
          },
        );
      } else {
        setPhase({ kind: 'closed', code });
      }
    },
    [linkKey],
  );

  const waitingForReturn = phase.kind === 'extrasReturn';
  useEffect(() => {
    if (!linkKey || waitingForReturn) return undefined;
    // The first screen's data is this visit's first answer; a retry or an unlock asks again.
    if (firstScreen && plainVisit && attempt === 0) return undefined;
    let current = true;
    setPhase({ kind: 'loading' });
    // Back through Stripe's "cancel": the Checkout is expired and the draft editable again before the gallery loads.
    const cancelled = checkoutReturn.cancelled && attempt === 0;
    if (cancelled) forgetCheckoutReturn();
    const before = cancelled
      ? galleryApi.cancelExtras(linkKey).then(
          (answer) => current && answer.released && setExtrasNotice('extras.cancelled'),
          () => undefined,
        )
      : Promise.resolve();
    const failed = (error: unknown) => {
      if (!current) return;
      const code = codeOfError(error, 'gallery.load_failed');
      if (code === 'gallery.password_required' || isClosedCode(code)) linkGone(code);
      else setPhase({ kind: 'failed', code });
    };
    const openDelivery = () =>
      galleryApi.delivery(linkKey).then((delivery) => current && setPhase({ kind: 'delivery', delivery }), failed);
    before.then(() => galleryApi.get(linkKey)).then(
      (gallery) => {
        if (!current) return;
        document.title = `${gallery.title} · ${gallery.branding.businessName}`;
        setPhase({ kind: 'ready', gallery });
      },
      (error: unknown) => {
        if (!current) return;
        const code = codeOfError(error, 'gallery.load_failed');
        // The session's finals are delivered (issue 28 point 4): the link opens as their gallery.
        if (code === 'gallery.delivery_open') void openDelivery();
        // A link closed for choosing whose delivery ended says so (the delivery's own closed page).
        else if (DELIVERY_MAY_HAVE_ENDED.has(code)) galleryApi.delivery(linkKey).then((delivery) => current && setPhase({ kind: 'delivery', delivery }), (again: unknown) => failed(codeOfError(again) === 'gallery.delivery_closed' ? again : error));
        else failed(error);
      },
    );
    return () => {
      current = false;
    };
  }, [linkKey, attempt, linkGone, waitingForReturn, checkoutReturn.cancelled, firstScreen, plainVisit]);

  const extrasCancelled = (released: boolean) => {
    setExtrasNotice(released ? 'extras.cancelled' : null);
    setAttempt((n) => n + 1);
  };

  const reload = () => setAttempt((n) => n + 1);
  const extrasNotPaid = useCallback(() => {
    forgetCheckoutReturn();
    setExtrasNotice('extras.notPaid');
    setPhase({ kind: 'loading' });
  }, []);

  if (!linkKey) return <ClosedPage code="gallery.link_invalid" />;
  switch (phase.kind) {
    case 'loading':
      return <LoadingPage />;
    case 'failed':
      return <ErrorPage code={phase.code} onRetry={reload} />;
    case 'closed':
      return <ClosedPage code={phase.code} branding={branding} />;
    case 'password':
      return <PasswordPage linkKey={linkKey} onUnlocked={reload} branding={branding} />;
    case 'thanks':
      return (
        <ThankYouPage
          branding={phase.gallery.branding}
          look={phase.gallery.look}
          price={phase.price}
          photoCount={phase.photoCount}
          onSeeSelection={() => linkGone('gallery.link_closed')}
        />
      );
    case 'confirmed':
      return <ConfirmedSelectionScreen linkKey={linkKey} selection={phase.selection} onLinkGone={linkGone} />;
    case 'delivery':
      return <DeliveryScreen linkKey={linkKey} delivery={phase.delivery} onLinkGone={linkGone} />;
    case 'extrasReturn':
      return <ExtrasReturnPage linkKey={linkKey} checkoutSessionId={phase.checkoutSessionId} onNotPaid={extrasNotPaid} />;
    case 'ready':
      // A Checkout of the extras is open: the draft is frozen until it is paid or expires.
      if (phase.gallery.extrasCheckout) {
        return <ExtrasFrozenPage linkKey={linkKey} gallery={phase.gallery} checkout={phase.gallery.extrasCheckout} onCancelled={extrasCancelled} />;
      }
      return (
        <PaintedProvider value={firstScreen?.painted ?? NOTHING_PAINTED}>
          {extrasNotice && (
            <p className="g-warning g-extras-notice" role="status">
              {t(extrasNotice)}
            </p>
          )}
          <ReadyGallery
            linkKey={linkKey}
            gallery={phase.gallery}
            onReload={reload}
            onConfirmed={({ price, photoCount }) => {
              window.scrollTo(0, 0);
              setPhase({ kind: 'thanks', gallery: phase.gallery, price, photoCount });
            }}
            onLinkGone={linkGone}
          />
        </PaintedProvider>
      );
  }
};

interface ReadyGalleryProps {
  linkKey: string;
  gallery: GalleryData;
  /** Reads the gallery again (a name just typed made or named a list). */
  onReload: () => void;
  onConfirmed: (result: { price: GalleryPriceResult; photoCount: number }) => void;
  onLinkGone: (code: string) => void;
}

/** The gallery once it opens: "¿Quién eres?" first when it must ask, then the gallery as that person. */
const ReadyGallery = ({ linkKey, gallery, onReload, onConfirmed, onLinkGone }: ReadyGalleryProps) => {
  const [who, setWho] = useState(() => initialViewer(linkKey, gallery));
  if (who.kind === 'ask') {
    return (
      <ViewerStep
        linkKey={linkKey}
        gallery={gallery}
        onChosen={(viewer) => {
          if (viewer) viewerStore.set(linkKey, viewer.viewerId);
          else viewerStore.clear(linkKey);
          // A name typed now made a list or named the link's unnamed one: read the lists again.
          if (viewer && !gallery.viewers.some((list) => list.viewerId === viewer.viewerId && list.name === viewer.name)) onReload();
          else setWho({ kind: 'chosen', viewer });
        }}
      />
    );
  }
  return (
    <GalleryScreen
      key={who.viewer?.viewerId ?? ''}
      linkKey={linkKey}
      gallery={gallery}
      viewer={who.viewer}
      onAskViewer={() => setWho({ kind: 'ask' })}
      onConfirmed={onConfirmed}
      onLinkGone={onLinkGone}
    />
  );
};
