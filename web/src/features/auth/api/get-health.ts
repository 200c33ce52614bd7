import { getHealth } from '@fotostudio/shared/contracts/platform';
import { useRoute } from '../../../lib/use-route';

export type Connectivity = 'checking' | 'connected' | 'error';

/** The signup page's backend check: the API answers and reaches its database. */
export const useConnectivity = (): { connectivity: Connectivity; recheck: () => void } => {
  const { data, error, isValidating, mutate } = useRoute(getHealth, {}, {
    // A remembered "connected" would hide an outage: ask every time the page opens.
    dedupingInterval: 0,
    revalidateOnMount: true,
    shouldRetryOnError: false,
  });
  let connectivity: Connectivity = 'connected';
  if (isValidating || (!data && !error)) connectivity = 'checking';
  else if (error || !data || data.status !== 'ok' || data.database !== 'ok') connectivity = 'error';
  return { connectivity, recheck: () => void mutate() };
};
