import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingState, Problem, useDocumentTitle } from '@thrive/ui';
import type { ApiUser } from '../api/types';
import { MailIcon, MapPinIcon } from '../common/icons';
import { useNotify } from '../common/notices';
import { PremiumBadge } from '../lists/PremiumBadge';
import { Avatar, Card, Detail, Details, formatCount, ProfileHeader } from './ProfileParts';
import { ActivityFeed } from './ActivityFeed';
import { ProfileActions } from './ProfileActions';
import { UserNotFound } from './UserNotFound';
import { useProfile } from './useProfile';
import styles from './Profile.module.css';

const PRIVACY_NOTE = "Changing a reader's privacy from the console is not available yet.";

/** users/{userid}: the reader, fetched by id. */
export default function UserProfilePage() {
  const { userid } = useParams();
  const notify = useNotify();
  const privacyLabelId = useId();
  const privacyNoteId = useId();
  const [version, setVersion] = useState(0);
  const { state, retry, replace } = useProfile<ApiUser>('users', userid);
  const user = state.kind === 'found' ? state.person : null;
  useDocumentTitle(
    user
      ? `${user.name} · Users · Admin`
      : state.kind === 'not-found'
        ? 'User Not Found · Admin'
        : 'User · Admin',
  );
  if (state.kind === 'loading') return <LoadingState label="Loading the profile…" />;
  if (state.kind === 'error')
    return (
      <Problem title="The profile could not be loaded" onRetry={retry}>
        <p>{state.message}</p>
      </Problem>
    );
  if (!user) return <UserNotFound listPath="/users" listLabel="Users" />;
  const place = [user.location.State, user.location.Country].filter(Boolean).join(', ');

  return (
    <div className={styles.page}>
      <ProfileHeader username={user.username}>
        <ProfileActions
          kind="users"
          person={user}
          onChanged={(person) => {
            replace(person);
            setVersion((n) => n + 1);
          }}
          onLogged={() => setVersion((n) => n + 1)}
        />
      </ProfileHeader>
      <div className={styles.columns}>
        <Card title="Profile View" headingId="profile-view-heading" className={styles.profileCard}>
          <Avatar name={user.name} />
          <p className={styles.name}>
            {user.name}
            {user.isActive && <PremiumBadge />}
          </p>
          <p className={styles.role}>{user.isActive ? 'Premium reader' : 'Free reader'}</p>
          {place && (
            <p className={styles.location}>
              <MapPinIcon size={16} />
              {place}
            </p>
          )}
          <p className={styles.location}>
            <MailIcon size={16} />
            {user.email}
          </p>
          <p className={styles.stat}>
            <strong>{formatCount(user.follower_count)}</strong> Following
          </p>
        </Card>

        <Card title="User Details" headingId="user-details-heading">
          <Details>
            <Detail label="Display Name">{user.username}</Detail>
            <Detail label="Email">
              <a href={`mailto:${user.email}`}>{user.email}</a>
            </Detail>
            <Detail label="Phone">{user.phone_number || '—'}</Detail>
            <Detail label="Country">{user.location.Country || '—'}</Detail>
            <Detail label="Account Privacy">
              <span className={styles.switchRow}>
                <button
                  type="button"
                  role="switch"
                  aria-checked="false"
                  aria-disabled="true"
                  aria-labelledby={privacyLabelId}
                  aria-describedby={privacyNoteId}
                  className={styles.switch}
                  onClick={() => notify(PRIVACY_NOTE)}
                >
                  <span className={styles.switchThumb} />
                </button>
                <span id={privacyLabelId}>Enable privacy</span>
                <span id={privacyNoteId} hidden>
                  {PRIVACY_NOTE}
                </span>
              </span>
            </Detail>
          </Details>
        </Card>
      </div>
      <ActivityFeed kind="users" id={user._id} version={version} />
    </div>
  );
}
