// The one write-transaction runner. Every TransactWriteItems of the back end runs here, over
// an injected transport: the SDK's DocumentClient (`transact` in database.ts) or the signed
// JSON protocol the gallery function sends instead (`transact` in plain-table.ts). Both throw
// a cancellation as the SDK does (`TransactionCanceledException` with its
// `CancellationReasons`); the runner turns it into an outcome naming which operations were
// refused, so a use case can tell a lost race from a refused condition. This module imports
// no client: the gallery bundle carries it (docs/data.md, "Data: one DynamoDB table").
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
export type PutParams = NonNullable<TransactItem['Put']>;
export type UpdateParams = NonNullable<TransactItem['Update']>;
export type DeleteParams = NonNullable<TransactItem['Delete']>;

/** Sends one TransactWriteItems in the DocumentClient's shapes; throws a cancellation as the SDK does. */
export type TransactionTransport = (items: TransactItem[]) => Promise<unknown>;

/** What a write transaction came to. */
export type TransactionOutcome =
  | { readonly committed: true }
  | {
      readonly committed: false;
      /**
       * One cancellation code per operation, in order: 'ConditionalCheckFailed' for those
       * refused by their condition (`refusedAmong`), 'TransactionConflict', 'None' for those that were fine...
       */
      readonly codes: readonly string[];
    };

const COMMITTED: TransactionOutcome = { committed: true };

/** The SDK's and the JSON protocol's cancellation (any other value has no such name). */
type Canceled = { name?: unknown; CancellationReasons?: { Code?: string }[] } | null | undefined;

/** Why each operation of a canceled transaction failed; undefined when the error is no cancellation. */
const cancellationCodes = (error: unknown): string[] | undefined =>
  (error as Canceled)?.name === 'TransactionCanceledException' ? ((error as NonNullable<Canceled>).CancellationReasons ?? []).map((reason) => reason.Code ?? 'None') : undefined;

/** True when an operation at a position from `from` (up to `to`, excluded) was refused by its condition. */
export const refusedAmong = (outcome: TransactionOutcome, from?: number, to?: number): boolean =>
  !outcome.committed && outcome.codes.slice(from, to).includes('ConditionalCheckFailed');

/**
 * Runs the items as one transaction. Nothing to write commits (as ElectroDB's `transaction`
 * did); a cancellation is an outcome, any other error is thrown.
 */
export const runTransaction = async (transport: TransactionTransport, items: TransactItem[]): Promise<TransactionOutcome> =>
  items.length
    ? transport(items).then(
        () => COMMITTED,
        (error: unknown) => {
          const codes = cancellationCodes(error);
          if (!codes) throw error;
          return { committed: false, codes };
        },
      )
    : COMMITTED;
