// privilege messages (fr): why a user, a role or a permission is not the signed-in user's to change (issue 32). Merged into src/i18n/fr.ts.
export default {
  app: {
    privilege: {
      user_beyond_you: '%{name} détient des permissions que vous n’avez pas (%{permissions}) : seul quelqu’un qui les détient toutes peut modifier ce compte.',
      role_beyond_you: 'Le rôle %{name} détient des permissions que vous n’avez pas (%{permissions}) : seul quelqu’un qui les détient toutes peut le modifier.',
      role_not_yours: '%{name} — détient des permissions que vous n’avez pas',
      own_access: 'Vous ne pouvez pas changer votre propre rôle ni votre statut',
      permission_not_yours: 'Vous ne détenez pas cette permission : vous ne pouvez pas la donner',
      matrix_own_only: 'Les permissions que vous ne détenez pas ne peuvent pas être cochées.',
    },
  },
};
