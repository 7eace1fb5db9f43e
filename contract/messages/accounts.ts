import type { Texts } from './texts';

// Sessions, accounts and privilege (DESIGN.md §3).

const en = {
  // Sessions and accounts
  invalid_login: 'These credentials do not match our records.',
  session_ended: 'Your session has ended. Please sign in again.',
  session_locked: 'The session is locked. Enter your password to unlock it.',
  account_no_longer_active: 'Your account is no longer active.',
  account_pending: 'Your account is waiting for an administrator to activate it.',
  account_disabled: 'Your account is disabled. Ask an administrator.',
  dealer_inactive: 'This dealer account is inactive. Contact us to reactivate it.',
  wrong_password: 'Wrong password',
  too_many_sign_ins_one: 'Too many failed sign-in attempts. Try again in {n} minute.',
  too_many_sign_ins: 'Too many failed sign-in attempts. Try again in {n} minutes.',
  reset_link_invalid: 'This reset link is invalid or has expired. Ask for a new one.',
  reset_link_invalid_short: 'This reset link is invalid or has expired.',
  active_user_needs_role: 'An active user needs a role',
  disable_own_account: 'You cannot disable your own account.',
  delete_own_account: 'You cannot delete your own account.',
  last_role_manager: 'No active user would be left who can manage roles. Give manage_roles to the role of another active user first.',
  // Privilege is never gained sideways (DESIGN.md §3, issue 32)
  own_role: 'You cannot change your own role. Ask another administrator.',
  user_beyond_your_permissions: '{name} holds permissions you do not have ({permissions}): only someone who holds them all can change this account.',
  role_to_give_beyond_your_permissions: 'You cannot give the role "{role}": it holds permissions you do not have ({permissions}).',
  role_beyond_your_permissions: 'The role "{role}" holds permissions you do not have ({permissions}): only someone who holds them all can change it.',
  permissions_beyond_yours: 'You cannot give permissions you do not hold: {permissions}.',
  portal_email_first: 'Set the portal login email first',
  no_portal_email: 'The dealer has no portal login email',
  not_signed_in: 'You are not signed in.',
} as const;

const fr: Texts<typeof en> = {
  invalid_login: 'Ces identifiants ne correspondent à aucun compte.',
  session_ended: 'Votre session est terminée. Reconnectez-vous.',
  session_locked: 'La session est verrouillée. Saisissez votre mot de passe pour la déverrouiller.',
  account_no_longer_active: 'Votre compte n’est plus actif.',
  account_pending: 'Votre compte attend son activation par un administrateur.',
  account_disabled: 'Votre compte est désactivé. Adressez-vous à un administrateur.',
  dealer_inactive: 'Ce compte revendeur est inactif. Contactez-nous pour le réactiver.',
  wrong_password: 'Mot de passe incorrect',
  too_many_sign_ins_one: 'Trop de tentatives de connexion échouées. Réessayez dans {n} minute.',
  too_many_sign_ins: 'Trop de tentatives de connexion échouées. Réessayez dans {n} minutes.',
  reset_link_invalid: 'Ce lien de réinitialisation n’est pas valide ou a expiré. Demandez-en un nouveau.',
  reset_link_invalid_short: 'Ce lien de réinitialisation n’est pas valide ou a expiré.',
  active_user_needs_role: 'Un utilisateur actif doit avoir un rôle',
  disable_own_account: 'Vous ne pouvez pas désactiver votre propre compte.',
  delete_own_account: 'Vous ne pouvez pas supprimer votre propre compte.',
  last_role_manager: 'Plus aucun utilisateur actif ne pourrait gérer les rôles. Donnez d’abord manage_roles au rôle d’un autre utilisateur actif.',
  own_role: 'Vous ne pouvez pas changer votre propre rôle. Demandez à un autre administrateur.',
  user_beyond_your_permissions: '{name} détient des permissions que vous n’avez pas ({permissions}) : seul quelqu’un qui les détient toutes peut modifier ce compte.',
  role_to_give_beyond_your_permissions: 'Vous ne pouvez pas donner le rôle « {role} » : il détient des permissions que vous n’avez pas ({permissions}).',
  role_beyond_your_permissions: 'Le rôle « {role} » détient des permissions que vous n’avez pas ({permissions}) : seul quelqu’un qui les détient toutes peut le modifier.',
  permissions_beyond_yours: 'Vous ne pouvez pas donner des permissions que vous ne détenez pas : {permissions}.',
  portal_email_first: 'Renseignez d’abord l’e-mail de connexion au portail',
  no_portal_email: 'Le revendeur n’a pas d’e-mail de connexion au portail',
  not_signed_in: 'Vous n’êtes pas connecté.',
};

export const accounts = { en, fr };
