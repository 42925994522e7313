import {
  CRISIS_PHRASES,
  hasCrisisLanguage,
  redactPersonalDetails,
  REMOVED,
  type PersonalDetail,
} from '@thrive/reader-contract/content';

describe('crisis language', () => {
  it.each([
    'I want to die',
    'sometimes i think about SUICIDE...',
    'I just wanna die tbh',
    'I don’t want to live anymore',
    'I wan die, abeg',
    'I no wan live again',
    'I go drink sniper tonight',
  ])('finds it in %p', (text) => {
    expect(hasCrisisLanguage(text)).toBe(true);
  });

  it.each([
    'How do I die my hair blue?',
    'My exams are killing me, any study tips?',
    'I want to live abroad one day',
    'Na wa for this exam o',
  ])('does not alarm on %p', (text) => {
    expect(hasCrisisLanguage(text)).toBe(false);
  });

  it('keeps English and Pidgin phrases and says where the list comes from', () => {
    expect(CRISIS_PHRASES.english.length).toBeGreaterThan(10);
    expect(CRISIS_PHRASES.pidgin.length).toBeGreaterThan(5);
    expect(CRISIS_PHRASES.source).toMatch(/chatsafe/);
    for (const phrase of [...CRISIS_PHRASES.english, ...CRISIS_PHRASES.pidgin])
      expect(hasCrisisLanguage(`so ${phrase} now`)).toBe(true);
  });
});

describe('personal details', () => {
  it('takes out phone numbers in the ways people type them', () => {
    for (const phone of ['08031234567', '+234 803 123 4567', '0803-123-4567', '(0803) 123 4567']) {
      const result = redactPersonalDetails(`call me on ${phone} please`);
      expect(result.text).toBe(`call me on ${REMOVED.phone} please`);
      expect(result.flags).toEqual(['phone']);
    }
  });

  it('leaves short numbers alone (ages, years, prices)', () => {
    const text = 'I am 17, since 2023 I pay 1,000 naira';
    expect(redactPersonalDetails(text)).toEqual({ text, flags: [], spans: [] });
  });

  it('takes out e-mail addresses, also spelled with (at)', () => {
    expect(redactPersonalDetails('write to ada.obi@gmail.com').text).toBe(
      `write to ${REMOVED.email}`,
    );
    expect(redactPersonalDetails('ada (at) yahoo . com').flags).toEqual(['email']);
  });

  it('takes out named schools but keeps "my school"', () => {
    const named = redactPersonalDetails('People at Kings College Lagos bully me');
    expect(named.text).toBe(`People at ${REMOVED.school} Lagos bully me`);
    expect(named.flags).toEqual(['school']);
    expect(redactPersonalDetails('I study at UNILAG').text).toBe(`I study at ${REMOVED.school}`);
    const plain = 'My school is too far. The college is fine.';
    expect(redactPersonalDetails(plain)).toEqual({ text: plain, flags: [], spans: [] });
  });

  it('reports every kind once, in order', () => {
    const result = redactPersonalDetails(
      'Queens College girl, 08031234567 or 07011112222, me@x.com, ig: @queen_ada',
    );
    expect(result.flags).toEqual(['phone', 'email', 'social', 'school']);
    expect(result.text).not.toMatch(/\d{4}|@|Queens/);
  });
});

/**
 * The ways around the screening the security review found (issue 40, M2), and more: each hides
 * `detail` inside `typed`; a sure one is taken out of the published text, an unsure one stays
 * but is flagged, and either way the moderator sees exactly `detail` highlighted.
 */
const ZWSP = '\u200b';
const ZWJ = '\u200d';
const SOFT_HYPHEN = '\u00ad';
const bypasses: [label: string, detail: string, kind: PersonalDetail, sure: boolean][] = [
  ['full-width digits', '０８０３１２３４５６７', 'phone', true],
  ['full-width digits with spaces', '０８０３ １２３ ４５６７', 'phone', true],
  ['Arabic-Indic digits', '٠٨٠٣١٢٣٤٥٦٧', 'phone', true],
  ['Eastern Arabic-Indic digits', '۰۸۰۳۱۲۳۴۵۶۷', 'phone', true],
  ['Devanagari digits', '०८०३१२३४५६७', 'phone', true],
  ['mathematical bold digits', '𝟎𝟖𝟎𝟑𝟏𝟐𝟑𝟒𝟓𝟔𝟕', 'phone', true],
  ['circled digits', '⓪⑧⓪③①②③④⑤⑥⑦', 'phone', true],
  ['digits split by commas', '0,8,0,3,1,2,3,4,5,6,7', 'phone', true],
  ['digits in comma groups', '080,312,345,67', 'phone', true],
  ['digits split by underscores', '0803_123_4567', 'phone', true],
  ['digits split by dots', '0.8.0.3.1.2.3.4.5.6.7', 'phone', true],
  ['digits split by slashes', '0803/123/4567', 'phone', true],
  ['digits split by zero-width spaces', `0803${ZWSP}123${ZWSP}4567`, 'phone', true],
  ['digits split by zero-width joiners', `0${ZWJ}8${ZWJ}0${ZWJ}3${ZWJ}1234567`, 'phone', true],
  ['digits split by soft hyphens', `0803${SOFT_HYPHEN}123${SOFT_HYPHEN}4567`, 'phone', true],
  ['digits split by spaces one by one', '0 8 0 3 1 2 3 4 5 6 7', 'phone', true],
  ['O for zero', 'O8O31234567', 'phone', true],
  ['O and I for zero and one', 'O8O3 I23 4567', 'phone', true],
  ['lower-case o and l', '08o3 l23 4567', 'phone', true],
  [
    'English number words',
    'zero eight zero three one two three four five six seven',
    'phone',
    true,
  ],
  [
    'number words with hyphens',
    'zero-eight-zero-three-one-two-three-four-five-six-seven',
    'phone',
    true,
  ],
  ['"oh" for zero', 'oh eight oh three one two three four five six seven', 'phone', true],
  ['"double" in words', 'zero eight zero three double seven four five six', 'phone', true],
  ['words mixed with digits', '0803 one two three 4567', 'phone', true],
  ['Pidgin number words', 'ziro eit ziro tri wan tu tri fo faiv siks sevin', 'phone', true],
  [
    'capitalised number words',
    'ZERO EIGHT ZERO THREE ONE TWO THREE FOUR FIVE SIX SEVEN',
    'phone',
    true,
  ],
  ['digits split by dashes and spaces', '0803 - 123 - 4567', 'phone', true],
  ['international form with words', 'plus two three four 803 123 4567', 'phone', true],
  ['too few digits, but hidden in words', 'eight zero three one two', 'phone', false],
  ['"name at gmail dot com"', 'ada at gmail dot com', 'email', true],
  ['"name at yahoo.com"', 'ada.obi at yahoo.com', 'email', true],
  ['"(at)" and "(dot)"', 'ada (at) gmail (dot) com', 'email', true],
  ['"[at]" and "[dot]"', 'ada[at]gmail[dot]com', 'email', true],
  ['full-width @', 'ada＠gmail.com', 'email', true],
  ['small commercial at', 'ada﹫gmail.com', 'email', true],
  ['spaces around @', 'ada @ gmail . com', 'email', true],
  ['zero-width space inside', `ada${ZWSP}@${ZWSP}gmail.com`, 'email', true],
  ['upper case', 'ADA AT GMAIL DOT COM', 'email', true],
  ['a provider without its domain', 'ada at gmail', 'email', false],
  ['an @handle', '@ada_obi', 'social', true],
  ['an Instagram handle after "ig:"', 'ig: ada.obi', 'social', true],
  ['"my snap na …" (Pidgin)', 'snap na ada_obi2', 'social', true],
  ['a profile link', 'instagram.com/ada.obi', 'social', true],
  ['a TikTok link', 'https://www.tiktok.com/@adaobi', 'social', true],
  ['a full-width @handle', '＠ada_obi', 'social', true],
  ['"follow me on insta"', 'follow me on insta', 'social', false],
  ['"add me for snap" (Pidgin)', 'add me for snap', 'social', false],
  ['"my ig is" a plain name', 'ig is adaobi', 'social', false],
  ['a school in capitals', 'KINGS COLLEGE', 'school', true],
  ['a school with a curly apostrophe', 'Queen’s College', 'school', true],
  ['a school with a modifier letter apostrophe', 'Queenʼs College', 'school', true],
  ['a school named with "St."', "St. Gregory's College", 'school', true],
  ['a school in lower case', 'kings college', 'school', false],
  ['a school in mixed case', 'kINGS cOLLEGE', 'school', true],
  ['a university abbreviation in lower case', 'unilag', 'school', true],
  ['a university abbreviation in full-width letters', 'ＵＮＩＬＡＧ', 'school', true],
  ['a Federal Government College', 'Federal Government College', 'school', true],
  ['a state university', 'Lagos State University', 'school', true],
];

describe('personal details written to get past the screening (issue 40)', () => {
  it(`recognises ${bypasses.length} ways of writing them`, () => {
    expect(bypasses.length).toBeGreaterThanOrEqual(40);
  });

  it.each(bypasses)('%s: %p', (_label, detail, kind, sure) => {
    const typed = `hello, ${detail} , thanks`;
    const result = redactPersonalDetails(typed);
    expect(result.flags).toEqual([kind]);
    const start = typed.indexOf(detail);
    expect(result.spans).toEqual([{ kind, start, end: start + detail.length, sure }]);
    expect(result.text).toBe(sure ? `hello, ${REMOVED[kind]} , thanks` : typed);
  });
});

/** Ordinary stories and questions: nothing in them is a personal detail. */
const ordinary = [
  'I am 17, since 2023 I pay 1,000 naira',
  'My exams start on 12/05/2025 and end 30.06.2025.',
  'From 2019, 2020 to 2021 I was depressed.',
  'My parents paid 250,000 naira school fees, then 1,500,000 for university.',
  'I finished secondary school last year and I miss my friends.',
  'After school I go home and cry. The college is fine.',
  'I went to boarding school and then to university.',
  'I no wan go school again, e don tire me.',
  'Na for school dem dey bully me o.',
  'One day I will be free. I want to be a doctor one day.',
  'I have two sisters and three brothers, and I am the fourth child.',
  'I wan tell my mama but I fear say she go vex.',
  'My ig is private because of bullies.',
  'I use instagram and tiktok too much, how do I stop?',
  'I was at church. Then I came home.',
  'We meet at 7:30 every Sunday at the park.',
  'Is it normal to feel sad at 3am?',
  'O boy, this life no easy o.',
  'I scored 280 in JAMB and 7 A1s in WAEC.',
  'My Secondary School teachers do not listen.',
  'I love my school but I hate exams.',
  'The University is far from home and the fees are high.',
  'email me? No, I will not share my email here.',
];

describe('ordinary writing is not flagged', () => {
  it.each(ordinary)('%p', (text) => {
    expect(redactPersonalDetails(text)).toEqual({ text, flags: [], spans: [] });
  });
});
