import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, LoadingState, Problem, useDocumentTitle } from '@thrive/ui';
import { adminApi } from '../api/adminApi';
import type { DeletedProfile } from '../api/types';
import { useNotify } from '../common/notices';
import styles from './DeletedProfilesPage.module.css';

const KIND_LABEL = { writers: 'Writer', consultants: 'Consultant', users: 'User' } as const;
const date = (iso: string) =>
  new Date(iso).toLocaleDateString('en-NG', { day: 'numeric', month: 'short', year: 'numeric' });

/** The dashboard's 'View Deleted Profiles': restorable for 14 days, then purged. */
export default function DeletedProfilesPage() {
  useDocumentTitle('Deleted Profiles · Admin');
  const notify = useNotify();
  const [profiles, setProfiles] = useState<DeletedProfile[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const fetchData = useCallback(() => {
    adminApi
      .get<{ profiles: DeletedProfile[] }>(
        '/admin/deleted',
        'The deleted profiles could not be loaded.',
      )
      .then(
        (answer) => setProfiles(answer.profiles),
        (error: Error) => setProblem(error.message),
      );
  }, []);
  useEffect(() => {
    fetchData();
  }, [fetchData]);
  const load = () => {
    setProblem(null);
    fetchData();
  };

  const restore = async (profile: DeletedProfile) => {
    const key = `${profile.kind}/${profile._id}`;
    setBusy(key);
    try {
      await adminApi.send(
        'post',
        `/admin/${profile.kind}/${profile._id}/restore`,
        'The profile could not be restored.',
      );
      notify(`${profile.name} was restored.`);
      setProfiles((current) => current?.filter((p) => `${p.kind}/${p._id}` !== key) ?? null);
    } catch (error) {
      notify(`Not restored: ${(error as Error).message}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>Deleted Profiles</h1>
        <p className={styles.lead}>
          Deleted profiles stay here for 14 days, pending reconsideration. Restore one to put it
          back on its list; after 14 days it is removed for good.
        </p>
      </header>
      {problem && (
        <Problem title="The deleted profiles could not be loaded" headingLevel={2} onRetry={load}>
          <p>{problem}</p>
        </Problem>
      )}
      {!profiles && !problem && <LoadingState label="Loading deleted profiles…" />}
      {profiles && profiles.length === 0 && (
        <p className={styles.empty}>
          No deleted profiles. <Link to="/">Back to the dashboard</Link>
        </p>
      )}
      {profiles && profiles.length > 0 && (
        <table className={styles.table}>
          <caption className={styles.caption}>
            {profiles.length} deleted {profiles.length === 1 ? 'profile' : 'profiles'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Email</th>
              <th scope="col">Deleted</th>
              <th scope="col">Removed for good</th>
              <th scope="col">
                <span className={styles.visuallyHidden}>Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {profiles.map((profile) => {
              const key = `${profile.kind}/${profile._id}`;
              return (
                <tr key={key}>
                  <th scope="row">{profile.name}</th>
                  <td>{KIND_LABEL[profile.kind]}</td>
                  <td>{profile.email}</td>
                  <td>{date(profile.deleted_at)}</td>
                  <td>{date(profile.purge_at)}</td>
                  <td>
                    <Button
                      variant="secondary"
                      disabled={busy === key}
                      aria-label={`Restore ${profile.name}`}
                      onClick={() => void restore(profile)}
                    >
                      Restore
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
