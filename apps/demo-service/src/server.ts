import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import { type DemoServiceConfig } from './config';
import {
  type CodeExchange,
  completeCallback,
  readSession,
  type Random,
  signOutCookie,
  startLaunch,
  startSignIn,
  startSilentSignIn,
} from './flow';
import { homePage, messagePage, prefecturesPage, prefecturesScript } from './pages';

export interface DemoServerDeps {
  exchange: CodeExchange;
  random?: Random;
  now?: () => number;
  log?: (message: string) => void;
}

const randomValue = () => randomBytes(32).toString('base64url');
const defaultRandom: Random = { state: randomValue, nonce: randomValue, codeVerifier: randomValue };

function send(res: ServerResponse, status: number, html: string, cookies: string[] = []): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  res.end(html);
}

function redirect(res: ServerResponse, location: string, cookies: string[] = []): void {
  res.statusCode = 303;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  res.end();
}

export function createRequestHandler(config: DemoServiceConfig, deps: DemoServerDeps) {
  const random = deps.random ?? defaultRandom;
  const now = deps.now ?? Date.now;
  const log = deps.log ?? ((message: string) => console.log(`[demo-service:${config.variant}] ${message}`));

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', config.publicOrigin);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, messagePage(config, 'エラー', 'この操作はできません。'));
      return;
    }
    switch (url.pathname) {
      case '/':
        send(res, 200, homePage(config, readSession(config, req.headers.cookie)));
        return;
      case '/signin': {
        const mode = url.searchParams.get('mode') === 'register' ? 'register' : 'login';
        const { location, setCookie } = startSignIn(config, mode, { random, now: now() });
        redirect(res, location, [setCookie]);
        return;
      }
      case '/launch': {
        // An older-service phone app's launch (apps/stand-ins launch page, "through the demo service").
        const launch = startLaunch(config, url.searchParams, { random, now: now() });
        if (!launch) {
          send(res, 400, messagePage(config, 'エラー', 'このページは開けません。'));
          return;
        }
        redirect(res, launch.location, [launch.setCookie]);
        return;
      }
      case config.callbackPath: {
        const result = await completeCallback(
          config,
          { url, cookieHeader: req.headers.cookie, now: now() },
          deps.exchange,
        );
        if (result.kind === 'signedIn' || result.kind === 'alreadySignedIn') {
          redirect(res, '/', result.setCookies);
        } else if (result.kind === 'notSignedIn') {
          log(`callback without code (${result.detail})`);
          send(
            res,
            200,
            messagePage(
              config,
              'ログインしていません',
              'ログインは完了しませんでした。もう一度お試しください。',
            ),
            result.setCookies,
          );
        } else {
          // Finished in another browser than the one that started (a mail app's own): ask the
          // authentication host again, silently, for a request of this browser.
          const silent =
            result.reason === 'no_pending'
              ? startSilentSignIn(config, req.headers.cookie, { random, now: now() })
              : null;
          if (silent) {
            log('callback without a pending sign-in: silent sign-in');
            redirect(res, silent.location, [...result.setCookies, ...silent.setCookies]);
            return;
          }
          log(`callback refused: ${result.reason}${result.detail ? ` (${result.detail})` : ''}`);
          send(
            res,
            400,
            messagePage(
              config,
              'ログインできませんでした',
              'ログインを確認できませんでした。恐れ入りますがもう一度はじめからお試しください。',
            ),
            result.setCookies,
          );
        }
        return;
      }
      case '/prefectures':
        // The parent of the hub's embedded prefecture screen (profile spec §3).
        send(res, 200, prefecturesPage(config, readSession(config, req.headers.cookie)));
        return;
      case '/prefectures.js':
        res.statusCode = 200;
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.end(prefecturesScript);
        return;
      case '/signout':
        redirect(res, '/', [signOutCookie(config)]);
        return;
      case '/healthz':
        res.statusCode = 200;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('ok');
        return;
      default:
        send(
          res,
          404,
          messagePage(config, 'ページが見つかりません', 'お探しのページは見つかりませんでした。'),
        );
    }
  };
}

export function createDemoServer(config: DemoServiceConfig, deps: DemoServerDeps): Server {
  const handle = createRequestHandler(config, deps);
  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`[demo-service:${config.variant}]`, error);
      if (!res.headersSent)
        send(
          res,
          500,
          messagePage(
            config,
            'エラー',
            'ご迷惑をおかけしております。しばらく時間をおいてからのアクセスをお願いします。',
          ),
        );
      else res.end();
    });
  });
}
