import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState } from '@thrive/ui';
import { AdminLayout } from './layout/AdminLayout';

const Dashboard = lazy(() => import('./pages/Dashboard'));
const Writers = lazy(() => import('./pages/Writers'));
const Users = lazy(() => import('./pages/Users'));
const Consultants = lazy(() => import('./pages/Consultants'));
const NarrowScreen = lazy(() => import('./pages/NarrowScreen'));

/** The admin remote's route tree (SPEC section 2, "Admin host routes"). */
export default function App() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="/" element={<AdminLayout />}>
          <Route index element={<Dashboard />} />
          <Route path="writers" element={<Writers />} />
          <Route path="users" element={<Users />} />
          <Route path="consultants" element={<Consultants />} />
        </Route>
        <Route path="/download" element={<NarrowScreen />} />
      </Routes>
    </Suspense>
  );
}
