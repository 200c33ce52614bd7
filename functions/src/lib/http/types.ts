import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';

/** API Gateway HTTP API (payload 2.0) event; the JWT authorizer part is absent on public routes. */
export type HttpEvent = Omit<APIGatewayProxyEventV2WithJWTAuthorizer, 'requestContext'> & {
  requestContext: Omit<APIGatewayProxyEventV2WithJWTAuthorizer['requestContext'], 'authorizer'> & {
    authorizer?: Partial<APIGatewayProxyEventV2WithJWTAuthorizer['requestContext']['authorizer']>;
  };
};

export type HttpResult = APIGatewayProxyStructuredResultV2;
export type HttpHandler = (event: HttpEvent, context: Context) => Promise<HttpResult>;
