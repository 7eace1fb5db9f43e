/** Placeholder until this screen is built (issue 5). */
export const OrderPrint = () => null;
