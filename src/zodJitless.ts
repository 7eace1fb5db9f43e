import { z } from 'zod';

// The server's Content-Security-Policy forbids eval; without this Zod probes for it (a CSP
// violation in the console) before falling back to what jitless mode does anyway. Imported,
// for its effect, by each page that parses with Zod before its first parse: the staff app's
// entry (src/main.tsx) and the dealer portal's profile page, the one dealer screen that does.
z.config({ jitless: true });
