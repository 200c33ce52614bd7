// The shared SDK clients (lib/aws-clients.ts).
import { describe, expect, it } from 'vitest';
import { dynamoDocumentClient } from '../src/lib/aws-clients.js';

describe('DynamoDB client', () => {
  it('has no logger step, which would mask a copy of every response for a logger nobody passes', () => {
    const steps = dynamoDocumentClient().middlewareStack.identify();
    expect(steps.some((step) => step.startsWith('loggerMiddleware'))).toBe(false);
    // The rest of the stack is still there (a removal by the wrong name would leave this test alone).
    expect(steps.some((step) => step.startsWith('retryMiddleware'))).toBe(true);
  });
});
