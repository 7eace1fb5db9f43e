// product pages messages (en): merged into src/i18n/en.ts. Shape: { app: { products: { ... } } }.
// Field labels are resources.products.fields.*; stock columns reuse resources.stock-levels / stock-movements.
export default {
  app: {
    products: {
      sections: { image: 'Image', racks: 'Stock by rack', movements: 'Recent movements', identity: 'Product', pricing: 'Pricing', stock: 'Stock', details: 'Details' },
      image_alt: 'Image of %{name}',
      no_image: 'No image',
      image_unavailable: 'The image could not be shown',
      total: 'Total',
      no_stock: 'No stock on any rack.',
      racks_cut: 'Racks shown: %{shown} of %{total}',
      no_movements: 'No movements yet.',
      all_movements: 'All movements in the stock hub',
      load_error: 'This could not be loaded: %{message}',
      low_stock_filter: 'Low stock',
    },
  },
};
