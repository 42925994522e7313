/** Copy for the About page. */
export const ABOUT = {
  intro: {
    eyebrow: 'About us',
    heading: 'Get to know Thrive',
    body: 'Thrive is a mental health and wellness stories community for young people across Africa. We bring together readers, writers and professional consultants so that nobody has to carry their questions alone.',
  },
  story: {
    heading: 'How Our Story Began',
    paragraphs: [
      'In 2019 a handful of friends started a WhatsApp group to talk honestly about the things that were weighing on them: school, money, relationships, faith and the pressure to have it all figured out.',
      'Word spread. Friends invited friends, and the group grew to thousands of members who came for the stories and stayed for the support. It became clear that young people needed a safe, dedicated home for these conversations.',
      'Thrive is that home: real, unfiltered stories, answers from people who care, and professional help when you need it.',
    ],
    stats: [
      { value: '2019', label: 'Started as a WhatsApp group' },
      { value: 'Thousands', label: 'of members in the community' },
      { value: 'One', label: 'mission: mental wellness for all' },
    ],
  },
  mission: {
    heading: 'Mission',
    body: 'Our mission is to become the answer to mental health and wellness questions across Africa: a place where every young person can find a story that speaks to them, ask what they are afraid to ask, and reach professional support.',
    points: [
      'Real, unfiltered stories that help you grow',
      'Questions answered openly or anonymously',
      'Consultation and therapy with professionals',
    ],
    imageAlt:
      'A ring of smiling illustrated faces of young Africans slowly turning around a glowing heart',
  },
  team: {
    heading: 'About the Team',
    lead: 'The people building Thrive.',
  },
  banner: ['START', 'SOAR', 'THRIVE'],
  /** Seconds per leftward cycle of the banner (SPEC section 9). */
  bannerCycleSeconds: 30,
} as const;
