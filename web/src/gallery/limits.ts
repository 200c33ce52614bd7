// The contract limits the page enforces while typing. Copied because the contracts' modules
// load zod, which this page does not ship; a test keeps them equal to the contracts'.
export const QUANTITY_MAX = 1000;
export const COMMENT_MAX = 500;
export const GENERAL_COMMENT_MAX = 2000;
