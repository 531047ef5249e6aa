/**
 * Embedded web views (apps that show pages inside themselves). Google refuses sign-in there, so
 * the hub hides the Google button and tells Google users to use their e-mail address.
 */
const WEB_VIEW_PATTERNS: readonly RegExp[] = [
  /; wv\)/, // Android System WebView
  /\bFBA[NV]\//, // Facebook
  /\bInstagram\b/,
  /\bLine\//, // LINE
  /\bMicroMessenger\//,
  /\bTwitter(?:Android)?\b/,
];

export function isWebView(userAgent: string): boolean {
  if (WEB_VIEW_PATTERNS.some((p) => p.test(userAgent))) return true;
  // iOS: WKWebView lacks the "Safari/" token that Safari and the other iOS browsers carry.
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent) && /AppleWebKit\//.test(userAgent)) {
    return !/Safari\//.test(userAgent);
  }
  return false;
}
