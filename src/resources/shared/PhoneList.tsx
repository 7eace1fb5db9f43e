import { isValidElement, type ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { SimpleList, useResourceContext, useTranslateLabel, type RaRecord, type SimpleListProps } from 'react-admin';

/** Below the sm breakpoint (a phone held upright) lists and documents change their layout. */
export const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

/**
 * A list on a phone: one column per record (react-admin's SimpleList idiom for small screens)
 * instead of a table wider than the screen; on larger screens the table given as children.
 */
export function PhoneOr<RecordType extends RaRecord>({ phone, children }: { phone: SimpleListProps<RecordType>; children: ReactNode }) {
  const isPhone = usePhone();
  if (!isPhone) return children;
  const { tertiaryText } = phone;
  return (
    <SimpleList<RecordType>
      rowClick="show"
      {...phone}
      // An element would run on after the primary text; as a function it sits at the row's right.
      tertiaryText={isValidElement(tertiaryText) ? () => tertiaryText : tertiaryText}
      sx={{ '& .RaSimpleList-tertiary': { opacity: 1, ml: 1.5, whiteSpace: 'nowrap', fontWeight: 500 } }}
    />
  );
}

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
