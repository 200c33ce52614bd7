// The CloudFront Function of the /media/* behaviour (viewer request, JavaScript runtime 2.0).
// CloudFront has already checked the signed URL (trusted key group) against the URL the viewer
// asked for; this function then decides which object that URL reads, and refuses:
//   - any path that is not a well-formed key (`.`/`..`/empty segments, backslashes, any
//     percent-encoding, characters outside `[A-Za-z0-9._-]`): 400;
//   - a gallery address (`/media/g/...`) whose grant the revocation store lists (the link was
//     deactivated, regenerated, re-passworded or closed), or whose image is newer than the
//     signature's bound: 403.
// Generated from shared/src/media/media-paths.ts, so the signer, this function and the local
// stand-in (which runs this same code: infra/local/cloudfront/media-route.ts) read one rule.
import {
  GALLERY_BOUND,
  GALLERY_CLASSES,
  GALLERY_GRANT,
  GALLERY_ID,
  GALLERY_IMAGE_ITEM,
  GALLERY_MEDIA_SEGMENT,
  GALLERY_ZIP_ITEM,
  KEY_SEGMENT,
} from '@fotostudio/shared/media/media-paths';
import { DERIVED_PREFIX, DOWNLOADS_PREFIX, FINALS_FOLDER, ORIGINALS_PREFIX, SESSIONS_FOLDER } from '@fotostudio/shared/media/bucket-layout';

const regex = (pattern: RegExp): string => {
  if (pattern.flags) throw new Error(`${pattern.source}: flags are not carried into the edge function`);
  return pattern.toString();
};

/** `cf.kvs(id)` must name the store associated with the function. */
export const mediaViewerRequestCode = (revocationStoreId: string): string => {
  const classes = Object.fromEntries(Object.values(GALLERY_CLASSES).map(({ path, object, file }) => [path, { object, file }]));
  return `import cf from 'cloudfront';
var REVOKED = cf.kvs(${JSON.stringify(revocationStoreId)});
var KEY_SEGMENT = ${regex(KEY_SEGMENT)};
var GALLERY = ${JSON.stringify(GALLERY_MEDIA_SEGMENT)};
var CLASSES = ${JSON.stringify(classes)};
var ID = ${regex(GALLERY_ID)};
var IMAGE_ITEM = ${regex(GALLERY_IMAGE_ITEM)};
var ZIP_ITEM = ${regex(GALLERY_ZIP_ITEM)};
var GRANT = ${regex(GALLERY_GRANT)};
var BOUND = ${regex(GALLERY_BOUND)};

function refuse(statusCode, statusDescription) {
  return { statusCode: statusCode, statusDescription: statusDescription, headers: { 'cache-control': { value: 'no-store' } } };
}

function idTime(id) {
  if (id.charAt(14) !== '7') return 0;
  return parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
}

async function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.indexOf('/media/') !== 0) return refuse(400, 'Bad Request');
  var key = uri.slice(7);
  if (key.length === 0 || key.length > 1024) return refuse(400, 'Bad Request');
  var segments = key.split('/');
  for (var i = 0; i < segments.length; i++) {
    if (!KEY_SEGMENT.test(segments[i])) return refuse(400, 'Bad Request');
  }
  if (segments[0] === GALLERY) {
    if (segments.length !== 7) return refuse(400, 'Bad Request');
    var photographer = segments[1], session = segments[2], grant = segments[3], bound = segments[4];
    var rendition = CLASSES.hasOwnProperty(segments[5]) ? CLASSES[segments[5]] : null;
    var item = segments[6];
    if (!ID.test(photographer) || !ID.test(session) || !GRANT.test(grant) || !BOUND.test(bound) || !rendition) return refuse(400, 'Bad Request');
    if (rendition.object === 'zip') {
      if (!ZIP_ITEM.test(item)) return refuse(400, 'Bad Request');
      key = '${DOWNLOADS_PREFIX}' + photographer + '/' + session + '/' + item;
    } else {
      var image = IMAGE_ITEM.exec(item);
      if (!image) return refuse(400, 'Bad Request');
      if (idTime(image[1]) > Number(bound)) return refuse(403, 'Forbidden');
      // A final's classes read only the session's finals folder; the others never reach it.
      var folder = rendition.object === 'finalOriginal' || rendition.object === 'finalDerived' ? '${FINALS_FOLDER}/' : '';
      key = rendition.object === 'original' || rendition.object === 'finalOriginal'
        ? '${ORIGINALS_PREFIX}' + photographer + '/${SESSIONS_FOLDER}/' + session + '/' + folder + item
        : '${DERIVED_PREFIX}' + photographer + '/${SESSIONS_FOLDER}/' + session + '/' + folder + item + '/' + rendition.file;
    }
    var revoked;
    try {
      revoked = await REVOKED.exists(grant);
    } catch (error) {
      return refuse(503, 'Service Unavailable');
    }
    if (revoked) return refuse(403, 'Forbidden');
  }
  request.uri = '/' + key;
  return request;
}
`;
};
