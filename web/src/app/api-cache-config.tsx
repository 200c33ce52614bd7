import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from '../lib/swr-config';

/**
 * The client cache rules (lib/swr-config) for the screens that read the API: the dashboard
 * and the sign-up's connectivity check. Not at the root, so that pages which never read
 * the API (the login page) do not download SWR.
 */
export const ApiCacheConfig = ({ children }: { children: ReactNode }) => <SWRConfig value={swrConfig}>{children}</SWRConfig>;
