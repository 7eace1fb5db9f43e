// Live updates (en): issue 34, the stream's state and what another person changed; merged into src/i18n/en.ts.
export default {
  app: {
    live: {
      down: 'Live updates are paused. Screens refresh when you come back to them.',
      changed_by: '%{name} changed this record at %{time}.',
      changed_by_someone: 'This record was changed at %{time}.',
      edit_hint: 'Reload to see their version (your changes here are dropped), or keep editing: saving will then tell you it was changed.',
      dialog_hint: 'Check what you are about to submit against it.',
      reload: 'Reload',
      keep_editing: 'Keep editing',
      someone: 'Someone',
    },
  },
};
