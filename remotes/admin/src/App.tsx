import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState } from '@thrive/ui';
import { AdminLayout } from './layout/AdminLayout';
import { WideScreenOnly } from './layout/WideScreenOnly';
import { RequireAdmin } from './session/RequireAdmin';

// Each screen is its own chunk; AG Grid is only in the three list chunks.
const DashboardPage = lazy(() => import('./dashboard/DashboardPage'));
const WritersList = lazy(() => import('./lists/WritersList'));
const UsersList = lazy(() => import('./lists/UsersList'));
const ConsultantsList = lazy(() => import('./lists/ConsultantsList'));
const WriterProfilePage = lazy(() => import('./profiles/WriterProfilePage'));
const UserProfilePage = lazy(() => import('./profiles/UserProfilePage'));
const AddWriterPage = lazy(() => import('./forms/AddWriterPage'));
const AddConsultantPage = lazy(() => import('./forms/AddConsultantPage'));
const DeletedProfilesPage = lazy(() => import('./deleted/DeletedProfilesPage'));
const StoriesQueuePage = lazy(() => import('./moderation/StoriesQueuePage'));
const QuestionsQueuePage = lazy(() => import('./moderation/QuestionsQueuePage'));
const CommentsQueuePage = lazy(() => import('./moderation/CommentsQueuePage'));
const ReportsQueuePage = lazy(() => import('./moderation/ReportsQueuePage'));
const CreateNotificationPage = lazy(() => import('./notifications/CreateNotificationPage'));
const AccountPage = lazy(() => import('./account/AccountPage'));
const DownloadPage = lazy(() => import('./download/DownloadPage'));
const NotFoundPage = lazy(() => import('./common/NotFoundPage'));
const SignInPage = lazy(() => import('./session/SignInPage'));

/** The admin remote's route tree (SPEC section 2, "Admin host routes"), behind sign-in. */
export default function App() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        {/* Narrower than 1172 px: every page but /download redirects there. */}
        <Route element={<WideScreenOnly />}>
          <Route path="/signin" element={<SignInPage />} />
          {/* Every other console route needs a signed-in admin. */}
          <Route element={<RequireAdmin />}>
            <Route path="/" element={<AdminLayout />}>
              <Route index element={<DashboardPage />} />
              <Route path="writers" element={<WritersList />} />
              <Route path="users" element={<UsersList />} />
              <Route path="consultants" element={<ConsultantsList />} />
              <Route path="writers/:userid" element={<WriterProfilePage />} />
              <Route path="users/:userid" element={<UserProfilePage />} />
              <Route path="addwriter" element={<AddWriterPage />} />
              <Route path="addconsultant" element={<AddConsultantPage />} />
              <Route path="deleted" element={<DeletedProfilesPage />} />
              <Route path="stories" element={<StoriesQueuePage />} />
              <Route path="questions" element={<QuestionsQueuePage />} />
              <Route path="comments" element={<CommentsQueuePage />} />
              <Route path="reports" element={<ReportsQueuePage />} />
              <Route path="notifications" element={<CreateNotificationPage />} />
              <Route path="account" element={<AccountPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Route>
        </Route>
        <Route path="/download" element={<DownloadPage />} />
      </Routes>
    </Suspense>
  );
}
