import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readDeploymentConfig, verifactuProducerEnvironment } from '../lib/deployment-config.js';
import { defaultWebDistPath, fromRepoRoot } from '../lib/repo-paths.js';
import { customDomainContext } from './support/test-app.js';

const VERIFACTU = { verifactuProducerName: 'Fotostudio Software, S.L.', verifactuProducerNif: 'b12345674', verifactuSoftwareVersion: '1.2.3' };

const read = (context: Record<string, unknown>, env: NodeJS.ProcessEnv = {}) =>
  readDeploymentConfig(new App({ context: { stage: 'dev', sesFromAddress: 'no-reply@example.com', ...VERIFACTU, ...context } }).node, env);

describe('deployment configuration from CDK context', () => {
  it('treats the empty domainName of cdk.json as no domain', () => {
    const config = read({ domainName: '' });
    expect(config.domainName).toBeUndefined();
    expect(config.webDistPath).toBe(defaultWebDistPath);
  });

  it('takes account and region from the CLI environment unless the context sets them', () => {
    expect(read({}, { CDK_DEFAULT_ACCOUNT: '123456789012', CDK_DEFAULT_REGION: 'eu-west-1' }).env).toEqual({ account: '123456789012', region: 'eu-west-1' });
    expect(read({ region: 'eu-south-2' }, { CDK_DEFAULT_REGION: 'eu-west-1' }).env.region).toBe('eu-south-2');
  });

  it('falls back to the development media signing key', () => {
    const config = read({});
    expect(config.usesDevMediaSigningKey).toBe(true);
    expect(config.mediaSigningPublicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });

  it('resolves webDistPath from the repository root', () => {
    expect(read({ webDistPath: 'web/build' }).webDistPath).toBe(fromRepoRoot('web/build'));
  });

  it('accepts a domain with its certificate and an address of that domain', () => {
    expect(read(customDomainContext).domainName).toBe('app.example.com');
  });

  it('reads the beta places, deadline and operator, with 30 places by default and no deadline or operator unless set', () => {
    expect(read({}).site).toEqual({ betaPlaces: 30, betaDeadline: undefined, operatorEmail: undefined });
    expect(read({ betaPlaces: '40', betaDeadline: '2027-01-31T23:59:59+01:00', operatorEmail: 'Hola@Example.com' }).site).toEqual({
      betaPlaces: 40,
      betaDeadline: '2027-01-31T23:59:59+01:00',
      operatorEmail: 'hola@example.com',
    });
  });

  it('reads the support webhooks, none unless set', () => {
    expect(read({}).support).toEqual({ feedbackWebhookUrl: undefined, chatWebhookUrl: undefined });
    expect(read({ supportChatWebhookUrl: '' }).support).toEqual({ feedbackWebhookUrl: undefined, chatWebhookUrl: undefined });
    const urls = { supportFeedbackWebhookUrl: 'https://hooks.example.com/feedback?token=abc', supportChatWebhookUrl: 'https://hooks.example.com/chat?token=abc' };
    expect(read(urls).support).toEqual({ feedbackWebhookUrl: urls.supportFeedbackWebhookUrl, chatWebhookUrl: urls.supportChatWebhookUrl });
  });

  it("sends records to the AEAT's pre-production unless the context says production, and the functions are told which", () => {
    expect(read({}).verifactu.aeatEnvironment).toBe('test');
    expect(verifactuProducerEnvironment(read({})).VERIFACTU_AEAT_ENVIRONMENT).toBe('test');
    expect(verifactuProducerEnvironment(read({ verifactuAeatEnvironment: 'production' })).VERIFACTU_AEAT_ENVIRONMENT).toBe('production');
    expect(() => read({ verifactuAeatEnvironment: 'prod' })).toThrow(/verifactuAeatEnvironment/);
  });

  it('reads the VERI*FACTU producer, and refuses a deployment that does not name it', () => {
    expect(read({}).verifactu).toEqual({ producerName: 'Fotostudio Software, S.L.', producerNif: 'B12345674', softwareVersion: '1.2.3', aeatEnvironment: 'test' });
    for (const key of Object.keys(VERIFACTU)) {
      expect(() => read({ [key]: undefined })).toThrow(new RegExp(`${key}: `));
      expect(() => read({ [key]: '' })).toThrow(new RegExp(`${key}: `));
    }
  });

  it('reads the rest of the producer declaration and the operator certificate\'s ARN (never the certificate)', () => {
    const arn = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:fotostudio/verifactu-operator-AbCdEf';
    expect(read({ ...customDomainContext, verifactuOperatorCertificateSecretArn: arn }).verifactu).toEqual({
      producerName: 'Fotostudio Software, S.L.',
      producerNif: 'B12345674',
      softwareVersion: '1.2.3',
      producerAddress: customDomainContext.verifactuProducerAddress,
      declarationPlace: 'Madrid, España',
      declarationDate: '2026-11-29',
      operatorCertificateSecretArn: arn,
      aeatEnvironment: 'test',
    });
    // The dev stage (no domain) may leave the declaration incomplete: its worker sends nothing.
    expect(read({}).verifactu.producerAddress).toBeUndefined();
  });

  it.each([
    ['an operator certificate given as anything but a Secrets Manager ARN', { verifactuOperatorCertificateSecretArn: 'MIIKAgEDMIIJyAYJKoZIhvcNAQcBoII=' }, /verifactuOperatorCertificateSecretArn/],
    ['a production deployment without the producer\'s postal address', { ...customDomainContext, verifactuProducerAddress: '' }, /the producer postal address is missing/],
    ['a production deployment without the declaration\'s date and place', { ...customDomainContext, verifactuDeclarationPlace: undefined, verifactuDeclarationDate: undefined }, /the place the declaration is signed in is missing[\s\S]*yyyy-mm-dd/],
    ['the prod stage with the placeholder producer, even without a domain', { stage: 'prod', verifactuProducerNif: 'B00000000' }, /verifactuProducerNif: B00000000/],
    ['a producer NIF that is no NIF', { verifactuProducerNif: 'B123' }, /verifactuProducerNif/],
    ["the dev stage's placeholder producer on a domain", { ...customDomainContext, verifactuProducerNif: 'B00000000' }, /verifactuProducerNif: B00000000/],
    ['a deadline without a time zone', { betaDeadline: '2027-01-31T23:59:59' }, /betaDeadline/],
    ['a malformed operator address', { operatorEmail: 'hola' }, /operatorEmail/],
    ['a support webhook over plain http', { supportChatWebhookUrl: 'http://hooks.example.com/chat' }, /supportChatWebhookUrl: an https/],
    ['a support webhook that is no URL', { supportFeedbackWebhookUrl: 'hooks' }, /supportFeedbackWebhookUrl/],
    ['a negative number of places', { betaPlaces: -1 }, /betaPlaces/],
    ['a stage that cannot name buckets', { stage: 'Prod_EU' }, /stage/],
    ['a malformed sender address', { sesFromAddress: 'not-an-address' }, /sesFromAddress/],
    ['a domain without a certificate', { domainName: 'app.example.com', sesFromAddress: 'no-reply@app.example.com' }, /certificateArn/],
    ['a certificate outside us-east-1', { ...customDomainContext, certificateArn: customDomainContext.certificateArn.replace('us-east-1', 'eu-west-1') }, /certificateArn/],
    ['a sender outside the domain', { ...customDomainContext, sesFromAddress: 'no-reply@example.com' }, /sesFromAddress/],
    ['an unknown log level', { logLevel: 'verbose' }, /logLevel/],
    ['a signing key that is not a PEM public key', { mediaSigningPublicKey: 'ssh-rsa AAAA' }, /mediaSigningPublicKey/],
  ])('rejects %s', (_, context, message) => {
    expect(() => read(context)).toThrow(message);
  });
});
