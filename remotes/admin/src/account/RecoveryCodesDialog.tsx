import { useState } from 'react';
import { Button, Modal } from '@thrive/ui';
import local from '../session/secondFactor/secondFactor.module.css';

/** New recovery codes, shown this once in a dialog (the sign-in's enrolment shows them as a step). */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('Copied.');
    } catch {
      setCopied('Copying is blocked here: please write the codes down.');
    }
  };
  return (
    <Modal
      title="Your new recovery codes"
      tone="success"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={() => void copy()}>
            Copy the codes
          </Button>
          <Button onClick={onClose}>I have saved them</Button>
        </>
      }
    >
      <p>
        Each code signs you in once if you lose your passkey or authenticator app. Your old codes no
        longer work. Keep these somewhere safe: they are shown only now.
      </p>
      <ol className={local.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p role="status" className={local.note}>
        {copied}
      </p>
    </Modal>
  );
}
