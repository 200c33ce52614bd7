// CloudFront Function, viewer request of the default (SPA) behaviour. Client-side routes such as
// /sessions/123 have no file extension: serve them the SPA shell so deep links and reloads work.
// Done here rather than with distribution-wide 403/404 error pages, which would also turn the
// API's JSON 404s and 403s into index.html.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront invokes handler by name
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
