// The one test of "a write was refused by its condition", for every data path: the SDK's and
// the signed JSON call's `ConditionalCheckFailedException` (the error itself, or the cause
// ElectroDB wraps it in, whose message it keeps).
export const isConditionalFailure = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ConditionalCheckFailedException') return true;
  const cause = error.cause;
  return (cause instanceof Error && cause.name === 'ConditionalCheckFailedException') || /conditional request failed/i.test(error.message);
};
