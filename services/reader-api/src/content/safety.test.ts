import {
  CRISIS_PHRASES,
  hasCrisisLanguage,
  redactPersonalDetails,
  REMOVED,
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
    expect(redactPersonalDetails(text)).toEqual({ text, flags: [] });
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
    expect(redactPersonalDetails(plain)).toEqual({ text: plain, flags: [] });
  });

  it('reports every kind once, in order', () => {
    const result = redactPersonalDetails(
      'Queens College girl, 08031234567 or 07011112222, me@x.com',
    );
    expect(result.flags).toEqual(['phone', 'email', 'school']);
    expect(result.text).not.toMatch(/\d{4}|@|Queens/);
  });
});
