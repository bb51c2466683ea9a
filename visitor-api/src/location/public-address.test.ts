import { publicAddress } from './public-address';

describe('publicAddress', () => {
  it('keeps public IPv4 and IPv6 addresses, an IPv4-mapped one as IPv4', () => {
    expect(publicAddress('49.36.0.1')).toEqual({ family: 4, text: '49.36.0.1' });
    expect(publicAddress('::ffff:8.8.8.8')).toEqual({ family: 4, text: '8.8.8.8' });
    expect(publicAddress('::FFFF:49.36.0.1')).toEqual({ family: 4, text: '49.36.0.1' });
    for (const text of ['2401:4900::1', '2001:4860:4860::8888', '2001:200::1', '3fff:1000::1']) {
      expect(publicAddress(text)).toEqual({ family: 6, text });
    }
  });

  it.each([
    ['10.1.2.3'],
    ['172.16.0.1'],
    ['192.168.1.1'],
    ['127.0.0.1'],
    ['169.254.1.1'],
    ['100.64.0.1'],
    ['0.0.0.0'],
    ['255.255.255.255'],
    ['224.0.0.1'],
    ['::1'],
    ['::'],
    ['fc00::1'],
    ['fd12:3456::1'],
    ['fe80::1'],
    ['ff02::1'],
    ['2001:db8::1'],
    ['::ffff:10.0.0.1'],
    ['::ffff:808:808'],
    ['64:ff9b::808:808'],
    ['100::1'],
    ['1fff::1'],
    ['4000::1'],
    ['2001::1'],
    ['2001:0:4136:e378::1'],
    ['2001:1ff::1'],
    ['2001:0db8:85a3::8a2e:370:7334'],
    ['2002:c000:0204::1'],
    ['3fff::1'],
    ['3fff:fff::1'],
    ['fe80::1%eth0'],
    ['203.0.113.9'],
    ['198.18.0.1'],
    ['240.0.0.1'],
    [''],
    ['unknown'],
    ['8.8.8'],
  ])('gives no address to look up for %p', (address) => {
    expect(publicAddress(address)).toBeNull();
  });
});
