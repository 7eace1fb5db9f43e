import { useLayoutEffect, useRef } from 'react';
import { render } from '@testing-library/react';
import { I18nContextProvider, StoreContextProvider, memoryStore, useTranslate, type Store } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider, withLocaleInUse } from '../../src/providers/i18nProvider';

// Issue 21: react-admin's I18nContextProvider draws nothing until the store's locale equals the
// provider's. A store that holds none must answer the locale in use, or every first load of
// someone who never chose a language is drawn empty first, then in full in one blocking render.

const Title = () => <h1>{useTranslate()('app.dealer.title')}</h1>;

/** The page's text as React's first commit left it (a layout effect runs in that commit). */
function firstCommitText(store: Store): string {
  const seen: string[] = [];
  const container = document.body.appendChild(document.createElement('div'));
  const FirstCommit = () => {
    const done = useRef(false);
    useLayoutEffect(() => {
      if (!done.current) seen.push(container.textContent ?? '');
      done.current = true;
    });
    return null;
  };
  render(
    <StoreContextProvider value={store}>
      <I18nContextProvider value={i18nProvider}>
        <Title />
      </I18nContextProvider>
      <FirstCommit />
    </StoreContextProvider>,
    { container },
  );
  return seen[0];
}

describe('withLocaleInUse', () => {
  it('answers the locale in use when the store holds none, and what is stored otherwise', () => {
    const store = withLocaleInUse(memoryStore());
    store.setup();
    expect(store.getItem('locale')).toBe('en');
    expect(store.getItem('locale', 'fr')).toBe('fr');
    store.setItem('locale', 'fr');
    expect(store.getItem('locale')).toBe('fr');
    expect(store.getItem('theme')).toBeUndefined();
  });

  it('lets the first render draw the app, where a plain store draws nothing', () => {
    expect(firstCommitText(withLocaleInUse(memoryStore()))).toBe('Stockyard dealer portal');
    expect(firstCommitText(memoryStore())).toBe('');
  });
});
