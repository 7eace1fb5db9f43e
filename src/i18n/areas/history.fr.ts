// history messages (fr): how a record's change history reads (HistoryPanel). Merged into src/i18n/fr.ts.
export default {
  app: {
    history: {
      added: 'Ajouté',
      removed: 'Retiré',
      missing_record: 'un enregistrement supprimé',
      portal_password: { set: 'Défini', reset: 'Réinitialisé' },
      // Fields a resource's own labels do not name.
      fields: { lines: 'Lignes', parts: 'Pièces', received: 'Unités reçues', import: "Fichier d'import", permissions: 'Permissions' },
    },
  },
};
