/** A reader's testimonial (SPEC section 3): a first name and what they said. */
export interface Testimonial {
  id: number;
  name: string;
  text: string;
}

/**
 * What members of the community (which began in 2019 as a WhatsApp group) say about it. They
 * speak only of what exists today — stories, questions and answers, people who listen — and
 * make no promise about the app, Premium, bookings or response times.
 *
 * Not in a catalog on purpose: a quote is what its author said, in the language they said it
 * (TESTIMONIAL_LANG), so a page in another locale shows it as said, marked with its `lang`.
 */
export const TESTIMONIAL_LANG = 'en';

/* eslint-disable lingui/no-unlocalized-strings -- people's own words (above) */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Adaeze',
    text: 'Reading other people’s stories made me feel less alone. I finally asked for help, and it changed my year.',
  },
  {
    id: 2,
    name: 'Kelechi',
    text: 'I asked my question without my name on it, and the answers I got were kind and thoughtful.',
  },
  {
    id: 3,
    name: 'Fatima',
    text: 'The stories are real and unfiltered. It feels like talking to friends who truly get it.',
  },
  {
    id: 4,
    name: 'Segun',
    text: 'I used to bottle everything up. Thrive gave me words for what I was feeling and a place to start.',
  },
  {
    id: 5,
    name: 'Amaka',
    text: 'Hearing how others got through exam season helped me get through mine, one day at a time.',
  },
  {
    id: 6,
    name: 'Ibrahim',
    text: 'I joined the group in 2019 to read. Years later it still reminds me that asking for help is normal.',
  },
  {
    id: 7,
    name: 'Blessing',
    text: 'Sharing my story helped me heal, and hearing that it helped someone else meant everything.',
  },
  {
    id: 8,
    name: 'Tobi',
    text: 'Knowing I was not the only one going through it made it easier to talk to my family.',
  },
];
/* eslint-enable lingui/no-unlocalized-strings */
