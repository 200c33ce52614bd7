// Every SDK client of a function that loads the tracer goes through the X-Ray capture, though
// aws-clients.ts does not import the tracer (so the gallery can leave the X-Ray SDK out).
import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it, vi } from 'vitest';

describe('SDK client tracing', () => {
  it('once the tracer is loaded, every client goes through its X-Ray capture', async () => {
    vi.resetModules();
    const { tracer } = await import('../src/lib/tracer.js');
    const { capturedClient, s3Client } = await import('../src/lib/aws-clients.js');
    const capture = vi.spyOn(tracer, 'captureAWSv3Client');
    const client = new S3Client({ region: 'eu-west-1' });
    capturedClient(client);
    expect(capture).toHaveBeenCalledWith(client);
    s3Client();
    expect(capture).toHaveBeenCalledTimes(2);
  });
});
