// An AWS WAF web ACL holding the rate rules of infra/lib/rate-limits.ts for one place: the
// distribution (scope CLOUDFRONT, path rules) or the user pool (scope REGIONAL, Cognito
// operation rules). Over the limit: 429, Retry-After and the same body the local server sends.
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { COGNITO_TARGET_PREFIX, rateLimitedBody, type RateLimitMatch, type RateLimitRule } from './rate-limits.js';

type Statement = CfnWebACL.StatementProperty;

const byteMatch = (fieldToMatch: CfnWebACL.FieldToMatchProperty, positionalConstraint: string, searchString: string): Statement => ({
  byteMatchStatement: { fieldToMatch, positionalConstraint, searchString, textTransformations: [{ priority: 0, type: 'NONE' }] },
});

const scopeDown = (match: RateLimitMatch): Statement => {
  if (match.kind === 'path') {
    const path = byteMatch({ uriPath: {} }, 'STARTS_WITH', match.prefix);
    return match.method ? { andStatement: { statements: [path, byteMatch({ method: {} }, 'EXACTLY', match.method)] } } : path;
  }
  const operations = match.operations.map((operation) =>
    byteMatch({ singleHeader: { Name: 'x-amz-target' } }, 'EXACTLY', `${COGNITO_TARGET_PREFIX}${operation}`),
  );
  const [only] = operations;
  return operations.length === 1 && only ? only : { orStatement: { statements: operations } };
};

const bodyKey = (match: RateLimitMatch) => `rate-limited-${match.kind}`;

export interface RateLimitWebAclProps {
  name: string;
  scope: 'CLOUDFRONT' | 'REGIONAL';
  rules: readonly RateLimitRule[];
}

export class RateLimitWebAcl extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: RateLimitWebAclProps) {
    super(scope, id);
    if (props.rules.length === 0) throw new Error(`web ACL ${props.name} has no rules`);
    const bodies = new Map(props.rules.map((rule) => [bodyKey(rule.match), rateLimitedBody(rule.match)]));

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: props.name,
      scope: props.scope,
      description: 'Per-IP rate limits from infra/lib/rate-limits.ts',
      defaultAction: { allow: {} },
      visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: props.name, sampledRequestsEnabled: true },
      customResponseBodies: Object.fromEntries([...bodies].map(([key, body]) => [key, { contentType: 'APPLICATION_JSON', content: body.text }])),
      rules: props.rules.map((rule, priority) => ({
        name: rule.name,
        priority,
        statement: {
          rateBasedStatement: {
            limit: rule.limit,
            evaluationWindowSec: rule.windowSeconds,
            aggregateKeyType: 'IP',
            scopeDownStatement: scopeDown(rule.match),
          },
        },
        action: {
          block: {
            customResponse: {
              responseCode: 429,
              customResponseBodyKey: bodyKey(rule.match),
              // WAF does not say when the IP's count falls back under the limit: the window is the bound.
              responseHeaders: [{ name: 'retry-after', value: String(rule.windowSeconds) }],
            },
          },
        },
        visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: rule.name, sampledRequestsEnabled: true },
      })),
    });
  }
}
