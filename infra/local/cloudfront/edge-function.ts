// Runs a CloudFront Function's code (JavaScript runtime 2.0) as CloudFront would: its one
// `import cf from 'cloudfront'` line is given a stand-in of that module. Used by the local
// media route and by the unit tests of the functions, so both run the deployed code itself.

export interface EdgeRequest {
  uri: string;
  method?: string;
  querystring?: Record<string, unknown>;
  headers?: Record<string, { value: string }>;
}

export interface EdgeResponse {
  statusCode: number;
  statusDescription?: string;
  headers?: Record<string, { value: string }>;
}

export type ViewerRequestHandler = (event: { request: EdgeRequest }) => Promise<EdgeRequest | EdgeResponse> | EdgeRequest | EdgeResponse;

const IMPORT_LINE = "import cf from 'cloudfront';\n";

export const loadViewerRequest = (code: string, cf: Record<string, unknown>): ViewerRequestHandler => {
  const body = code.startsWith(IMPORT_LINE) ? code.slice(IMPORT_LINE.length) : code;
  // The function's own code, from this repository: evaluated as CloudFront evaluates it.
  return new Function('cf', `${body}\nreturn handler;`)(cf) as ViewerRequestHandler;
};

export const isEdgeResponse = (value: EdgeRequest | EdgeResponse): value is EdgeResponse => 'statusCode' in value;
