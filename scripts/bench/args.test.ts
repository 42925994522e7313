import { PARTS, parseBenchArgs } from './args';

describe('pnpm bench arguments', () => {
  it('runs every part with 3 runs and every route by default', () => {
    expect(parseBenchArgs([])).toEqual({ parts: [...PARTS], routes: null, runs: 3 });
  });

  it('--only=public runs the public-site parts, admin-scale the admin one alone', () => {
    expect(parseBenchArgs(['--', '--only=public']).parts).toEqual([
      'bytes',
      'messages',
      'throttled',
      'repeat-visit',
      'data-saver',
      'interaction',
      'typed-ahead',
      'slow-links',
      'lighthouse',
      'form-flood',
      'studio-editor',
    ]);
    expect(parseBenchArgs(['--only=admin-scale']).parts).toEqual(['admin-scale']);
  });

  it('takes a list of parts and keeps the bench order', () => {
    expect(parseBenchArgs(['--only=lighthouse,bytes']).parts).toEqual(['bytes', 'lighthouse']);
  });

  it('takes routes and a run count', () => {
    expect(parseBenchArgs(['--routes=/,/about', '--runs=1'])).toMatchObject({
      routes: ['/', '/about'],
      runs: 1,
    });
  });

  it('refuses unknown parts, bad routes, bad counts and unknown flags with the usage', () => {
    expect(() => parseBenchArgs(['--only=speed'])).toThrow(
      /Unknown bench part "speed"[\s\S]*Usage/,
    );
    expect(() => parseBenchArgs(['--only='])).toThrow(/needs a part/);
    expect(() => parseBenchArgs(['--routes=about'])).toThrow(/paths/);
    expect(() => parseBenchArgs(['--runs=0'])).toThrow(/count/);
    expect(() => parseBenchArgs(['--fast'])).toThrow(/Unknown argument "--fast"/);
  });
});
