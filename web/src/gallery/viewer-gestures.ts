// The full-screen viewer's touch gestures, from pointer events: one finger swipes to the
// previous or next photo (while the photo is not zoomed), two fingers pinch to zoom (1x to 4x),
// and one finger moves a zoomed photo. Kept apart from React so the rules are plain to test.

/** A horizontal move longer than this, and mostly horizontal, is a swipe. */
export const SWIPE_MIN_PX = 50;
export const MAX_ZOOM = 4;

export interface Point {
  x: number;
  y: number;
}

export interface Zoom {
  scale: number;
  /** The photo's offset from its place, in screen pixels. */
  x: number;
  y: number;
}

export const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };

const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/** Which way a finger's move from `from` to `to` swipes: 1 next, -1 previous, 0 none. */
export const swipeDirection = (from: Point, to: Point): -1 | 0 | 1 => {
  const dx = to.x - from.x;
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(to.y - from.y)) return 0;
  return dx < 0 ? 1 : -1;
};

/** The zoom after two fingers moved from `start` (where the zoom was `at`) to `now`. */
export const pinchZoom = (start: readonly [Point, Point], now: readonly [Point, Point], at: Zoom): Zoom => {
  const before = distance(start[0], start[1]);
  if (before === 0) return at;
  const scale = Math.min(MAX_ZOOM, Math.max(1, (at.scale * distance(now[0], now[1])) / before));
  if (scale === 1) return NO_ZOOM;
  return { ...at, scale };
};

/** A zoomed photo moved by one finger from `from` to `to`; an unzoomed one stays. */
export const panZoom = (at: Zoom, from: Point, to: Point): Zoom => (at.scale === 1 ? at : { ...at, x: at.x + to.x - from.x, y: at.y + to.y - from.y });

export class ViewerGestures {
  private readonly pointers = new Map<number, Point>();
  private pinchStart: { points: [Point, Point]; zoom: Zoom } | null = null;
  private swipeStart: Point | null = null;
  private last: Point | null = null;
  /** Set once two fingers were down: lifting them is not a swipe. */
  private pinched = false;

  constructor(
    private zoom: Zoom,
    private readonly onZoom: (zoom: Zoom) => void,
    private readonly onSwipe: (direction: -1 | 1) => void,
  ) {}

  reset(): void {
    this.pointers.clear();
    this.pinchStart = null;
    this.swipeStart = null;
    this.last = null;
    this.pinched = false;
    this.zoom = NO_ZOOM;
  }

  down(id: number, point: Point): void {
    this.pointers.set(id, point);
    if (this.pointers.size === 1) {
      this.swipeStart = point;
      this.last = point;
      this.pinched = false;
    } else if (this.pointers.size === 2) {
      const [a, b] = [...this.pointers.values()] as [Point, Point];
      this.pinchStart = { points: [a, b], zoom: this.zoom };
      this.pinched = true;
    }
  }

  move(id: number, point: Point): void {
    if (!this.pointers.has(id)) return;
    this.pointers.set(id, point);
    if (this.pointers.size >= 2 && this.pinchStart) {
      const [a, b] = [...this.pointers.values()] as [Point, Point];
      this.set(pinchZoom(this.pinchStart.points, [a, b], this.pinchStart.zoom));
    } else if (this.pointers.size === 1 && this.last && this.zoom.scale > 1) {
      this.set(panZoom(this.zoom, this.last, point));
    }
    this.last = point;
  }

  up(id: number, point: Point): void {
    if (!this.pointers.delete(id)) return;
    if (this.pointers.size < 2) this.pinchStart = null;
    if (this.pointers.size === 1) this.last = [...this.pointers.values()][0] ?? null;
    if (this.pointers.size > 0) return;
    const from = this.swipeStart;
    this.swipeStart = null;
    this.last = null;
    if (!from || this.pinched || this.zoom.scale > 1) return;
    const direction = swipeDirection(from, point);
    if (direction !== 0) this.onSwipe(direction);
  }

  cancel(id: number): void {
    this.pointers.delete(id);
    if (this.pointers.size < 2) this.pinchStart = null;
    if (this.pointers.size === 0) {
      this.swipeStart = null;
      this.last = null;
    }
  }

  private set(zoom: Zoom): void {
    this.zoom = zoom;
    this.onZoom(zoom);
  }
}
