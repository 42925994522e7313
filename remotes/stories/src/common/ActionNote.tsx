import { Link } from 'react-router-dom';
import { paths } from '@thrive/platform';
import styles from '../likes/LikeButton.module.css';

/**
 * What a reader's one-tap action (like, follow) says under its button: log in first, kept
 * offline and sent later, or the API's refusal (shown by the Form as its error).
 */
export type ActionNote = 'logIn' | 'savedOffline' | { error: string } | null;

export const actionError = (note: ActionNote) =>
  typeof note === 'object' && note ? note.error : null;

export function ActionNoteText({
  note,
  words,
}: {
  note: ActionNote;
  words: { logIn: string; logInLink: string; savedOffline: string };
}) {
  if (note === 'logIn')
    return (
      <p role="status" className={styles.note}>
        {words.logIn} <Link to={paths.login}>{words.logInLink}</Link>
      </p>
    );
  if (note === 'savedOffline')
    return (
      <p role="status" className={styles.note}>
        {words.savedOffline}
      </p>
    );
  return null;
}
