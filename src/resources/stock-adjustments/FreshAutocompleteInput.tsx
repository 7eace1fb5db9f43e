import { useEffect, useMemo, useRef, useState } from 'react';
import {
  AutocompleteInput,
  ChoicesContextProvider,
  useChoicesContext,
  type AutocompleteInputProps,
  type ChoicesContextValue,
} from 'react-admin';

/**
 * An AutocompleteInput of a ReferenceInput that offers no option until the server has answered
 * the text typed so far. react-admin keeps the previous answer on screen while it waits, so a
 * quick Enter (or a barcode scanner's) would pick a product or rack of the previous search.
 * Its list opens when the user acts (a click, typing, the down arrow), never on focus: react-admin
 * opens it on focus, so a form focused on load would open a list over itself.
 */
export const FreshAutocompleteInput = ({ autoFocus, ...props }: AutocompleteInputProps & { autoFocus?: boolean }) => {
  const choices = useChoicesContext();
  // Focused after mount, not with the input's autoFocus: that focuses during React's commit,
  // before react-admin's focus handler exists, which throws.
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);
  const [typed, setTyped] = useState('');
  const searched = String((choices.filterValues as { q?: unknown } | undefined)?.q ?? '');
  const stale = choices.isFetching || (typed !== '' && typed !== searched);

  const value = useMemo(() => {
    if (!stale) return choices;
    // Only the current value stays an option; isPending makes the popup say "Loading".
    const selected = choices.selectedChoices ?? [];
    return { ...choices, allChoices: selected, availableChoices: selected, isPending: true } as unknown as ChoicesContextValue;
  }, [stale, choices]);

  const { onInputChange } = props;
  return (
    <ChoicesContextProvider value={value}>
      <AutocompleteInput
        openOnFocus={false}
        {...props}
        TextFieldProps={{ ...props.TextFieldProps, inputRef }}
        onInputChange={(event, text, reason) => {
          // Typing sets the search; choosing an option or clearing resets it (react-admin does too).
          if (event?.type === 'change') setTyped(text);
          else if (reason === 'reset' || reason === 'clear') setTyped('');
          onInputChange?.(event, text, reason);
        }}
      />
    </ChoicesContextProvider>
  );
};
