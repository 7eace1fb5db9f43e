// integrations messages (en): API keys and webhook subscriptions (issue 36). Merged into src/i18n/en.ts.
export default {
  resources: {
    'api-keys': {
      name: 'API key |||| API keys',
      fields: {
        name: 'Name',
        prefix: 'Starts with',
        permissions: 'Permissions',
        expires_at: 'Expires',
        last_used_at: 'Last used',
        created_by_name: 'Made by',
        created_at: 'Made',
        secret: 'Secret',
      },
    },
    'webhook-subscriptions': {
      name: 'Webhook |||| Webhooks',
      fields: {
        url: 'URL',
        events: 'Events',
        active: 'Active',
        description: 'Description',
        disabled_reason: 'Turned off because',
        created_by_name: 'Made by',
        created_at: 'Made',
        secret: 'Signing secret',
      },
    },
  },
};
