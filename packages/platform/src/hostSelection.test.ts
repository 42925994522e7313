import { selectHost } from './hostSelection';

describe('selectHost (SPEC section 2, host selection)', () => {
  it.each([
    ['admin.localhost', 'admin'],
    ['admin.thrive.ng', 'admin'],
    ['admin', 'admin'],
    ['localhost', 'public'],
    ['www.thrive.ng', 'public'],
    ['administrator.thrive.ng', 'public'],
    ['my-admin.thrive.ng', 'public'],
    ['thrive.ng', 'public'],
    ['staging.admin.thrive.ng', 'public'],
  ])('%s → %s', (hostname, expected) => {
    expect(selectHost(hostname)).toBe(expected);
  });
});
