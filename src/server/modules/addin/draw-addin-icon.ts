import { encodePng } from './encode-png';

/** The sizes Office asks for: 16/32/80 on the ribbon, 32 and 64 in the add-in lists, 128 for a store page. */
export const ADDIN_ICON_SIZES = [16, 32, 64, 80, 128] as const;
export type TAddinIconSize = (typeof ADDIN_ICON_SIZES)[number];

/**
 * The app's favicon drawn as pixels (a page with three lines of text, on a 32-unit grid): Office wants
 * PNG icons at fixed sizes, and drawing them here keeps one picture and no binary files in the source.
 */
const PAGE = { x: 5, y: 2, width: 22, height: 28, radius: 3 };
const LINES = [
  { x: 10, y: 10, length: 12 },
  { x: 10, y: 15, length: 12 },
  { x: 10, y: 20, length: 8 },
];
const LINE_HALF_WIDTH = 1;
const INDIGO = [0x3b, 0x5b, 0xdb] as const;
/** Samples per pixel side: edges are anti-aliased by coverage. */
const SUPERSAMPLE = 4;

const insideRoundedRect = (x: number, y: number) => {
  const { x: left, y: top, width, height, radius } = PAGE;
  if (x < left || x > left + width || y < top || y > top + height) return false;
  const cx = Math.min(Math.max(x, left + radius), left + width - radius);
  const cy = Math.min(Math.max(y, top + radius), top + height - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
};

const onLine = (x: number, y: number) =>
  LINES.some((line) => x >= line.x && x <= line.x + line.length && Math.abs(y - line.y) <= LINE_HALF_WIDTH);

/** One pixel's colour: page coverage in indigo, lines in white over it. */
const shade = (px: number, py: number, scale: number): [number, number, number, number] => {
  let page = 0;
  let line = 0;
  for (let sy = 0; sy < SUPERSAMPLE; sy += 1) {
    for (let sx = 0; sx < SUPERSAMPLE; sx += 1) {
      const x = (px + (sx + 0.5) / SUPERSAMPLE) / scale;
      const y = (py + (sy + 0.5) / SUPERSAMPLE) / scale;
      if (!insideRoundedRect(x, y)) continue;
      page += 1;
      if (onLine(x, y)) line += 1;
    }
  }
  const samples = SUPERSAMPLE * SUPERSAMPLE;
  if (page === 0) return [0, 0, 0, 0];
  const white = line / page;
  const mix = (channel: number) => Math.round(channel + (255 - channel) * white);
  return [mix(INDIGO[0]), mix(INDIGO[1]), mix(INDIGO[2]), Math.round((255 * page) / samples)];
};

/** The add-in's icon as a PNG of `size × size` pixels. */
export const drawAddinIcon = (size: number): Buffer => {
  const rgba = new Uint8Array(size * size * 4);
  const scale = size / 32;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) rgba.set(shade(x, y, scale), (y * size + x) * 4);
  }
  return encodePng(size, size, rgba);
};
