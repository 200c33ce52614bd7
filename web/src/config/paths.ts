// Every in-app path in one place, so links, redirects and the router cannot drift apart.
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  dashboard: '/dashboard',
  sessions: '/dashboard/sessions',
  crm: '/dashboard/crm',
  settings: '/dashboard/settings',
  profile: '/dashboard/profile',
  invoices: '/dashboard/invoices',
  packages: '/dashboard/settings/packages',
} as const;
