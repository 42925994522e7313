import { useId } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useDocumentTitle } from '@thrive/ui';
import { MailIcon, MapPinIcon } from '../common/icons';
import { useNotify } from '../common/notices';
import { PremiumBadge } from '../lists/PremiumBadge';
import { readerFromState } from './profileState';
import {
  ActivityFeed,
  Avatar,
  Card,
  Detail,
  Details,
  formatCount,
  ProfileHeader,
} from './ProfileParts';
import { UserNotFound } from './UserNotFound';
import styles from './Profile.module.css';

const PRIVACY_NOTE = "Changing a reader's privacy from the console is not available yet.";

/** users/{userid}: the reader passed by the list's Name link (SPEC section 2). */
export default function UserProfilePage() {
  const { userid } = useParams();
  const { state } = useLocation();
  const notify = useNotify();
  const privacyLabelId = useId();
  const privacyNoteId = useId();
  const user = readerFromState(state, userid);
  useDocumentTitle(user ? `${user.name} · Users · Admin` : 'User Not Found · Admin');
  if (!user) return <UserNotFound listPath="/users" listLabel="Users" />;

  return (
    <div className={styles.page}>
      <ProfileHeader username={user.username} />
      <div className={styles.columns}>
        <Card title="Profile View" headingId="profile-view-heading" className={styles.profileCard}>
          <Avatar name={user.name} />
          <p className={styles.name}>
            {user.name}
            {user.isActive && <PremiumBadge />}
          </p>
          <p className={styles.role}>{user.isActive ? 'Premium reader' : 'Free reader'}</p>
          <p className={styles.location}>
            <MapPinIcon size={16} />
            {user.location.State}, {user.location.Country}
          </p>
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
            <Detail label="Phone">{user.phone_number}</Detail>
            <Detail label="Country">{user.location.Country}</Detail>
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
      <ActivityFeed />
    </div>
  );
}
