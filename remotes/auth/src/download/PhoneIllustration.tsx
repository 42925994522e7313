/** A phone showing story cards: decorative, hidden from assistive technology. */
export function PhoneIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      width="180"
      height="300"
      viewBox="0 0 180 300"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="90" cy="160" r="88" fill="#e3f1eb" />
      <rect x="34" y="14" width="112" height="232" rx="18" fill="#1d1d1f" />
      <rect x="40" y="22" width="100" height="216" rx="13" fill="#faf8f4" />
      <rect x="74" y="27" width="32" height="6" rx="3" fill="#1d1d1f" />
      <rect x="50" y="44" width="46" height="8" rx="4" fill="#1b5e4a" />
      <circle cx="124" cy="48" r="7" fill="#f2a23a" />
      <rect x="50" y="64" width="80" height="56" rx="10" fill="#1b5e4a" />
      <rect x="58" y="74" width="44" height="6" rx="3" fill="#ffffff" fillOpacity="0.9" />
      <rect x="58" y="86" width="60" height="5" rx="2.5" fill="#ffffff" fillOpacity="0.6" />
      <rect x="58" y="96" width="52" height="5" rx="2.5" fill="#ffffff" fillOpacity="0.6" />
      <rect x="50" y="128" width="80" height="44" rx="10" fill="#fdf0dc" />
      <rect x="58" y="138" width="40" height="6" rx="3" fill="#8a5200" fillOpacity="0.7" />
      <rect x="58" y="150" width="60" height="5" rx="2.5" fill="#8a5200" fillOpacity="0.4" />
      <rect x="50" y="180" width="80" height="44" rx="10" fill="#e3f1eb" />
      <rect x="58" y="190" width="46" height="6" rx="3" fill="#1b5e4a" fillOpacity="0.7" />
      <rect x="58" y="202" width="56" height="5" rx="2.5" fill="#1b5e4a" fillOpacity="0.4" />
      <path
        d="M6 78 q7 -6 14 0 q7 -6 14 0"
        stroke="#1b5e4a"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
