import { useLocation, useParams } from 'react-router-dom';
import { useDocumentTitle } from '@thrive/ui';
import { DownloadIcon, MapPinIcon } from '../common/icons';
import { UnavailableButton } from '../common/UnavailableButton';
import { writerFromState } from './profileState';
import {
  ActivityFeed,
  Avatar,
  Card,
  countryOf,
  Detail,
  Details,
  formatCount,
  ProfileHeader,
} from './ProfileParts';
import { UserNotFound } from './UserNotFound';
import styles from './Profile.module.css';

/** The fixed job line of the writer profile card (SPEC section 2). */
export const WRITER_JOB_LINE = 'Storyteller on Thrive';
const DOWNLOAD_NOTE = 'Downloading files is not available yet.';

/** writers/{userid}: the writer passed by the list's Name link (SPEC section 2). */
export default function WriterProfilePage() {
  const { userid } = useParams();
  const { state } = useLocation();
  const writer = writerFromState(state, userid);
  useDocumentTitle(writer ? `${writer.name} · Writers · Admin` : 'User Not Found · Admin');
  if (!writer) return <UserNotFound listPath="/writers" listLabel="Writers" />;

  return (
    <div className={styles.page}>
      <ProfileHeader username={writer.username} />
      <div className={styles.columns}>
        <Card title="Profile View" headingId="profile-view-heading" className={styles.profileCard}>
          <Avatar name={writer.name} />
          <p className={styles.name}>{writer.name}</p>
          <p className={styles.role}>Writer</p>
          <p className={styles.job}>{WRITER_JOB_LINE}</p>
          <p className={styles.location}>
            <MapPinIcon size={16} />
            {writer.location}
          </p>
          <p className={styles.chips}>
            <span className={styles.chip}>{writer.genre}</span>
            {writer.status && (
              <span className={writer.status === 'Active' ? styles.active : styles.inactive}>
                {writer.status}
              </span>
            )}
          </p>
          <p className={styles.stat}>
            <strong>{formatCount(writer.follower_count)}</strong> Followers
          </p>
        </Card>

        <Card title="Writer Details" headingId="writer-details-heading">
          <Details>
            <Detail label="Display Name">{writer.display_name}</Detail>
            <Detail label="Email">
              <a href={`mailto:${writer.email}`}>{writer.email}</a>
            </Detail>
            <Detail label="Phone">{writer.phone_number}</Detail>
            <Detail label="Country">{countryOf(writer.location)}</Detail>
            <Detail label="Credentials">
              <UnavailableButton note={DOWNLOAD_NOTE} showNote={false}>
                <DownloadIcon size={18} /> Download file
              </UnavailableButton>
            </Detail>
            <Detail label="Experience">
              <UnavailableButton note={DOWNLOAD_NOTE} showNote={false}>
                <DownloadIcon size={18} /> Download file
              </UnavailableButton>
            </Detail>
          </Details>
        </Card>
      </div>
      <ActivityFeed />
    </div>
  );
}
