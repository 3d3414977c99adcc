import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA (docs/product/accessibility.md#automated-check). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One finding: where it was seen, the rule and the elements, as one readable line. */
export type Finding = string;

/**
 * Puts axe-core into every document (and frame) the page loads, before the page's own scripts,
 * so a scan only runs it: handing the engine over for every scan (about 0.5 MB of script
 * evaluated again, plus a blank page to merge the frames' results in) cost more than the rules.
 */
export async function withAxe(page: Page): Promise<void> {
  await page.addInitScript({ content: axe.source });
}

/**
 * Runs every WCAG 2.0/2.1 A and AA rule on the page as it is now, or only on the part `only`
 * selects (a window opened over a page already scanned), and answers the serious and critical
 * findings. The page must have been opened after `withAxe`.
 */
export async function scan(page: Page, where: string, only?: string): Promise<Finding[]> {
  // Let entrance transitions and animations end, so colours are measured as they are finally
  // shown (endless ones, such as the notice line, and scroll-driven ones are left running).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          a.timeline !== document.timeline ||
          a.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const found = await page.evaluate(
    async ({ context, tags }) => {
      const engine = (window as unknown as { axe?: typeof axe }).axe;
      if (!engine) throw new Error('axe-core is not in this page: open it after withAxe(page)');
      const { violations } = await engine.run(context ?? document, {
        runOnly: { type: 'tag', values: tags },
        // Only violations are read: passes and the rest keep one node each.
        resultTypes: ['violations'],
      });
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          rule: `${v.id} (${v.impact})`,
          nodes: v.nodes.slice(0, 4).map((n) => {
            const why = n.failureSummary?.split('\n').slice(1, 2).join('').trim();
            return `${n.target.join(' ')}${why ? ` — ${why}` : ''}`;
          }),
        }));
    },
    { context: only, tags: WCAG_TAGS },
  );
  return found.map(({ rule, nodes }) => `${where}: ${rule} on ${nodes.join(' | ')}`);
}
