// dashboard messages (fr): the dashboard's title and its cards. Merged into src/i18n/fr.ts.
export default {
  app: {
    dashboard: {
      title: 'Tableau de bord',
      welcome: 'Bienvenue, %{name}',
      subtitle: "Où en sont votre stock et l'atelier aujourd'hui.",
      view_all: 'Tout voir',
      business: {
        orders_per_day: 'Commandes par jour',
        orders_per_day_subtitle: '30 derniers jours',
        orders_per_day_total: '%{smart_count} commande en 30 jours, %{value} |||| %{smart_count} commandes en 30 jours, %{value}',
        day_bar: '%{day} : %{smart_count} commande, %{value} |||| %{day} : %{smart_count} commandes, %{value}',
        revenue_month: 'Chiffre d’affaires du mois',
        revenue_month_subtitle: 'Commandes expédiées depuis le %{date}',
        orders_by_status: 'Commandes par statut',
        no_orders: 'Aucune commande pour le moment.',
        work_orders_by_status: 'Ordres de travail ouverts par statut',
        no_open_work_orders: 'Aucun ordre de travail ouvert.',
        po_awaiting: 'Bons de commande en attente de réception',
        po_overdue: '%{smart_count} en retard',
        po_item_overdue: 'En retard',
        po_none: "Rien n'est en attente de réception.",
        po_expected: 'Prévu le %{date}',
        po_no_date: 'Pas de date prévue',
        po_view_all: 'Voir les bons de commande',
        orders_error: "Les chiffres des commandes n'ont pas pu être chargés : %{message}",
        po_error: "Les chiffres des bons de commande n'ont pas pu être chargés : %{message}",
      },
    },
  },
};
