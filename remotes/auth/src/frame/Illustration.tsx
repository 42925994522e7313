/**
 * A calm scene for the account pages: a sun rising over hills, a sprout and two birds
 * (start, soar, thrive). Decorative only, so it is hidden from assistive technology.
 */
export function Illustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      width="440"
      height="360"
      viewBox="0 0 440 360"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <clipPath id="thrive-auth-scene">
          <circle cx="220" cy="180" r="170" />
        </clipPath>
      </defs>
      <circle cx="220" cy="180" r="170" fill="#ffffff" fillOpacity="0.07" />
      <g clipPath="url(#thrive-auth-scene)">
        <circle cx="220" cy="180" r="118" fill="#ffffff" fillOpacity="0.06" />
        <circle cx="272" cy="150" r="62" fill="#f2a23a" fillOpacity="0.25" />
        <circle cx="272" cy="150" r="44" fill="#f2a23a" />
        <path
          d="M0 270 C70 215 140 210 215 244 C290 278 360 250 440 212 V360 H0 Z"
          fill="#3f8f71"
          fillOpacity="0.75"
        />
        <path
          d="M0 300 C90 262 170 268 240 292 C320 318 380 300 440 278 V360 H0 Z"
          fill="#69b08f"
          fillOpacity="0.85"
        />
        <path d="M0 330 C120 304 260 312 440 326 V360 H0 Z" fill="#e3f1eb" />
      </g>
      <path
        d="M150 304 C150 280 154 262 162 246"
        stroke="#e3f1eb"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path d="M160 256 C176 236 202 236 214 244 C198 262 176 266 160 256 Z" fill="#e3f1eb" />
      <path d="M155 274 C140 256 116 254 104 262 C118 280 140 284 155 274 Z" fill="#cfe6da" />
      <path
        d="M92 112 q12 -10 24 0 q12 -10 24 0"
        stroke="#ffffff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M140 76 q9 -8 18 0 q9 -8 18 0"
        stroke="#ffffff"
        strokeOpacity="0.8"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
