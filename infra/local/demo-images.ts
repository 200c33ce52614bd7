// Photographs for the demo sessions, drawn here so the repository carries no binary files:
// landscapes and portraits-like scenes made of gradients and shapes, each composed
// differently so that the similar-image check (a dHash of the structure) tells them apart.
import sharp from 'sharp';

const PALETTES = [
  ['#0f2027', '#f7b267', '#f4845f'],
  ['#1d3557', '#a8dadc', '#e63946'],
  ['#2b193d', '#ff9f1c', '#ffbf69'],
  ['#264653', '#e9c46a', '#2a9d8f'],
  ['#3d405b', '#f2cc8f', '#81b29a'],
  ['#22223b', '#c9ada7', '#9a8c98'],
  ['#003049', '#fcbf49', '#d62828'],
  ['#10002b', '#e0aaff', '#7b2cbf'],
] as const;

/** A deterministic pseudo-random sequence, so the demo looks the same on every machine. */
const sequence = (seed: number) => {
  let state = seed * 9301 + 49297;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
};

const ridge = (random: () => number, width: number, height: number, base: number, roughness: number): string => {
  const points: string[] = [`0,${height}`];
  const steps = 6 + Math.floor(random() * 6);
  for (let i = 0; i <= steps; i += 1) {
    points.push(`${Math.round((width * i) / steps)},${Math.round(base - random() * roughness)}`);
  }
  points.push(`${width},${height}`);
  return points.join(' ');
};

const sceneSvg = (index: number, width: number, height: number): string => {
  const random = sequence(index + 1);
  const [sky, glow, land] = PALETTES[index % PALETTES.length] ?? PALETTES[0];
  const angle = Math.round(random() * 360);
  const sunX = Math.round(width * (0.15 + random() * 0.7));
  const sunY = Math.round(height * (0.15 + random() * 0.35));
  const figures = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
    const x = Math.round(width * (0.1 + random() * 0.8));
    const h = Math.round(height * (0.18 + random() * 0.25));
    return `<ellipse cx="${x}" cy="${height - h}" rx="${Math.round(h / 7)}" ry="${Math.round(h / 6)}" fill="#111" opacity="0.85"/>
      <rect x="${x - Math.round(h / 6)}" y="${height - h + Math.round(h / 6)}" width="${Math.round(h / 3)}" height="${h}" rx="${Math.round(h / 10)}" fill="#111" opacity="0.85"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" gradientTransform="rotate(${angle} 0.5 0.5)">
        <stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${glow}"/>
      </linearGradient>
      <radialGradient id="sun"><stop offset="0" stop-color="#fff8e7"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${sunY}" r="${Math.round(height * (0.08 + random() * 0.12))}" fill="url(#sun)"/>
    <polygon points="${ridge(random, width, height, height * (0.55 + random() * 0.1), height * 0.3)}" fill="${land}" opacity="0.75"/>
    <polygon points="${ridge(random, width, height, height * (0.75 + random() * 0.1), height * 0.2)}" fill="${sky}" opacity="0.9"/>
    ${figures.join('\n')}
  </svg>`;
};

/** A JPEG (1.5 megapixels unless told), as a camera-made file would arrive (with an EXIF block). */
export const demoPhoto = async (index: number, size: { width: number; height: number } = { width: 1500, height: 1000 }): Promise<Buffer> =>
  sharp(Buffer.from(sceneSvg(index, size.width, size.height)))
    .jpeg({ quality: 88 })
    .withExif({ IFD0: { Make: 'Fotostudio', Model: 'Demo', Copyright: 'Fotostudio demo' } })
    .toBuffer();

/** A square logo for the demo business. */
export const demoLogo = async (): Promise<Buffer> =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
      <rect width="512" height="512" rx="96" fill="#1d3557"/>
      <circle cx="256" cy="256" r="150" fill="none" stroke="#f1faee" stroke-width="36"/>
      <circle cx="256" cy="256" r="70" fill="#e63946"/>
      <rect x="330" y="120" width="60" height="36" rx="10" fill="#f1faee"/>
    </svg>`),
  )
    .png()
    .toBuffer();
