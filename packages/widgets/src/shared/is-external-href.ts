/** Whether a link leaves the app (has a scheme such as https: or mailto:). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}
