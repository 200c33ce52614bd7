import { App, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { buildFotostudioStacks } from '../lib/fotostudio-app.js';
import { baseContext, buildTestApp, customDomainContext, fakeWebDist } from './support/test-app.js';

const unacknowledgedFindings = (app: App): string[] =>
  new AwsSolutionsChecks()
    .validateScope(app)
    .violations.flatMap((violation) => violation.violatingResources.map((resource) => `${violation.ruleName} at ${resource.constructPath}`));

const acknowledgements = (root: IConstruct): { path: string; id: string; reason: string }[] =>
  root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .map(([id, reason]) => ({ path: construct.node.path, id, reason })),
  );

describe('cdk-nag (AwsSolutions pack)', () => {
  it.each([
    ['a stage without a domain or a built site', {}],
    ['a stage with its own domain and a built site', { ...customDomainContext, webDistPath: fakeWebDist() }],
  ])('finds nothing unacknowledged in %s', (_, context) => {
    expect(unacknowledgedFindings(buildTestApp(context).app)).toEqual([]);
  });

  it('gives every acknowledgement a reason of its own', () => {
    const acks = acknowledgements(buildTestApp({ webDistPath: fakeWebDist() }).app);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(ack.reason, `${ack.id} at ${ack.path}`).toMatch(/^\S.{30,}[.)]$/);
    }
  });

  it('fails synthesis, as `cdk synth` runs it, when a finding is not acknowledged', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...baseContext }, builtinCloudFormationValidation: false });
    const { stateful } = buildFotostudioStacks(app, {});
    new Bucket(stateful, 'UnloggedBucket');
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(() => app.synth()).toThrow(/AwsSolutions-S1/);
  });
});
