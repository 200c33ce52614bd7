// The demo photographer of `npm start`, created through the same Cognito calls a real
// sign-up makes, so the PostConfirmation trigger creates the account, then given CRM
// contacts through the API's own JSON import and a studio (profile, catalog, sessions with
// processed photos) through the same API. Safe to repeat.
import { readFile } from 'node:fs/promises';
import {
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  type CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { jsonApi, type DemoApi, type DemoCertificate, seedDemoStudio } from './demo-studio.js';
import type { Logger } from './logger.js';

/** An import file like a photographer's (also a handy example to try the import with). */
const DEMO_CONTACTS_FILE = new URL('./demo-contacts.json', import.meta.url);

export const DEMO_PHOTOGRAPHER = {
  email: 'demo@fotostudio.local',
  password: 'FotoDemo-2025',
} as const;

const userStatus = async (client: CognitoIdentityProviderClient, userPoolId: string, email: string) => {
  try {
    return (await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }))).UserStatus;
  } catch (error) {
    if (error instanceof UserNotFoundException || (error instanceof Error && error.name === 'UserNotFoundException')) {
      return undefined;
    }
    throw error;
  }
};

export const seedDemoPhotographer = async (options: {
  client: CognitoIdentityProviderClient;
  userPoolId: string;
  userPoolClientId: string;
  /** The local gateway, for the contacts' import. */
  apiUrl: string;
  logger: Logger;
  /** The local AEAT's test certificate, for turning VERI*FACTU on. */
  verifactuCertificate?: DemoCertificate;
  /** The local SES stand-in, whose mails a signer reads their one-time code in. */
  mailStoreUrl: string;
}): Promise<void> => {
  const { client, userPoolId } = options;
  const { email, password } = DEMO_PHOTOGRAPHER;
  let status = await userStatus(client, userPoolId, email);
  if (status === undefined) {
    await client.send(
      new SignUpCommand({
        ClientId: options.userPoolClientId,
        Username: email,
        Password: password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'locale', Value: 'es' },
        ],
      }),
    );
    status = 'UNCONFIRMED';
  }
  // AdminConfirmSignUp runs PostConfirmation_ConfirmSignUp, in cognito-local as in Cognito.
  if (status === 'UNCONFIRMED') {
    await client.send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: email }));
    options.logger.info(`demo photographer ${email} created`);
    const api = await demoApi(options);
    const clientIdOf = await importDemoContacts(api, options.logger);
    // The client of a share link calls the gallery's routes without signing in.
    await seedDemoStudio(api, jsonApi(options.apiUrl), clientIdOf, options.logger, options.verifactuCertificate, options.mailStoreUrl);
    await connectDemoStripe(api, options.logger);
  }
};

/**
 * Connects the demo studio to a local Stripe account with its details complete (charges and
 * payouts enabled), as a photographer would: the API's onboarding link, then the local Stripe's
 * onboarding page submitted; its account.updated reaches the webhook. A failure is a warning.
 */
const connectDemoStripe = async (api: DemoApi, logger: Logger): Promise<void> => {
  try {
    const { url } = (await api('POST', '/api/payments/account/onboarding', { accountType: 'standard' })) as { url: string };
    const page = await (await fetch(url)).text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error('the local Stripe showed no onboarding form');
    const submitted = await fetch(new URL(action, url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ business_name: 'Estudio Demo', outcome: 'complete' }).toString(),
      redirect: 'manual',
    });
    if (submitted.status !== 303) throw new Error(`the local Stripe's onboarding answered ${submitted.status}`);
    logger.info('demo photographer connected to the local Stripe');
  } catch (error) {
    logger.warn(`demo Stripe account not connected: ${error instanceof Error ? error.message : String(error)}`);
  }
};

/** The demo's family link: Carmen Ortega Sanz is the mother of Lucía García Ortega. */
const DEMO_FAMILY_LINK = { from: 'Lucía García Ortega', to: 'Carmen Ortega Sanz', type: 'madre', notes: 'Viene a la boda de su hija' } as const;

/** The API as the demo photographer, signed in as the web app signs in. */
const demoApi = async (options: { client: CognitoIdentityProviderClient; userPoolClientId: string; apiUrl: string }): Promise<DemoApi> => {
  const { email, password } = DEMO_PHOTOGRAPHER;
  const auth = await options.client.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: options.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  return jsonApi(options.apiUrl, { authorization: `Bearer ${auth.AuthenticationResult?.AccessToken ?? ''}` });
};

/** Imports the contacts and links two of them; answers how to find a client's id by name. */
const importDemoContacts = async (api: DemoApi, logger: Logger): Promise<(fullName: string) => Promise<string>> => {
  const contacts: unknown = JSON.parse(await readFile(DEMO_CONTACTS_FILE, 'utf8'));
  await api('POST', '/api/contacts/import', { contacts });
  logger.info(`demo photographer given ${Array.isArray(contacts) ? contacts.length : 0} CRM contacts`);

  // Found by name through the list, as the Relaciones tab's picker finds them.
  const clientId = async (fullName: string): Promise<string> => {
    const page = (await api('GET', `/api/contacts?type=client&search=${encodeURIComponent(fullName.split(' ')[0] ?? fullName)}`)) as {
      rows: { contactId: string; firstName: string; lastName?: string | null }[];
    };
    const found = page.rows.find((row) => `${row.firstName} ${row.lastName ?? ''}`.trim() === fullName);
    if (!found) throw new Error(`demo: client ${fullName} not found after the import`);
    return found.contactId;
  };
  const link = DEMO_FAMILY_LINK;
  await api('POST', `/api/contacts/${await clientId(link.from)}/relationships`, {
    relatedContactId: await clientId(link.to),
    relationshipType: link.type,
    notes: link.notes,
  });
  logger.info(`demo family link: ${link.to} is "${link.type}" of ${link.from}, shown on both clients`);
  return clientId;
};
