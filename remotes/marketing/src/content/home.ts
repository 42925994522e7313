/** Copy for the home page's sections, kept out of the markup. */
import { ANONYMITY } from './anonymity';

/** The hero's rotating word and its typing speeds (SPEC sections 2 and 9). */
export const TYPING = {
  words: ['story', 'answer', 'consult'],
  /** Milliseconds per typed character. */
  typeSpeed: 200,
  /** Milliseconds per deleted character. */
  backSpeed: 70,
  loop: true,
} as const;

export const HERO = {
  eyebrow: 'Start, Soar, Thrive.',
  /** Rendered as: before + rotating word + after. */
  headingBefore: 'Changing lives, one',
  headingAfter: 'at a time',
  lead: 'Real, unfiltered stories, honest answers and professional support for young people across Africa. Ask openly or anonymously, and find people who understand.',
  cta: 'Get Started',
  secondaryCta: 'How it works',
} as const;

export const DOWNLOAD = {
  heading: 'Take Thrive with you',
  body: 'Create your free account on the web and confirm your e-mail. Then carry on in the Thrive app for Android and iPhone, from its store page.',
  cta: 'Create your free account',
} as const;

export interface Pillar {
  id: 'start' | 'soar' | 'thrive';
  title: string;
  heading: string;
  body: string;
  points: readonly string[];
}

export const PILLARS: readonly Pillar[] = [
  {
    id: 'start',
    title: 'START',
    heading: 'See what stories can help you grow.',
    body: 'Begin with stories from people who have been where you are: exams, heartbreak, family pressure, faith, work. Real voices, unfiltered.',
    points: [
      'Real stories from real people',
      'Topics that matter to you',
      'New stories every week',
    ],
  },
  {
    id: 'soar',
    title: 'SOAR',
    heading: 'Ask anything, openly or anonymously.',
    body: `Post the question you have been carrying. Writers and qualified consultants answer with care, and anonymous posts are never linked to your personal data. ${ANONYMITY.free}`,
    points: ['Answers from professionals', 'Ask anonymously, free', 'Supportive communities'],
  },
  {
    id: 'thrive',
    title: 'THRIVE',
    heading: 'Get support that moves you forward.',
    body: 'Book consultation and therapy with professionals when you need more than a story. What you share with them is seen only by authorized personnel.',
    points: ['Consultation and therapy', 'Private by design', 'Progress at your own pace'],
  },
];

export const HOW_IT_WORKS = {
  heading: 'How it works',
  lead: 'From sign-up to your first story in four steps.',
  /** Under the clip: what it shows, in words a reader uses (not its format or length). */
  caption: 'The four steps, from sign-up to your first story.',
  steps: [
    { title: 'Sign up', body: 'Create your account on the web in a minute.' },
    { title: 'Verify your e-mail', body: 'Enter the code we send to your inbox.' },
    {
      title: 'Get the app',
      body: 'Thrive for Android and iPhone, from Google Play or the App Store.',
    },
    { title: 'Read, ask and thrive', body: 'Read stories, ask questions and book a consult.' },
  ],
} as const;

export const WRITERS_SECTION = {
  heading: 'Our Writers',
  lead: 'Meet some of the people sharing their stories on Thrive.',
  cardCta: 'Start Reading',
} as const;

export const BECOME_WRITER = {
  heading: 'Become a Consultant/Writer',
  body: 'Are you a professional, or do you have a story that could help someone? Writers on Thrive get paid, and consultants reach young people who need them. Our team recruits writers who meet our content-quality, qualification and originality criteria.',
  cta: 'Start Writing',
  /** Writers are recruited by our team, so the call to action opens a pre-filled contact form. */
  contactSubject: 'Becoming a writer or consultant',
} as const;

export const PREMIUM_SECTION = {
  eyebrow: 'Premium subscription',
  heading: 'Go further with Premium',
  lead: 'Support the community and unlock the full Thrive experience.',
} as const;

export const FAQ_SECTION = {
  heading: 'Frequently asked questions',
  lead: 'Everything you need to know about Thrive.',
} as const;

export const TESTIMONIALS_SECTION = {
  heading: 'What our readers say',
  lead: 'Stories from the Thrive community.',
} as const;

export const NEWSLETTER = {
  eyebrow: 'Stay in the know',
  heading: 'Subscribe to our Newsletter',
  body: 'New stories, wellbeing tips and community news, once a month. Unsubscribe any time.',
  placeholder: 'Email Address',
  button: 'Stay updated',
  fallbackError: 'We could not subscribe you right now. Please try again in a moment.',
} as const;

export const NEWSLETTER_ERRORS = {
  required: 'Please enter your email address.',
  format: 'Please enter a valid email address, like name@example.com.',
} as const;
