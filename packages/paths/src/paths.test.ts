import { describe, expect, it } from 'vitest';
import { isLinkTarget, paths, routeNameOf } from './paths.js';

describe('paths', () => {
  it('builds route addresses with their query parameters', () => {
    expect(paths.home()).toBe('/');
    expect(paths.member({ page: 'rewardCenter' })).toBe('/member?page=rewardCenter');
    expect(paths.agentHome({ page: 'deposit' })).toBe('/agentHome?page=deposit');
    expect(paths.vnLottery({ gameCode: 'VN 1' })).toBe('/vnLottery?gameCode=VN+1');
    expect(paths.rng({ vassalage: 'PG' })).toBe('/rng?vassalage=PG');
    expect(paths.lottery({})).toBe('/lottery');
  });

  it('knows which route an address shows, aliases included', () => {
    expect(routeNameOf('/index.html')).toBe('home');
    expect(routeNameOf('/helpmc#top')).toBe('help');
    expect(routeNameOf('/seaLottery?gameCode=X')).toBe('seaLottery');
    expect(routeNameOf('/nope')).toBeUndefined();
    expect(routeNameOf('/Member')).toBeUndefined();
  });

  it('accepts routes and http(s) URLs as link targets, nothing else', () => {
    expect(isLinkTarget('/promotions')).toBe(true);
    expect(isLinkTarget('https://example.com/terms')).toBe(true);
    expect(isLinkTarget('/promotion')).toBe(false);
    expect(isLinkTarget('javascript:alert(1)')).toBe(false);
    expect(isLinkTarget('mailto:help@example.com')).toBe(false);
    expect(isLinkTarget('//evil.example')).toBe(false);
  });
});
