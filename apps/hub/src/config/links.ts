/**
 * Help and external addresses. The spec names these pages but hides their addresses; the values
 * are placeholders of our choosing (example.jp) for a deployment to replace.
 */
export const HelpLink = {
  login: 'https://help.member-hub.example.jp/login',
  appLink: 'https://help.member-hub.example.jp/applink',
  mailSettings: 'https://help.member-hub.example.jp/mail-settings',
  /** For users of the old community service (006). */
  oldService: 'https://help.member-hub.example.jp/former-community',
} as const;

/** The members service's return address asks for the app-link help with this query. */
export const APP_LINK_QUERY = 'applink=true';
