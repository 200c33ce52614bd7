import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildTestApp, fakeWebDist } from './support/test-app.js';

describe('site stack', () => {
  it('is not created while the web app has not been built', () => {
    expect(buildTestApp().stacks.site).toBeUndefined();
  });

  describe('with a built web app', () => {
    const { stacks, template: templateOf } = buildTestApp({ webDistPath: fakeWebDist() });
    const site = stacks.site;
    if (!site) throw new Error('expected a site stack for a built web app');
    const template = templateOf(site);
    const webBucketName = { 'Fn::Join': ['', ['fotostudio-test-web-', { Ref: 'AWS::AccountId' }, '-', { Ref: 'AWS::Region' }]] };

    it('uploads hashed assets with a year of immutable caching, never pruning older releases', () => {
      template.hasResourceProperties('Custom::CDKBucketDeployment', {
        DestinationBucketName: webBucketName,
        Prune: false,
        SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
        DistributionId: Match.absent(),
      });
    });

    it('then writes the entry pages (app, gallery, the prerendered site pages, the sitemap) and config.json uncached and invalidates them', () => {
      template.hasResourceProperties('Custom::CDKBucketDeployment', {
        DestinationBucketName: webBucketName,
        Prune: false,
        SystemMetadata: { 'cache-control': 'no-cache' },
        DistributionId: { 'Fn::ImportValue': Match.stringLikeRegexp('Distribution') },
        DistributionPaths: ['/en/beta/index.html', '/gallery.html', '/index.html', '/site.html', '/sitemap.xml', '/config.json'],
      });
      const deployments = template.findResources('Custom::CDKBucketDeployment');
      const entry = Object.entries(deployments).find(([, d]) => JSON.stringify(d).includes('no-cache'));
      const assets = Object.keys(deployments).find((id) => id !== entry?.[0]);
      // New entry files must never point at chunks that are not uploaded yet.
      expect(entry?.[1].DependsOn).toContain(assets);
    });

    it('fills config.json with the region and the user pool ids at deploy time', () => {
      template.hasResourceProperties('Custom::CDKBucketDeployment', {
        SourceMarkers: Match.arrayWith([
          Match.objectLike({
            '<<marker:0xbaba:0>>': { Ref: 'AWS::Region' },
            '<<marker:0xbaba:1>>': { 'Fn::ImportValue': Match.stringLikeRegexp('ExportsOutputRefUserPool[0-9A-F]') },
            '<<marker:0xbaba:2>>': { 'Fn::ImportValue': Match.stringLikeRegexp('UserPoolWebClient') },
          }),
        ]),
      });
    });
  });
});
