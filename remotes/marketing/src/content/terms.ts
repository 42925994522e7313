/**
 * Terms of Use and Community Guidelines: what joining Thrive means, in plain words for readers
 * from 13 years old. The sign-up page's Terms link opens this page.
 */
import type { PolicySection } from './privacy';

export const TERMS = {
  heading: 'Terms of Use and Community Guidelines',
  updatedDate: '2026-11-23',
  updatedLabel: 'Last updated 23 November 2026',
  /** Followed by the controller's name (runtime config), as in the privacy policy. */
  agreementLabel: 'These terms are an agreement between you and',
  intro: [
    'Thrive is a community where young people read real stories, ask questions openly or anonymously, and get support from writers and professionals. These terms say what you can expect from us and what we expect from everyone who takes part, so the community stays safe and kind.',
    'By creating an account or using Thrive you agree to these terms and to our Privacy Policy.',
  ],
  sections: [
    {
      id: 'who-can-join',
      heading: '1. Who Can Join',
      paragraphs: [
        'Thrive is for people aged 13 and over. If you are under 13, please do not create an account. If you are under 18, we encourage you to tell a parent, guardian or another adult you trust that you use Thrive.',
        'You must give your real e-mail address and keep your password to yourself. You are responsible for what happens on your account; tell us straight away if you think someone else is using it.',
      ],
    },
    {
      id: 'not-an-emergency-service',
      heading: '2. Thrive Is Not an Emergency Service',
      paragraphs: [
        'Stories, answers and consultations on Thrive can help, but they are not emergency care and do not replace a doctor or a therapist you see in person. If you or someone you know is in immediate danger, call 112 now. "Need help now?" on every page lists who you can call.',
      ],
    },
    {
      id: 'community-guidelines',
      heading: '3. Community Guidelines',
      paragraphs: ['Everyone on Thrive agrees to:'],
      list: [
        'be kind: no bullying, harassment, threats, hate or mocking someone for what they share;',
        'keep others safe: never encourage self-harm, suicide, eating disorders or violence, and never share instructions for them;',
        'respect privacy: do not share anyone’s personal details, photos or messages without their permission, and never try to find out who wrote an anonymous post;',
        'be honest: no pretending to be someone else, no fake qualifications, no spam, scams or advertising;',
        'share only what is yours to share: your own stories and words, or content you have the right to use;',
        'keep it appropriate for a community that includes 13-year-olds: no sexual content, and nothing that sexualises young people.',
      ],
      after: [
        'If you see something that breaks these guidelines or worries you, report it to us through the help page. If someone seems to be in danger, call 112.',
      ],
    },
    {
      id: 'anonymous-posts',
      heading: '4. Anonymous Posts',
      paragraphs: [
        'You can ask questions anonymously, free, on every plan. Anonymous posts are not linked to your personal data for other members, writers or consultants. The guidelines apply to anonymous posts too, and we may still act on an anonymous post that breaks them.',
      ],
    },
    {
      id: 'writers-and-consultants',
      heading: '5. Writers and Consultants',
      paragraphs: [
        'Writers and consultants are recruited and added by our team. Writers must meet our content-quality, qualification and originality criteria, and are paid for the stories they publish. What a consultant tells you is their professional view; it is not a diagnosis unless they say so in a consultation.',
      ],
    },
    {
      id: 'premium',
      heading: '6. Premium',
      paragraphs: [
        'Premium costs 1,000 naira per month. Reading stories, asking questions and joining communities stay free. You can stop your subscription at any time; it then ends at the close of the month you have paid for.',
      ],
    },
    {
      id: 'your-content',
      heading: '7. Your Content',
      paragraphs: [
        'What you write stays yours. By posting it on Thrive you allow us to show it in the community and keep it while your account is active. You can delete your content, or your whole account, at any time.',
      ],
    },
    {
      id: 'moderation',
      heading: '8. When Something Goes Wrong',
      paragraphs: [
        'We may remove content that breaks these terms, and warn, suspend or close accounts that break them, especially when someone’s safety is at risk. Where the law requires it, or to protect someone from serious harm, we may share information with the authorities, as our Privacy Policy explains.',
      ],
    },
    {
      id: 'changes',
      heading: '9. Changes to These Terms',
      paragraphs: [
        'We may update these terms as Thrive grows. When a change matters, we will tell you in the app or by e-mail before it takes effect, and the date at the top of this page will change.',
      ],
    },
    {
      id: 'contact',
      heading: '10. Contact Us',
      paragraphs: [
        'Questions about these terms, or something to report? Send us a message through our help page and our team will reply by e-mail.',
      ],
    },
  ] satisfies readonly PolicySection[],
  contactCta: 'Contact Us',
} as const;
