// CloudFront Function, viewer request of the /media/* behaviour. Media URLs are
// /media/<object key>; the bucket stores the key without the prefix. CloudFront has already
// verified the signed URL (trusted key group) against the URL the viewer requested.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront invokes handler by name
function handler(event) {
  var request = event.request;
  request.uri = request.uri.replace(/^\/media\//, '/');
  return request;
}
