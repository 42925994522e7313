import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FakeClock } from '../clock.ts';
import { createFileMailer, fileTimestamp } from './mailer.ts';
import { latestMailTo, mailFilesTo, parseEml } from './readMailbox.ts';
import { mailsIn } from './mailLocale.ts';

const { alreadyRegisteredMail, verificationCodeMail } = mailsIn('en');

const silent = { info: () => {}, error: () => {} };
const ctx = { siteUrl: 'http://localhost:3000' };

describe('the development mailbox', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'thrive-mail-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes .eml files named <sortable timestamp>_<recipient>_<kind>.eml', async () => {
    const clock = new FakeClock('2026-11-22T20:01:02.123Z');
    const mailer = createFileMailer({
      dir,
      from: 'Thrive <hello@thrive.local>',
      clock,
      log: silent,
    });
    await mailer.send(verificationCodeMail('ada@example.com', '012345', ctx));
    expect(readdirSync(dir)).toEqual(['2026-11-22T20-01-02-123Z_ada@example.com_verify.eml']);
  });

  it('finds the newest message to an address and extracts the code from its text part', async () => {
    const clock = new FakeClock('2026-11-22T20:01:02.123Z');
    const mailer = createFileMailer({
      dir,
      from: 'Thrive <hello@thrive.local>',
      clock,
      log: silent,
    });
    await mailer.send(verificationCodeMail('ada@example.com', '111111', ctx));
    await mailer.send(verificationCodeMail('ada@example.com', '222222', ctx)); // same ms
    await mailer.send(verificationCodeMail('bola@example.com', '999999', ctx));
    clock.advance(1);
    await mailer.send(verificationCodeMail('ada@example.com', '333333', ctx));
    clock.advance(10);
    await mailer.send(verificationCodeMail('ada.b@example.com', '444444', ctx));

    expect(mailFilesTo(dir, 'ada@example.com')).toHaveLength(3);
    const latest = latestMailTo(dir, 'ADA@example.com');
    expect(latest?.subject).toBe('333333 is your Thrive verification code');
    expect(latest?.to).toBe('ada@example.com');
    expect(/\b(\d{6})\b/.exec(latest?.text ?? '')?.[1]).toBe('333333');
    expect(latest?.text).toContain('Hi there,\n');
    expect(latest?.html).toContain('333333');
    expect(path.isAbsolute(latest?.file ?? '')).toBe(true);

    // Same-millisecond messages keep their order.
    const [first, second] = mailFilesTo(dir, 'ada@example.com');
    expect(parseEml(readFileSync(first!)).subject).toContain('111111');
    expect(parseEml(readFileSync(second!)).subject).toContain('222222');
  });

  it('returns null when there is no message (yet)', () => {
    expect(latestMailTo(dir, 'nobody@example.com')).toBeNull();
    expect(latestMailTo(path.join(dir, 'missing'), 'nobody@example.com')).toBeNull();
  });

  it('decodes non-ASCII subjects and bodies, long lines and the HTML part', async () => {
    const clock = new FakeClock();
    const mailer = createFileMailer({
      dir,
      from: 'Thrive <hello@thrive.local>',
      clock,
      log: silent,
    });
    const mail = alreadyRegisteredMail('chí@example.com', 'Chíamaka “Chi” Ọkafọr', ctx);
    await mailer.send({ ...mail, subject: `Ẹ káàbọ̀ — ${'long '.repeat(30)}✓` });
    const read = latestMailTo(dir, 'chí@example.com');
    expect(read?.subject).toBe(`Ẹ káàbọ̀ — ${'long '.repeat(30)}✓`);
    expect(read?.text).toContain('Hi Chíamaka “Chi” Ọkafọr,');
    expect(read?.text).toBe(mail.text);
    expect(read?.html).toContain('Hi Chíamaka “Chi” Ọkafọr,');
  });

  it('parses base64 parts and folded encoded-word headers', () => {
    const eml = [
      'To: ada@example.com',
      'Subject: =?UTF-8?B?WW91ciBjb2RlOiA=?=',
      ' =?UTF-8?Q?123456_=E2=9C=93?=',
      'Content-Type: multipart/alternative; boundary="b1"',
      '',
      'preamble',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('Code 654321 — thanks').toString('base64'),
      '--b1',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>654321</p>',
      '--b1--',
      '',
    ].join('\r\n');
    const parsed = parseEml(eml);
    expect(parsed.subject).toBe('Your code: 123456 ✓');
    expect(parsed.text).toBe('Code 654321 — thanks');
    expect(parsed.html).toBe('<p>654321</p>');
  });

  it('keeps the file timestamp sortable', () => {
    expect(fileTimestamp(new Date('2026-11-22T20:01:02.123Z'))).toBe('2026-11-22T20-01-02-123Z');
    writeFileSync(path.join(dir, 'not-a-mail.txt'), 'x');
    expect(mailFilesTo(dir, 'ada@example.com')).toEqual([]);
  });
});
