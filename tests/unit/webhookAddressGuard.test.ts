import { describe, expect, it } from 'vitest';
import { AllowedHosts, assertDeliverableUrl, refusedReason } from '../../server/services/webhooks/addressGuard';
import { newWebhookSecret, sealSecret, unsealSecret } from '../../server/services/webhooks/secrets';

// DESIGN.md §5 "Integrations" (issue 36): which addresses a webhook may not reach, and what
// WEBHOOK_ALLOWED_HOSTS lets through; the signing secrets sealed under SECRET.

describe('the address guard', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['::ffff:192.168.0.1', 'private'],
    ['169.254.10.1', 'link_local'],
    ['fe80::1', 'link_local'],
    ['169.254.169.254', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['0.0.0.0', 'reserved'],
    ['224.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['::', 'reserved'],
    ['ff02::1', 'reserved'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(refusedReason(address)).toBe(reason);
  });

  it.each(['93.184.215.14', '203.0.113.5', '172.32.0.1', '8.8.8.8', '2606:4700::1111'])('lets %s through', (address) => {
    expect(refusedReason(address)).toBeNull();
  });

  it('allows what WEBHOOK_ALLOWED_HOSTS names: hosts, addresses and ranges, IPv4 written as IPv6 too', async () => {
    const allowed = new AllowedHosts(['erp.internal', '10.20.0.0/16', '127.0.0.1', 'fd00::/8']);
    expect(allowed.allowsName('ERP.internal')).toBe(true);
    expect(allowed.allowsAddress('10.20.3.4')).toBe(true);
    expect(allowed.allowsAddress('::ffff:10.20.3.4')).toBe(true);
    expect(allowed.allowsAddress('10.21.0.1')).toBe(false);
    expect(allowed.allowsAddress('fd12::1')).toBe(true);
    expect(allowed.ranges).toEqual(['10.20.0.0/16', '127.0.0.1', 'fd00::/8']);
    await expect(assertDeliverableUrl('http://10.20.9.9/hook', allowed)).resolves.toBeUndefined();
    await expect(assertDeliverableUrl('http://erp.internal/hook', allowed)).resolves.toBeUndefined();
    await expect(assertDeliverableUrl('http://10.21.0.1/hook', allowed)).rejects.toMatchObject({ statusCode: 422, errors: { url: { key: 'webhook_url_refused' } } });
    await expect(assertDeliverableUrl('http://[::1]:8080/hook', allowed)).rejects.toMatchObject({ statusCode: 422 });
  });
});

describe('the signing secrets', () => {
  it('are whsec_ and 24 random bytes, sealed so that only the same SECRET opens them', () => {
    const secret = newWebhookSecret();
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(24);
    const sealed = sealSecret(secret, 'server secret one');
    expect(sealed).not.toContain(secret.slice(6));
    expect(unsealSecret(sealed, 'server secret one')).toBe(secret);
    expect(unsealSecret(sealed, 'server secret two')).toBeNull();
    expect(unsealSecret('v1:x:x:x', 'server secret one')).toBeNull();
  });
});
