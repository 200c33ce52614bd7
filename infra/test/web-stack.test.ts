import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { devMediaSigningPublicKeyFile } from '../lib/deployment-config.js';
import { GALLERY_PAGE_QUERY } from '../lib/edge/default-viewer-request.js';
import { HSTS_MAX_AGE_SECONDS, localSecurityHeaders } from '../lib/security-headers.js';
import { API_ORIGIN_ID } from '../lib/web-stack.js';
import { VIEWER_ADDRESS_HEADER } from '@fotostudio/shared/viewer-address';
import { buildTestApp, customDomainContext, resourcesOfType } from './support/test-app.js';

const { stacks, template: templateOf } = buildTestApp();
const template = templateOf(stacks.web);

interface Behavior {
  PathPattern?: string;
  TargetOriginId: string;
  [key: string]: unknown;
}
interface DistributionConfig {
  DefaultCacheBehavior: Behavior;
  CacheBehaviors: Behavior[];
  Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown; CustomOriginConfig?: unknown }[];
  [key: string]: unknown;
}

const distributionConfig = (): DistributionConfig => {
  const distributions = Object.values(resourcesOfType(template, 'AWS::CloudFront::Distribution'));
  expect(distributions).toHaveLength(1);
  return distributions[0]?.Properties?.DistributionConfig as DistributionConfig;
};
const config = distributionConfig();
const behavior = (pattern: string): Behavior | undefined => config.CacheBehaviors.find((b) => b.PathPattern === pattern);
const originOf = (b: Behavior | undefined) => config.Origins.find((origin) => origin.Id === b?.TargetOriginId);

describe('web stack: one origin for the SPA, the API and media', () => {
  it('serves the site and the SPA from the web bucket through OAC, choosing the document (and gallery addresses) in one viewer-request function and the not-found status in a viewer-response one', () => {
    expect(JSON.stringify(originOf(config.DefaultCacheBehavior)?.DomainName)).toContain('fotostudio-test-web-');
    expect(originOf(config.DefaultCacheBehavior)?.OriginAccessControlId).toBeDefined();
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^DefaultViewerRequest/), 'FunctionARN'] } },
        { EventType: 'viewer-response', FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^DefaultViewerResponse/), 'FunctionARN'] } },
      ],
    });
    // Distribution-wide error pages would also rewrite the API's 403/404 answers.
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('forwards /api/* to the HTTP API uncached, with every method and all viewer headers but Host', () => {
    const api = behavior('/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
      ViewerProtocolPolicy: 'https-only',
    });
    expect(JSON.stringify(originOf(api)?.DomainName)).toMatch(/HttpApi.*execute-api/);
    expect(originOf(api)?.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
  });

  it('forwards CloudFront-Viewer-Address to the API, where the client IP is read (password tries per client)', () => {
    // The managed policies whose documented headers include every CloudFront header (the
    // CloudFront Developer Guide, "Use managed origin request policies"); AllViewer includes none.
    const withCloudFrontHeaders = new Set([
      OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      OriginRequestPolicy.ALL_VIEWER_AND_CLOUDFRONT_2022.originRequestPolicyId,
    ]);
    const policyId = behavior('/api/*')?.OriginRequestPolicyId;
    if (typeof policyId === 'string') {
      expect(withCloudFrontHeaders).toContain(policyId);
      return;
    }
    // A policy of our own: it must list the header among those CloudFront adds.
    const ref = (policyId as { Ref?: string } | undefined)?.Ref ?? '';
    const headers = resourcesOfType(template, 'AWS::CloudFront::OriginRequestPolicy')[ref]?.Properties?.OriginRequestPolicyConfig as
      | { HeadersConfig?: { HeaderBehavior?: string; Headers?: string[] } }
      | undefined;
    expect(['whitelist', 'allViewerAndWhitelistCloudFront']).toContain(headers?.HeadersConfig?.HeaderBehavior);
    expect(headers?.HeadersConfig?.Headers?.map((name) => name.toLowerCase())).toContain(VIEWER_ADDRESS_HEADER);
  });

  it('serves /media/* from the media bucket through OAC, only with URLs signed by the trusted key group', () => {
    const media = behavior('/media/*');
    expect(media).toMatchObject({
      TrustedKeyGroups: [{ Ref: expect.stringMatching(/^MediaKeyGroup/) }],
      AllowedMethods: ['GET', 'HEAD'],
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^MediaViewerRequest/), 'FunctionARN'] } }],
    });
    expect(JSON.stringify(originOf(media)?.DomainName)).toContain('fotostudio-test-media-');
    expect(originOf(media)?.OriginAccessControlId).toBeDefined();
  });

  it('reads revoked gallery grants from a KeyValueStore associated with the media function, whose code names that store', () => {
    const stores = Object.entries(resourcesOfType(template, 'AWS::CloudFront::KeyValueStore'));
    expect(stores).toHaveLength(1);
    const [storeId] = stores[0] ?? [];
    const functions = Object.entries(resourcesOfType(template, 'AWS::CloudFront::Function')).filter(([id]) => id.startsWith('MediaViewerRequest'));
    expect(functions).toHaveLength(1);
    const properties = (functions[0]?.[1]?.Properties ?? {}) as { FunctionConfig: { Runtime: string; KeyValueStoreAssociations: { KeyValueStoreARN: unknown }[] }; FunctionCode: unknown };
    expect(properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(properties.FunctionConfig.KeyValueStoreAssociations).toEqual([{ KeyValueStoreARN: { 'Fn::GetAtt': [storeId, 'Arn'] } }]);
    // The code is generated around the store's id: cf.kvs("<id>").
    const code = JSON.stringify(properties.FunctionCode);
    expect(code).toContain('cf.kvs(');
    expect(code).toContain(`"Fn::GetAtt":["${storeId}","Id"]`);
  });

  it('logs to the access-logs bucket, uses price class 100 and HTTP/2 and 3', () => {
    expect(config).toMatchObject({
      Logging: { Bucket: { 'Fn::ImportValue': expect.stringMatching(/AccessLogsBucket/) }, Prefix: 'cloudfront/' },
      PriceClass: 'PriceClass_100',
      HttpVersion: 'http2and3',
      DefaultRootObject: 'index.html',
    });
  });

  it('adds the security headers to every behaviour', () => {
    const policyRef = config.DefaultCacheBehavior.ResponseHeadersPolicyId;
    expect(policyRef).toEqual({ Ref: expect.stringMatching(/^SecurityHeaders/) });
    for (const b of config.CacheBehaviors) expect(b.ResponseHeadersPolicyId).toEqual(policyRef);
    const policies = Object.values(resourcesOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy'));
    expect(policies).toHaveLength(1);
    const headers = (policies[0]?.Properties?.ResponseHeadersPolicyConfig ?? {}) as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      CustomHeadersConfig: { Items: { Header: string; Value: string; Override: boolean }[] };
    };
    const security = headers.SecurityHeadersConfig;
    // The same values the local server sends (infra/lib/security-headers.ts), plus HSTS.
    const local = localSecurityHeaders();
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.FrameOptions).toEqual({ FrameOption: local['x-frame-options'], Override: true });
    expect(security.ReferrerPolicy).toEqual({ ReferrerPolicy: local['referrer-policy'], Override: true });
    expect(security.StrictTransportSecurity).toEqual({ AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS, IncludeSubdomains: true, Override: true });
    expect(headers.CustomHeadersConfig.Items).toEqual([{ Header: 'Permissions-Policy', Value: local['permissions-policy'], Override: true }]);

    const csp = JSON.stringify(stacks.web.resolve(security.ContentSecurityPolicy?.ContentSecurityPolicy));
    expect(security.ContentSecurityPolicy?.Override).toBe(true);
    for (const directive of (local['content-security-policy'] ?? '').split('; ').filter((d) => !d.startsWith('connect-src'))) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    // Amplify signs in at the regional Cognito endpoint; uploads go to the media bucket.
    expect(csp).toContain("connect-src 'self' https://cognito-idp.");
    expect(csp).toMatch(/https:\/\/fotostudio-test-media-.*\.s3\./);
  });
});

describe('web stack: gallery addresses (link previews)', () => {
  const functions = resourcesOfType(template, 'AWS::CloudFront::Function');
  const defaultFunction = Object.entries(functions).find(([id]) => id.startsWith('DefaultViewerRequest'))?.[1];

  it('has a JS 2.0 viewer-request function that sends gallery addresses to the API origin by its explicit id', () => {
    expect(defaultFunction?.Properties).toMatchObject({ FunctionConfig: { Runtime: 'cloudfront-js-2.0' }, AutoPublish: true });
    const code = String(defaultFunction?.Properties?.FunctionCode);
    expect(code.startsWith("import cf from 'cloudfront';")).toBe(true);
    expect(code).toContain(`cf.selectRequestOriginById(API_ORIGIN_ID)`);
    expect(code).toContain(`var API_ORIGIN_ID = "${API_ORIGIN_ID}";`);
    expect(originOf(behavior('/api/*'))?.Id).toBe(API_ORIGIN_ID);
  });

  it('caches the default behaviour keyed on the gallery page address only, honouring the API\'s no-store', () => {
    const policyId = config.DefaultCacheBehavior.CachePolicyId as { Ref: string };
    const policy = resourcesOfType(template, 'AWS::CloudFront::CachePolicy')[policyId.Ref];
    expect(policy?.Properties?.CachePolicyConfig).toMatchObject({
      MinTTL: 0,
      ParametersInCacheKeyAndForwardedToOrigin: {
        QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: [GALLERY_PAGE_QUERY] },
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      },
    });
  });
});

describe('web stack: media signing key', () => {
  it('uses the committed development key when the context gives none', () => {
    template.hasResourceProperties('AWS::CloudFront::PublicKey', {
      PublicKeyConfig: Match.objectLike({ EncodedKey: readFileSync(devMediaSigningPublicKeyFile, 'utf8').trim() }),
    });
  });

  it("uses the operator's key from the mediaSigningPublicKey context", () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const operator = buildTestApp({ mediaSigningPublicKey: pem });
    operator.template(operator.stacks.web).hasResourceProperties('AWS::CloudFront::PublicKey', {
      PublicKeyConfig: Match.objectLike({ EncodedKey: pem.trim(), Comment: 'Signs /media/ URLs' }),
    });
  });
});

describe('web stack: custom domain', () => {
  const withDomain = buildTestApp(customDomainContext);
  const domainTemplate = withDomain.template(withDomain.stacks.web);

  it('serves the domain with its certificate and TLS 1.2 at least', () => {
    domainTemplate.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['app.example.com'],
        ViewerCertificate: {
          AcmCertificateArn: customDomainContext.certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
  });

  it('gives the functions the domain as the app URL', () => {
    expect(withDomain.stacks.web.appUrl).toBe('https://app.example.com');
  });
});
