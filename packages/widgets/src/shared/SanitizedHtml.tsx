import { useEffect, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isExternalHref } from '@wl/paths';
import { InlineLoader } from './InlineLoader.js';

interface SanitizedHtmlProps {
  /** HTML from the backend (announcements, notices, inbox messages, help, promotions). */
  html: string;
  className?: string;
}

/**
 * The only way backend HTML enters the page: sanitized first with DOMPurify (`sanitizeHtml`, a
 * chunk of its own loaded where such HTML is shown); links to the site's own routes open in the
 * app without reloading it. docs/product/member.md#backend-html
 */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const navigate = useNavigate();
  const [clean, setClean] = useState<{ source: string; html: string }>();

  useEffect(() => {
    let current = true;
    void import('./sanitize-html.js').then(({ sanitizeHtml }) => {
      if (current) setClean({ source: html, html: sanitizeHtml(html) });
    });
    return () => {
      current = false;
    };
  }, [html]);

  function followInternalLink(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const href = link?.getAttribute('href')?.trim();
    if (href === undefined || isExternalHref(href)) return;
    event.preventDefault();
    void navigate(href);
  }

  if (clean?.source !== html) return <InlineLoader />;
  return (
    // Clicks are handled for the links inside; the links themselves are the keyboard targets.
    <div
      data-backend-html=""
      className={className}
      onClick={followInternalLink}
      // The one sanctioned use: the HTML has just been sanitized.
      dangerouslySetInnerHTML={{ __html: clean.html }}
    />
  );
}
