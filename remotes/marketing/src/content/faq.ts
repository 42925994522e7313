import { ANONYMITY } from './anonymity';

/** A question and answer of the home page's FAQ accordion (SPEC section 3). */
export interface FaqItem {
  question: string;
  answer: string;
}

export const FAQ: readonly FaqItem[] = [
  {
    question: 'What is Thrive?',
    answer:
      'Thrive is a mental health and wellness community for young people across Africa. You can read real, unfiltered stories, ask questions openly or anonymously, get consultation and therapy from professionals, and join communities of people who understand.',
  },
  {
    question: 'Do writers get paid?',
    answer:
      'Yes. Writers on Thrive get paid for the stories they publish. Sharing your experience can help someone else, and we believe that work deserves to be rewarded.',
  },
  {
    question: 'How do I become a writer or consultant?',
    answer:
      'Writers and consultants are recruited and added by our team. Writers must meet our content-quality, qualification and originality criteria: stories must be well written, come from someone qualified to tell them, and be original work. Get in touch through our help page to apply.',
  },
  {
    question: 'What kind of stories will I find?',
    answer:
      'Readers have a wide variety of stories to choose from, updated regularly: anxiety, relationships, career, faith, grief, health and much more, written by real people and professionals.',
  },
  {
    question: 'Can I ask a question anonymously?',
    answer: `Yes. You can ask openly or anonymously. ${ANONYMITY.free} ${ANONYMITY.privacy}`,
  },
];
