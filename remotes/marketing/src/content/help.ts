/** Copy for the Help ('Get in touch') page and its contact form. */
export const HELP = {
  heading: 'Get in touch',
  lead: 'Questions about Thrive, your account, writing for us or a partnership? Send us a message and our team will reply by e-mail.',
  labels: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone number',
    subject: 'Subject',
    message: 'Message',
  },
  optional: 'Optional',
  submit: 'Send Message',
  sending: 'Sending…',
  fallbackError: 'Your message could not be sent. Please try again in a moment.',
  successTitle: 'Message sent',
  sendAnother: 'Send another message',
  /** The API's limits (services/reader-api validation): said while typing, not after Send. */
  limits: { name: 100, subject: 200, message: 5000 },
  errors: {
    name: 'Please enter your name.',
    nameTooLong: 'Your name must be at most 100 characters.',
    subjectTooLong: 'Subject must be at most 200 characters.',
    messageTooLong: 'Your message must be at most 5000 characters.',
    email: 'Please enter your email address.',
    emailFormat: 'Please enter a valid email address, like name@example.com.',
    phone: 'Please enter a valid phone number: 5 to 20 digits, optionally starting with +.',
    message: 'Please write a message.',
  },
  otherWays: {
    heading: 'Other ways to reach us',
    items: [
      {
        title: 'Account deletion',
        body: 'Want to close your account?',
        link: '/delete-account',
        linkText: 'Request account deletion',
      },
      {
        title: 'Privacy',
        body: 'How we handle your data.',
        link: '/privacy',
        linkText: 'Read our Privacy Policy',
      },
    ],
  },
} as const;

/** Shown on Help and in the footer: Thrive is not a crisis line. */
export const CRISIS_NOTE = {
  title: 'In an emergency',
  body: 'Thrive is not an emergency service. If you or someone you know is in immediate danger, call 112 now.',
  emergencyNumber: '112',
} as const;
