/** A reader's testimonial (SPEC section 3): a first name and what they said. */
export interface Testimonial {
  id: number;
  name: string;
  text: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Adaeze',
    text: 'Reading other people’s stories made me feel less alone. I finally asked for help, and it changed my year.',
  },
  {
    id: 2,
    name: 'Kelechi',
    text: 'I asked my question anonymously and got a kind, thoughtful answer from a professional within a day.',
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
    text: 'The consultation I booked was warm and practical. I left with a plan instead of a panic.',
  },
  {
    id: 6,
    name: 'Ibrahim',
    text: 'There is always something new to read. I check in every evening before bed.',
  },
  {
    id: 7,
    name: 'Blessing',
    text: 'Writing my story on Thrive helped me heal, and hearing that it helped someone else meant everything.',
  },
  {
    id: 8,
    name: 'Tobi',
    text: 'Premium is worth it for me: no ads, early features and stories I could not find anywhere else.',
  },
];
