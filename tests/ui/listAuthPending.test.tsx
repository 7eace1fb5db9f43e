import { screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { ListBase, testDataProvider, useCanAccess, useListContext, type AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../helpers/renderWithAdmin';

/**
 * A list's toolbar asks whether the user may list the same resource (the products list's
 * Labels button does). react-admin's list shows its loader while that check is pending. The
 * list used to read the check's state only when it rendered, so once it had re-rendered
 * during the check, it stayed on "Loading" after the check answered, until something else
 * happened on the page. It is a real failure: the products list, reloaded after a save, stayed
 * on "Loading" for a minute in a browser test (patches/ra-core+5.15.4.patch).
 */
describe('a list whose toolbar checks access while the list renders', () => {
  it('leaves its loader once that check answers', async () => {
    const checks: string[] = [];
    const authProvider: AuthProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => [],
      // Every check answers yes, a moment later, as a server-side check would.
      canAccess: async ({ action, resource }) => {
        checks.push(`${action} ${resource}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return true;
      },
    };
    const dataProvider = testDataProvider({
      getList: async () => ({ data: [{ id: 1, name: 'Oil filter' }], total: 1 }) as never,
    });

    /** A toolbar button shown to users who may list products, which asks the list to reload once. */
    const LabelsLikeButton = () => {
      const { canAccess } = useCanAccess({ resource: 'products', action: 'list' });
      const { refetch } = useListContext();
      const asked = useRef(false);
      useEffect(() => {
        if (asked.current) return;
        asked.current = true;
        void refetch();
      }, [refetch]);
      return canAccess ? <button type="button">Labels</button> : null;
    };
    const Rows = () => {
      const { data } = useListContext<{ id: number; name: string }>();
      return <ul>{data?.map((row) => <li key={row.id}>{row.name}</li>)}</ul>;
    };

    renderWithAdmin(
      <ListBase resource="products" loading={<p>Loading</p>}>
        <LabelsLikeButton />
        <Rows />
      </ListBase>,
      { authProvider, dataProvider },
    );

    expect(await screen.findByText('Oil filter', {}, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Labels' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    // The toolbar's own check did run: the test is about it.
    expect(checks.filter((c) => c === 'list products').length).toBeGreaterThanOrEqual(2);
  });
});
