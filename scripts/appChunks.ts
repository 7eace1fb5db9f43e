import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Groups what each app needs before its first screen into few chunks (issue 9, measured in
 * docs/performance.md). The resource screens are lazy (src/ui/lazyPage.ts); left
 * to itself, rolldown then cuts the code they share with the staff app into ~90 small chunks,
 * and on a slow link that request waterfall costs more than the bytes the split saves.
 *
 * Modules statically reachable from the staff app but not from the entry become one `staff`
 * chunk; the lazy screens keep only their own. The dealer portal is built apart (vite.config.ts)
 * and left to rolldown's own chunking.
 */
export function appChunks(root: string): { plugin: Plugin; groups: { name: string; test: (id: string) => boolean }[] } {
  const entry = path.join(root, 'src/main.tsx');
  const staffApp = path.join(root, 'src/App.tsx');
  let staff = new Set<string>();

  const plugin: Plugin = {
    name: 'stockyard-app-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const reachable = (start: string) => {
        const seen = new Set<string>();
        const stack = [start];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const first = reachable(entry);
      // The app's own module stays the facade of its dynamic chunk (tests find it so).
      staff = new Set([...reachable(staffApp)].filter((id) => !first.has(id) && id !== staffApp));
    },
  };
  const groups = [{ name: 'staff', test: (id: string) => staff.has(id) }];
  return { plugin, groups };
}
