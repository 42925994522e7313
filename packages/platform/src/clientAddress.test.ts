import { clientAddressKey } from './clientAddress';

describe('the key of a per-address limit (issue 40, M4)', () => {
  it('puts two IPv6 addresses of one /64 under one key, however they are written', () => {
    const key = clientAddressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:fffe')).toBe(key);
    expect(clientAddressKey('2001:db8:1:2:a:b:c:d%eth0')).toBe(key);
  });

  it('keeps IPv6 addresses of different /64s apart', () => {
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(clientAddressKey('2001:db8:1:2::1'));
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('counts IPv4 by address, and an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('203.0.113.8')).not.toBe(clientAddressKey('203.0.113.7'));
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('leaves what is not an address as it is', () => {
    expect(clientAddressKey(undefined)).toBe('');
    expect(clientAddressKey('unix socket')).toBe('unix socket');
  });
});
