import { useDeferredValue, type ReactNode } from 'react';
import { ListContextProvider, Pagination, useListContext, type RaThemeOptions } from 'react-admin';
import { Card, type CardProps } from '@mui/material';

/**
 * The list's page of records, a render behind: when a page arrives, React renders the rows in
 * a background render of its own, in slices that leave the browser free between them, instead
 * of in the one long task of the data's arrival (a store update, which React always renders
 * synchronously). On a phone that task was the longest of a list's first load
 * (docs/performance.md, fifth session of issue 21).
 */
export function DeferredRows({ children }: { children: ReactNode }) {
  const deferred = useDeferredValue(useListContext());
  return <ListContextProvider value={deferred}>{children}</ListContextProvider>;
}

/** react-admin's list body (its default, a Card) with the rows a render behind. */
const DeferredContent = ({ children, ...props }: CardProps) => (
  <DeferredRows>
    <Card {...props}>{children}</Card>
  </DeferredRows>
);

/**
 * Every staff list's body and pagination a render behind, through the theme's defaults for
 * react-admin's List (its `component` and `pagination`). Both follow the same deferred page, so
 * the pagination never shows under rows that are not there yet (which moved it on the page).
 */
export const DEFERRED_LISTS: RaThemeOptions['components'] = {
  RaList: {
    defaultProps: {
      component: DeferredContent,
      pagination: (
        <DeferredRows>
          <Pagination />
        </DeferredRows>
      ),
    },
  },
};
