// The session enumerations. Here rather than in the sessions contracts because the table's
// entities (every function's bundle) need them too.

export const SESSION_TYPES = ['prewedding', 'wedding', 'family', 'portrait', 'product', 'event', 'other'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

/** `selected` is set when the client confirms a selection in the gallery. */
export const SESSION_STATUSES = ['active', 'completed', 'pending', 'selected'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
/** What the photographer may set by hand. */
export const EDITABLE_SESSION_STATUSES = ['active', 'completed', 'pending'] as const;

export const SESSION_IMAGE_STATUSES = ['pending', 'ready', 'failed'] as const;
export type SessionImageStatus = (typeof SESSION_IMAGE_STATUSES)[number];

/** Why the image function refused a file; the UI shows the catalogue message of `files.<reason>`. */
export const IMAGE_FAILURE_REASONS = [
  'not_an_image',
  'type_mismatch',
  'size_exceeded',
  'too_many_pixels',
  'corrupt',
  'similar_in_session',
] as const;
export type ImageFailureReason = (typeof IMAGE_FAILURE_REASONS)[number];
