import './theme.css';

export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from './Button';
export {
  PasswordField,
  TextAreaField,
  TextField,
  type PasswordFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './TextField';
export { Modal, type ModalProps, type ModalTone } from './Modal';
export { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';
export { LoadingState, Problem, VisuallyHidden, type ProblemProps } from './Status';
export { Logo, LogoMark, LOGO_SHAPES, type LogoProps, type LogoTone } from './brand/Logo';
export {
  configureSite,
  DEFAULT_SITE_SETTINGS,
  getSiteSettings,
  useSiteSettings,
  type Helpline,
  type SiteSettings,
} from './siteSettings';
export { usePrefersReducedMotion } from './usePrefersReducedMotion';
export { useDocumentTitle, SITE_NAME } from './useDocumentTitle';
