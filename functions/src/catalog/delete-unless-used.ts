import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { isConditionalFailure } from '../data/database.js';
import { DomainError } from '../lib/errors.js';

/**
 * Runs a delete conditioned on the item's usage counter being zero. When the condition
 * fails, the item was either missing (`read` throws its not-found error) or in use.
 */
export const deleteUnlessUsed = async (
  conditionalDelete: () => Promise<unknown>,
  read: () => Promise<unknown>,
  inUse: ErrorCode,
): Promise<void> => {
  try {
    await conditionalDelete();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    await read();
    throw new DomainError(inUse, { cause: error });
  }
};
