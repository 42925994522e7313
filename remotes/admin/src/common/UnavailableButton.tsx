import { useId, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '@thrive/ui';
import { useNotify } from './notices';
import styles from './UnavailableButton.module.css';

interface UnavailableButtonProps {
  children: ReactNode;
  /** Why nothing happens, e.g. 'Creating notifications is not available yet.' */
  note: string;
  variant?: ButtonVariant;
  /** Show the note under the button as well as announcing it on press. */
  showNote?: boolean;
  className?: string;
}

/**
 * A control the spec shows without an action. It stays focusable (aria-disabled, not
 * disabled) so keyboard and screen-reader users can discover it; its description says it is
 * not available yet, and pressing it says so in the status region.
 */
export function UnavailableButton({
  children,
  note,
  variant = 'secondary',
  showNote = true,
  className,
}: UnavailableButtonProps) {
  const noteId = useId();
  const notify = useNotify();
  return (
    <span className={[styles.wrap, className].filter(Boolean).join(' ')}>
      <Button
        variant={variant}
        aria-disabled="true"
        aria-describedby={noteId}
        onClick={() => notify(note)}
      >
        {children}
      </Button>
      <span id={noteId} className={showNote ? styles.note : styles.hiddenNote}>
        {note}
      </span>
    </span>
  );
}
