/**
 * The rules of the abuse limits (the spec has none; these values are ours). The counting itself
 * is rate-limiter-flexible (./limiter.ts), shared through Redis when configured.
 */
export type { RateLimiter } from './limiter';

export interface BucketRule {
  /** Burst size. */
  capacity: number;
  /** Points given back per second (the window is capacity / refillPerSecond seconds). */
  refillPerSecond: number;
}

/**
 * Every bucket of this server, by the key it is counted under.
 * MEMBER_API_RATE_LIMIT_SCALE multiplies them all (the benchmark sets a large value).
 *
 * per client address (IPv4, or IPv6 /64; see keys.ts):
 *   loginParameter   saving login parameters (no token): 10, then 1 per second
 *   daccount         carrier logins started (no token): as the login parameters
 *   passkey          passkey ceremonies (options and answers): as the login parameters
 *   mailLinkClient   sign-in / registration mails: 20, then 1 per 10 seconds
 *   mailLinkMiss     'not registered' answers of the login mail: 10 per hour (the
 *                    spec's message stays, but probing for members is slow)
 *   mailLinkCode     the mail's code or address typed (link in another browser): 20, then 1 per 10 s
 *   anonymousWrite   every other write without a token: 60, then 1 per second
 * per member (uid):
 *   nickname         nickname checks while typing: 30, then 3 per second
 *   handBack         hand-backs: 20, then 1 per 3 seconds
 *   memberWrite      every write with a token (POST/PUT/DELETE): 60, then 1 per second
 * per mailbox (keys.ts mailboxKeyOf):
 *   mailLinkAddress  mails to one mailbox: 3, then 1 per 2 minutes
 * per mail domain:
 *   mailDomain       mails to one domain: 300, then 1 per second (a flood at one provider)
 *   smtpSenderDomain empty registration mails from one sender domain: 60, then 1 per 10 seconds
 * per SMTP peer:
 *   smtpPeer         empty registration mails from one connecting host: 20, then 1 per 10 seconds
 */
export function defaultRateRules(scale = 1): Record<string, BucketRule> {
  return {
    loginParameter: { capacity: 10 * scale, refillPerSecond: 1 * scale },
    nickname: { capacity: 30 * scale, refillPerSecond: 3 * scale },
    daccount: { capacity: 10 * scale, refillPerSecond: 1 * scale },
    // Passkey ceremonies (options and answers, registration and sign-in): per client, as the carrier sign-in.
    passkey: { capacity: 10 * scale, refillPerSecond: 1 * scale },
    // The embedded prefecture flow's two calls (no token: the encrypted id): a burst of 20, 2 per second.
    area: { capacity: 20 * scale, refillPerSecond: 2 * scale },
    // Purchase-shop lookups (as the nickname check: the form looks up while typing).
    shopInfo: { capacity: 30 * scale, refillPerSecond: 3 * scale },
    handBack: { capacity: 20 * scale, refillPerSecond: scale / 3 },
    mailLinkAddress: { capacity: 3 * scale, refillPerSecond: scale / 120 },
    mailLinkClient: { capacity: 20 * scale, refillPerSecond: scale / 10 },
    mailLinkMiss: { capacity: 10 * scale, refillPerSecond: (10 * scale) / 3600 },
    mailLinkCode: { capacity: 20 * scale, refillPerSecond: scale / 10 },
    mailDomain: { capacity: 300 * scale, refillPerSecond: scale },
    smtpSenderDomain: { capacity: 60 * scale, refillPerSecond: scale / 10 },
    smtpPeer: { capacity: 20 * scale, refillPerSecond: scale / 10 },
    memberWrite: { capacity: 60 * scale, refillPerSecond: scale },
    anonymousWrite: { capacity: 60 * scale, refillPerSecond: scale },
    // Custom tokens for a game or push token (gameUser, payoutToken; no sign-in needed): per client.
    legacyToken: { capacity: 20 * scale, refillPerSecond: 2 * scale },
  };
}
