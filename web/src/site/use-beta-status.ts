import type { BetaStatus } from '@fotostudio/shared/contracts/site';
import { useEffect, useState } from 'react';
import { siteApi } from './api';

export type BetaStatusState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; status: BetaStatus };

/** The beta's places and deadline, read after hydration (they change; the HTML is built once). */
export const useBetaStatus = (): BetaStatusState => {
  const [state, setState] = useState<BetaStatusState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    siteApi.betaStatus().then(
      (status) => live && setState({ kind: 'ready', status }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
};
