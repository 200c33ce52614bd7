// SDK clients, created once per cold start. Endpoints come only from the standard
// AWS_ENDPOINT_URL_<SERVICE> variables, so the same code talks to AWS or the local stand-ins.
// Each is captured by the tracer, so its calls show as X-Ray subsegments.
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tracer } from './tracer.js';

let documentClient: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;
let ses: SESv2Client | undefined;
let cognito: CognitoIdentityProviderClient | undefined;

export const dynamoDocumentClient = (): DynamoDBDocumentClient => {
  documentClient ??= DynamoDBDocumentClient.from(tracer.captureAWSv3Client(new DynamoDBClient({})), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
};

export const s3Client = (): S3Client => {
  s3 ??= tracer.captureAWSv3Client(new S3Client({}));
  return s3;
};

export const sesClient = (): SESv2Client => {
  ses ??= tracer.captureAWSv3Client(new SESv2Client({}));
  return ses;
};

export const cognitoClient = (): CognitoIdentityProviderClient => {
  cognito ??= tracer.captureAWSv3Client(new CognitoIdentityProviderClient({}));
  return cognito;
};
