/**
 * What makes the public host installable (issue 46), in every public page's head: the link to
 * the web app manifest the shell's build writes (shell/src/install/webManifest.ts) and the icon
 * iOS puts on the home screen. The admin console is not installed: its pages get neither, and
 * the page server answers its host's manifest request with 404 (scripts/serve.ts).
 */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
/** The manifest's media type (W3C Web App Manifest). */
export const WEB_MANIFEST_TYPE = 'application/manifest+json';
/** Where the shell's build puts the manifest's icons. */
export const APP_ICONS_PATH = '/icons/';
/** The home-screen icon iOS uses (it does not read the manifest's icons everywhere). */
export const APPLE_TOUCH_ICON = `${APP_ICONS_PATH}thrive-192.png`;

const WEB_APP_HEAD =
  `<link rel="manifest" href="${WEB_MANIFEST_PATH}">` +
  `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON}">`;

/** A public page's HTML with the manifest and home-screen icon links in its head. */
export const withWebAppHead = (html: string): string =>
  html.replace('</head>', `${WEB_APP_HEAD}</head>`);
