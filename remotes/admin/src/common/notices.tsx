/**
 * One polite status region for the console. Controls whose action the spec leaves unspecified
 * (Sign Out, Create Notification, …) say so here instead of doing nothing silently. A visible
 * notice shows as a dismissible toast; a quiet one is only announced to assistive technology.
 */
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import styles from './notices.module.css';

export interface NoticeOptions {
  /** false: announce to screen readers only (e.g. the grid's 'Reset' button, which does nothing visible). */
  visible?: boolean;
}

type Notify = (message: string, options?: NoticeOptions) => void;

const NoticeContext = createContext<Notify>(() => undefined);

interface Notice {
  id: number;
  message: string;
  visible: boolean;
}

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback<Notify>((message, options) => {
    // A new id re-renders the text even when the same message repeats, so it is announced again.
    setNotice((previous) => ({
      id: (previous?.id ?? 0) + 1,
      message,
      visible: options?.visible ?? true,
    }));
  }, []);

  return (
    <NoticeContext.Provider value={notify}>
      {children}
      {/* The live region is always in the DOM so screen readers notice its changes. */}
      <div role="status" aria-live="polite" className={styles.region}>
        {notice &&
          (notice.visible ? (
            <div key={notice.id} className={styles.toast}>
              <span className={styles.dot} aria-hidden="true" />
              <p className={styles.message}>{notice.message}</p>
              <button
                type="button"
                className={styles.dismiss}
                aria-label="Dismiss message"
                onClick={() => setNotice(null)}
              >
                <CloseIcon size={18} />
              </button>
            </div>
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
