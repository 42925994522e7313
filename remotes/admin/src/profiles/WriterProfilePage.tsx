import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingState, Problem, useDocumentTitle } from '@thrive/ui';
import type { ApiWriter } from '../api/types';
import { MapPinIcon } from '../common/icons';
import { FileDownload } from './FileDownload';
import {
  Avatar,
  Card,
  countryOf,
  Detail,
  Details,
  formatCount,
  ProfileHeader,
} from './ProfileParts';
import { ActivityFeed } from './ActivityFeed';
import { EarningsCard } from '../earnings/EarningsCard';
import { ProfileActions } from './ProfileActions';
import { StudioAccess } from './StudioAccess';
import { UserNotFound } from './UserNotFound';
import { useProfile } from './useProfile';
import styles from './Profile.module.css';

/** The fixed job line of the writer profile card (SPEC section 2). */
export const WRITER_JOB_LINE = 'Storyteller on Thrive';

/** writers/{userid}: the writer, fetched by id. */
export default function WriterProfilePage() {
  const { userid } = useParams();
  const [version, setVersion] = useState(0);
  const { state, retry, replace } = useProfile<ApiWriter>('writers', userid);
  const writer = state.kind === 'found' ? state.person : null;
  useDocumentTitle(
    writer
      ? `${writer.name} · Writers · Admin`
      : state.kind === 'not-found'
        ? 'User Not Found · Admin'
        : 'Writer · Admin',
  );
  if (state.kind === 'loading') return <LoadingState label="Loading the profile…" />;
  if (state.kind === 'error')
    return (
      <Problem title="The profile could not be loaded" onRetry={retry}>
        <p>{state.message}</p>
      </Problem>
    );
  if (!writer) return <UserNotFound listPath="/writers" listLabel="Writers" />;

  const filePath = (which: string) => `/admin/writers/${writer._id}/files/${which}`;
  return (
    <div className={styles.page}>
      <ProfileHeader username={writer.username}>
        <ProfileActions
          kind="writers"
          person={writer}
          onChanged={(person) => {
            replace(person);
            setVersion((n) => n + 1);
          }}
        />
      </ProfileHeader>
      <div className={styles.columns}>
        <Card title="Profile View" headingId="profile-view-heading" className={styles.profileCard}>
          <Avatar name={writer.name} />
          <p className={styles.name}>{writer.name}</p>
          <p className={styles.role}>Writer</p>
          <p className={styles.job}>{WRITER_JOB_LINE}</p>
          {writer.location && (
            <p className={styles.location}>
              <MapPinIcon size={16} />
              {writer.location}
            </p>
          )}
          <p className={styles.chips}>
            <span className={styles.chip}>{writer.genre}</span>
            <span className={writer.status === 'Active' ? styles.active : styles.inactive}>
              {writer.status}
            </span>
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
            <Detail label="Phone">{writer.phone_number || '—'}</Detail>
            <Detail label="Country">{countryOf(writer.location) || '—'}</Detail>
            <Detail label="About">
              {writer.about ? (
                <p className={styles.about}>{writer.about}</p>
              ) : (
                <span className={styles.muted}>Nothing written yet</span>
              )}
            </Detail>
            <Detail label="Credentials">
              <FileDownload
                file={writer.credentials}
                path={filePath('credentials')}
                label="Credentials"
              />
            </Detail>
            <Detail label="Experience">
              <FileDownload
                file={writer.experience}
                path={filePath('experience')}
                label="Experience"
              />
            </Detail>
          </Details>
        </Card>
      </div>
      <EarningsCard writerId={writer._id} name={writer.name} />
      <StudioAccess key={version} kind="writers" id={writer._id} />
      <ActivityFeed kind="writers" id={writer._id} version={version} />
    </div>
  );
}
