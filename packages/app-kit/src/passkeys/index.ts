/**
 * What both apps say of a member's passkeys. The device name is stored with a passkey (the
 * profile's list shows it) and compared by the hub's offer (a passkey of this kind of device is
 * already on the list): one function, so that the name written and the name looked for agree.
 */

/** A name the member recognises their phone by (nothing identifying beyond its kind). */
export function deviceNameOf(userAgent: string): string {
  if (/iPhone/.test(userAgent)) return 'iPhone';
  if (/iPad/.test(userAgent)) return 'iPad';
  if (/Android/.test(userAgent)) return 'Android';
  if (/Macintosh/.test(userAgent)) return 'Mac';
  if (/Windows/.test(userAgent)) return 'Windows';
  return 'この端末';
}
