/** The Privacy Policy (SPEC section 2; consistent with sections 6 and 9). */

export interface PolicySection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** A paragraph after the list. */
  after?: readonly string[];
}

export const PRIVACY_POLICY = {
  heading: 'Privacy Policy',
  effectiveDate: '2025-09-20',
  effectiveLabel: 'Effective 20 September 2025',
  intro: [
    'Thrive is a mental health and wellness stories community for young people across Africa. You trust us with personal and often sensitive information, and we take that seriously.',
    'This policy explains what information we collect when you use the Thrive website and mobile app, how we use and protect it, and the choices you have. By using Thrive you agree to the practices described here.',
  ],
  sections: [
    {
      id: 'information-we-collect',
      heading: '1. Information We Collect',
      paragraphs: ['We collect only what we need to run Thrive and keep it safe:'],
      list: [
        'Account information: your first and last name, e-mail address and password (stored only in hashed form) when you create an account, and the code you use to verify your e-mail.',
        'Content you create: questions, answers, stories, comments and likes, including posts you choose to make anonymously.',
        'Consultation information: what you choose to share with a consultant or therapist during a consultation.',
        'Subscription information: whether you are on the free plan or Premium. Payments are handled by our payment provider; we do not store your full card details.',
        'Contact and newsletter information: your name, e-mail, phone number and message when you contact us, and your e-mail when you subscribe to our newsletter.',
        'Technical information: device type, app version, log data such as IP address and the times you use the service, used to keep Thrive secure and working.',
      ],
    },
    {
      id: 'how-we-use',
      heading: '2. How We Use Your Information',
      paragraphs: ['We use your information to:'],
      list: [
        'create and manage your account, verify your e-mail and keep you signed in;',
        'show you stories and answers, and personalise them if you are a Premium member;',
        'connect you with consultants and writers, and let writers publish and be paid for their work;',
        'answer your messages and send the newsletter you asked for;',
        'keep the community safe, prevent fraud and abuse, and enforce our rules;',
        'understand how Thrive is used so we can improve it, using aggregated information where we can.',
      ],
      after: [
        'We do not sell your personal information, and we do not use it for advertising to you outside Thrive.',
      ],
    },
    {
      id: 'sharing',
      heading: '3. How We Share Your Information',
      paragraphs: [
        'Anonymous posts are not linked to your personal data: other members, writers and consultants see the post, not who wrote it.',
        'Information you share with professionals during a consultation is seen only by authorized personnel: the consultant you speak to and the limited staff who need it to provide the service.',
        'We share information with service providers who host our systems, send e-mail or process payments for us, under contracts that require them to protect it and use it only for us. We may also disclose information when the law requires it, or to protect someone from serious harm.',
      ],
    },
    {
      id: 'retention',
      heading: '4. Data Retention',
      paragraphs: [
        'We keep your information while your account is active, or for as long as the law requires.',
        'When you ask us to delete your account, we verify the request and delete your account within 7 days. Deletion is irreversible. Data that the law or fraud prevention requires us to keep is retained only until the required period ends, and then deleted.',
      ],
    },
    {
      id: 'your-controls',
      heading: '5. Your Choices and Controls',
      paragraphs: ['You are in control of your information. You can:'],
      list: [
        'post anonymously whenever you prefer not to be identified;',
        'view and update your profile details in the app;',
        'unsubscribe from the newsletter using the link in any newsletter e-mail;',
        'ask us for a copy of your information, or to correct it, by contacting us;',
        'delete your account at any time from our Delete Your Account page. Your profile and account data, your content and files, your activity history and settings, and associated metadata and logs are deleted.',
      ],
    },
    {
      id: 'children',
      heading: "6. Children's Privacy",
      paragraphs: [
        'Thrive is not for users under 13. We do not knowingly collect information from children under 13. If you believe a child under 13 has created an account, contact us and we will delete it.',
      ],
    },
    {
      id: 'security',
      heading: '7. Security',
      paragraphs: [
        'We protect your information with encryption in transit, hashed passwords, access controls that limit who can see sensitive information, and regular review of our systems. No service can be perfectly secure, so please use a strong password that you do not use anywhere else, and tell us straight away if you think your account has been misused.',
      ],
    },
    {
      id: 'third-party-links',
      heading: '8. Third-Party Links',
      paragraphs: [
        'Thrive may link to websites and services we do not run, such as app stores or our team’s professional profiles. Their own privacy policies apply when you visit them, and we are not responsible for how they handle your information.',
      ],
    },
    {
      id: 'updates',
      heading: '9. Updates to This Policy',
      paragraphs: [
        'We may update this policy as Thrive grows. When we make a significant change we will tell you in the app or by e-mail before it takes effect, and the effective date at the top of this page will change.',
      ],
    },
    {
      id: 'contact',
      heading: '10. Contact Us',
      paragraphs: [
        'If you have any question about this policy or your information, or want to exercise any of your choices, send us a message through our help page and our team will reply by e-mail.',
      ],
    },
  ] satisfies readonly PolicySection[],
  contactCta: 'Contact Us',
  /** Followed by the controller's name from the runtime config. */
  controllerLabel: 'The controller responsible for your personal data is',
  /** Followed by the privacy contact address from the runtime config. */
  privacyContactLabel:
    'For anything about your privacy or your data, write to our privacy contact at',
} as const;
