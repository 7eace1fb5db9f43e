import type { ReactNode } from 'react';
import {
  Create as RaCreate,
  Edit as RaEdit,
  List as RaList,
  Loading,
  Show as RaShow,
  useAuthState,
  type CreateProps,
  type EditProps,
  type ListProps,
  type RaRecord,
  type ShowProps,
} from 'react-admin';

/**
 * The app's List, Edit, Show and Create pages (docs/decisions.md, "A page waits for the session
 * check alone"). react-admin's own show their loader while `useIsAuthPending` says an auth check
 * is pending. That hook reads the query cache without subscribing to it, and it reads the access
 * check keyed `{action, resource}`, which the page's own buttons make (the products list's
 * Labels button). Hidden by the loader, such a button leaves its check without an observer
 * mid-flight; react-query puts it back to "pending" with nothing fetching it, and the page stays
 * on its loader for good. These pages turn that loader off and wait, subscribed, for the session
 * check alone; the controllers' own access checks (keyed apart) still hold their data query.
 */
const SessionChecked = ({
  disableAuthentication = false,
  authLoading = <Loading />,
  children,
}: {
  disableAuthentication?: boolean;
  authLoading?: ReactNode;
  children: ReactNode;
}) => {
  const { isPending } = useAuthState(undefined, false, { enabled: !disableAuthentication });
  return !disableAuthentication && isPending ? authLoading : children;
};

/** `loading` is left out: react-admin shows it while its auth check is pending too. */
type PageProps<Props> = Omit<Props, 'loading'>;
export type EditPageProps<RecordType extends RaRecord = RaRecord> = PageProps<EditProps<RecordType>>;

export const List = <RecordType extends RaRecord = RaRecord>({ authLoading, ...props }: PageProps<ListProps<RecordType>>) => (
  <SessionChecked disableAuthentication={props.disableAuthentication} authLoading={authLoading}>
    <RaList<RecordType> {...props} authLoading={false} />
  </SessionChecked>
);

export const Edit = <RecordType extends RaRecord = RaRecord>({ authLoading, ...props }: EditPageProps<RecordType>) => (
  <SessionChecked disableAuthentication={props.disableAuthentication} authLoading={authLoading}>
    <RaEdit<RecordType> {...props} authLoading={false} />
  </SessionChecked>
);

export const Show = <RecordType extends RaRecord = RaRecord>({ authLoading, ...props }: PageProps<ShowProps<RecordType>>) => (
  <SessionChecked disableAuthentication={props.disableAuthentication} authLoading={authLoading}>
    <RaShow<RecordType> {...props} authLoading={false} />
  </SessionChecked>
);

export const Create = <RecordType extends Omit<RaRecord, 'id'> = Omit<RaRecord, 'id'>>({
  authLoading,
  ...props
}: PageProps<CreateProps<RecordType>>) => (
  <SessionChecked disableAuthentication={props.disableAuthentication} authLoading={authLoading}>
    <RaCreate<RecordType> {...props} authLoading={false} />
  </SessionChecked>
);
