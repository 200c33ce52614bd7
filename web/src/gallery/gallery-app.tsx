// The gallery page's states: loading, the gallery, a password prompt, a closed link, a
// failure to retry, and the thank-you page after confirming.
import { useCallback, useEffect, useState } from 'react';
import type { GalleryBranding, GalleryData, GalleryPriceResult } from '@fotostudio/shared/contracts/gallery';
import { codeOfError, galleryApi, passStore } from './api';
import { GalleryScreen } from './components/gallery-screen';
import { ClosedPage, ErrorPage, isClosedCode, LoadingPage, PasswordPage, ThankYouPage } from './components/pages';
import { PaintedProvider, type FirstScreen } from './first-screen';

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

const NOTHING_PAINTED: ReadonlyMap<string, string> = new Map();

export const GalleryApp = ({ linkKey, firstScreen }: { linkKey: string | undefined; firstScreen?: FirstScreen | undefined }) => {
  // A first screen rendered by the server: the gallery is ready at once, from its data.
  const [phase, setPhase] = useState<Phase>(
    !linkKey ? { kind: 'closed', code: 'gallery.link_invalid' } : firstScreen ? { kind: 'ready', gallery: firstScreen.gallery } : { kind: 'loading' },
  );
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
    // The first screen's data is this visit's first answer; a retry or an unlock asks again.
    if (!linkKey || (firstScreen && attempt === 0)) return undefined;
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
  }, [linkKey, attempt, linkGone, firstScreen]);

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
        <PaintedProvider value={firstScreen?.painted ?? NOTHING_PAINTED}>
          <GalleryScreen
            linkKey={linkKey}
            gallery={phase.gallery}
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
