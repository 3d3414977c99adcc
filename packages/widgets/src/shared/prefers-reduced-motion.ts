/** The visitor asks for reduced motion (docs/product/accessibility.md#motion). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
