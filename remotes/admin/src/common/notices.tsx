/**
 * One polite status region for the console. Controls whose action the spec leaves unspecified
 * (Create Notification, …) say so here instead of doing nothing silently. A visible notice
 * shows as a dismissible toast; a quiet one is only announced to assistive technology. A
 * notice may carry one action (Undo): it is offered for UNDO_WINDOW_MS, paused while the
 * pointer or focus is on the toast, and runs at most once.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { CloseIcon } from './icons';
import styles from './notices.module.css';

/** How long an Undo stays on offer (paused while the admin points at or focuses the toast). */
export const UNDO_WINDOW_MS = 6000;

export interface NoticeAction {
  label: string;
  run: () => void;
}

export interface NoticeOptions {
  /** false: announce to screen readers only. */
  visible?: boolean;
  /** A button in the toast (e.g. Undo); the toast closes after UNDO_WINDOW_MS. */
  action?: NoticeAction;
}

type Notify = (message: string, options?: NoticeOptions) => void;

const NoticeContext = createContext<Notify>(() => undefined);

interface Notice {
  id: number;
  message: string;
  visible: boolean;
  action?: NoticeAction;
}

function Toast({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const [paused, setPaused] = useState(false);
  const used = useRef(false);
  const { action } = notice;
  // The action's window: it closes the toast unless paused (hover or focus inside).
  useEffect(() => {
    if (!action || paused) return;
    const timer = setTimeout(onClose, UNDO_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [action, paused, onClose]);
  const runAction = () => {
    if (!action || used.current) return;
    used.current = true;
    onClose();
    action.run();
  };
  return (
    <div
      className={styles.toast}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <span className={styles.dot} aria-hidden="true" />
      <p className={styles.message}>{notice.message}</p>
      {action && (
        <button type="button" className={styles.action} onClick={runAction}>
          {action.label}
        </button>
      )}
      <button
        type="button"
        className={styles.dismiss}
        aria-label="Dismiss message"
        onClick={onClose}
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
}

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback<Notify>((message, options) => {
    // A new id re-renders the text even when the same message repeats, so it is announced again.
    setNotice((previous) => ({
      id: (previous?.id ?? 0) + 1,
      message,
      visible: options?.visible ?? true,
      action: options?.action,
    }));
  }, []);
  const close = useCallback(() => setNotice(null), []);

  return (
    <NoticeContext.Provider value={notify}>
      {children}
      {/* The live region is always in the DOM so screen readers notice its changes. */}
      <div role="status" aria-live="polite" className={styles.region}>
        {notice &&
          (notice.visible ? (
            <Toast key={notice.id} notice={notice} onClose={close} />
          ) : (
            <span key={notice.id} className={styles.quiet}>
              {notice.message}
            </span>
          ))}
      </div>
    </NoticeContext.Provider>
  );
}

export function useNotify(): Notify {
  return useContext(NoticeContext);
}
