// Physical names that more than one stack needs to know.
//
// The buckets get fixed names (stage + account + region, so they are globally unique) because the
// stateless stacks scope IAM statements and cdk-nag acknowledgements to them: with a name known
// at synth time those ARNs are identical in every stack, whereas a cross-stack token turns into
// an `Fn::ImportValue` only late in synthesis. A fixed name also makes an accidental replacement
// of a retained bucket fail loudly instead of silently creating an empty one.
import { Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

export const APP_NAME = 'fotostudio';

export type StackPart = 'stateful' | 'waf' | 'web' | 'auth' | 'api' | 'events' | 'site';

export const stackName = (stage: string, part: StackPart): string => `${APP_NAME}-${stage}-${part}`;

export type BucketPurpose = 'media' | 'web' | 'logs';

/** Resolves to the same value in every stack of one environment (account and region). */
export const bucketName = (scope: IConstruct, stage: string, purpose: BucketPurpose): string => {
  const stack = Stack.of(scope);
  return `${APP_NAME}-${stage}-${purpose}-${stack.account}-${stack.region}`;
};
