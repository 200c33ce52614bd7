import { Outlet } from 'react-router-dom';

/**
 * Stand-in for the sessions page while it is built on its own branch: only what the
 * wizard and detail routes need, their <Outlet/>. The real page replaces this module.
 */
export const SessionsOutletRoute = () => <Outlet />;
