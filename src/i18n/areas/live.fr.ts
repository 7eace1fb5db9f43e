// Live updates (fr): issue 34, the stream's state and what another person changed; merged into src/i18n/fr.ts.
export default {
  app: {
    live: {
      down: 'Les mises à jour en direct sont interrompues. Les écrans se rafraîchissent quand vous y revenez.',
      changed_by: '%{name} a modifié cette fiche à %{time}.',
      changed_by_someone: 'Cette fiche a été modifiée à %{time}.',
      edit_hint: 'Rechargez pour voir sa version (vos modifications ici sont abandonnées), ou continuez : l’enregistrement vous dira alors qu’elle a changé.',
      dialog_hint: 'Vérifiez ce que vous allez valider par rapport à cette version.',
      reload: 'Recharger',
      keep_editing: 'Continuer',
      someone: 'Quelqu’un',
    },
  },
};
