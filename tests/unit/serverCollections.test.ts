import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTION_LIST } from '../../contract/resources';

// Issue 33 item 1: a collection's server side is found by its name, server/collections/<name>.ts
// or server/collections/<name>/index.ts, and the folder holds nothing else but its index.

const DIR = new URL('../../server/collections/', import.meta.url);

describe('server/collections', () => {
  it('has one file (or folder) per registry entry, named by the collection', () => {
    const missing = COLLECTION_LIST.map(({ name }) => name).filter((name) => !existsSync(new URL(`${name}.ts`, DIR)) && !existsSync(new URL(`${name}/index.ts`, DIR)));
    expect(missing).toEqual([]);
  });

  it('holds no file that is not a collection’s', () => {
    const names = new Set<string>(COLLECTION_LIST.map(({ name }) => name));
    const strays = readdirSync(DIR)
      .map((entry) => entry.replace(/\.ts$/, ''))
      .filter((entry) => entry !== 'index' && !names.has(entry));
    expect(strays).toEqual([]);
  });
});
