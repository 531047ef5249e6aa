/**
 * The route table of the member API: one module per group of calls, in this order.
 * To add a group: write src/routes/<name>.ts exporting a RouteModule and add ONE line here.
 */
import { areaModule } from './area';
import { authorizationModule } from './authorization';
import { daccountModule } from './daccount';
import { emailChangeModule } from './email-change';
import { healthModule } from './health';
import { legacyModule } from './legacy';
import { loginModule } from './login';
import { mailLinksModule } from './mail-links';
import { meModule } from './me';
import { nicknameModule } from './nickname';
import { openapiModule } from './openapi';
import { passkeysModule } from './passkeys';
import { testClockModule } from './test-clock';
import { pointsModule } from './points';
import { pushRelationsModule } from './push-relations';
import { thumbnailsModule } from './thumbnails';
import type { RouteModule } from './types';

export const routeModules: readonly RouteModule[] = [
  // Operations and the API description
  healthModule,
  openapiModule,
  // The member record, login histories (hub §7, profile §7)
  meModule,
  // Nickname check, thumbnail upload, moderation (profile §7)
  nicknameModule,
  thumbnailsModule,
  // Login parameters and logout (hub §7)
  loginModule,
  // E-mail links and the empty-mail registration receiver (hub §2, §4, §7)
  mailLinksModule,
  // The carrier account (d-account) relay (hub §4 "D-account flow", §7)
  daccountModule,
  // Passkeys: the phone's fingerprint or face as a sign-in (WebAuthn)
  passkeysModule,
  // Hand-back and the authentication host /memberbase/v1 (OpenID Provider)
  authorizationModule,
  // The older community service: migration, kantan, the game user (hub §4, §7)
  legacyModule,
  // The push-token relation and the payout (hub §3, §4 "Payout flow", §7)
  pushRelationsModule,
  // E-mail change and the profile's mail-link modes (profile §2 "E-mail change", §4, §7)
  emailChangeModule,
  // The test profile's clock control (never mounted outside MEMBER_HUB_PROFILE=test)
  testClockModule,
  // The embedded prefecture flow: encrypted-me and the area save (profile §3, §7)
  areaModule,
  // Bonus points and the purchase shop (membership variant, profile §4, §7)
  pointsModule,
];
