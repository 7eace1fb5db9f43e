// Le terrain hors ligne (fr) : ticket 35, les actions gardées sur le téléphone et envoyées au retour du réseau ; fusionné dans src/i18n/fr.ts.
export default {
  app: {
    offline: {
      kept: 'Gardé sur ce téléphone : envoyé dès que le serveur est joignable. %{action}',
      badge: '%{smart_count} action en attente d’envoi |||| %{smart_count} actions en attente d’envoi',
      queue_title: 'En attente d’envoi',
      queue_hint: 'Faites sur ce téléphone sans réseau. Elles partent dans cet ordre dès que le réseau revient.',
      send_now: 'Envoyer maintenant',
      state_waiting: 'En attente',
      state_sending: 'Envoi…',
      state_refused: 'Refusée',
      state_sent: 'Envoyée',
      done_at: 'Faite à %{time}',
      discard: 'Abandonner',
      discard_confirm: 'Abandonner cette action ? Elle ne sera pas envoyée.',
      send_again: 'Renvoyer',
      quantity: 'Quantité',
      app_needs_network: 'Pas de réseau. L’écran de scan fonctionne hors ligne ; cet écran a besoin du réseau.',
      logout_title: 'Des actions attendent d’être envoyées',
      logout_body: '%{smart_count} action faite sur ce téléphone n’a pas encore atteint le serveur. |||| %{smart_count} actions faites sur ce téléphone n’ont pas encore atteint le serveur.',
      logout_send: 'Les envoyer d’abord',
      logout_discard: 'Se déconnecter et les abandonner',
      logout_offline: 'Pas de réseau pour l’instant : déconnectez-vous plus tard, ou abandonnez-les.',
    },
  },
};
