import type { PublicPage } from '@thrive/composition';
import { FORM_RESULTS } from './content/formResults';

/**
 * The marketing pages prerendered at build time (@thrive/composition): the shell's server sends
 * them as complete HTML. Each description is the page's meta description and link preview.
 */
export const PUBLIC_PAGES: PublicPage[] = [
  {
    path: '/',
    description:
      'Real, unfiltered stories, honest answers and professional support for young people across Africa. Start, Soar, Thrive.',
  },
  {
    path: '/about',
    description:
      'Why we started Thrive, our mission for young people across Africa and the people building it.',
  },
  {
    path: '/pricing',
    description:
      'Thrive is free to read, ask and share. See what Thrive Premium adds and what it costs.',
  },
  {
    path: '/help',
    description:
      'Questions about Thrive, your account, writing for us or a partnership? Send us a message.',
  },
  {
    path: '/privacy',
    description:
      'How Thrive collects, uses and protects your information, and the choices you have.',
  },
  {
    path: '/delete-account',
    description: 'Ask us to delete your Thrive account and the data that goes with it.',
  },
  // The pages links in our e-mails open (their token comes with the URL).
  {
    path: '/newsletter/confirm',
    description: 'Confirm your subscription to the Thrive newsletter.',
  },
  { path: '/newsletter/unsubscribe', description: 'Unsubscribe from e-mails from Thrive.' },
  { path: '/delete-account/confirm', description: 'Confirm the deletion of your Thrive account.' },
  { path: '/delete-account/cancel', description: 'Cancel the deletion of your Thrive account.' },
  // The pages the public forms land on without JavaScript.
  ...Object.values(FORM_RESULTS).map(({ path, description }) => ({ path, description })),
];
