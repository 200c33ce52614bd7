// The KMS key of photographers' VERI*FACTU certificates (issue 24 point 2): kept when the
// stateful stack goes, rotated, and in every template of the app only the submitting worker's
// role may Decrypt with it; the billing function may only GenerateDataKey (to store one).
import { describe, expect, it } from 'vitest';
import type { Stack } from 'aws-cdk-lib';
import { buildTestApp } from './support/test-app.js';

interface Statement {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource: unknown;
}
interface Policy {
  Properties: { PolicyDocument: { Statement: Statement[] }; Roles: { Ref: string }[] };
}

const { stacks, template } = buildTestApp();
const roleLogicalId = (stack: Stack, fn: { role?: { node: { defaultChild?: unknown } } }): string => {
  const child = fn.role?.node.defaultChild;
  if (!child) throw new Error('function without a role');
  return stack.getLogicalId(child as Parameters<Stack['getLogicalId']>[0]);
};
/** Every role, in every stack, with a statement allowing one of the actions. */
const rolesAllowed = (matches: (action: string) => boolean): string[] =>
  [stacks.stateful, stacks.waf, stacks.web, stacks.auth, stacks.api, stacks.events].flatMap((stack) =>
    Object.values(template(stack).findResources('AWS::IAM::Policy') as Record<string, Policy>).flatMap((policy) =>
      policy.Properties.PolicyDocument.Statement.some((statement) => statement.Effect === 'Allow' && [statement.Action].flat().some(matches))
        ? policy.Properties.Roles.map((role) => `${stack.stackName}/${role.Ref}`)
        : [],
    ),
  );

describe('the certificate key', () => {
  it('is a retained KMS key with rotation', () => {
    const keys = template(stacks.stateful).findResources('AWS::KMS::Key');
    expect(Object.values(keys)).toEqual([expect.objectContaining({ DeletionPolicy: 'Retain', Properties: expect.objectContaining({ EnableKeyRotation: true }) })]);
  });

  it('may be used to Decrypt by the submitting worker alone, and to generate data keys by the billing function alone', () => {
    const worker = `${stacks.events.stackName}/${roleLogicalId(stacks.events, stacks.events.verifactuSubmitFunction)}`;
    const billing = stacks.api.domainFunctions.billing;
    if (!billing) throw new Error('no billing function');
    expect(rolesAllowed((action) => action === 'kms:Decrypt' || action === 'kms:*' || action === '*')).toEqual([worker]);
    expect(rolesAllowed((action) => action.startsWith('kms:GenerateDataKey'))).toEqual([`${stacks.api.stackName}/${roleLogicalId(stacks.api, billing)}`]);
    const functions = template(stacks.events).findResources('AWS::Lambda::Function');
    const workerFunction = Object.values(functions).find((fn) => JSON.stringify(fn).includes('VERIFACTU_CERT_KMS_KEY_ID'));
    expect(workerFunction).toBeDefined();
  });
});
