import type { Texts } from './texts';

// The client's own failures (SPEC.md §8), shown in the person's language.

const en = {
  client_network_error: 'Network Error',
  client_aborted: 'Request aborted',
  client_timeout: 'timeout of {ms}ms exceeded',
  client_status: 'Request failed with status code {code}',
} as const;

const fr: Texts<typeof en> = {
  client_network_error: 'Erreur réseau : le serveur n’a pas répondu',
  client_aborted: 'Requête interrompue',
  client_timeout: 'Pas de réponse en {ms} ms',
  client_status: 'La requête a échoué (code {code})',
};

export const client = { en, fr };
