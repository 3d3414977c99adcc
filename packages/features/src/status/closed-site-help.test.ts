import { describe, expect, it } from 'vitest';
import { closedSiteHelpUrl } from './closed-site-help.js';

describe('closedSiteHelpUrl', () => {
  it('sends the visitor to an external chat or messenger link', () => {
    expect(closedSiteHelpUrl('https://m.me/saigonroyal', 'saigon.localhost:8080')).toBe(
      'https://m.me/saigonroyal',
    );
    expect(closedSiteHelpUrl('http://chat.example.net/room', 'saigon.example.com')).toBe(
      'http://chat.example.net/room',
    );
  });

  it('never to a page of the closed site itself', () => {
    expect(closedSiteHelpUrl('/help', 'saigon.localhost:8080')).toBeNull();
    expect(closedSiteHelpUrl('https://saigon.example.com/help', 'saigon.example.com')).toBeNull();
    expect(
      closedSiteHelpUrl('https://SAIGON.localhost:8080/help', 'saigon.localhost:8080'),
    ).toBeNull();
  });
});
