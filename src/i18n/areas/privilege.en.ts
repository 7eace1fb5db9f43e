// privilege messages (en): why a user, a role or a permission is not the signed-in user's to change (issue 32). Merged into src/i18n/en.ts.
export default {
  app: {
    privilege: {
      user_beyond_you: '%{name} holds permissions you do not have (%{permissions}): only someone who holds them all can change this account.',
      role_beyond_you: 'The role %{name} holds permissions you do not have (%{permissions}): only someone who holds them all can change it.',
      role_not_yours: '%{name} — holds permissions you do not have',
      own_access: 'You cannot change your own role or status',
      permission_not_yours: 'You do not hold this permission, so you cannot give it',
      matrix_own_only: 'Permissions you do not hold cannot be ticked.',
    },
  },
};
