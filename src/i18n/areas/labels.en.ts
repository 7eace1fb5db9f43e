// label printing messages (en): merged into src/i18n/en.ts. Shape: { app: { labels: { ... } } }.
export default {
  app: {
    labels: {
      action: 'Print labels',
      print_one: 'Print label',
      racks: 'Print rack labels',
      rack: 'Print rack label',
      received: 'Print labels for received goods',
      title: 'Print labels',
      summary: {
        products: 'Labels for 1 product |||| Labels for %{smart_count} products',
        received: 'One label per unit received: 1 label |||| One label per unit received: %{smart_count} labels',
        racks: 'Labels for 1 rack |||| Labels for %{smart_count} racks',
        warehouse: 'A label for every rack of this warehouse',
        room: 'A label for every rack of this room',
      },
      new_tab: 'The PDF opens in a new tab, where you can print or save it.',
      layout: {
        label: 'Layout',
        'a4-3x8': 'A4 sheet, 3 × 8',
        'roll-62x29': 'Roll label, 62 × 29 mm',
      },
      copies: 'Copies',
      copies_help: 'Labels per product: %{min} to %{max}',
      price: 'Show the dealer price',
      too_many_ids: 'Products printed at a time: %{ids} at most. Select fewer.',
      too_many_labels: 'Labels of one product printed at a time: %{labels} at most.',
      open: 'Open the PDF',
      opening: 'Preparing the PDF…',
      not_pdf: 'The labels could not be drawn: the server did not answer with a PDF. Try again.',
      blocked: 'The browser did not open a new tab for the PDF.',
    },
  },
};
