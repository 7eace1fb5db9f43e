import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('loadConfig (DESIGN.md §2)', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', seedDemo: true, cookieSecure: false, databaseUrl: undefined, logLevel: 'info' });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://stock.example.com/' }).publicUrl).toBe('https://stock.example.com');
  });

  it('turns Secure cookies on unless the host is loopback, and lets COOKIE_SECURE decide', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).cookieSecure).toBe(true);
    expect(loadConfig({ HOST: 'localhost' }).cookieSecure).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', COOKIE_SECURE: '0' }).cookieSecure).toBe(false);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('trusts no proxy unless TRUST_PROXY names them or counts their hops', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,::1' }).trustProxy).toEqual(['10.0.0.5', '192.168.0.0/16', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY must be a number of proxy hops or a comma-separated list/);
  });

  it('refuses bad values with a one-line message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a port number, not "eighty"');
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow('SEED_DEMO must be 0 or 1, not "maybe"');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
  });
});
