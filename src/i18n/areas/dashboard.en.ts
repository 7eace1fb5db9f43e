// dashboard messages (en): the dashboard's title and its cards. Merged into src/i18n/en.ts.
export default {
  app: {
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome, %{name}',
      subtitle: 'Here is where your stock and workshop stand today.',
      view_all: 'View all',
      business: {
        orders_per_day: 'Orders per day',
        orders_per_day_subtitle: 'Last 30 days',
        orders_per_day_total: '%{smart_count} order in 30 days, %{value} |||| %{smart_count} orders in 30 days, %{value}',
        day_bar: '%{day}: %{smart_count} order, %{value} |||| %{day}: %{smart_count} orders, %{value}',
        revenue_month: 'Revenue this month',
        revenue_month_subtitle: 'Orders dispatched since %{date}',
        orders_by_status: 'Orders by status',
        no_orders: 'No orders yet.',
        work_orders_by_status: 'Open work orders by status',
        no_open_work_orders: 'No open work order.',
        po_awaiting: 'Purchase orders awaiting receipt',
        po_overdue: '%{smart_count} overdue',
        po_item_overdue: 'Overdue',
        po_none: 'Nothing is awaiting receipt.',
        po_expected: 'Expected %{date}',
        po_no_date: 'No expected date',
        po_view_all: 'View purchase orders',
        orders_error: 'The order figures could not be loaded: %{message}',
        po_error: 'The purchase order figures could not be loaded: %{message}',
      },
    },
  },
};
