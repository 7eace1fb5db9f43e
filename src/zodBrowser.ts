import { config } from 'zod/v4/core';

// The SPA's `zod`: vite.config.ts points every `import … from 'zod'` of both pages here. The
// server's Content-Security-Policy forbids eval; without jitless mode Zod probes for it (a CSP
// violation in the console) before falling back to what jitless mode does anyway. Set here,
// before any module that imports Zod runs, so no page has to import a setting first, and the
// first screens, which parse nothing, load no Zod at all (issue 21).
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
