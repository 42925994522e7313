/** The people's values, apart so the schemas (./schemas) and index.ts both read them. */
/** The eleven genres, in the order the spec lists them. */
export const GENRES = [
  'Tech & Innovation',
  'Career',
  'Mental Health',
  'Relationship',
  'Faith',
  'How to?',
  'Health',
  'History',
  'Lifestyle',
  'Business',
  'Psychology',
] as const;

export const GENDERS = ['M', 'F'] as const;

export const STATUSES = ['Active', 'Inactive'] as const;

/**
 * What the person did themselves, for the same feed (issue 42): the spec's activity kinds
 * ('You answered a question', 'You added a story', 'You liked a …', 'You added a comment'),
 * never the words or the item itself. A comment made anonymously is not listed.
 */
export const OWN_ACTIVITY_KINDS = [
  'answered-question',
  'added-story',
  'liked-story',
  'liked-answer',
  'liked-comment',
  'added-comment',
] as const;

/** The queues whose moderation speed the dashboard shows. */
export const MODERATED_KINDS = ['questions', 'comments', 'reports'] as const;
