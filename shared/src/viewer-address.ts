// Where the client's IP comes from (docs/architecture.md, "The client's address"): one header
// set by the edge, never by the client. In AWS, CloudFront adds it to every `/api/*` request
// it forwards (the behaviour's origin request policy includes it) and overwrites one a client
// sent; locally the local server, which plays CloudFront, sets it from the socket.
// X-Forwarded-For is never read for this: a client writes its first entries.

/** `<ip>:<port>`, IPv6 unbracketed as CloudFront writes it (`2001:db8::1:46532`). */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
