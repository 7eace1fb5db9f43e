import type { ReactNode } from 'react';
import { styled, useMediaQuery, type Theme } from '@mui/material';
import {
  LinkBase,
  ListNoResults,
  RecordContextProvider,
  SimpleListLoading,
  useCreatePath,
  useResourceContext,
  useTranslateLabel,
  WithListContext,
  type Identifier,
  type RaRecord,
} from 'react-admin';

/** Below the sm breakpoint (a phone held upright) lists and documents change their layout. */
export const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

/** A row's text: a function of the record, or an element (which reads the record from its context). */
type RowText<RecordType> = ((record: RecordType, id: Identifier) => ReactNode) | ReactNode;

const textOf = <RecordType extends RaRecord>(text: RowText<RecordType>, record: RecordType): ReactNode =>
  typeof text === 'function' ? text(record, record.id) : text;

export interface PhoneListProps<RecordType extends RaRecord> {
  primaryText: RowText<RecordType>;
  secondaryText?: RowText<RecordType>;
  /** At the row's right. */
  tertiaryText?: RowText<RecordType>;
  /** Where a row leads: the record's show or edit page, a path of its own, or nowhere. */
  rowClick?: 'show' | 'edit' | false | ((id: Identifier, resource: string, record: RecordType) => string | false);
  empty?: ReactNode;
}

/**
 * A list on a phone: one column per record (react-admin's SimpleList idiom for small screens)
 * instead of a table wider than the screen; on larger screens the table given as children.
 */
export function PhoneOr<RecordType extends RaRecord>({ phone, children }: { phone: PhoneListProps<RecordType>; children: ReactNode }) {
  const isPhone = usePhone();
  return isPhone ? <PhoneList<RecordType> {...phone} /> : children;
}

/**
 * The rows of react-admin's SimpleList, as plain links styled once for the whole list. Issue 21:
 * SimpleList's rows are Material UI list items, buttons with ripples, and two access queries
 * each (for a link we already name); 25 of them were the longest task of a phone's first list.
 */
function PhoneList<RecordType extends RaRecord>({ primaryText, secondaryText, tertiaryText, rowClick = 'show', empty = <ListNoResults /> }: PhoneListProps<RecordType>) {
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  const pathOf = (record: RecordType): string | false =>
    typeof rowClick === 'function' ? rowClick(record.id, resource, record) : rowClick && createPath({ resource, id: record.id, type: rowClick });
  return (
    <WithListContext<RecordType>
      loading={<SimpleListLoading hasSecondaryText={!!secondaryText} hasTertiaryText={!!tertiaryText} />}
      empty={empty}
      render={({ data }) => (
        <Rows>
          {data?.map((record) => {
            const path = pathOf(record);
            const text = (
              <span className={secondaryText ? 'PhoneList-text PhoneList-twoLines' : 'PhoneList-text'}>
                <span className="PhoneList-primary">
                  {textOf(primaryText, record)}
                  {tertiaryText && <span className="PhoneList-tertiary">{textOf(tertiaryText, record)}</span>}
                </span>
                {secondaryText && <span className="PhoneList-secondary">{textOf(secondaryText, record)}</span>}
              </span>
            );
            return (
              <RecordContextProvider key={record.id} value={record}>
                <li>
                  {path ? (
                    <LinkBase to={path} className="PhoneList-row">
                      {text}
                    </LinkBase>
                  ) : (
                    <div className="PhoneList-row">{text}</div>
                  )}
                </li>
              </RecordContextProvider>
            );
          })}
        </Rows>
      )}
    />
  );
}

/** What Material UI's List, ListItemButton and ListItemText draw, as one style sheet for every row. */
const Rows = styled('ul', { name: 'StockyardPhoneList' })(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: theme.spacing(1, 0),
  '& .PhoneList-row': {
    display: 'block',
    padding: theme.spacing(1, 2),
    color: 'inherit',
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
  },
  '& a.PhoneList-row:hover': { backgroundColor: theme.palette.action.hover },
  '& a.PhoneList-row:focus-visible': { backgroundColor: theme.palette.action.focus, outline: 'none' },
  '& .PhoneList-text': { display: 'block', margin: '4px 0', minWidth: 0 },
  '& .PhoneList-twoLines': { margin: '6px 0' },
  '& .PhoneList-primary': { ...theme.typography.body1, display: 'block' },
  '& .PhoneList-tertiary': { float: 'right', marginLeft: theme.spacing(1.5), whiteSpace: 'nowrap', fontWeight: 500 },
  '& .PhoneList-secondary': { ...theme.typography.body2, display: 'block', color: theme.palette.text.secondary },
}));

/** Secondary lines of a phone row: the parts that are present, separated by a dot. */
export const Parts = ({ children }: { children: ReactNode[] }) => (
  <span className="phone-parts">
    {children
      .filter((part) => part !== null && part !== undefined && part !== false && part !== '')
      .flatMap((part, index) => (index === 0 ? [part] : [' · ', part]))}
  </span>
);

/** A value on a phone row with its field's label in front: "On hand 12". */
export const Named = ({ source, children }: { source: string; children: ReactNode }) => {
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  return (
    <span>
      {translateLabel({ source, resource })} {children}
    </span>
  );
};
