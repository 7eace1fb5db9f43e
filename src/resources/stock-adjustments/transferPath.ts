/** The transfer screen's path (TransferPage.tsx): a static path, beside the resource's routes. */
export const TRANSFER_PATH = '/stock-adjustments/transfer';
