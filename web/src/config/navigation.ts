// The dashboard navigation, in the spec's order. A screen that is not built yet stays
// here with `enabled: false` and is shown as an unavailable item; the issue that adds
// its route flips the flag, so there are never dead links or placeholder pages.
import type { IconName } from '../components/ui/icon';
import { paths } from './paths';

export const NAV_ITEM_IDS = ['dashboard', 'sessions', 'crm', 'settings', 'profile', 'invoices', 'packages', 'agreements'] as const;
export type NavItemId = (typeof NAV_ITEM_IDS)[number];

export interface NavItem {
  id: NavItemId;
  to: string;
  icon: IconName;
  enabled: boolean;
  /** Match the path exactly, so the dashboard item is not active on every sub-page. */
  end: boolean;
}

export const navigation: readonly NavItem[] = [
  { id: 'dashboard', to: paths.dashboard, icon: 'home', enabled: true, end: true },
  { id: 'sessions', to: paths.sessions, icon: 'camera', enabled: true, end: false },
  { id: 'crm', to: paths.crm, icon: 'users', enabled: true, end: false },
  { id: 'settings', to: paths.settings, icon: 'settings', enabled: true, end: true },
  { id: 'profile', to: paths.profile, icon: 'user', enabled: true, end: false },
  { id: 'invoices', to: paths.invoices, icon: 'receipt', enabled: true, end: false },
  { id: 'packages', to: paths.packages, icon: 'package', enabled: true, end: false },
  { id: 'agreements', to: paths.agreements, icon: 'book', enabled: true, end: false },
];
