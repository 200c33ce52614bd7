// The one test of "a write was refused by its condition", for every data path: the SDK's and
// the signed JSON call's `ConditionalCheckFailedException` (the error itself, or the cause
// ElectroDB wraps it in, whose message it keeps).
/** Runs one conditioned write: true when it was written, false when its condition refused it (any other error is thrown). */
export const writtenUnlessRefused = async (write: () => Promise<unknown>): Promise<boolean> => {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
};

export const isConditionalFailure = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ConditionalCheckFailedException') return true;
  const cause = error.cause;
  return (cause instanceof Error && cause.name === 'ConditionalCheckFailedException') || /conditional request failed/i.test(error.message);
};
