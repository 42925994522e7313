import { isEmail, sanitisePhone } from './validation';

it('accepts ordinary addresses and rejects obvious typos', () => {
  expect(isEmail('ada@example.com')).toBe(true);
  expect(isEmail(' ada@example.com ')).toBe(true);
  expect(isEmail('ada@example')).toBe(false);
  expect(isEmail('ada.example.com')).toBe(false);
  expect(isEmail('')).toBe(false);
});

it('keeps only digits in a phone number, with an optional leading +', () => {
  expect(sanitisePhone('0803 123 4567')).toBe('08031234567');
  expect(sanitisePhone('+234 (803) 123-4567')).toBe('+2348031234567');
  expect(sanitisePhone('abc')).toBe('');
});
