import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// docs/decisions.md "Integrations": a webhook secret must be read back to sign each delivery, so
// it cannot be hashed like an API key. It is kept sealed (AES-256-GCM) under a key derived from
// SECRET: a copy of the database alone does not sign as Stockyard. Changing SECRET leaves the
// sealed secrets unreadable: their deliveries fail saying so, and the subscriptions are made again.

/** Standard Webhooks' form: `whsec_` and the base64 of 24 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

const keyOf = (serverSecret: string) => Buffer.from(hkdfSync('sha256', serverSecret, 'stockyard', 'webhook secrets', 32));

export function sealSecret(secret: string, serverSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(':');
}

/** The secret, or null when it was sealed under another SECRET. */
export function unsealSecret(sealed: string, serverSecret: string): string | null {
  const [version, iv, tag, data] = sealed.split(':');
  if (version !== 'v1' || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
