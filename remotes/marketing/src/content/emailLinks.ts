/** What the e-mail link pages say when their call fails without a message from the server. */
export const EMAIL_LINK_ERRORS = {
  subscriptionConfirm: 'Your subscription could not be confirmed. Please try again in a moment.',
  unsubscribe: 'We could not unsubscribe you just now. Please try again in a moment.',
  deletionConfirm: 'Your confirmation could not be sent. Please try again in a moment.',
  deletionCancel: 'The deletion could not be cancelled just now. Please try again in a moment.',
} as const;
