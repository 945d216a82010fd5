/**
 * The browser security policy of every page, in one place: CloudFront's response headers policy
 * (infra) and the local server send the same Content-Security-Policy, so a violation shows up
 * locally before it reaches production.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // Mantine writes its CSS variables into style elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The tutorial videos: Vimeo's player (loaded with dnt=1, only after the visitor's click).
  'frame-src https://player.vimeo.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const securityHeaders: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
