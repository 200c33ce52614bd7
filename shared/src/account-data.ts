// The photographer's data export's constants, apart from its contract so the table's entity
// (read by every function) carries no contract module.

export const ACCOUNT_EXPORT_STATUSES = ['preparing', 'ready', 'failed'] as const;
export type AccountExportStatus = (typeof ACCOUNT_EXPORT_STATUSES)[number];

/** How long the photos' links in the export's manifest stay valid. */
export const EXPORT_PHOTO_LINK_DAYS = 7;
