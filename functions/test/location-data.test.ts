// Location data taken out of a JPEG without re-encoding it (issue 28 point 4): read back with
// exifr (a JS EXIF reader), the scan data compared byte for byte.
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { scanStartOf, stripLocationData } from '../src/images/location-data.js';

const LATITUDE = '40/1 25/1 1234/100';

/** A camera-like JPEG: noise (real scan data), EXIF with the photographer's tags and a GPS position, optional XMP. */
const jpegWithLocation = (xmp?: string) => {
  const image = sharp({ create: { width: 320, height: 240, channels: 3, background: '#807060', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Copyright: 'Estudio Lucia', Artist: 'Lucia', Make: 'Fujifilm', Model: 'X-T5' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: LATITUDE, GPSLongitudeRef: 'W', GPSLongitude: '3/1 42/1 5/1', GPSAltitude: '650/1' },
    });
  return (xmp ? image.withXmp(xmp) : image).toBuffer();
};

const xmpPacket = (properties: string) =>
  '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  `<rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/" ${properties}/>` +
  '</rdf:RDF></x:xmpmeta><?xpacket end="w"?>';

/** Everything from the first SOS marker on: the entropy-coded picture. */
const scanData = (bytes: Uint8Array): Buffer => {
  const start = scanStartOf(bytes);
  if (start === undefined) throw new Error('not a JPEG');
  return Buffer.from(bytes.subarray(start));
};

/** The latitude's seconds as EXIF writes a RATIONAL (little-endian numerator then denominator). */
const secondsRational = () => {
  const bytes = Buffer.alloc(8);
  bytes.writeUInt32LE(1234, 0);
  bytes.writeUInt32LE(100, 4);
  return bytes;
};

describe('location data removed without re-encoding', () => {
  it('takes the GPS position out of EXIF, keeps every other tag, and leaves the scan data identical', async () => {
    const original = await jpegWithLocation();
    expect(await exifr.gps(original)).toMatchObject({ latitude: expect.closeTo(40.42, 2), longitude: expect.closeTo(-3.7, 2) });
    expect(original.indexOf(secondsRational())).toBeGreaterThan(0);

    const { bytes, removed } = stripLocationData(original);
    expect(removed).toBe(true);
    const stripped = Buffer.from(bytes);
    expect(await exifr.gps(stripped)).toBeUndefined();
    const tags = await exifr.parse(stripped, { gps: true, tiff: true, exif: true });
    expect(tags).not.toHaveProperty('GPSLatitude');
    expect(tags).toMatchObject({ Copyright: 'Estudio Lucia', Artist: 'Lucia', Make: 'Fujifilm', Model: 'X-T5', ExifImageWidth: 320 });
    // Not a trace of the values left in the bytes.
    expect(stripped.indexOf(secondsRational())).toBe(-1);
    // The picture itself: the same bytes from the first scan on, and the file the same length.
    expect(scanData(stripped).equals(scanData(original))).toBe(true);
    expect(stripped.length).toBe(original.length);
    // The original the caller handed in is not changed.
    expect(await exifr.gps(original)).toBeDefined();
  });

  it('drops an XMP packet that names the position, keeps one that does not, and the scan data stays', async () => {
    const located = await jpegWithLocation(xmpPacket('exif:GPSLatitude="40,25.2N" exif:GPSLongitude="3,42.1W" dc:rights="Estudio"'));
    expect(located.includes('exif:GPSLatitude')).toBe(true);
    const { bytes } = stripLocationData(located);
    const stripped = Buffer.from(bytes);
    expect(stripped.includes('GPSLatitude')).toBe(false);
    expect(await exifr.gps(stripped)).toBeUndefined();
    expect(scanData(stripped).equals(scanData(located))).toBe(true);

    const plain = await jpegWithLocation(xmpPacket('dc:rights="Estudio"'));
    const kept = Buffer.from(stripLocationData(plain).bytes);
    expect(kept.includes('dc:rights')).toBe(true);
    expect(scanData(kept).equals(scanData(plain))).toBe(true);
  });

  it('reads a big-endian EXIF block (as Nikon and Canon write it) the same way', async () => {
    // A TIFF block in Motorola order by hand: IFD0 = Make, GPSInfo pointer, then IFD1's offset
    // (0); the GPS IFD = LatitudeRef "N", Latitude 40/1 25/1 1234/100.
    const tiff = Buffer.alloc(120);
    tiff.write('MM', 0, 'latin1');
    tiff.writeUInt16BE(42, 2);
    tiff.writeUInt32BE(8, 4);
    tiff.writeUInt16BE(2, 8);
    const entry = (at: number, tag: number, type: number, count: number, value: number) => {
      tiff.writeUInt16BE(tag, at);
      tiff.writeUInt16BE(type, at + 2);
      tiff.writeUInt32BE(count, at + 4);
      tiff.writeUInt32BE(value, at + 8);
    };
    entry(10, 0x010f, 2, 4, 0); // Make, "Nik\0" inline
    tiff.write('Nik\0', 18, 'latin1');
    entry(22, 0x8825, 4, 1, 38); // GPSInfo -> 38
    tiff.writeUInt32BE(0, 34);
    tiff.writeUInt16BE(2, 38);
    entry(40, 0x0001, 2, 2, 0); // GPSLatitudeRef "N\0" inline
    tiff.write('N\0', 48, 'latin1');
    entry(52, 0x0002, 5, 3, 68); // GPSLatitude -> 68
    tiff.writeUInt32BE(0, 64);
    [40, 1, 25, 1, 1234, 100].forEach((value, index) => tiff.writeUInt32BE(value, 68 + index * 4));
    const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);
    const plain = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#406080', noise: { type: 'gaussian', mean: 100, sigma: 30 } } }).jpeg().toBuffer();
    const original = Buffer.concat([plain.subarray(0, 2), app1, plain.subarray(2)]);
    expect(await exifr.parse(original, { gps: true })).toMatchObject({ Make: 'Nik', GPSLatitudeRef: 'N', GPSLatitude: [40, 25, 12.34] });

    const stripped = Buffer.from(stripLocationData(original).bytes);
    const tags = await exifr.parse(stripped, { gps: true });
    expect(tags).toMatchObject({ Make: 'Nik' });
    expect(tags).not.toHaveProperty('GPSLatitude');
    expect(tags).not.toHaveProperty('GPSLatitudeRef');
    const rational = Buffer.alloc(8);
    rational.writeUInt32BE(1234, 0);
    rational.writeUInt32BE(100, 4);
    expect(original.indexOf(rational)).toBeGreaterThan(0);
    expect(stripped.indexOf(rational)).toBe(-1);
    expect(scanData(stripped).equals(scanData(original))).toBe(true);
  });

  it('leaves a JPEG without location data, and any other file, as it is', async () => {
    const plain = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#204060' } }).jpeg().withExif({ IFD0: { Copyright: 'x' } }).toBuffer();
    const result = stripLocationData(plain);
    expect(result.removed).toBe(false);
    expect(result.bytes).toBe(plain);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
    expect(stripLocationData(png)).toEqual({ bytes: png, removed: false });
    const broken = Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 1, 2, 3]);
    expect(stripLocationData(broken)).toEqual({ bytes: broken, removed: false });
  });
});
