import './theme.css';

export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from './Button';
export {
  PasswordField,
  TextAreaField,
  TextField,
  type PasswordFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './form/Field';
export { Form, textOf, useFormValues, type FormProps } from './form/Form';
export { FORM_SAVED_TITLE, FormError, FormSuccess } from './form/FormNotice';
export { useSubmission, type Submission } from './form/useSubmission';
export { Modal, type ModalProps, type ModalTone } from './Modal';
export {
  ErrorBoundary,
  RENDER_ERROR_EVENT,
  type ErrorBoundaryProps,
  type RenderErrorDetail,
} from './ErrorBoundary';
export { OptionalPart, type OptionalPartProps } from './OptionalPart';
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
export { APP_ON_ITS_WAY, availablePlatforms, StoreBadges } from './app/StoreBadges';
export { APP_LAUNCH_OPT_IN, APP_UPDATES_PATH, AppLaunchOptIn } from './app/AppLaunchOptIn';
export { APP_AVAILABILITY, AppAvailability } from './app/AppAvailability';
export { ACCOUNT_LINKS, AccountLinks, type AccountLinksProps } from './account/AccountLinks';
export { NOTIFICATIONS_SEEN_EVENT } from './account/NotificationBell';
export { FrameBar, type FrameBarProps } from './account/FrameBar';
export { SiteHeader } from './site/SiteHeader';
export { SiteFooter } from './site/SiteFooter';
export { navLinks, type SiteLink } from './site/siteLinks';
export { LanguageSwitch } from './language/LanguageSwitch';
export { restoreFormDraft } from './language/formDraft';
export { EMERGENCY_NUMBER, NeedHelpNow } from './crisis/NeedHelpNow';
export {
  groupedSecret,
  RecoveryCodeList,
  SetupKey,
  type SetupKeyProps,
} from './secondFactor/SecondFactorParts';
export { timeAgoInWords } from './time/timeAgo';
export {
  ENTER_APP_CODE,
  ENTER_RECOVERY_CODE,
  SecondFactorChallenge,
  type SecondFactorAttempts,
  type SecondFactorChallengeProps,
  type SecondFactorMethod,
} from './secondFactor/SecondFactorChallenge';
export { DeferredImage, showDeferredImages } from './image/DeferredImage';
export { usePrefersReducedMotion } from './usePrefersReducedMotion';
export { DataSaver } from './dataSaver/DataSaver';
export { isDataSaverOn, setDataSaver, useDataSaver } from './dataSaver/dataSaverStore';
export { formatBytes, formatCost } from './dataSaver/dataUsed';
export { ownerOf, recentStories, rememberStory, type RecentStory } from './returning/recentStories';
export { useRememberStory } from './returning/useRememberStory';
export {
  useDocumentTitle,
  useHydrated,
  documentTitle,
  PageHeadContext,
  SITE_NAME,
  type PageHead,
} from './pageHead';
