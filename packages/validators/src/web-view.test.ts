import { describe, expect, it } from 'vitest';

import { isWebView } from './web-view';

const ua = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; SH-53C) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 14; SH-53C; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.0.0 Mobile Safari/537.36',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iosWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  line: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.9.0',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
};

describe('isWebView', () => {
  it('recognises Android and iOS web views and in-app browsers', () => {
    expect(isWebView(ua.androidWebView)).toBe(true);
    expect(isWebView(ua.iosWebView)).toBe(true);
    expect(isWebView(ua.line)).toBe(true);
  });

  it('does not flag ordinary browsers', () => {
    expect(isWebView(ua.chromeAndroid)).toBe(false);
    expect(isWebView(ua.iosSafari)).toBe(false);
    expect(isWebView(ua.desktopChrome)).toBe(false);
  });
});
