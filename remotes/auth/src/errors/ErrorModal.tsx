import { i18n } from '@thrive/i18n';
import { Button, Modal } from '@thrive/ui';
import { ERROR_TITLE } from '../messages';

export interface ErrorModalProps {
  /** What went wrong: the server's `error` field or the call's fallback text. */
  message: string;
  onClose: () => void;
  /** The confirm flow passes its own title (SPEC section 8). */
  title?: string;
}

/** The error modal every failed call opens (SPEC section 8): title, message, Close. */
export function ErrorModal({ message, onClose, title = ERROR_TITLE() }: ErrorModalProps) {
  return (
    <Modal
      title={title}
      tone="error"
      onClose={onClose}
      actions={<Button onClick={onClose}>{i18n._('auth.modal.close')}</Button>}
    >
      <p>{message}</p>
    </Modal>
  );
}
