// Builds the real app the way infra/bin/app.ts does, but fast: no esbuild bundling
// ('aws:cdk:bundling-stacks': []), no built-in CloudFormation validation, and no account or
// region from the caller's shell, so templates are the same on every machine.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildFotostudioStacks, type FotostudioStacks } from '../../lib/fotostudio-app.js';

export const baseContext = {
  stage: 'test',
  domainName: '',
  sesFromAddress: 'no-reply@example.com',
  betaDeadline: '2027-01-31T23:59:59+01:00',
  paymentsStart: '2027-06',
  operatorEmail: 'hola@example.com',
  supportFeedbackWebhookUrl: 'https://hooks.example.com/feedback?token=abc',
  supportChatWebhookUrl: 'https://hooks.example.com/chat?token=abc',
  verifactuProducerName: 'Fotostudio Software, S.L.',
  verifactuProducerNif: 'B12345674',
  verifactuSoftwareVersion: '1.2.3',
  // No site unless a test asks for one (web/dist may or may not be built on this machine).
  webDistPath: path.join(tmpdir(), 'fotostudio-no-web-dist'),
};

export interface TestApp {
  app: App;
  stacks: FotostudioStacks;
  template: (stack: Stack) => Template;
}

export const buildTestApp = (context: Record<string, unknown> = {}): TestApp => {
  const app = new App({
    context: { 'aws:cdk:bundling-stacks': [], ...baseContext, ...context },
    builtinCloudFormationValidation: false,
  });
  const stacks = buildFotostudioStacks(app, {});
  const assembly = app.synth();
  return {
    app,
    stacks,
    template: (stack) => Template.fromJSON(assembly.getStackByName(stack.stackName).template as Record<string, unknown>),
  };
};

/** A minimal Vite-like build output in a fresh temporary directory. */
export const fakeWebDist = (): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fotostudio-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
  writeFileSync(path.join(dir, 'gallery.html'), '<!doctype html><head><!--gallery-meta--></head><script type="module" src="/assets/gallery.js"></script>');
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log("app")');
  // The public site's prerendered pages and the crawlers' files.
  writeFileSync(path.join(dir, 'site.html'), '<!doctype html><title>FotoStudio</title>');
  mkdirSync(path.join(dir, 'en', 'beta'), { recursive: true });
  writeFileSync(path.join(dir, 'en', 'beta', 'index.html'), '<!doctype html><title>Private beta</title>');
  writeFileSync(path.join(dir, 'sitemap.xml'), '<urlset/>');
  return dir;
};

/** A context for a stage served from its own domain. */
export const customDomainContext = {
  domainName: 'app.example.com',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789',
  sesFromAddress: 'no-reply@app.example.com',
  // A production deployment's producer declaration is complete (issue 24 point 7).
  verifactuProducerAddress: 'Calle Mayor 1, 28013 Madrid',
  verifactuDeclarationPlace: 'Madrid, España',
  verifactuDeclarationDate: '2026-11-29',
};

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string }>;

/** Resources of one type, keyed by logical id. */
export const resourcesOfType = (template: Template, type: string): Resources =>
  template.findResources(type) as Resources;
