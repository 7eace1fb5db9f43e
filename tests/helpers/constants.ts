export const TEMPLATE_DB = 'stockyard_template';
