/** The paths this remote owns (the platform table's `pathPrefixes` for `studio`). */
export const STUDIO_PATHS = {
  /** My stories; signed out, the sign-in form. */
  stories: '/studio',
  write: '/studio/write',
  questions: '/studio/questions',
  readers: '/studio/readers',
  earnings: '/studio/earnings',
  /** The contributor's own second factors and recovery codes. */
  security: '/studio/security',
  /** The invitation link's page (the token in the fragment, never sent to a server's log). */
  invitation: '/studio/invitation',
} as const;
