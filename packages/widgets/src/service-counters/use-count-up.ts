import { useEffect, useRef, useState, type RefObject } from 'react';
import { prefersReducedMotion } from '../shared/prefers-reduced-motion.js';
import { COUNT_UP_MS, countAt } from './count-up.js';

/**
 * The figures counting from 0 to `targets` over COUNT_UP_MS once the element is in view; all at
 * once when the visitor asks for reduced motion.
 */
export function useCountUp(
  targets: readonly number[],
): [RefObject<HTMLElement | null>, readonly number[]] {
  const ref = useRef<HTMLElement | null>(null);
  const reduced = prefersReducedMotion();
  const [values, setValues] = useState<readonly number[]>(() =>
    targets.map((to) => (reduced ? to : 0)),
  );
  const key = targets.join(',');

  useEffect(() => {
    if (reduced) return;
    const goals = key.split(',').map(Number);
    let frame = 0;
    const run = () => {
      const start = performance.now();
      const step = (now: number) => {
        const elapsed = now - start;
        setValues(goals.map((to) => countAt(to, elapsed)));
        if (elapsed < COUNT_UP_MS) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      run();
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [key, reduced]);

  return [ref, reduced ? targets : values];
}
