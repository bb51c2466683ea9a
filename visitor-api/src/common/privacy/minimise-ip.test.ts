import { ipAddressFilter, minimiseIpAddress } from './minimise-ip';

describe('minimiseIpAddress', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['10.0.0.1', '10.0.0.0'],
    ['127.0.0.1', '127.0.0.0'],
    ['255.255.255.255', '255.255.255.0'],
    ['2001:db8:1234:5678:9abc:def0:1234:5678', '2001:db8:1234::'],
    ['2001:0db8:00ff:ffff::1', '2001:db8:ff::'],
    ['::1', '::'],
    ['fe80::1%eth0', 'fe80::'],
    ['::ffff:203.0.113.9', '203.0.113.0'],
    [' 198.51.100.200 ', '198.51.100.0'],
  ])('keeps only the network of %s', (full, stored) => {
    expect(minimiseIpAddress(full)).toBe(stored);
  });

  it.each(['', 'unknown', '127.evil', '1.2.3', '01.2.3.4', '0x7f.0.0.1'])(
    'stores nothing for %j, which is not an address',
    (text) => {
      expect(minimiseIpAddress(text)).toBe('');
    },
  );

  it('stores nothing for a long forged text', () => {
    expect(minimiseIpAddress('1.2.3.4'.repeat(1000))).toBe('');
  });

  it('is stable: a minimised address minimises to itself', () => {
    for (const address of ['203.0.113.0', '2001:db8:1234::', '::']) {
      expect(minimiseIpAddress(address)).toBe(address);
    }
  });
});

describe('ipAddressFilter', () => {
  it('minimises a complete address and leaves a prefix alone', () => {
    expect(ipAddressFilter('203.0.113.77')).toBe('203.0.113.0');
    expect(ipAddressFilter('2001:db8:1234:5678::1')).toBe('2001:db8:1234::');
    expect(ipAddressFilter('203.0.11')).toBe('203.0.11');
    expect(ipAddressFilter('2001:db8')).toBe('2001:db8');
  });
});
