// Counts the DynamoDB capacity the handlers in this process consume: every call of the
// functions' shared DocumentClient asks for ReturnConsumedCapacity TOTAL (DynamoDB Local
// reports it as AWS would bill it), and the units are added up until read.
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';

export interface Capacity {
  read: number;
  write: number;
  calls: string[];
  /** Items the reads returned (a Query's scanned ones, a BatchGet's responses, a Get's item). */
  items: number;
}

const READS = new Set(['GetCommand', 'QueryCommand', 'BatchGetCommand', 'GetItemCommand', 'QueryCommand', 'BatchGetItemCommand', 'TransactGetItemsCommand']);

/** The items a read's output carries. */
const itemsOf = (output: { ScannedCount?: number; Item?: unknown; Responses?: unknown }): number => {
  if (typeof output.ScannedCount === 'number') return output.ScannedCount;
  if (output.Item) return 1;
  if (Array.isArray(output.Responses)) return output.Responses.length;
  if (output.Responses && typeof output.Responses === 'object') return Object.values(output.Responses as Record<string, unknown[]>).reduce((sum, items) => sum + items.length, 0);
  return 0;
};

const unitsOf = (consumed: unknown): ConsumedCapacity[] =>
  Array.isArray(consumed) ? (consumed as ConsumedCapacity[]) : consumed && typeof consumed === 'object' ? [consumed as ConsumedCapacity] : [];

export const instrumentCapacity = async (): Promise<{ take: () => Capacity }> => {
  const { dynamoDocumentClient } = await import('../functions/src/lib/aws-clients.js');
  let current: Capacity = { read: 0, write: 0, calls: [], items: 0 };
  dynamoDocumentClient().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, unknown>;
      input.ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const output = result.output as { ConsumedCapacity?: unknown; ScannedCount?: number; Item?: unknown; Responses?: unknown };
      const command = context.commandName ?? 'unknown';
      if (READS.has(command)) current.items += itemsOf(output);
      for (const c of unitsOf(output.ConsumedCapacity)) {
        const total = c.CapacityUnits ?? 0;
        if (c.ReadCapacityUnits !== undefined || c.WriteCapacityUnits !== undefined) {
          current.read += c.ReadCapacityUnits ?? 0;
          current.write += c.WriteCapacityUnits ?? 0;
        } else if (READS.has(command)) current.read += total;
        else current.write += total;
      }
      current.calls.push(command.replace(/Command$/, ''));
      return result;
    },
    { step: 'initialize', name: 'benchConsumedCapacity' },
  );
  return {
    take: () => {
      const taken = current;
      current = { read: 0, write: 0, calls: [], items: 0 };
      return taken;
    },
  };
};
