// The offline floor (en): issue 35, actions kept on the phone and sent when the network is back; merged into src/i18n/en.ts.
export default {
  app: {
    offline: {
      kept: 'Kept on this phone: it is sent as soon as the server can be reached. %{action}',
      badge: '%{smart_count} action waiting to be sent |||| %{smart_count} actions waiting to be sent',
      queue_title: 'Waiting to be sent',
      queue_hint: 'Done on this phone while it had no network. They are sent in this order as soon as the network is back.',
      send_now: 'Send now',
      state_waiting: 'Waiting',
      state_sending: 'Sending…',
      state_refused: 'Refused',
      state_sent: 'Sent',
      done_at: 'Done at %{time}',
      discard: 'Discard',
      discard_confirm: 'Discard this action? It will not be sent.',
      send_again: 'Send again',
      quantity: 'Quantity',
      app_needs_network: 'No network. The scan screen works offline; this screen needs the network.',
      logout_title: 'Actions are waiting to be sent',
      logout_body: '%{smart_count} action done on this phone has not reached the server yet. |||| %{smart_count} actions done on this phone have not reached the server yet.',
      logout_send: 'Send them first',
      logout_discard: 'Sign out and discard them',
      logout_offline: 'There is no network now: sign out later, or discard them.',
    },
  },
};
