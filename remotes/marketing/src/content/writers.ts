/** A writer card on the home page's 'Our Writers' carousel (SPEC section 3). */
export interface WriterCard {
  id: number;
  name: string;
  /** Their writer page, `/writers/<username>` (the stories remote); the API's sample writers
   * (services/reader-api/src/admin/seed/sampleData.ts, CARD_WRITERS) have the same usernames. */
  username: string;
  role: 'Writer' | 'Designer' | 'Developer' | 'Marketer' | 'Photographer';
  description: string;
  /** Card background; dark text (#1d1d1f) on it must keep a 4.5:1 contrast. */
  bgColor: string;
}

export const WRITERS: readonly WriterCard[] = [
  {
    id: 1,
    name: 'Chiamaka Obi',
    username: 'chiamaka.obi',
    role: 'Writer',
    description:
      'Writes honestly about anxiety, exam pressure and learning to ask for help, one small step at a time.',
    bgColor: '#fde7cf',
  },
  {
    id: 2,
    name: 'Tunde Adeyemi',
    username: 'tunde.adeyemi',
    role: 'Designer',
    description:
      'Turns his journey through burnout into stories about rest, boundaries and creative recovery.',
    bgColor: '#dff0e8',
  },
  {
    id: 3,
    name: 'Zainab Bello',
    username: 'zainab.bello',
    role: 'Developer',
    description:
      'Shares what building a career in tech taught her about impostor feelings and self-worth.',
    bgColor: '#e4e6fb',
  },
  {
    id: 4,
    name: 'Emeka Nwosu',
    username: 'emeka.nwosu',
    role: 'Marketer',
    description:
      'Writes about grief, family expectations and the quiet courage it takes to start again.',
    bgColor: '#fbe0e3',
  },
  {
    id: 5,
    name: 'Ifeoma Okafor',
    username: 'ifeoma.okafor',
    role: 'Photographer',
    description:
      'Pairs images with words about loneliness in a new city and the friendships that healed it.',
    bgColor: '#fff3c4',
  },
];
