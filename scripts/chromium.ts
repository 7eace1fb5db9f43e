import { existsSync } from 'node:fs';

// DESIGN.md §1: browser tests and Lighthouse drive Chromium. The system's when the machine has
// one; else the build that the @sparticuz/chromium dev dependency ships inside its npm package
// (unpacked into the temp directory on first use), so `npm ci && npm test` needs nothing else.
const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The Chromium to drive: CHROMIUM_PATH, a system Chromium, or the one from npm. */
export async function chromiumPath(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const system = SYSTEM_CHROMIUM.find((candidate) => existsSync(candidate));
  if (system) return system;
  const { default: chromium } = await import('@sparticuz/chromium');
  return chromium.executablePath();
}
