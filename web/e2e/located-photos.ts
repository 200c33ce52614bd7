// JPEGs as a camera or a phone with GPS writes them: a position (Madrid) in the EXIF, next to
// the camera's make, so a journey can check what the client downloads lost its position and
// kept the rest.
import sharp from 'sharp';

const CAMERA_EXIF = {
  IFD0: { Make: 'Fujifilm' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '3/1 42/1 5/1' },
};

/** The camera's make the located photos carry (what must survive the GPS's removal). */
export const LOCATED_CAMERA_MAKE = CAMERA_EXIF.IFD0.Make;

/** The JPEG `bytes` with the camera's EXIF and a GPS position. */
export const withLocation = (bytes: Buffer): Promise<Buffer> => sharp(bytes).jpeg({ quality: 88 }).withExif(CAMERA_EXIF).toBuffer();

/** An edited final as a camera exports it, with a GPS position; `seed` makes each different. */
export const locatedFinal = (seed: number): Promise<Buffer> =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: `hsl(${seed * 71}, 50%, 45%)`, noise: { type: 'gaussian', mean: 100 + seed * 11, sigma: 30 } } })
    .jpeg({ quality: 88 })
    .withExif(CAMERA_EXIF)
    .toBuffer();
