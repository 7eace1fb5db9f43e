// purchaseOrders messages (en): merged into src/i18n/en.ts. Shape: { app: { ... }, resources: { ... } }.
export default {};
