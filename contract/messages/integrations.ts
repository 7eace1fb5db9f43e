import type { Texts } from './texts';

// API keys and webhooks (DESIGN.md §5 "Integrations", issue 36).

const en = {
  api_key_invalid: 'This API key is unknown, revoked or expired.',
  api_key_not_here: 'An API key cannot open this route: it is for a person’s session (or the dealer portal).',
  api_key_cannot_manage_keys: 'An API key cannot create or revoke API keys: sign in as a person to do it.',
  api_key_rate_limited: 'Too many requests with this API key. Try again in {seconds} seconds.',
  webhook_url_unresolvable: 'The host {host} cannot be resolved.',
  webhook_url_refused: 'Webhooks cannot be sent to {address} ({reason}). An operator can allow it with WEBHOOK_ALLOWED_HOSTS.',
  webhook_reason_loopback: 'a loopback address',
  webhook_reason_private: 'a private network address',
  webhook_reason_link_local: 'a link-local address',
  webhook_reason_metadata: 'a cloud metadata address',
  webhook_reason_reserved: 'a reserved or non-routable address',
  webhook_url_credentials: 'The URL may not carry a user name or password',
  api_key_expiry_past: 'The expiry must be in the future',
  webhook_delivery_sending: 'This delivery is being sent right now: replay it once the attempt is over.',
  webhook_off_reason_one: '{n} delivery failed every attempt (the last: {last})',
  webhook_off_reason: '{n} deliveries in a row failed every attempt (the last: {last})',
  webhook_off_answer: 'answer {code}',
  webhook_off_no_answer: 'no answer',
  mail_webhook_off_subject: 'A Stockyard webhook was turned off',
  mail_webhook_off_text:
    'Hello {name},\n\nThe webhook to {url} was turned off: {reason}.\n\nIts deliveries are kept. Once the receiver works again, turn the webhook back on and send again what it missed: {link}\n',
} as const;

const fr: Texts<typeof en> = {
  api_key_invalid: 'Cette clé d’API est inconnue, révoquée ou expirée.',
  api_key_not_here: 'Une clé d’API ne peut pas ouvrir cette route : elle est réservée à la session d’une personne (ou au portail des revendeurs).',
  api_key_cannot_manage_keys: 'Une clé d’API ne peut ni créer ni révoquer de clés d’API : connectez-vous en personne pour le faire.',
  api_key_rate_limited: 'Trop de requêtes avec cette clé d’API. Réessayez dans {seconds} secondes.',
  webhook_url_unresolvable: 'Le nom d’hôte {host} ne peut pas être résolu.',
  webhook_url_refused: 'Les webhooks ne peuvent pas être envoyés à {address} ({reason}). Un opérateur peut l’autoriser avec WEBHOOK_ALLOWED_HOSTS.',
  webhook_reason_loopback: 'une adresse de bouclage',
  webhook_reason_private: 'une adresse de réseau privé',
  webhook_reason_link_local: 'une adresse lien-local',
  webhook_reason_metadata: 'une adresse de métadonnées cloud',
  webhook_reason_reserved: 'une adresse réservée ou non routable',
  webhook_url_credentials: 'L’URL ne peut pas contenir de nom d’utilisateur ni de mot de passe',
  api_key_expiry_past: 'L’expiration doit être dans le futur',
  webhook_delivery_sending: 'Cette livraison est en cours d’envoi : relancez-la une fois la tentative terminée.',
  webhook_off_reason_one: '{n} envoi a échoué à chaque tentative (le dernier : {last})',
  webhook_off_reason: '{n} envois de suite ont échoué à chaque tentative (le dernier : {last})',
  webhook_off_answer: 'réponse {code}',
  webhook_off_no_answer: 'pas de réponse',
  mail_webhook_off_subject: 'Un webhook Stockyard a été désactivé',
  mail_webhook_off_text:
    'Bonjour {name},\n\nLe webhook vers {url} a été désactivé : {reason}.\n\nSes envois sont conservés. Une fois le récepteur réparé, réactivez le webhook et renvoyez ce qu’il a manqué : {link}\n',
};

export const integrations = { en, fr };
