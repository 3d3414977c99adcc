/**
 * How far below the screen a reward block that waits for the member already counts as near: half
 * a screen, so its calls leave while the member scrolls towards it and its lines are in before it
 * shows. On a phone (412 × 823) the ticket blocks start about 1,390 px down, out of that reach
 * until the member scrolls; on a desktop they are within it from the start. docs/performance.md
 */
export const REWARD_BLOCK_MARGIN = '0px 0px 50% 0px';
