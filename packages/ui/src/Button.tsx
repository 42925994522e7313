import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
  /** Shows a spinner, announces the work and blocks further clicks (no double submits). */
  busy?: boolean;
  busyLabel?: string;
  children: ReactNode;
}

/** Class names for things that look like a button but are links (`<Link className=…>`). */
export function buttonClassName(variant: ButtonVariant = 'primary', block = false): string {
  return [styles.button, styles[variant], block ? styles.block : ''].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  block = false,
  busy = false,
  busyLabel,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={[buttonClassName(variant, block), className].filter(Boolean).join(' ')}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
