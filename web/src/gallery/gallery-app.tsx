// The gallery page's states: loading, the gallery, a password prompt, a closed link, a
// failure to retry, and the thank-you page after confirming.
import { useCallback, useEffect, useState } from 'react';
import type { GalleryBranding, GalleryData, GalleryPriceResult } from '@fotostudio/shared/contracts/gallery';
import { codeOfError, galleryApi, passStore, viewerStore } from './api';
import { GalleryScreen } from './components/gallery-screen';
import { ClosedPage, ErrorPage, isClosedCode, LoadingPage, PasswordPage, ThankYouPage } from './components/pages';
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
  | { kind: 'thanks'; gallery: GalleryData; price: GalleryPriceResult; photoCount: number };

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

export const GalleryApp = ({ linkKey }: { linkKey: string | undefined }) => {
  const [phase, setPhase] = useState<Phase>(linkKey ? { kind: 'loading' } : { kind: 'closed', code: 'gallery.link_invalid' });
  const [attempt, setAttempt] = useState(0);
  const branding = useBrandOf(linkKey, phase);

  const linkGone = useCallback(
    (code: string) => {
      if (code === 'gallery.password_required' && linkKey) {
        passStore.clear(linkKey);
        setPhase({ kind: 'password' });
      } else {
        setPhase({ kind: 'closed', code });
      }
    },
    [linkKey],
  );

  useEffect(() => {
    if (!linkKey) return undefined;
    let current = true;
    setPhase({ kind: 'loading' });
    galleryApi.get(linkKey).then(
      (gallery) => {
        if (!current) return;
        document.title = `${gallery.title} · ${gallery.branding.businessName}`;
        setPhase({ kind: 'ready', gallery });
      },
      (error: unknown) => {
        if (!current) return;
        const code = codeOfError(error, 'gallery.load_failed');
        if (code === 'gallery.password_required' || isClosedCode(code)) linkGone(code);
        else setPhase({ kind: 'failed', code });
      },
    );
    return () => {
      current = false;
    };
  }, [linkKey, attempt, linkGone]);

  const reload = () => setAttempt((n) => n + 1);

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
      return <ThankYouPage branding={phase.gallery.branding} look={phase.gallery.look} price={phase.price} photoCount={phase.photoCount} />;
    case 'ready':
      return (
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
