// integrations messages (fr): API keys and webhook subscriptions (issue 36). Merged into src/i18n/fr.ts.
export default {
  resources: {
    'api-keys': {
      name: 'Clé d’API |||| Clés d’API',
      fields: {
        name: 'Nom',
        prefix: 'Commence par',
        permissions: 'Permissions',
        expires_at: 'Expire le',
        last_used_at: 'Dernière utilisation',
        created_by_name: 'Créée par',
        created_at: 'Créée le',
        secret: 'Secret',
      },
    },
    'webhook-subscriptions': {
      name: 'Webhook |||| Webhooks',
      fields: {
        url: 'URL',
        events: 'Événements',
        active: 'Actif',
        description: 'Description',
        disabled_reason: 'Désactivé parce que',
        created_by_name: 'Créé par',
        created_at: 'Créé le',
        secret: 'Secret de signature',
      },
    },
  },
};
