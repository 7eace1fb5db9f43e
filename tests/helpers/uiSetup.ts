import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// Screens here talk to a real API; on a loaded two-core machine an answer can take over a second.
configure({ asyncUtilTimeout: 5000 });
