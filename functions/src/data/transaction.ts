// One DynamoDB transaction from ElectroDB params (or raw items), with the reason each
// operation failed when DynamoDB cancels it, so a use case can tell a lost race from a
// refused condition.
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamoDocumentClient } from '../lib/aws-clients.js';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
export type PutParams = NonNullable<TransactItem['Put']>;
export type UpdateParams = NonNullable<TransactItem['Update']>;
export type DeleteParams = NonNullable<TransactItem['Delete']>;

/** Why each operation of a canceled transaction failed; undefined when the error is no cancellation. */
export const cancellationCodes = (error: unknown): string[] | undefined => {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons: unknown = (error as Error & { CancellationReasons?: unknown }).CancellationReasons;
  if (!Array.isArray(reasons)) return [];
  return reasons.map((r: unknown) => {
    const code = r && typeof r === 'object' && 'Code' in r ? r.Code : undefined;
    return typeof code === 'string' ? code : 'None';
  });
};

/** Undefined when written; else one code per operation ('ConditionalCheckFailed', 'TransactionConflict', 'None'...). */
export const runTransaction = async (items: TransactItem[]): Promise<string[] | undefined> => {
  try {
    await dynamoDocumentClient().send(new TransactWriteCommand({ TransactItems: items }));
    return undefined;
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    return codes;
  }
};
