/** A problem the developer can fix (port taken, Java missing): start.ts prints only the message. */
export class LocalStackError extends Error {
  override readonly name = 'LocalStackError';
}
