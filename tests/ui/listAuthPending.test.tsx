import { screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { testDataProvider, useCanAccess, useListContext, useRecordContext, useShowContext, type AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { List, Show } from '../../src/resources/shared/ResourcePage';
import { renderWithAdmin } from '../helpers/renderWithAdmin';

/**
 * A page's toolbar asks whether the user may do what the page does (the products list's Labels
 * button asks to list products). react-admin's pages hold their loader while that check is
 * pending, and read its state only when they render: the loader hid the button, the check lost
 * its last observer mid-flight and went back to "pending" for good, and the page stayed on
 * "Loading" (the products list, reloaded after a save, did in a browser test). The app's pages
 * (src/resources/shared/ResourcePage.tsx) wait for the session check alone.
 */
function slowAuthProvider(checks: string[]): AuthProvider {
  const aMomentLater = () => new Promise((resolve) => setTimeout(resolve, 50));
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: aMomentLater as () => Promise<void>,
    checkError: async () => undefined,
    getPermissions: async () => [],
    // Every check answers yes, a moment later, as a server-side check would.
    canAccess: async ({ action, resource }) => {
      checks.push(`${action} ${resource}`);
      await aMomentLater();
      return true;
    },
  };
}

describe('a page whose toolbar checks access while the page renders', () => {
  it('leaves the list loader once that check answers', async () => {
    const checks: string[] = [];
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
      <List resource="products" authLoading={<p>Loading</p>} actions={false} pagination={false}>
        <LabelsLikeButton />
        <Rows />
      </List>,
      { authProvider: slowAuthProvider(checks), dataProvider },
    );

    // The session check still holds the page.
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Oil filter', {}, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Labels' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    // The toolbar's own check did run: the test is about it.
    expect(checks.filter((c) => c === 'list products').length).toBeGreaterThanOrEqual(2);
  });

  it('leaves the show loader once that check answers', async () => {
    const checks: string[] = [];
    const dataProvider = testDataProvider({
      getOne: async () => ({ data: { id: 1, name: 'Oil filter' } }) as never,
    });

    /** An Edit-like button that asks before the record is there, then again with it (as EditOrShow does). */
    const EditLikeButton = () => {
      const { canAccess } = useCanAccess({ resource: 'products', action: 'show' });
      const { refetch } = useShowContext();
      const asked = useRef(false);
      useEffect(() => {
        if (asked.current) return;
        asked.current = true;
        void refetch();
      }, [refetch]);
      return canAccess ? <button type="button">Edit</button> : null;
    };
    const Name = () => <p>{useRecordContext<{ id: number; name: string }>()?.name}</p>;

    renderWithAdmin(
      <Show resource="products" id={1} authLoading={<p>Loading</p>} actions={false}>
        <EditLikeButton />
        <Name />
      </Show>,
      { authProvider: slowAuthProvider(checks), dataProvider },
    );

    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Oil filter', {}, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Edit' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(checks.filter((c) => c === 'show products').length).toBeGreaterThanOrEqual(2);
  });
});
