// The photographer's accent colour (white-label branding): the gallery's buttons and links,
// and the theme colour of its link previews.

/** `#rrggbb` in lower case, as stored (a colour input gives it so). */
export const ACCENT_COLOR_PATTERN = /^#[0-9a-f]{6}$/;
