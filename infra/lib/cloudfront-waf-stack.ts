// The distribution's AWS WAF web ACL. CloudFront only accepts web ACLs of scope CLOUDFRONT,
// which exist only in us-east-1, so this stack is deployed there whatever the stage's region.
// It publishes the ACL's ARN as an SSM parameter in us-east-1, which the web stack reads with
// a custom resource: CDK's own cross-region references would need every stack of the app to
// name its region at synth time, and the app also synthesises region-agnostic stacks.
import { Stack, type StackProps } from 'aws-cdk-lib';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import type { DeploymentConfig } from './deployment-config.js';
import { RateLimitWebAcl } from './rate-limit-web-acl.js';
import { rateLimitRules } from './rate-limits.js';
import { APP_NAME } from './resource-names.js';

/** CloudFront reads web ACLs (and certificates) from this region only. */
export const CLOUDFRONT_WAF_REGION = 'us-east-1';

/** The SSM parameter (in us-east-1) that holds the stage's CloudFront web ACL ARN. */
export const cloudFrontWebAclParameterName = (stage: string): string => `/${APP_NAME}/${stage}/cloudfront-web-acl-arn`;

export interface CloudFrontWafStackProps extends StackProps {
  config: DeploymentConfig;
}

export class CloudFrontWafStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: CloudFrontWafStackProps) {
    super(scope, id, props);
    const { config } = props;

    const { webAcl } = new RateLimitWebAcl(this, 'RateLimits', {
      name: `${APP_NAME}-${config.stage}-cloudfront`,
      scope: 'CLOUDFRONT',
      rules: rateLimitRules.filter((rule) => rule.match.kind === 'path'),
    });
    this.webAclArn = webAcl.attrArn;

    new StringParameter(this, 'WebAclArnParameter', {
      parameterName: cloudFrontWebAclParameterName(config.stage),
      description: `${APP_NAME} ${config.stage}: ARN of the CloudFront distribution's web ACL (read by the web stack)`,
      stringValue: webAcl.attrArn,
    });
  }
}
