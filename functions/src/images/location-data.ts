// Location data (GPS) in a JPEG, removed without re-encoding (issue 28 point 4; docs/media.md,
// "Location data"). Only metadata bytes before the first scan change: every byte from the first
// SOS marker to the end is copied as it is, so the picture is the photographer's, bit for bit.
//
// - EXIF (APP1 "Exif\0\0"): the GPSInfo pointer (tag 0x8825) is taken out of IFD0 and the GPS
//   IFD and every value it points to are overwritten with zeros, in place: the segment keeps its
//   length and every other offset (IFD1's thumbnail, the Exif IFD, maker notes) stays valid.
// - XMP (APP1 "http://ns.adobe.com/xap/1.0/" and its extension segments): a packet that names
//   GPS properties (exif:GPSLatitude…) is dropped whole; XMP has no fixed layout to blank.
//
// Libraries weighed: piexifjs (unmaintained since 2019) re-serialises the whole EXIF block, which
// drops what it does not know and breaks maker-note offsets; exiftool-vendored spawns Perl, too
// heavy for the gallery's downloads. A JPEG's segment layout and TIFF's IFDs are small, fixed
// formats, so the edit is done here and checked in functions/test/location-data.test.ts against
// exifr's reading and the untouched scan data.

const EXIF_HEADER = 'Exif\0\0';
const XMP_HEADERS = ['http://ns.adobe.com/xap/1.0/\0', 'http://ns.adobe.com/xmp/extension/\0'];
const GPS_IFD_TAG = 0x8825;
/** Bytes of one value of each TIFF type (1 BYTE … 13 IFD). */
const TYPE_BYTES: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8, 13: 4 };
const SOI = 0xd8;
const SOS = 0xda;
const EOI = 0xd9;

export interface LocationStripResult {
  /** The file without location data (the same array when there was none). */
  bytes: Uint8Array;
  /** Whether anything was removed. */
  removed: boolean;
}

const isJpeg = (bytes: Uint8Array): boolean => bytes.length > 4 && bytes[0] === 0xff && bytes[1] === SOI;

const startsWith = (bytes: Uint8Array, at: number, text: string): boolean => {
  if (at + text.length > bytes.length) return false;
  for (let index = 0; index < text.length; index += 1) if (bytes[at + index] !== text.charCodeAt(index)) return false;
  return true;
};

/** The index of `text` in `bytes[from, to)`, or -1. */
const indexOf = (bytes: Uint8Array, text: string, from: number, to: number): number => {
  for (let at = from; at + text.length <= to; at += 1) if (startsWith(bytes, at, text)) return at;
  return -1;
};

interface Segment {
  marker: number;
  /** Where the marker's 0xFF is. */
  start: number;
  /** Where its data begins (after the two length bytes). */
  data: number;
  /** The index after its last byte. */
  end: number;
}

/** The metadata segments before the first scan; undefined when the file is not a well-formed JPEG. */
const segmentsOf = (bytes: Uint8Array): { segments: Segment[]; scanStart: number } | undefined => {
  const segments: Segment[] = [];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === SOS || marker === EOI) return { segments, scanStart: at };
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number);
    if (length < 2 || at + 2 + length > bytes.length) return undefined;
    segments.push({ marker, start: at, data: at + 4, end: at + 2 + length });
    at += 2 + length;
  }
  return undefined;
};

/** Reads and writes a TIFF block (the EXIF payload) in its own byte order. */
const tiffView = (bytes: Uint8Array, tiffStart: number, tiffEnd: number) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset + tiffStart, tiffEnd - tiffStart);
  const little = view.getUint16(0) === 0x4949;
  return {
    length: tiffEnd - tiffStart,
    u16: (offset: number) => view.getUint16(offset, little),
    u32: (offset: number) => view.getUint32(offset, little),
    setU16: (offset: number, value: number) => view.setUint16(offset, value, little),
    setU32: (offset: number, value: number) => view.setUint32(offset, value, little),
    zero: (offset: number, count: number) => bytes.fill(0, tiffStart + offset, tiffStart + offset + count),
    copyWithin: (target: number, from: number, to: number) => bytes.copyWithin(tiffStart + target, tiffStart + from, tiffStart + to),
  };
};

/**
 * Removes the GPS IFD from one EXIF segment of `bytes` (a copy the caller owns), in place.
 * Answers whether it found one.
 */
const blankExifGps = (bytes: Uint8Array, segment: Segment): boolean => {
  const tiffStart = segment.data + EXIF_HEADER.length;
  if (tiffStart + 8 > segment.end) return false;
  const tiff = tiffView(bytes, tiffStart, segment.end);
  const order = tiff.u16(0);
  if ((order !== 0x4949 && order !== 0x4d4d) || tiff.u16(2) !== 42) return false;
  const ifd0 = tiff.u32(4);
  if (ifd0 + 2 > tiff.length) return false;
  const count = tiff.u16(ifd0);
  if (ifd0 + 2 + count * 12 + 4 > tiff.length) return false;
  let gpsEntry = -1;
  for (let index = 0; index < count; index += 1) if (tiff.u16(ifd0 + 2 + index * 12) === GPS_IFD_TAG) gpsEntry = index;
  if (gpsEntry < 0) return false;
  const gpsIfd = tiff.u32(ifd0 + 2 + gpsEntry * 12 + 8);

  // The GPS IFD's values that live outside it, then the IFD itself.
  if (gpsIfd + 2 <= tiff.length) {
    const gpsCount = tiff.u16(gpsIfd);
    const gpsEnd = Math.min(gpsIfd + 2 + gpsCount * 12 + 4, tiff.length);
    for (let index = 0; index < gpsCount && gpsIfd + 2 + index * 12 + 12 <= tiff.length; index += 1) {
      const entry = gpsIfd + 2 + index * 12;
      const size = (TYPE_BYTES[tiff.u16(entry + 2)] ?? 1) * tiff.u32(entry + 4);
      const valueAt = tiff.u32(entry + 8);
      if (size > 4 && valueAt + size <= tiff.length) tiff.zero(valueAt, size);
    }
    tiff.zero(gpsIfd, gpsEnd - gpsIfd);
  }

  // IFD0 without the pointer: later entries (sorted by tag) move up one, then the next-IFD offset.
  const entryAt = ifd0 + 2 + gpsEntry * 12;
  const entriesEnd = ifd0 + 2 + count * 12;
  tiff.copyWithin(entryAt, entryAt + 12, entriesEnd + 4);
  tiff.zero(entriesEnd - 8, 12);
  tiff.setU16(ifd0, count - 1);
  return true;
};

const xmpNamesLocation = (bytes: Uint8Array, segment: Segment): boolean =>
  XMP_HEADERS.some((header) => startsWith(bytes, segment.data, header)) && indexOf(bytes, 'GPS', segment.data, segment.end) >= 0;

/**
 * The JPEG without its location data, or the same bytes when it has none (or is not a JPEG,
 * or its metadata cannot be read: then nothing is touched).
 */
export const stripLocationData = (original: Uint8Array): LocationStripResult => {
  if (!isJpeg(original)) return { bytes: original, removed: false };
  const layout = segmentsOf(original);
  if (!layout) return { bytes: original, removed: false };
  const APP1 = 0xe1;
  const exif = layout.segments.filter((segment) => segment.marker === APP1 && startsWith(original, segment.data, EXIF_HEADER));
  const xmp = layout.segments.filter((segment) => segment.marker === APP1 && xmpNamesLocation(original, segment));
  if (exif.length === 0 && xmp.length === 0) return { bytes: original, removed: false };

  const copy = Uint8Array.from(original);
  const blanked = exif.map((segment) => blankExifGps(copy, segment)).some(Boolean);
  if (xmp.length === 0) return blanked ? { bytes: copy, removed: true } : { bytes: original, removed: false };

  // Dropping whole segments: the kept ranges joined, the scan and everything after it as they were.
  const dropped = new Set(xmp);
  const kept: Uint8Array[] = [copy.subarray(0, 2)];
  for (const segment of layout.segments) if (!dropped.has(segment)) kept.push(copy.subarray(segment.start, segment.end));
  kept.push(copy.subarray(layout.scanStart));
  const total = kept.reduce((sum, part) => sum + part.length, 0);
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const part of kept) {
    joined.set(part, offset);
    offset += part.length;
  }
  return { bytes: joined, removed: true };
};

/** Where a JPEG's entropy-coded data begins (its first SOS marker), for comparing two files' pictures. */
export const scanStartOf = (bytes: Uint8Array): number | undefined => segmentsOf(bytes)?.scanStart;
