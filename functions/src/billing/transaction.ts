// One DynamoDB transaction built from ElectroDB params, with the reason each operation failed
// when DynamoDB cancels it (so a use case can tell a lost race from a refused condition).
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDocumentClient } from '../lib/aws-clients.js';
import { cancellationCodes, type TransactItem } from '../crm/contact-index.js';

export type { TransactItem };
export type PutParams = NonNullable<TransactItem['Put']>;
export type UpdateParams = NonNullable<TransactItem['Update']>;
export type DeleteParams = NonNullable<TransactItem['Delete']>;

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
