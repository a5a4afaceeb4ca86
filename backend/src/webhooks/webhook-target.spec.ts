import { isAcceptableWebhookUrl, isPrivateAddress } from './webhook-target';

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
  ])('%s is private: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
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
