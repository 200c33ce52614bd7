// The data migrations: steps that bring items written under an earlier rule in line with
// today's code. Every step is idempotent and safe while the app serves, so nothing records
// which ran: `npm start` runs them all before the local stack serves (infra/local/stack.ts)
// and on AWS the operator runs `npm run migrate` after each deploy (docs/deploy.md). A step
// stays in the list until every deployment has run it; add new ones at the end.
import { addMissingNotificationTypes } from './account/notification-type-defaults.js';
import { recordQuoteSelectionVersions } from './billing/quote-selection-versions.js';
import { migratePackageRules } from './catalog/package-rule-migration.js';
import { storeMissingInvoicePdfs } from './billing/issued-pdf.js';
import { ensureAllGalleryRenditions } from './gallery/workers/gallery-renditions.js';
import { ensureAllFinalWatermarks } from './sessions/final-watermarks.js';
import { removeStaleLinkKeys } from './share-links/stale-link-keys.js';
import { fillConfirmedSessionFinances } from './sessions/confirmed-finance.js';
import { countUncountedStorage } from './account/storage-recount.js';
import { fillDashboardFigures } from './dashboard/dashboard-aggregates.js';
import { releaseCancelledSubstitutions } from './billing/substitute-invoices.js';
import { rebuildUnfinishedZipJobs } from './gallery/workers/zip-job-migration.js';
import { writeMissingImageManifests } from './gallery/workers/image-manifest-writer.js';
import { flagInvoicesPaidThroughStripe, settleLegacyPaidInvoices } from './billing/invoice-payments.js';
import { giveAllLocationFreeFiles } from './gallery/workers/location-free-files.js';
import { fillDashboardSessions } from './dashboard/dashboard-sessions.js';
import { giveDraftsViewerLists } from './gallery/viewer-list-migration.js';
import { fillDashboardListedRows } from './dashboard/listed-rows-migration.js';
import { recordAcceptanceDepositDue } from './billing/quote-acceptance-migration.js';
import { fillRecordedPaidCents } from './sessions/recorded-payments-migration.js';
import { fillDashboardSessionLists } from './dashboard/session-lists-migration.js';

export interface DataMigration {
  id: string;
  summary: string;
  /** Answers how many items it changed. */
  run: () => Promise<number>;
}

export const DATA_MIGRATIONS: readonly DataMigration[] = [
  {
    id: 'stale-share-link-keys',
    summary: 'removes the lookup items of share-link addresses (tokens, custom addresses) that the session’s link no longer has',
    run: removeStaleLinkKeys,
  },
  {
    id: 'watermarked-gallery-renditions',
    summary: 'gives every ready image the renditions its package’s watermark needs: the watermarked grid tile (and preview), or the clean ones in the session folder',
    run: ensureAllGalleryRenditions,
  },
  {
    id: 'confirmed-session-finances',
    summary: 'fills in the finance of sessions whose selection was confirmed before confirmations set it, from their latest selection’s price (paid stays)',
    run: fillConfirmedSessionFinances,
  },
  {
    id: 'quote-selection-versions',
    summary: 'names on each quote made by send to invoicing the selection version it was priced from (the latest confirmed before it), so a newer confirmation marks it outdated',
    run: recordQuoteSelectionVersions,
  },
  {
    id: 'package-included-quantities',
    summary: 'gives every package from before issue 22 an included quantity per product variant (1 per listed variant) and a “for sale in the gallery” list of every other product of the catalog',
    run: migratePackageRules,
  },
  {
    id: 'issued-invoice-pdfs',
    summary: 'stores once the PDF of every invoice issued before issued PDFs were kept (rendered from its stored snapshot), and a cancelled one’s ANULADA copy',
    run: storeMissingInvoicePdfs,
  },
  {
    id: 'notification-type-defaults',
    summary: 'gives every photographer’s settings the notification types added with the notice scan (gallery link expiring, overdue invoice), with VERI*FACTU’s answers (AEAT refusals, certificate expiry), with the agreements’ lifecycle (agreements expired or declined) with invoices paid online (payments received), with the selection deadlines, with expired deliveries and with refunds in Stripe (the refund question), all channels on as for a new photographer',
    run: addMissingNotificationTypes,
  },
  {
    id: 'storage-usage',
    summary: 'counts once from the bucket the storage each photographer’s photos take (ready images’ files, profile and catalog uploads) onto their photographer, sessions and images, before the storage quota is enforced',
    run: countUncountedStorage,
  },
  {
    id: 'dashboard-figures',
    summary: 'keeps the dashboard’s copy of every quote and invoice and its month’s figures (revenue by day, unpaid invoices, quotes, sessions sent to invoicing), which the table stream keeps from then on',
    run: fillDashboardFigures,
  },
  {
    id: 'cancelled-f3-substitutions',
    summary: 'gives the simplified invoices an F3 replaced back their place when that F3 was cancelled (they stayed marked replaced before cancelling released them)',
    run: releaseCancelledSubstitutions,
  },
  {
    id: 'gallery-zip-parts',
    summary: 'puts every gallery zip job still preparing from before zips were built in parts on the zip queue again (the table stream no longer builds zips), to be rebuilt in parts under its own id',
    run: rebuildUnfinishedZipJobs,
  },
  {
    id: 'image-manifests',
    summary: 'writes the manifest of every session with ready images (its ready images in gallery order, one gzipped object under manifests/ at the session’s image revision), which the table stream rewrites from then on when the images change',
    run: writeMissingImageManifests,
  },
  {
    id: 'invoice-payment-ledger',
    summary: 'gives every invoice marked paid before payments were recorded its one payment of the full total on its paid date (issue 25 point 2), so it reads paid with nothing due; nothing else of the invoice changes',
    run: settleLegacyPaidInvoices,
  },
  {
    id: 'client-files-without-location',
    summary: 'gives every ready image made before clients’ downloads lost their location data the file a client downloads: its kept file when that has no GPS, else a copy without it (the same picture bytes), counted in the storage usage',
    run: giveAllLocationFreeFiles,
  },
  {
    id: 'dashboard-sessions',
    summary: 'keeps the dashboard’s small row of every session (title, client, date and time, type, status, selection, archived and deletion day, its finance’s total and paid, and its gallery link’s active, valid until, closed, created and changed) in the photographer’s partition, which the table stream keeps from then on; rows kept before they held the finance or the link get them, and the link rows kept before (dashboardLink) are removed',
    run: fillDashboardSessions,
  },
  {
    id: 'invoice-paid-through-stripe',
    summary: 'marks every invoice with a payment from Stripe recorded against it (`paidThroughStripe`, issue 25 point 2), so the web never offers to mark it unpaid by hand; nothing else of the invoice changes',
    run: flagInvoicesPaidThroughStripe,
  },
  {
    id: 'gallery-viewer-lists',
    summary: 'gives every gallery draft saved before named viewers (issue 28 point 2) its lists: one unnamed list holding what was chosen, the first person’s, which the first name typed on the link names; confirmed selections stay as they are',
    run: giveDraftsViewerLists,
  },
  {
    id: 'dashboard-listed-rows',
    summary: 'keeps a row of each unpaid invoice (by due day) and each quote (by issue day) for the few the dashboard lists, and rewrites the dashboard’s month items to sum what is due by issue and due day instead of listing every unpaid invoice and quote; after dashboard-figures, from its copies',
    run: fillDashboardListedRows,
  },
  {
    id: 'quote-acceptance-deposit-due',
    summary: 'says on every quote accepted before it whether its acceptance asked the deposit online (a deposit asked and the photographer taking charges, or its deposit invoiced), so an accepted quote whose deposit is unpaid shows “accepted, deposit pending” until paid',
    run: recordAcceptanceDepositDue,
  },
  {
    id: 'session-finance-recorded-payments',
    summary: 'gives every session finance whose paid counts recorded payments (invoice payments, gallery extras paid) that part (`recordedPaidCents`, issue 25 point 7), so a finance payments took above its total can be edited again and its total is never set below what they paid',
    run: fillRecordedPaidCents,
  },
  {
    id: 'watermarked-delivery-finals',
    summary: 'gives the ready finals of every session saved with its delivery’s watermark on (which publishing refused until the finals had watermarked renditions, so none is published) their watermarked grid tile, web size and full resolution, so the delivery can be published',
    run: ensureAllFinalWatermarks,
  },
  {
    id: 'dashboard-session-lists',
    summary: 'gives every dashboard session row kept before the lists its entries in them (coming and calendar sessions by date, orders by confirmation, selections to process, links expiring, sessions to be deleted, galleries shared and selections confirmed by day) and each month its session counts per day, which the dashboard reads instead of every session’s row; after dashboard-sessions and dashboard-figures',
    run: fillDashboardSessionLists,
  },
];

/** Runs every step in order (or, for a test of some steps, only those in `only`); `report` gets one line per step. */
export const runDataMigrations = async (report: (line: string) => void, only?: readonly string[]): Promise<void> => {
  for (const migration of DATA_MIGRATIONS) {
    if (only && !only.includes(migration.id)) continue;
    const changed = await migration.run();
    report(`${migration.id}: ${changed} item(s) changed (${migration.summary})`);
  }
};
