// The photographer's data export's constants, apart from its contract so the table's entity
// (read by every function) carries no contract module.

export const ACCOUNT_EXPORT_STATUSES = ['preparing', 'ready', 'failed'] as const;
export type AccountExportStatus = (typeof ACCOUNT_EXPORT_STATUSES)[number];

/** How long the photos' links in the export's manifest stay valid. */
export const EXPORT_PHOTO_LINK_DAYS = 7;

/**
 * Closing the account (pricing and legal pages: "after cancelling you have 60 days to export
 * your data"): the days between the confirmed closure and the deletion, when the photographer
 * can still sign in, download their data or reopen the account.
 */
export const ACCOUNT_CLOSURE_EXPORT_DAYS = 60;
/** How long the link of the confirmation mail stays valid. */
export const ACCOUNT_CLOSURE_CONFIRM_HOURS = 24;
export const ACCOUNT_CLOSURE_STATUSES = ['requested', 'closed'] as const;
export type AccountClosureStatus = (typeof ACCOUNT_CLOSURE_STATUSES)[number];
