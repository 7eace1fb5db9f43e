import path from 'node:path';
import type { Plugin } from 'vite';

interface Graph {
  staff: Set<string>;
  dealer: Set<string>;
}

/**
 * Groups what each app needs before its first screen into few chunks (issue 9, measured in
 * docs/performance.md). The resource screens are lazy (src/resources/shared/lazyPage.ts); left
 * to itself, rolldown then cuts the code they share with the staff app into ~90 small chunks,
 * and on a slow link that request waterfall costs more than the bytes the split saves.
 *
 * Modules statically reachable from the staff app but not from the entry become one `staff`
 * chunk; those the dealer app needs as well, one `apps` chunk; the lazy screens keep only their own.
 */
export function appChunks(root: string): { plugin: Plugin; groups: { name: string; test: (id: string) => boolean }[] } {
  const entry = path.join(root, 'src/main.tsx');
  const staffApp = path.join(root, 'src/App.tsx');
  const dealerApp = path.join(root, 'src/dealer/DealerApp.tsx');
  const graph: Graph = { staff: new Set(), dealer: new Set() };

  const plugin: Plugin = {
    name: 'stockyard-app-chunks',
    apply: 'build',
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
      // The apps' own modules stay the facades of their dynamic chunks (tests find them so).
      const own = (set: Set<string>) => new Set([...set].filter((id) => !first.has(id) && id !== staffApp && id !== dealerApp));
      graph.staff = own(reachable(staffApp));
      graph.dealer = own(reachable(dealerApp));
    },
  };
  const groups = [
    { name: 'apps', test: (id: string) => graph.staff.has(id) && graph.dealer.has(id) },
    { name: 'staff', test: (id: string) => graph.staff.has(id) },
  ];
  return { plugin, groups };
}
