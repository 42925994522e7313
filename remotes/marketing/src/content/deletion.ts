/** Copy for the Delete Your Account page (SPEC sections 2, 5 and 9). */
export const DELETION = {
  heading: 'Delete Your Account',
  lead: 'You can ask us to delete your Thrive account and the data linked to it. Please read what this means before you send the request.',
  whatIsDeleted: {
    heading: 'What will be deleted',
    items: [
      'Your profile and account data',
      'Your content and files: questions, answers, stories, comments and likes',
      'Your activity history and settings',
      'Metadata and logs associated with your account',
    ],
  },
  timeline: {
    heading: 'What happens next',
    steps: [
      'We verify that the request comes from the account holder, using the e-mail address you give us.',
      'Your account and its data are deleted within 7 days of the request.',
      'Deletion is permanent and irreversible: the account cannot be restored afterwards.',
    ],
  },
  retained:
    'Data that the law or fraud prevention requires us to keep is retained only until the required period ends, and then deleted.',
  form: {
    heading: 'Request account deletion',
    fullName: 'Full name',
    email: 'Email address',
    emailHint: 'The e-mail address of the Thrive account you want deleted.',
    reason: 'Reason for leaving',
    reasonHint: 'Optional. It helps us improve Thrive.',
    confirm: 'I understand that this will permanently delete my account and all related data.',
    submit: 'Request deletion',
    sending: 'Sending request…',
  },
  errors: {
    fullName: 'Please enter your full name.',
    email: 'Please enter the email address of your account.',
    emailFormat: 'Please enter a valid email address, like name@example.com.',
    confirm:
      'Please confirm that you understand your account and data will be permanently deleted.',
  },
  fallbackError: 'Your deletion request could not be sent. Please try again in a moment.',
  successTitle: 'Request received',
} as const;
