#!/usr/bin/env bash
# Bring a fresh machine (Node 20 + npm only) to a state where the stack and the tests run.
#   bash tooling/scripts/bootstrap.sh            → pnpm + dependencies
#   bash tooling/scripts/bootstrap.sh --browser  → also Debian's Chromium for the browser tests
#   bash tooling/scripts/bootstrap.sh --nginx    → also Debian's nginx (the production topology)
# (both flags may be given)
# Nothing here downloads a browser of its own: Playwright uses /usr/bin/chromium.
set -euo pipefail

PNPM_VERSION=10.34.9
repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$repo_root"

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export PUPPETEER_SKIP_DOWNLOAD=1
export CYPRESS_INSTALL_BINARY=0
export NO_UPDATE_NOTIFIER=1
export npm_config_update_notifier=false

say() { printf '[bootstrap] %s\n' "$*"; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# Several shells may share one work tree: serialise installs when flock is available.
locked() {
  if command -v flock >/dev/null 2>&1; then flock /tmp/pnpm.lock "$@"; else "$@"; fi
}

# 1. pnpm, through npm (corepack does not work on these machines).
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null | cut -d. -f1)" != "10" ]; then
  say "installing pnpm@${PNPM_VERSION} with npm"
  as_root npm install -g --no-fund --no-audit "pnpm@${PNPM_VERSION}" >/dev/null
fi

# 2. Dependencies: exactly the lockfile; outside CI fall back to a plain install.
if ! locked pnpm install --frozen-lockfile --reporter=append-only >/tmp/member-hub-pnpm-install.log 2>&1; then
  if [ "${CI:-}" = "true" ] || [ "${CI:-}" = "1" ]; then
    tail -40 /tmp/member-hub-pnpm-install.log >&2
    say "pnpm install --frozen-lockfile failed (CI: no fallback)" >&2
    exit 1
  fi
  say "the lockfile is out of date; running a plain pnpm install"
  locked pnpm install --reporter=append-only
fi
say "dependencies installed ($(pnpm --version) / node $(node --version))"

want_browser=false
want_nginx=false
for arg in "$@"; do
  case "$arg" in
    --browser) want_browser=true ;;
    --nginx) want_nginx=true ;;
  esac
done

apt_updated=false
apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  if [ "$apt_updated" = false ]; then
    as_root apt-get -o DPkg::Lock::Timeout=600 update -q >/dev/null
    apt_updated=true
  fi
  as_root apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends "$@" >/dev/null
}

# 3. Debian's Chromium for the browser tests.
# Japanese fonts (fonts-noto-cjk) so pages render and are measured as a member sees them.
if [ "$want_browser" = true ] && { [ ! -x /usr/bin/chromium ] || [ ! -d /usr/share/fonts/opentype/noto ]; }; then
  say "installing Debian's chromium and Japanese fonts with apt-get"
  apt_install chromium fonts-noto-cjk
  [ -x /usr/bin/chromium ] || { say "chromium is still missing at /usr/bin/chromium" >&2; exit 1; }
fi

# 4. Debian's nginx for the production topology (npm run start:prod) and its tests. Only the
# binary is used: each run writes its own configuration and prefix; no system service is started
# (a policy-rc.d or a missing init may refuse it, which is fine).
if [ "$want_nginx" = true ] && [ ! -x /usr/sbin/nginx ]; then
  say "installing Debian's nginx with apt-get"
  apt_install nginx
  [ -x /usr/sbin/nginx ] || { say "nginx is still missing at /usr/sbin/nginx" >&2; exit 1; }
  # Where the package started its system service (port 80), stop and disable it.
  if command -v systemctl >/dev/null 2>&1 && systemctl is-active --quiet nginx 2>/dev/null; then
    as_root systemctl disable --now nginx >/dev/null 2>&1 || true
  fi
fi
