import { test as base } from '@playwright/test';
import { serverPort } from './servers';

export * from '@playwright/test';

/** Playwright's test, with each worker's pages and requests pointed at that worker's own server. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide, testInfo) => provide(`http://127.0.0.1:${serverPort(testInfo.parallelIndex)}`),
});
