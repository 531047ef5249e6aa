/** A tiny browser for redirect chains: cookies per origin (paths ignored), no automatic redirects. */
export class TestBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  constructor(
    /** Rewrites an origin the "browser" sees (e.g. the gateway) to where the server really listens. */
    private readonly rewrite: (url: URL) => URL = (url) => url,
  ) {}

  cookie(origin: string, name: string): string | undefined {
    return this.jars.get(origin)?.get(name);
  }

  private jar(origin: string): Map<string, string> {
    let jar = this.jars.get(origin);
    if (!jar) this.jars.set(origin, (jar = new Map()));
    return jar;
  }

  async fetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
    const url = this.rewrite(new URL(input));
    const jar = this.jar(url.origin);
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || attributes.some((a) => /^\s*max-age=0$/i.test(a))) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }

  /** The Location of a redirect answer, resolved against the request URL. */
  static location(res: Response, base: string | URL): URL {
    const location = res.headers.get('location');
    if (!location) throw new Error(`expected a redirect, got ${res.status}`);
    return new URL(location, base);
  }
}
