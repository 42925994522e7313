import { remoteForPath } from './remoteForPath';
import { DEFAULT_RUNTIME_CONFIG as DEFAULT_CONFIG } from './contract';

const publicMounts = DEFAULT_CONFIG.hosts.public;

describe('remoteForPath', () => {
  it.each([
    ['/', 'marketing'],
    ['/about', 'marketing'],
    ['/delete-account', 'marketing'],
    ['/no-such-page', 'marketing'],
    ['/signup', 'auth'],
    ['/confirm', 'auth'],
    ['/login', 'auth'],
    ['/reset', 'auth'],
    ['/download', 'auth'],
    ['/download2', 'auth'],
    ['/signup/extra', 'auth'],
    ['/signupx', 'marketing'],
    ['/downloads', 'marketing'],
  ])('on the public host %s belongs to %s', (path, remote) => {
    expect(remoteForPath(path, publicMounts)).toBe(remote);
  });

  it('sends every admin path to the admin remote', () => {
    for (const path of ['/', '/writers', '/users/3', '/download']) {
      expect(remoteForPath(path, DEFAULT_CONFIG.hosts.admin)).toBe('admin');
    }
  });

  it('returns null when no remote owns the path', () => {
    expect(remoteForPath('/x', [{ remote: 'auth', paths: ['/login'] }])).toBeNull();
  });
});
