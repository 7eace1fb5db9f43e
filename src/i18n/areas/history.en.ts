// history messages (en): how a record's change history reads (HistoryPanel). Merged into src/i18n/en.ts.
export default {
  app: {
    history: {
      added: 'Added',
      removed: 'Removed',
      missing_record: 'a deleted record',
      portal_password: { set: 'Set', reset: 'Reset' },
      // Fields a resource's own labels do not name.
      fields: { lines: 'Lines', parts: 'Parts', received: 'Units received', import: 'Import file', permissions: 'Permissions' },
    },
  },
};
