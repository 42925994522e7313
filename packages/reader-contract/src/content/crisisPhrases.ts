/**
 * The crisis-language list: a question containing one of these phrases shows the crisis help
 * at once (the ask form) and goes to the top of the moderation queue (the API). This file is
 * the one maintained copy; both sides import it.
 *
 * Matching is on whole words after lower-casing, straightening apostrophes and collapsing
 * punctuation and spaces (`safety.ts`), so "I want to DIE!!" matches "want to die".
 * Keep phrases specific: a false alarm costs a moderator a look, a miss costs more.
 */
export const CRISIS_PHRASES = {
  source:
    'Compiled for Thrive from the warning-sign wording of #chatsafe (Orygen, "#chatsafe: a young ' +
    "person's guide for communicating safely online about suicide\", 2nd ed. 2023) and the WHO's " +
    '"Preventing suicide: a resource for media professionals" (2023 update), plus Nigerian means ' +
    '(Sniper insecticide). The Nigerian Pidgin lines were written by the team and still need a ' +
    'review by a Nigerian clinician; add phrases moderators meet in real questions.',
  lastReviewed: '2026-11-26',
  english: [
    'kill myself',
    'killing myself',
    'end my life',
    'ending my life',
    'take my own life',
    'take my life',
    'want to die',
    'wanna die',
    'wish i was dead',
    'wish i were dead',
    "don't want to live",
    'dont want to live',
    "don't want to be alive",
    'no reason to live',
    'nothing to live for',
    'better off dead',
    'better off without me',
    'suicide',
    'suicidal',
    'hurt myself',
    'hurting myself',
    'harm myself',
    'self harm',
    'cut myself',
    'cutting myself',
    'overdose',
    "can't go on",
    'cant go on',
    'end it all',
    'hang myself',
    'drink sniper',
    'take sniper',
    'drink poison',
    'no way out',
    'raped me',
    'being abused',
  ],
  pidgin: [
    'i wan die',
    'i wan kill myself',
    'i wan kill my self',
    'i go kill myself',
    'make i die',
    'make i just die',
    'e better make i die',
    'i no wan live again',
    'i no wan dey again',
    'i no fit cope again',
    'i don tire for this life',
    'i don tire for life',
    'i tire for this life',
    'i wan end my life',
    'i wan end am',
    'i go drink sniper',
    'nobody go miss me',
    'dem dey beat me',
  ],
} as const;
