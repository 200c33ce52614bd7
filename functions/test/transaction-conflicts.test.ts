// A transaction DynamoDB cancels because another one touched the same items is never a
// 500: use cases retry it, and one still losing after that is a catalogue 409. (Races the
// use cases retry are proven end to end in profile-slug-race and crm-relationships.)
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { errorStatus } from '@fotostudio/shared/errors/catalogue';
import { mapError } from '../src/lib/http/error-response.js';

/** Shaped like the contact index's own error: the codes, and the SDK's error as cause. */
const canceled = (codes: string[], cause: unknown) => Object.assign(new Error(`transaction canceled: ${codes.join(',')}`, { cause }), { codes });

const sdkConflict = () =>
  new TransactionCanceledException({
    message: 'Transaction cancelled, please refer cancellation reasons for specific reasons [None, TransactionConflict]',
    $metadata: {},
    CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
  });

describe('transaction conflicts', () => {
  it('maps a conflict that outlived the retries to 409 general.changed_meanwhile, however it is wrapped', () => {
    const wrapped = new Error('Error thrown by DynamoDB client', { cause: sdkConflict() });
    const ours = canceled(['None', 'TransactionConflict'], new Error('conflict'));
    for (const error of [sdkConflict(), wrapped, ours]) {
      expect(mapError(error, errorStatus)).toMatchObject({ status: 409, code: 'general.changed_meanwhile', unexpected: false });
    }
    const conditionOnly = canceled(['ConditionalCheckFailed'], new Error('condition'));
    expect(mapError(conditionOnly, errorStatus)).toMatchObject({ status: 500, code: 'general.unknown' });
  });
});
