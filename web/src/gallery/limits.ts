// The contract limits the page enforces while typing. Copied because the contracts' modules
// load zod, which this page does not ship; a test keeps them equal to the contracts'.
export const QUANTITY_MAX = 1000;
export const COMMENT_MAX = 500;
export const GENERAL_COMMENT_MAX = 2000;
/** Photos per page of `gallery.images`; at most GALLERY_LOOKUP_IDS_MAX ids are looked up at once. */
export const PAGE_SIZE = 60;
