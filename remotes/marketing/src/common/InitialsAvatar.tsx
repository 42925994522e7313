import { i18n } from '@thrive/i18n';
import '../layout/catalog';
import styles from './InitialsAvatar.module.css';

/** Up to two initials: 'Chiamaka Obi' → 'CO', 'Tobi' → 'T'. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** Warm backgrounds that keep the brand-green initials above 4.5:1 contrast. */
const PALETTE = ['#fde7cf', '#dff0e8', '#e4e6fb', '#fbe0e3', '#fff3c4', '#ece6f7'];

function paletteFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

/** A tiny SVG, built here rather than fetched: no third-party avatar service sees our users. */
export function avatarSvg(name: string, background = paletteFor(name)): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${background}"/>` +
    `<text x="32" y="41" text-anchor="middle" font-family="Inter, system-ui, sans-serif" ` +
    `font-size="24" font-weight="700" fill="#123f32">${initialsOf(name)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface InitialsAvatarProps {
  name: string;
  size?: number;
  background?: string;
  className?: string;
}

export function InitialsAvatar({ name, size = 48, background, className }: InitialsAvatarProps) {
  return (
    <img
      className={[styles.avatar, className].filter(Boolean).join(' ')}
      src={avatarSvg(name, background)}
      alt={i18n._('marketing.avatar.alt', { name })}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
