/**
 * What the privacy notice at /Privacy states about keeping data (docs/product/privacy.md#privacy-page): GST invoices
 * and the orders behind them for 72 months (the CGST Act's 72 months from the year's annual return), and the record
 * of who did what with personal data for one year (the DPDP Rules' minimum for processing logs).
 */
export const PRIVACY_RETENTION = { invoiceMonths: 72, processingLogDays: 365 } as const;
