// cdk-nag (AwsSolutions pack) acknowledgements. cdk-nag 3 matches a finding only by its exact
// id, e.g. `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::bucket/*]`, so the helpers below
// build those ids the way cdk-nag does, from the same tokens the policies use. Every
// acknowledgement carries a reason that says why the finding does not apply there.
import { Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
// Not re-exported by the package index; importing it keeps our ids identical to cdk-nag's.
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';

export const acknowledge = (scope: IConstruct, id: string, reason: string): void => {
  Validations.of(scope).acknowledge({ id, reason });
};

/** Id of the IAM5 finding for a statement resource (an ARN string, tokens allowed) with a wildcard. */
export const wildcardResourceFinding = (scope: IConstruct, arn: string): string =>
  `AwsSolutions-IAM5[Resource::${flattenCfnReference(Stack.of(scope).resolve(arn))}]`;

/** Id of the IAM5 finding for a wildcard action such as `s3:GetObject*`. */
export const wildcardActionFinding = (action: string): string => `AwsSolutions-IAM5[Action::${action}]`;

/** Id of the IAM4 finding for the AWS-managed basic execution policy that CDK's own handlers use. */
export const lambdaBasicExecutionFinding =
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';
