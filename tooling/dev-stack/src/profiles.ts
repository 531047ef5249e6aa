// The port and environment table of the local stack.
// `dev` is what `npm run dev` starts; `test` is the same layout shifted by +1000 so that the
// end-to-end tests can run beside a running dev stack without a port clash.
import { FIREBASE_PROJECT_ID } from './emulator.ts';

export type ProfileName = 'dev' | 'test';

export interface StackPorts {
  /** The one origin the browser sees (both SPAs + API paths). */
  gateway: number;
  hub: number;
  profile: number;
  memberApi: number;
  /** Demo sibling service, community variant. */
  demoService: number;
  /** Demo sibling service, members variant. */
  demoMembersService: number;
  authEmulator: number;
  /** firebase-tools' own Emulator Hub and logging ports (moved too so both stacks can run). */
  emulatorHub: number;
  emulatorLogging: number;
  mailWeb: number;
  mailSmtp: number;
  /** The member API's own SMTP receiver ("empty mail" registration). */
  memberApiSmtpIn: number;
  /** Stand-in of the carrier's OpenID Provider (apps/stand-ins). */
  carrierOp: number;
  /** Stand-in of the older community service: API and launch page (apps/stand-ins). */
  legacyService: number;
}

export { FIREBASE_PROJECT_ID };

/** Ports of the dev profile (see the README's port table). */
export const DEV_PORTS: Readonly<StackPorts> = Object.freeze({
  gateway: 5170,
  hub: 5171,
  profile: 5172,
  memberApi: 5180,
  demoService: 5190,
  demoMembersService: 5191,
  authEmulator: 9099,
  emulatorHub: 4400,
  emulatorLogging: 4500,
  mailWeb: 1080,
  mailSmtp: 1025,
  memberApiSmtpIn: 2525,
  carrierOp: 5185,
  legacyService: 5186,
});

/** Offset of the test profile: every port is the dev port + 1000. */
export const TEST_PORT_OFFSET = 1000;

/** Environment variable that overrides each port (dev profile only). */
export const PORT_ENV_NAMES: Readonly<Record<keyof StackPorts, string>> = Object.freeze({
  gateway: 'GATEWAY_PORT',
  hub: 'HUB_PORT',
  profile: 'PROFILE_PORT',
  memberApi: 'MEMBER_API_PORT',
  demoService: 'DEMO_SERVICE_PORT',
  demoMembersService: 'DEMO_MEMBERS_SERVICE_PORT',
  authEmulator: 'AUTH_EMULATOR_PORT',
  emulatorHub: 'EMULATOR_HUB_PORT',
  emulatorLogging: 'EMULATOR_LOGGING_PORT',
  mailWeb: 'MAILDEV_WEB_PORT',
  mailSmtp: 'MAILDEV_SMTP_PORT',
  memberApiSmtpIn: 'MEMBER_API_SMTP_IN_PORT',
  carrierOp: 'CARRIER_OP_PORT',
  legacyService: 'LEGACY_SERVICE_PORT',
});

function parsePort(name: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name}=${value} is not a TCP port (1-65535)`);
  }
  return port;
}

/**
 * The ports of a profile. The dev profile honours the *_PORT variables of `env`; the test
 * profile is fixed (dev + 1000) so that a developer's exported dev ports cannot move it onto
 * the running dev stack.
 */
export function portsFor(profile: ProfileName, env: NodeJS.ProcessEnv = {}): StackPorts {
  const ports = { ...DEV_PORTS };
  for (const key of Object.keys(ports) as (keyof StackPorts)[]) {
    if (profile === 'test') {
      ports[key] += TEST_PORT_OFFSET;
      continue;
    }
    const override = env[PORT_ENV_NAMES[key]];
    if (override) ports[key] = parsePort(PORT_ENV_NAMES[key], override);
  }
  return ports;
}

/** The URLs a person (or a test) uses. */
export interface StackUrls {
  /** The one origin of both SPAs, e.g. http://localhost:5170. */
  gateway: string;
  memberApi: string;
  demoService: string;
  demoMembersService: string;
  /** The mail catcher's web UI; its REST API lives under /api. */
  mailWeb: string;
  /** SMTP URL of the mail catcher (outgoing mail of the apps). */
  smtp: string;
  /** Base URL of the Auth emulator (REST API: /identitytoolkit.googleapis.com/v1/...). */
  authEmulator: string;
  /** Issuer of the carrier OpenID Provider stand-in (discovery under /.well-known/). */
  carrierOp: string;
  /** The older community service stand-in: its launch page at /, its API under /api/v1. */
  legacyService: string;
}

export function urlsFor(ports: StackPorts): StackUrls {
  return {
    gateway: `http://localhost:${ports.gateway}`,
    memberApi: `http://localhost:${ports.memberApi}`,
    demoService: `http://localhost:${ports.demoService}`,
    demoMembersService: `http://localhost:${ports.demoMembersService}`,
    mailWeb: `http://127.0.0.1:${ports.mailWeb}`,
    smtp: `smtp://127.0.0.1:${ports.mailSmtp}`,
    authEmulator: `http://127.0.0.1:${ports.authEmulator}`,
    carrierOp: `http://localhost:${ports.carrierOp}`,
    legacyService: `http://localhost:${ports.legacyService}`,
  };
}

/** The shared environment every app of the stack receives (names are the brief's). */
export function stackEnv(profile: ProfileName, ports: StackPorts): Record<string, string> {
  const urls = urlsFor(ports);
  return {
    // Also selects the local deployment values (@member-hub/deployment-config) for the apps' builds:
    // the test profile serves the hub's production build, allowing this profile's demo services.
    MEMBER_HUB_PROFILE: profile,
    FIREBASE_PROJECT_ID,
    GCLOUD_PROJECT: FIREBASE_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.authEmulator}`,
    HUB_PUBLIC_ORIGIN: urls.gateway,
    GATEWAY_PORT: String(ports.gateway),
    HUB_PORT: String(ports.hub),
    PROFILE_PORT: String(ports.profile),
    MEMBER_API_PORT: String(ports.memberApi),
    DEMO_SERVICE_PORT: String(ports.demoService),
    DEMO_MEMBERS_SERVICE_PORT: String(ports.demoMembersService),
    AUTH_EMULATOR_PORT: String(ports.authEmulator),
    MAILDEV_WEB_PORT: String(ports.mailWeb),
    MAILDEV_SMTP_PORT: String(ports.mailSmtp),
    SMTP_URL: urls.smtp,
    MAILDEV_API_URL: urls.mailWeb,
    MEMBER_API_SMTP_IN_PORT: String(ports.memberApiSmtpIn),
    // The outside-system stand-ins (apps/stand-ins) and where the member API's adapters find them.
    CARRIER_OP_PORT: String(ports.carrierOp),
    CARRIER_OP_ISSUER: urls.carrierOp,
    LEGACY_SERVICE_PORT: String(ports.legacyService),
    LEGACY_SERVICE_URL: urls.legacyService,
    // The browser reaches the API only through the gateway, which sets X-Forwarded-For:
    // without this every visitor would share the gateway's rate-limit bucket.
    MEMBER_API_TRUST_PROXY: '1',
    // The end-to-end suites walk every journey from one browser address within minutes (a suite
    // signs in by mail some forty times): the test profile raises every limit twentyfold so the
    // suites measure the journeys, not the per-address mail limit. The limits themselves are
    // tested in the member API's own tests; the dev profile keeps the production values.
    ...(profile === 'test' ? { MEMBER_API_RATE_LIMIT_SCALE: '20' } : {}),
  };
}
