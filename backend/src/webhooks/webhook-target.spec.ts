import { embeddedIpv4, guardedLookup, isAcceptableWebhookUrl, isPrivateAddress, ownAddresses } from './webhook-target';
import { postWebhook } from './webhook-sender';

describe('webhook targets', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['fe80::1', true],
    ['fd00::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:10.0.0.1', true],
    ['not an address', true],
    ['93.184.216.34', false],
    ['8.8.8.8', false],
    ['2606:4700:4700::1111', false],
    ['::ffff:8.8.8.8', false],
    // IPv6 forms that carry a refused IPv4 address: mapped (also in hex), translated, compatible, NAT64, 6to4.
    ['::ffff:7f00:1', true],
    ['::ffff:0:127.0.0.1', true],
    ['::7f00:1', true],
    ['::127.0.0.1', true],
    ['::a9fe:a9fe', true],
    ['64:ff9b::7f00:1', true],
    ['64:ff9b::127.0.0.1', true],
    ['64:ff9b::a00:1', true],
    ['64:ff9b:0:0:0:0:a9fe:a9fe', true],
    ['2002:7f00:1::', true],
    ['2002:a9fe:a9fe::1', true],
    ['2002:c0a8:101:1::1', true],
    // NAT64 for local use and Teredo, whatever they carry.
    ['64:ff9b:1::808:808', true],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', true],
    ['fe80::1%eth0', true],
    // The same forms of a public address are public.
    ['64:ff9b::808:808', false],
    ['::808:808', false],
    ['2002:808:808::1', false],
    ['::ffff:808:808', false],
    ['2001:4860:4860::8888', false],
  ])('%s is private: %s', (address, expected) => {
    expect(isPrivateAddress(address, [])).toBe(expected);
  });

  it.each([
    ['203.0.113.7', ['203.0.113.7']],
    ['2a01:4f8::7', ['2a01:4f8:0:0:0:0:0:7']],
    ['2A01:4F8::7', ['2a01:4f8::7']],
    ['::ffff:203.0.113.7', ['203.0.113.7']],
    ['64:ff9b::cb00:7107', ['203.0.113.7']],
    ['2002:cb00:7107::1', ['203.0.113.7']],
  ])('refuses %s, one of this host’s own addresses (%j) in any of its forms', (address, own) => {
    expect(isPrivateAddress(address, own)).toBe(true);
    expect(isPrivateAddress(address, [])).toBe(false);
  });

  it('takes this host’s own addresses from every one of its interfaces, and refuses each of them by default', () => {
    const own = ownAddresses();
    expect(own).toEqual(expect.arrayContaining(['127.0.0.1']));
    for (const address of own) expect(isPrivateAddress(address)).toBe(true);
  });

  it('reads the IPv4 address an IPv6 address carries', () => {
    expect(embeddedIpv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIpv4('64:ff9b::7f00:1')).toBe('127.0.0.1');
    expect(embeddedIpv4('2002:c000:0201::')).toBe('192.0.2.1');
    expect(embeddedIpv4('2606:4700:4700::1111')).toBeNull();
    expect(embeddedIpv4('127.0.0.1')).toBeNull();
  });

  it('refuses at connection an address in the URL itself as it refuses one a name resolves to', async () => {
    const guarded = guardedLookup(false);
    for (const url of ['https://[::7f00:1]/hooks', 'https://[64:ff9b::7f00:1]/hooks', 'https://127.0.0.1/hooks']) {
      expect(await postWebhook({ url, headers: {}, body: '{}', timeoutMs: 5000, lookup: guarded })).toEqual({
        error: expect.stringContaining('private address'),
      });
    }
    const resolved = await new Promise<string>((resolve) => guarded('localhost', {}, (error) => resolve(String(error?.message))));
    expect(resolved).toContain('private address');
    // Allowed (development): the lookup answers as the system's does.
    const allowed = await new Promise<string>((resolve) =>
      guardedLookup(true)('127.0.0.1', {}, (_error, address) => resolve(String(address))),
    );
    expect(allowed).toBe('127.0.0.1');
  });

  it('takes https anywhere, http only to localhost and only outside production, and no credentials in the URL', () => {
    expect(isAcceptableWebhookUrl('https://crm.example.com/hooks', true)).toBe(true);
    expect(isAcceptableWebhookUrl('http://crm.example.com/hooks', false)).toBe(false);
    expect(isAcceptableWebhookUrl('http://localhost:4000/hooks', false)).toBe(true);
    expect(isAcceptableWebhookUrl('http://localhost:4000/hooks', true)).toBe(false);
    expect(isAcceptableWebhookUrl('https://user:secret@crm.example.com/', true)).toBe(false);
    expect(isAcceptableWebhookUrl('javascript:alert(1)', false)).toBe(false);
    expect(isAcceptableWebhookUrl('not a url', false)).toBe(false);
  });
});
