// What the gateway's own pages share (the 502 page, the local help pages): large type, large
// targets, strong contrast, readable at 360 px and at 200 % zoom; no script but the help pages' way
// back (the CSP allows an inline script by its hash alone).

/** The inline style of the gateway's own pages (allowed by the CSP's style-src). */
export const GATEWAY_PAGE_STYLE = `<style>
  body { font-family: system-ui, sans-serif; font-size: 20px; line-height: 1.7; margin: 0; padding: 24px 16px; color: #1a1a1a; background: #fff; }
  main { max-width: 40em; margin: 0 auto; }
  h1 { font-size: 1.4em; line-height: 1.4; margin: 0 0 16px; }
  p { margin: 0 0 16px; overflow-wrap: anywhere; }
  .actions { display: grid; gap: 12px; margin: 24px 0; }
  [hidden] { display: none !important; }
  .button { display: flex; align-items: center; justify-content: center; box-sizing: border-box; min-height: 56px; padding: 8px 16px; border: 2px solid #004d40; border-radius: 8px; font-weight: 700; text-align: center; text-decoration: none; }
  .primary { background: #004d40; color: #fff; }
  .secondary { background: #fff; color: #004d40; }
  .help { margin-top: 24px; padding-top: 16px; border-top: 1px solid #595959; }
  .help a { display: inline-flex; align-items: center; min-height: 48px; color: #004d40; }
  .phone { font-size: 1.4em; font-weight: 700; }
  .hours { display: inline-block; }
  details { margin-top: 32px; font-size: 18px; color: #444; }
  summary { min-height: 48px; cursor: pointer; }
  code { background: #f0f0f0; padding: 0 4px; overflow-wrap: anywhere; }
  a:focus-visible, summary:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; box-shadow: 0 0 0 6px #ffd54a; }
  @media (max-width: 21em) { body { padding: 16px 8px; } }
</style>`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The help line of the deployment configuration (its `support`). */
export interface SupportLine {
  readonly phone: string;
  readonly hours: string;
  readonly page: string;
}

/** The help line's section: the phone number as a tap-to-call link, the hours, the contact page. */
export function supportSection(support: SupportLine, options: { contactPageLink?: boolean } = {}): string {
  const tel = `tel:${support.phone.replace(/[^\d+]/g, '')}`;
  return `<section class="help" aria-label="お問い合わせ">
<p><strong>わからないときは お電話ください</strong></p>
<p><a class="phone" href="${escapeHtml(tel)}">${escapeHtml(support.phone)}</a><span class="hours">（${escapeHtml(support.hours)}）</span></p>
${
  options.contactPageLink === false
    ? ''
    : `<p><a href="${escapeHtml(support.page)}" target="_blank" rel="noopener noreferrer">お問い合わせページを開く</a></p>
`
}</section>
`;
}
