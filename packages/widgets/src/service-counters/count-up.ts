/** How long a service counter takes to reach its figure (docs/product/routes.md#home). */
export const COUNT_UP_MS = 2000;

/** The counter's figure `elapsed` ms after it started: eased out, whole numbers, never past `to`. */
export function countAt(to: number, elapsed: number, duration = COUNT_UP_MS): number {
  if (elapsed >= duration) return to;
  const progress = Math.max(0, elapsed) / duration;
  return Math.floor(to * (1 - (1 - progress) ** 3));
}
