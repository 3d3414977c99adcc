import { describe, expect, it } from 'vitest';
import { gateModules, isGateOpen, joinGates } from './gate.js';

describe('gates', () => {
  it('is open with no gate, and only while every module it names is on', () => {
    expect(isGateOpen(undefined, {})).toBe(true);
    expect(isGateOpen('PTSYS3', { PTSYS3: true })).toBe(true);
    expect(isGateOpen('PTSYS3', { PTSYS3: false })).toBe(false);
    expect(isGateOpen('PTSYS3', {})).toBe(false);
    expect(isGateOpen(['AFFMAN3', 'INBOX3'], { AFFMAN3: true, INBOX3: true })).toBe(true);
    expect(isGateOpen(['AFFMAN3', 'INBOX3'], { AFFMAN3: true })).toBe(false);
  });

  it("adds a feature's gate to its parts' without repeating a module", () => {
    expect(joinGates('REWCEN3', undefined)).toEqual(['REWCEN3']);
    expect(joinGates('REWCEN3', ['REWCEN3', 'INBOX3'])).toEqual(['REWCEN3', 'INBOX3']);
    expect(gateModules(undefined)).toEqual([]);
  });
});
