// cognito-local, assembled in this process from its own services instead of its CLI, for
// two reasons: its data folder can be given explicitly (the CLI uses `<cwd>/.cognito`), and
// messages can be handed to SES local after it has put the code in (its CLI only prints
// them, and a CustomMessage trigger only ever sees the `{####}` placeholder). Its router is
// wrapped where it is laxer than Cognito (cognito-temporary-password.ts) or lacks an
// operation the app uses (cognito-resend.ts: ResendConfirmationCode).
import { mkdirSync } from 'node:fs';
import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import Lambda from 'aws-sdk/clients/lambda.js';
import { DefaultConfig, type Config } from 'cognito-local/lib/server/config.js';
import { Router } from 'cognito-local/lib/server/Router.js';
import { createServer } from 'cognito-local/lib/server/server.js';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
import { DateClock } from 'cognito-local/lib/services/clock.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import { CryptoService } from 'cognito-local/lib/services/crypto.js';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
import { LambdaService } from 'cognito-local/lib/services/lambda.js';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery.js';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender.js';
import { type Message, MessagesService } from 'cognito-local/lib/services/messages.js';
import { otp } from 'cognito-local/lib/services/otp.js';
import { JwtTokenGenerator, type TokenConfig } from 'cognito-local/lib/services/tokenGenerator.js';
import { TriggersService } from 'cognito-local/lib/services/triggers/triggers.js';
import { UserPoolServiceFactoryImpl, type User } from 'cognito-local/lib/services/userPoolService.js';
import pino from 'pino';
import { withSignUpConfirmation } from './cognito-resend.js';
import { checkTemporaryPasswords } from './cognito-temporary-password.js';
import { signedWithPoolKey, type TokenSigningKey } from './cognito-token-key.js';
import { closeServer } from '../ses/ses-local.js';
import type { Logger } from '../logger.js';

/** The Lambda function name cognito-local asks our Lambda-Invoke endpoint for. */
export const COGNITO_TRIGGERS_FUNCTION = 'cognito-triggers';

export interface CognitoLocal {
  endpoint: string;
  stop(): Promise<void>;
}

const htmlToText = (html: string): string =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h\d|li|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** Stands in for Cognito's own mail sending: every message goes out through SES local. */
class SesMessageSender implements MessageSender {
  constructor(
    private readonly ses: SESv2Client,
    private readonly from: string,
    private readonly logger: Logger,
  ) {}

  async sendEmail(_ctx: Context, user: User, destination: string, message: Message): Promise<void> {
    const code = message.__code ?? '';
    // cognito-local replaces only the first placeholder; Cognito replaces them all.
    const fill = (text: string) => text.replaceAll('{####}', code).replaceAll('{username}', user.Username);
    const html = fill(message.emailMessage ?? `Your verification code is ${code}`);
    const subject = message.emailSubject ?? 'Your verification code';
    await this.ses.send(
      new SendEmailCommand({
        FromEmailAddress: this.from,
        Destination: { ToAddresses: [destination] },
        Content: {
          Simple: {
            Subject: { Data: subject, Charset: 'UTF-8' },
            Body: { Html: { Data: html, Charset: 'UTF-8' }, Text: { Data: htmlToText(html), Charset: 'UTF-8' } },
          },
        },
      }),
    );
    this.logger.info(`Cognito message "${subject}" delivered to ${destination} through SES local`);
  }

  sendSms(_ctx: Context, _user: User, destination: string): Promise<void> {
    this.logger.warn(`Cognito wanted to send an SMS to ${destination}; the local stand-in sends no SMS`);
    return Promise.resolve();
  }
}

export const startCognitoLocal = async (options: {
  dataDirectory: string;
  logFile: string;
  /** Base URL of our Lambda-Invoke endpoint (an internal listener of the stack). */
  lambdaEndpoint: string;
  /** Signs every token the pool issues (cognito-local's own key is public). */
  tokenSigningKey: TokenSigningKey;
  region: string;
  sesEndpoint: string;
  fromAddress: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  logger: Logger;
}): Promise<CognitoLocal> => {
  mkdirSync(options.dataDirectory, { recursive: true });
  const log = pino({ level: 'info' }, pino.destination({ dest: options.logFile, sync: true, mkdir: true }));
  const ctx: Context = { logger: log };

  // Tokens name the issuer by this object, read on every sign-in: the port is filled in below.
  const tokenConfig: TokenConfig = { IssuerDomain: 'http://127.0.0.1' };
  const config: Config = {
    ...DefaultConfig,
    LambdaClient: {
      endpoint: options.lambdaEndpoint,
      region: options.region,
      credentials: options.credentials,
    },
    TriggerFunctions: { PostConfirmation: COGNITO_TRIGGERS_FUNCTION, CustomMessage: COGNITO_TRIGGERS_FUNCTION },
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: tokenConfig,
    ServerConfig: { hostname: '127.0.0.1', port: 0, development: false, https: false },
  };

  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(options.dataDirectory);
  const cognito = await new CognitoServiceFactoryImpl(
    options.dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  const triggers = new TriggersService(
    clock,
    cognito,
    new LambdaService(config.TriggerFunctions, new Lambda(config.LambdaClient)),
    new CryptoService(config.KMSConfig),
  );
  const ses = new SESv2Client({ endpoint: options.sesEndpoint, region: options.region, credentials: options.credentials });
  const services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(
      triggers,
      new MessageDeliveryService(new SesMessageSender(ses, options.fromAddress, options.logger)),
    ),
    otp,
    tokenGenerator: signedWithPoolKey(new JwtTokenGenerator(clock, triggers, tokenConfig), options.tokenSigningKey),
    triggers,
  };
  const application: RequestListener = createServer(
    withSignUpConfirmation(checkTemporaryPasswords(Router(services), cognito), services),
    log,
    config.ServerConfig,
    services,
  ).application;

  const server: Server = createHttpServer(application);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('cognito-local has no address');
  const endpoint = `http://127.0.0.1:${address.port}`;
  tokenConfig.IssuerDomain = endpoint;

  return {
    endpoint,
    stop: async () => {
      await closeServer(server);
      ses.destroy();
    },
  };
};
