// Why an upload cannot become a session image. The reason is stored on the image and the
// web app shows it in the user's language.

export const IMAGE_REJECTION_REASONS = ['not_an_image', 'type_mismatch', 'size_exceeded', 'too_many_pixels', 'corrupt'] as const;
export type ImageRejectionReason = (typeof IMAGE_REJECTION_REASONS)[number];

export class ImageRejected extends Error {
  override readonly name = 'ImageRejected';
  readonly reason: ImageRejectionReason;

  constructor(reason: ImageRejectionReason, options: { cause?: unknown } = {}) {
    super(`image rejected: ${reason}`, options);
    this.reason = reason;
  }
}
