import type { BlobStore } from './blob/blob-store';
import type { Config } from './config';
import type { CarrierRelay } from './daccount/carrier-relay';
import type { Database } from './db/client';
import type { ErrorReporter } from './error-reporting/reporter';
import type { Identity } from './identity';
import type { Logger } from './logger';
import type { ModerationChecker } from './moderation/moderation';
import type { RateLimiter } from './ratelimit/limiter';
import type { UploadSigner } from './blob/upload-signer';
import type { TestClock } from './test-clock';

/** A message to send; the mail module (src/mail/**) provides the implementation. */
export interface OutgoingMail {
  to: string;
  /** The sender's display name (the service's name); the address stays MEMBER_API_MAIL_FROM's. */
  fromName?: string;
  subject: string;
  text: string;
  html?: string;
}
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close?(): Promise<void>;
}

/**
 * Everything a route module may use. Built once in main.ts (or by a test) and passed to every
 * module's register(). Add a field here (optional if not every set-up has it) rather than
 * importing singletons.
 */
export interface Deps {
  config: Config;
  logger: Logger;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  identity: Identity;
  rateLimiter: RateLimiter;
  blobStore: BlobStore;
  uploadSigner: UploadSigner;
  moderation: ModerationChecker;
  /** Outgoing mail; present once the mail module is wired in main.ts. */
  mailer?: Mailer;
  /** The carrier (d-account) relying party; built from config.carrier when absent. */
  carrierRelay?: CarrierRelay;
  /** Unhandled errors go here (Sentry when a DSN is configured); absent → only the log. */
  errorReporter?: ErrorReporter;
  /** Injectable clock for expiry rules. */
  now: () => Date;
  /** The movable clock behind `now` (MEMBER_HUB_PROFILE=test only; routes/test-clock.ts). */
  testClock?: TestClock;
}
