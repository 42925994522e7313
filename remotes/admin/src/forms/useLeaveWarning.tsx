import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Modal } from '@thrive/ui';

/**
 * While a form has unsaved entries: the browser asks before a reload, a closed tab or another
 * site, and a link inside the console asks first with a dialog (Stay / Leave). The console's
 * router is a plain BrowserRouter (the shell's), which has no navigation blocker, so links are
 * caught where they are clicked.
 */
export function useLeaveWarning(active: boolean) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return; // beforeunload covers leaving the site
      if (url.pathname === window.location.pathname && url.search === window.location.search)
        return;
      event.preventDefault();
      event.stopPropagation();
      setTarget(`${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [active]);

  const dialog = target ? (
    <Modal
      title="Leave this form?"
      onClose={() => setTarget(null)}
      actions={
        <>
          <Button variant="secondary" onClick={() => setTarget(null)}>
            Stay on the form
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              const to = target;
              setTarget(null);
              navigate(to);
            }}
          >
            Leave and lose entries
          </Button>
        </>
      }
    >
      <p>What you have entered here is not saved yet. If you leave, it will be lost.</p>
    </Modal>
  ) : null;
  return dialog;
}
