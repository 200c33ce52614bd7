// The product's single public origin: the CloudFront distribution (SPA, /api/*, signed /media/*)
// and the HTTP API resource it fronts.
//
// Why the HTTP API resource lives here and its routes in ApiStack: every function needs APP_URL,
// which is the distribution's address when no custom domain is configured, and the distribution
// needs the API's host name. Creating the bare API (no routes, no stage) next to the
// distribution lets the auth, API and event stacks read the app URL from this stack while
// ApiStack attaches routes, authorizer and stage to the API afterwards, without a cycle.
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  KeyGroup,
  KeyValueStore,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  PublicKey,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Annotations, Arn, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import type { DeploymentConfig } from './deployment-config.js';
import { blogSlugsIn } from './edge/blog-slugs.js';
import { defaultViewerRequestCode, defaultViewerResponseCode, GALLERY_PAGE_QUERY } from './edge/default-viewer-request.js';
import { mediaViewerRequestCode } from './edge/media-viewer-request.js';
import { acknowledge, lambdaBasicExecutionFinding } from './nag.js';
import { APP_NAME, bucketName } from './resource-names.js';
import { awsConnectSources, contentSecurityPolicy, HSTS_MAX_AGE_SECONDS, PERMISSIONS_POLICY } from './security-headers.js';

export interface WebStackProps extends StackProps {
  config: DeploymentConfig;
  logsBucket: IBucket;
  /** Where CloudFrontWafStack publishes the distribution's web ACL ARN. */
  webAcl: { parameterName: string; region: string };
}

/** Construct id CDK gives the one function behind every AwsCustomResource of a stack. */
const AWS_CUSTOM_RESOURCE_SINGLETON_ID = 'AWS679f53fac002430cb0da5b7982bd2287';

/** The API origin's id: the default behaviour's function sends gallery addresses to it by this id. */
export const API_ORIGIN_ID = 'http-api';

export class WebStack extends Stack {
  /** The API resource only; ApiStack adds routes, authorizer and the $default stage. */
  readonly httpApi: HttpApi;
  readonly distribution: Distribution;
  /** Where users reach the app: the custom domain, else the distribution's own host. */
  readonly appUrl: string;
  /** Key-Pair-Id that signed /media/ URLs must carry. */
  readonly mediaSigningKeyId: string;
  /** Revoked gallery grants, read by the /media/* function and written by the table stream. */
  readonly mediaRevocations: KeyValueStore;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${APP_NAME}-${config.stage}`,
      description: 'fotostudio API; routes come from the shared route table (ApiStack).',
      createDefaultStage: false,
    });

    // The buckets belong to the stateful stack, which grants this account's distributions read
    // access itself (PrivateBucket.allowCloudFrontRead): imported here by name so this stack does
    // not try to edit their policies.
    const webBucket = Bucket.fromBucketAttributes(this, 'WebBucket', { bucketName: bucketName(this, config.stage, 'web'), region: this.region });
    const mediaBucket = Bucket.fromBucketAttributes(this, 'MediaBucket', { bucketName: bucketName(this, config.stage, 'media'), region: this.region });
    const originAccessControl = new S3OriginAccessControl(this, 'OriginAccessControl', {
      description: `${APP_NAME} ${config.stage}: CloudFront reads the SPA and media buckets`,
    });

    // Operators replace the committed development key via the mediaSigningPublicKey context and
    // keep the private half in their secret store; the API signs media URLs with it.
    const mediaSigningKey = new PublicKey(this, 'MediaSigningKey', {
      encodedKey: config.mediaSigningPublicKeyPem,
      comment: config.usesDevMediaSigningKey ? 'Development placeholder: replace via context mediaSigningPublicKey' : 'Signs /media/ URLs',
    });
    const mediaKeyGroup = new KeyGroup(this, 'MediaKeyGroup', { items: [mediaSigningKey] });
    this.mediaSigningKeyId = mediaSigningKey.publicKeyId;

    const blogSlugs = blogSlugsIn();
    const defaultViewerRequest = new CloudFrontFunction(this, 'DefaultViewerRequestFunction', {
      code: FunctionCode.fromInline(defaultViewerRequestCode(API_ORIGIN_ID, blogSlugs)),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Gallery addresses to the gallery page route; public pages to their prerendered HTML; index.html for the app',
    });
    const defaultViewerResponse = new CloudFrontFunction(this, 'DefaultViewerResponseFunction', {
      code: FunctionCode.fromInline(defaultViewerResponseCode(blogSlugs)),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'The not-found page answers with status 404',
    });
    this.mediaRevocations = new KeyValueStore(this, 'MediaRevocations', {
      comment: 'Revoked gallery media grants (functions/src/events/table-stream/revoke-grant.ts)',
    });
    const mediaPath = new CloudFrontFunction(this, 'MediaViewerRequestFunction', {
      code: FunctionCode.fromInline(mediaViewerRequestCode(this.mediaRevocations.keyValueStoreId)),
      runtime: FunctionRuntime.JS_2_0,
      keyValueStore: this.mediaRevocations,
      comment: 'Checks /media/ keys, maps gallery addresses to their one object, refuses revoked grants',
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'CSP, HSTS, no framing, no sniffing, referrer and permissions policies (infra/lib/security-headers.ts)',
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        // The XSS auditor is gone from browsers and could be abused where it remains: "0".
        xssProtection: { protection: false, override: true },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({ connectSources: awsConnectSources(this.region, mediaBucket.bucketName) }),
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
      },
    });

    const apiOrigin = new HttpOrigin(`${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
      originId: API_ORIGIN_ID,
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
    });

    // The default behaviour serves the SPA from S3 and, for gallery addresses, the gallery page
    // from the API (the function above picks the origin): the page's cache key is its address,
    // carried in one query parameter; the API's Cache-Control (s-maxage) sets how long. Minimum
    // TTL 0 so that an error the API marks no-store is not kept.
    const webCachePolicy = new CachePolicy(this, 'WebCachePolicy', {
      comment: 'SPA files and gallery pages: keyed on the gallery page address only',
      queryStringBehavior: CacheQueryStringBehavior.allowList(GALLERY_PAGE_QUERY),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const customDomain =
      config.domainName && config.certificateArn
        ? {
            domainNames: [config.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {};

    // The web ACL lives in us-east-1 (CloudFrontWafStack): its ARN is read from there.
    const webAclParameterArn = Arn.format(
      { service: 'ssm', region: props.webAcl.region, resource: 'parameter', resourceName: props.webAcl.parameterName.replace(/^\//, '') },
      this,
    );
    const webAclReader = new AwsCustomResource(this, 'WebAclArn', {
      onUpdate: {
        service: 'SSM',
        action: 'GetParameter',
        parameters: { Name: props.webAcl.parameterName },
        region: props.webAcl.region,
        physicalResourceId: PhysicalResourceId.of(props.webAcl.parameterName),
      },
      policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: [webAclParameterArn] }),
      installLatestAwsSdk: false,
    });
    const webAclArn = webAclReader.getResponseField('Parameter.Value');
    // The reader's function is a stack-wide singleton; its role carries the managed policy.
    acknowledge(
      this.node.findChild(AWS_CUSTOM_RESOURCE_SINGLETON_ID),
      lambdaBasicExecutionFinding,
      'CDK-provided custom resource handler that reads one SSM parameter; the managed policy only lets it write its own CloudWatch logs.',
    );

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${APP_NAME} ${config.stage}`,
      webAclId: webAclArn,
      ...customDomain,
      defaultRootObject: 'index.html',
      priceClass: PriceClass.PRICE_CLASS_100,
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(webBucket, { originAccessControl }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: webCachePolicy,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          { eventType: FunctionEventType.VIEWER_REQUEST, function: defaultViewerRequest },
          { eventType: FunctionEventType.VIEWER_RESPONSE, function: defaultViewerResponse },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          // A redirected POST would arrive as a GET: refuse plain HTTP outright.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Every viewer header but Host (API Gateway answers only to its own) and every
          // CloudFront header, among them CloudFront-Viewer-Address: the one source of the
          // client's IP (shared/src/viewer-address.ts), which CloudFront writes itself. A custom
          // policy cannot do both (`allExcept` adds no CloudFront header, the others pass Host).
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
        '/media/*': {
          origin: S3BucketOrigin.withOriginAccessControl(mediaBucket, { originAccessControl }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          trustedKeyGroups: [mediaKeyGroup],
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: mediaPath }],
        },
      },
    });
    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The stateful stack grants CloudFront read access in the bucket policies it owns.',
    );

    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'Galleries are shared with clients anywhere, so there is no country to restrict access to.',
    );
    if (!config.domainName) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR4',
        'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy cannot be set; stages with domainName use TLSv1.2_2021.',
      );
    }

    this.appUrl = config.domainName ? `https://${config.domainName}` : `https://${this.distribution.distributionDomainName}`;

    new CfnOutput(this, 'AppUrl', { value: this.appUrl });
    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    new CfnOutput(this, 'MediaSigningKeyId', { value: this.mediaSigningKeyId });
  }
}
