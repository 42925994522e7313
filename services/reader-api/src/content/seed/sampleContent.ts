/**
 * Development sample content (issue 24): a few stories by the home page's card writers and
 * some answered questions, so a fresh `pnpm start` has something to read. Marked `sample` in
 * the database and in the console; never seeded in production (see seedContent.ts).
 */
export interface SampleStory {
  username: string;
  title: string;
  genre: string;
  contentWarnings: string[];
  premium: boolean;
  daysAgo: number;
  body: string;
}

export const SAMPLE_STORIES: readonly SampleStory[] = [
  {
    username: 'chiamaka.obi',
    title: 'The week I stopped pretending exams did not scare me',
    genre: 'Mental Health',
    contentWarnings: [],
    premium: false,
    daysAgo: 1,
    body: `(Sample story.) Three weeks before my final exams I could not sleep. I told everyone I was fine, because everyone else looked fine.

One evening my younger sister found me crying over past questions. She did not try to fix anything. She sat with me and asked what exactly scared me.

Saying it out loud made it smaller. We made a plan: one subject a day, a walk every evening, and a rule that I tell someone when the night feels heavy.`,
  },
  {
    username: 'chiamaka.obi',
    title: 'Asking for help is a skill, not a weakness',
    genre: 'Psychology',
    contentWarnings: [],
    premium: true,
    daysAgo: 4,
    body: `(Sample story.) Nobody teaches us how to ask for help. We learn to wait until things are so bad that someone notices.

Here is what I practise now: name the feeling, name one person, and send one message. It does not have to be perfect.

The first time I did it, I wrote only "Can we talk later?" It was enough.`,
  },
  {
    username: 'tunde.adeyemi',
    title: 'Rest is part of the work',
    genre: 'Lifestyle',
    contentWarnings: [],
    premium: false,
    daysAgo: 2,
    body: `(Sample story.) I used to brag about working through the night. Then my hands started shaking during a client call.

Burnout did not arrive in one day. It came in small yeses I should have said no to.

Now I block one evening a week for nothing at all. My work is better for it, and so am I.`,
  },
  {
    username: 'zainab.bello',
    title: 'Impostor feelings on my first tech job',
    genre: 'Tech & Innovation',
    contentWarnings: [],
    premium: false,
    daysAgo: 3,
    body: `(Sample story.) On my first day as a developer I was sure someone would discover I did not belong.

I kept a list of every question I was afraid to ask. At the end of the month I read it again: most of them I could now answer myself.

Feeling new is not the same as being not good enough.`,
  },
  {
    username: 'emeka.nwosu',
    title: 'Learning to grieve my father out loud',
    genre: 'Relationship',
    contentWarnings: ['Death of a parent', 'Grief'],
    premium: false,
    daysAgo: 5,
    body: `(Sample story.) When my father died, I was told to be strong for my mother. So I said nothing for a year.

Grief that is not spoken does not leave. It waits.

A friend asked me to tell him one story about my father every time we met. Slowly, the silence turned into memories I could carry.`,
  },
  {
    username: 'ifeoma.okafor',
    title: 'A new city, and the friends who found me',
    genre: 'Lifestyle',
    contentWarnings: [],
    premium: false,
    daysAgo: 6,
    body: `(Sample story.) I moved to Lagos for work and knew nobody. Weekends were the hardest.

I started taking photographs of the same street every Saturday. A woman who sold fruit on the corner began to wave.

Loneliness eased one small greeting at a time.`,
  },
];

export interface SampleQuestion {
  text: string;
  anonymous: boolean;
  askerName: string | null;
  daysAgo: number;
  answer: { username: string; body: string };
}

/** Each answered by a card writer (the sample consultants have no fixed usernames). */
export const SAMPLE_QUESTIONS: readonly SampleQuestion[] = [
  {
    text: '(Sample question.) How do I tell my parents I feel anxious all the time without them thinking I am ungrateful?',
    anonymous: true,
    askerName: null,
    daysAgo: 2,
    answer: {
      username: 'chiamaka.obi',
      body: '(Sample answer.) Pick a calm moment and start with what you feel, not with what they did: "Lately I feel worried most days and I want your help." Feeling anxious is not ingratitude. If it is hard to say, writing it in a letter is a good start.',
    },
  },
  {
    text: '(Sample question.) Is it normal to feel tired all the time after a breakup?',
    anonymous: false,
    askerName: 'Tolu',
    daysAgo: 3,
    answer: {
      username: 'emeka.nwosu',
      body: '(Sample answer.) Yes. Loss of any kind takes energy. Keep simple routines, eat and sleep at regular times, and tell one person how you are doing. If the tiredness lasts for weeks, talk to a doctor or counsellor.',
    },
  },
];
