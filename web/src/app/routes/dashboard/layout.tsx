import { Outlet } from 'react-router-dom';
import { DashboardLayout } from '../../../components/layouts/dashboard-layout';
import { useAuth } from '../../../lib/auth';
import { ProtectedRoute } from '../../protected-route';

export const DashboardRoot = () => {
  const { signOut } = useAuth();
  return (
    <ProtectedRoute>
      {(user) => (
        <DashboardLayout email={user.email} onSignOut={() => void signOut()}>
          <Outlet />
        </DashboardLayout>
      )}
    </ProtectedRoute>
  );
};
