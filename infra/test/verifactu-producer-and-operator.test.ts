// The VERI*FACTU producer and the operator's certificate in the templates (issue 24 points 7
// and 2): the app does not synth a production deployment with placeholder producer data; the
// submitting worker gets the producer's declaration and, when configured, only the ARN of the
// operator's certificate secret, which its role alone may read (GetSecretValue on that ARN only).
import { describe, expect, it } from 'vitest';
import type { Stack } from 'aws-cdk-lib';
import { buildTestApp, customDomainContext } from './support/test-app.js';

interface Statement {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource: unknown;
}
interface Policy {
  Properties: { PolicyDocument: { Statement: Statement[] }; Roles: { Ref: string }[] };
}
interface LambdaFunction {
  Properties: { Environment?: { Variables?: Record<string, unknown> } };
}

const OPERATOR_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:fotostudio/verifactu-operator-AbCdEf';

describe('the producer declaration at synth', () => {
  it('refuses a production deployment (a domain) with the placeholder producer or an incomplete declaration', () => {
    expect(() => buildTestApp({ ...customDomainContext, verifactuProducerNif: 'B00000000' })).toThrow(/verifactuProducerNif: B00000000 is the dev stage's placeholder/);
    expect(() => buildTestApp({ ...customDomainContext, verifactuDeclarationDate: '' })).toThrow(/the date the declaration is signed on/);
  });

  it('gives the submitting worker and the site function the producer\'s declaration', () => {
    const { stacks, template } = buildTestApp({ ...customDomainContext });
    const variablesOf = (stack: Stack, logicalIdOf: () => string) => {
      const fn = (template(stack).findResources('AWS::Lambda::Function') as Record<string, LambdaFunction>)[logicalIdOf()];
      return fn?.Properties.Environment?.Variables ?? {};
    };
    const worker = variablesOf(stacks.events, () => stacks.events.getLogicalId(stacks.events.verifactuSubmitFunction.node.defaultChild as never));
    expect(worker).toMatchObject({
      VERIFACTU_PRODUCER_NIF: 'B12345674',
      VERIFACTU_PRODUCER_ADDRESS: customDomainContext.verifactuProducerAddress,
      VERIFACTU_DECLARATION_PLACE: 'Madrid, España',
      VERIFACTU_DECLARATION_DATE: '2026-11-29',
    });
    expect(worker).not.toHaveProperty('VERIFACTU_OPERATOR_CERT_SECRET_ARN');
    const site = stacks.api.domainFunctions.site;
    if (!site) throw new Error('no site function');
    expect(variablesOf(stacks.api, () => stacks.api.getLogicalId(site.node.defaultChild as never))).toMatchObject({ VERIFACTU_PRODUCER_NIF: 'B12345674', VERIFACTU_DECLARATION_DATE: '2026-11-29' });
  });
});

describe('the operator\'s certificate secret', () => {
  const { stacks, template } = buildTestApp({ verifactuOperatorCertificateSecretArn: OPERATOR_ARN });
  const all = [stacks.stateful, stacks.waf, stacks.web, stacks.auth, stacks.api, stacks.events];

  it('reaches the submitting worker (which reads it) and the billing function (which offers the choice) as its ARN only', () => {
    const withArn = (stack: Stack) =>
      Object.entries(template(stack).findResources('AWS::Lambda::Function') as Record<string, LambdaFunction>)
        .filter(([, fn]) => fn.Properties.Environment?.Variables?.VERIFACTU_OPERATOR_CERT_SECRET_ARN === OPERATOR_ARN)
        .map(([id]) => id);
    const billing = stacks.api.domainFunctions.billing;
    if (!billing) throw new Error('no billing function');
    expect(withArn(stacks.events)).toEqual([stacks.events.getLogicalId(stacks.events.verifactuSubmitFunction.node.defaultChild as never)]);
    expect(withArn(stacks.api)).toEqual([stacks.api.getLogicalId(billing.node.defaultChild as never)]);
    // No template carries anything of the certificate but its ARN.
    for (const stack of all) expect(JSON.stringify(template(stack).toJSON())).not.toMatch(/"p12"|BEGIN CERTIFICATE/);
  });

  it('may be read (secretsmanager:GetSecretValue on that ARN only) by the submitting worker\'s role alone', () => {
    const readers = all.flatMap((stack) =>
      Object.values(template(stack).findResources('AWS::IAM::Policy') as Record<string, Policy>).flatMap((policy) =>
        policy.Properties.PolicyDocument.Statement.filter(
          (statement) => statement.Effect === 'Allow' && [statement.Resource].flat().includes(OPERATOR_ARN),
        ).map((statement) => ({ stack: stack.stackName, roles: policy.Properties.Roles.map((role) => role.Ref), actions: [statement.Action].flat(), resources: [statement.Resource].flat() })),
      ),
    );
    const workerRole = stacks.events.getLogicalId(stacks.events.verifactuSubmitFunction.role?.node.defaultChild as never);
    expect(readers).toEqual([{ stack: stacks.events.stackName, roles: [workerRole], actions: ['secretsmanager:GetSecretValue'], resources: [OPERATOR_ARN] }]);
  });
});
