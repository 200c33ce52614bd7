// Publishes the built SPA (web/dist) and its runtime configuration to the web bucket. Created
// only when the site has been built, so `cdk synth` works on a fresh clone.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DefaultStackSynthesizer, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import type { DeploymentConfig } from './deployment-config.js';
import { acknowledge, lambdaBasicExecutionFinding, wildcardActionFinding, wildcardResourceFinding } from './nag.js';
import { bucketName } from './resource-names.js';

/**
 * The pages of the build: the app, the client gallery (gallery.page reads it from the origin as
 * its template), the public site's prerendered pages (site.html, <page>/index.html, en/...) and
 * the crawlers' files. Unhashed names, so never cached for long, and invalidated.
 */
export const entryPagesIn = (distPath: string): string[] => {
  if (!existsSync(distPath)) return [];
  const html = (readdirSync(distPath, { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('assets/'));
  return [...html, ...['sitemap.xml', 'robots.txt'].filter((file) => existsSync(path.join(distPath, file)))].sort();
};

/** What the SPA reads from /config.json at start-up. */
export interface WebRuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  stage: string;
}

export interface SiteStackProps extends StackProps {
  config: DeploymentConfig;
  distribution: IDistribution;
  userPoolId: string;
  userPoolClientId: string;
}

export class SiteStack extends Stack {
  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { config } = props;
    const entryPages = entryPagesIn(config.webDistPath);
    const webBucket = Bucket.fromBucketAttributes(this, 'WebBucket', { bucketName: bucketName(this, config.stage, 'web'), region: this.region });

    // Hashed assets first, cached for a year and never pruned, so tabs still running the
    // previous release can load its chunks; then the entry files, never cached.
    const assets = new BucketDeployment(this, 'Assets', {
      sources: [Source.asset(config.webDistPath, { exclude: [...entryPages, 'config.json'] })],
      destinationBucket: webBucket,
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      memoryLimit: 512,
      // Listing every file in the custom resource's response overflows its 4 KB limit.
      outputObjectKeys: false,
    });

    const runtimeConfig: WebRuntimeConfig = {
      region: this.region,
      userPoolId: props.userPoolId,
      userPoolClientId: props.userPoolClientId,
      stage: config.stage,
    };
    const entry = new BucketDeployment(this, 'Entry', {
      sources: [
        ...entryPages.map((page) => Source.data(page, readFileSync(path.join(config.webDistPath, page), 'utf8'))),
        Source.jsonData('config.json', runtimeConfig),
      ],
      destinationBucket: webBucket,
      prune: false,
      cacheControl: [CacheControl.noCache()],
      memoryLimit: 512,
      outputObjectKeys: false,
      distribution: props.distribution,
      distributionPaths: [...entryPages.map((page) => `/${page}`), '/config.json'],
    });
    entry.node.addDependency(assets);

    const handler = this.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) throw new Error('BucketDeployment handler not found');
    const copyReason = 'CDK-provided deployment handler: copies the site from the CDK asset bucket into the web bucket at deploy time, with the action set BucketDeployment defines.';
    acknowledge(handler, lambdaBasicExecutionFinding, 'CDK-provided deployment handler; the managed policy only lets it write its own CloudWatch logs.');
    for (const action of ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*']) {
      acknowledge(handler, wildcardActionFinding(action), copyReason);
    }
    acknowledge(handler, wildcardResourceFinding(this, webBucket.arnForObjects('*')), copyReason);
    acknowledge(handler, wildcardResourceFinding(this, `arn:${this.partition}:s3:::${this.assetBucketName()}/*`), copyReason);
    acknowledge(
      handler,
      wildcardResourceFinding(this, '*'),
      'CDK-provided deployment handler: invalidates the entry pages and config.json after a release; CloudFront invalidation permissions are granted by CDK without a resource scope.',
    );
    acknowledge(handler, 'AwsSolutions-L1', 'CDK pins the runtime of its BucketDeployment handler; it runs only at deploy time.');
  }

  /** The bootstrap asset bucket the default synthesizer uploads to (the deployment reads from it). */
  private assetBucketName(): string {
    const qualifier = (this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') as string | undefined) ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    return DefaultStackSynthesizer.DEFAULT_FILE_ASSETS_BUCKET_NAME.replace('${Qualifier}', qualifier)
      .replace('${AWS::AccountId}', this.account)
      .replace('${AWS::Region}', this.region);
  }
}
