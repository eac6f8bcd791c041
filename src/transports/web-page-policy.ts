// The headers every answer of the browser listener carries: a content policy that lets the page load
// only its own scripts, styles, fonts and socket, and no site frame it (so no foreign page can
// dress it up or click through it). The page's inline scripts are allowed by their hashes, worked
// out from the page as shipped, so the page can change without this file.
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

function scriptHashes(page: string): string[] {
  return [...page.matchAll(INLINE_SCRIPT)].map((match) => `'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`);
}

/**
 * xterm.js writes its own <style> elements as it draws, so styles may be inline; scripts never are,
 * but for the page's own, by hash.
 */
export function contentPolicy(page: string): string {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scriptHashes(page)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers for every answer: the policy, no guessing of types, no framing for browsers that predate frame-ancestors. */
export function pageHeaders(page: string): Record<string, string> {
  return {
    'content-security-policy': contentPolicy(page),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };
}
