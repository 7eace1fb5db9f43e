// messages of the number inputs (en): merged into src/i18n/en.ts. Shape: { app: { numbers: { ... } } }.
// Issue 32 item 1: what a number field says when it cannot take what was typed.
export default {
  app: {
    numbers: {
      unreadable: 'Write %{plain} or %{grouped}',
      unreadable_one: 'Write a number such as %{plain}',
      ambiguous: '%{thousands} or %{decimal}? Write one of the two',
      whole: 'Whole numbers only',
      decimals: 'At most 1 decimal |||| At most %{smart_count} decimals',
      negative: 'Must be 0 or more',
      too_large: 'Too large a number',
      not_read: 'Unreadable number',
    },
  },
};
