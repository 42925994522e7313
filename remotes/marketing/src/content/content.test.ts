import { ABOUT } from '../about/copy';
import { DELETION } from '../deleteAccount/copy';
import { FAQ } from './faq';
import { CRISIS_NOTE, HELP } from '../help/copy';
import { BECOME_WRITER, HERO, PILLARS, TYPING, WRITERS_SECTION } from './home';
import { NEWSLETTER } from './newsletter';
import { featureNote, formatNaira, PREMIUM_PLAN } from '../premium/premium';
import { PRIVACY_POLICY } from '../privacy/copy';
import { TEAM } from '../about/team';
import { TESTIMONIALS } from './testimonials';
import { ANONYMITY } from '../layout/anonymity';
import { WRITERS } from '../writers/writers';

describe('content counts and shapes (SPEC sections 3 and 9)', () => {
  it('has 5 FAQ entries with question and answer', () => {
    expect(FAQ).toHaveLength(5);
    for (const item of FAQ) {
      expect(Object.keys(item).sort()).toEqual(['answer', 'question']);
      expect(item.question.trim()).not.toBe('');
      expect(item.answer.trim()).not.toBe('');
    }
  });

  it('answers that writers get paid, the writer criteria and the variety of stories', () => {
    const answers = FAQ.map((f) => f.answer).join(' ');
    expect(answers).toMatch(/writers on thrive get paid/i);
    expect(answers).toMatch(/content-quality, qualification and originality criteria/);
    expect(answers).toMatch(/wide variety of stories .*updated regularly/i);
  });

  it('has 8 distinct testimonials with a numeric id, a first name and text', () => {
    expect(TESTIMONIALS).toHaveLength(8);
    expect(new Set(TESTIMONIALS.map((t) => t.id)).size).toBe(8);
    expect(new Set(TESTIMONIALS.map((t) => t.text)).size).toBe(8);
    for (const t of TESTIMONIALS) {
      expect(typeof t.id).toBe('number');
      expect(t.name).toMatch(/^\S+$/); // a first name
      expect(t.text.length).toBeGreaterThan(20);
    }
  });

  it('has writer cards shaped id, name, role, description, bgColor with the five roles', () => {
    for (const w of WRITERS) {
      // The spec's fields, plus the writer's username that "Start Reading" opens (issue 24).
      expect(Object.keys(w).sort()).toEqual([
        'bgColor',
        'description',
        'id',
        'name',
        'role',
        'username',
      ]);
      expect(w.bgColor).toMatch(/^#[0-9a-f]{6}$/i);
      expect(w.username).toMatch(/^[a-z]+\.[a-z]+$/);
    }
    expect(WRITERS.map((w) => w.role)).toEqual([
      'Writer',
      'Designer',
      'Developer',
      'Marketer',
      'Photographer',
    ]);
  });

  it('has 4 team cards: chief executive, head of technology, senior software engineer, head of people and community', () => {
    expect(TEAM.map((m) => m.role)).toEqual([
      'Chief Executive Officer',
      'Head of Technology',
      'Senior Software Engineer',
      'Head of People and Community',
    ]);
    for (const m of TEAM) {
      // Invented people get no profile link: a guessed address may be a stranger's.
      expect(m.profileUrl).toBeNull();
      expect(m.photoAlt).toContain(m.name);
    }
  });

  it('writes naira amounts with the sign, grouped thousands and no decimals', () => {
    expect(formatNaira(999)).toBe('₦999');
    expect(formatNaira(1_234_567.4)).toBe('₦1,234,567');
    expect(formatNaira(0)).toBe('₦0');
  });

  it('prices Premium at 1,000 naira per month with the seven features', () => {
    expect(PREMIUM_PLAN.priceNaira).toBe(1000);
    expect(PREMIUM_PLAN.period).toBe('month');
    expect(formatNaira(PREMIUM_PLAN.priceNaira)).toBe('₦1,000');
    expect(PREMIUM_PLAN.features).toEqual([
      'Ad-free experience',
      'Premium-only stories',
      'Anonymity feature',
      'Personalised stories and answers',
      'Priority support',
      'Early access to new features',
      'Discounts on branded apparel',
    ]);
  });
});

describe('exact copy', () => {
  it('types story, answer and consult at speeds 200 and 70, looping', () => {
    expect(TYPING).toEqual({
      words: ['story', 'answer', 'consult'],
      typeSpeed: 200,
      backSpeed: 70,
      loop: true,
    });
    expect(`${HERO.headingBefore} story ${HERO.headingAfter}`).toBe(
      'Changing lives, one story at a time',
    );
    expect(HERO.cta).toBe('Get Started');
  });

  it('uses the newsletter wording', () => {
    expect(NEWSLETTER.eyebrow).toBe('Stay in the know');
    expect(NEWSLETTER.heading).toBe('Subscribe to our Newsletter');
    expect(NEWSLETTER.placeholder).toBe('Email Address');
    expect(NEWSLETTER.button).toBe('Stay updated');
  });

  it('uses the section names of the spec', () => {
    expect(PILLARS.map((p) => p.title)).toEqual(['START', 'SOAR', 'THRIVE']);
    expect(PILLARS[0]!.heading).toBe('See what stories can help you grow.');
    expect(WRITERS_SECTION.heading).toBe('Our Writers');
    expect(WRITERS_SECTION.cardCta).toBe('Start Reading');
    expect(BECOME_WRITER.heading).toBe('Become a Consultant/Writer');
    expect(BECOME_WRITER.cta).toBe('Start Writing');
    expect(HELP.heading).toBe('Get in touch');
    expect(HELP.submit).toBe('Send Message');
    expect(ABOUT.intro.heading).toMatch(/^Get to know/);
    expect(ABOUT.story.heading).toBe('How Our Story Began');
    expect(ABOUT.story.paragraphs.join(' ')).toMatch(/2019.*WhatsApp group.*thousands/s);
    expect(ABOUT.mission.heading).toBe('Mission');
    expect(ABOUT.team.heading).toBe('About the Team');
    expect(ABOUT.banner).toEqual(['START', 'SOAR', 'THRIVE']);
    expect(ABOUT.bannerCycleSeconds).toBe(30);
  });

  it('words the deletion confirmation exactly and states the 7-day timeline', () => {
    expect(DELETION.form.confirm).toBe(
      'I understand that this will permanently delete my account and all related data.',
    );
    expect(DELETION.timeline.steps.join(' ')).toMatch(/within 7 days/);
    expect(DELETION.timeline.steps.join(' ')).toMatch(/irreversible/);
    expect(DELETION.whatIsDeleted.items.join(' ')).toMatch(
      /profile and account data.*content and files.*activity history and settings.*Metadata and logs/is,
    );
    expect(DELETION.retained).toMatch(/law or fraud prevention/);
  });

  it('says plainly that Thrive is not an emergency service and to call 112', () => {
    expect(CRISIS_NOTE.body).toBe(
      'Thrive is not an emergency service. If you or someone you know is in immediate danger, call 112 now.',
    );
  });

  it('has a privacy policy effective 20 September 2025 with the ten sections in order', () => {
    expect(PRIVACY_POLICY.effectiveDate).toBe('2025-09-20');
    expect(PRIVACY_POLICY.effectiveLabel).toBe('Effective 20 September 2025');
    expect(PRIVACY_POLICY.sections.map((s) => s.heading)).toEqual([
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. How We Share Your Information',
      '4. Data Retention',
      '5. Your Choices and Controls',
      "6. Children's Privacy",
      '7. Security',
      '8. Third-Party Links',
      '9. Updates to This Policy',
      '10. Contact Us',
    ]);
    const text = JSON.stringify(PRIVACY_POLICY);
    expect(text).toMatch(/not for users under 13/);
    expect(text).toMatch(/while your account is active, or for as long as the law requires/);
    expect(text).toMatch(/within 7 days/);
    expect(text).toMatch(/Anonymous posts are not linked to your personal data/);
    expect(text).toMatch(/seen only by authorized personnel/);
    expect(PRIVACY_POLICY.contactCta).toBe('Contact Us');
  });
});

describe('honest content', () => {
  it('tells one story about anonymity: asking anonymously is free, on every page that speaks of it', () => {
    const soar = PILLARS.find((p) => p.id === 'soar')!;
    const faq = FAQ.find((f) => /anonymously/.test(f.question))!;
    expect(faq.answer).toContain(ANONYMITY.free);
    expect(soar.body).toContain(ANONYMITY.free);
    // Premium's anonymity feature is explained as going beyond the free anonymous questions.
    expect(featureNote('Anonymity feature')).toContain(ANONYMITY.free);
    expect(featureNote('Anonymity feature')).toContain(ANONYMITY.premium);
  });

  it('has testimonials that describe only what exists today (no app, Premium, bookings or promises)', () => {
    for (const t of TESTIMONIALS) {
      expect(t.text).not.toMatch(
        /premium|\bapp\b|\bads?\b|book(ed|ing)?\b|early (access|features)|within a day|every evening/i,
      );
    }
  });
});
