// messages of the number inputs (fr): merged into src/i18n/fr.ts. Shape: { app: { numbers: { ... } } }.
export default {
  app: {
    numbers: {
      unreadable: 'Écrivez %{plain} ou %{grouped}',
      unreadable_one: 'Écrivez un nombre comme %{plain}',
      ambiguous: '%{thousands} ou %{decimal} ? Écrivez l’un des deux',
      whole: 'Nombres entiers uniquement',
      decimals: '1 décimale au plus |||| %{smart_count} décimales au plus',
      negative: 'Doit être 0 ou plus',
      too_large: 'Nombre trop grand',
      not_read: 'Nombre illisible',
    },
  },
};
