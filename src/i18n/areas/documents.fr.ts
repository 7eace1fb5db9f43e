// documents messages (fr): merged into src/i18n/fr.ts. Shape: { app: { ... }, resources: { ... } }.
export default {};
