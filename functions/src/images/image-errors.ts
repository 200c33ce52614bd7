// Why the bytes of an upload cannot become an image. The reason is stored on the session
// image (shared/src/sessions/session-enums.ts) and the web app shows its catalogue message.
import type { ImageFailureReason } from '@fotostudio/shared/sessions/session-enums';

/** What the bytes alone can tell; `similar_in_session` needs the session's other images. */
export type ImageRejectionReason = Exclude<ImageFailureReason, 'similar_in_session'>;

export class ImageRejected extends Error {
  override readonly name = 'ImageRejected';
  readonly reason: ImageRejectionReason;

  constructor(reason: ImageRejectionReason, options: { cause?: unknown } = {}) {
    super(`image rejected: ${reason}`, options);
    this.reason = reason;
  }
}
