#!/usr/bin/env bash
# The browser test of xiangqi-web, as .ci/run runs it: installs Debian's Chromium (and
# a CJK font for the screenshots) when missing, playwright-core from the lockfile,
# builds the server, and runs test.mjs. Screenshots land in web/e2e/artifacts/.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")"

need_apt=()
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
command -v npm >/dev/null 2>&1 || need_apt+=(nodejs npm)
fc-list 2>/dev/null | grep -qi "wenquanyi\|noto sans cjk\|noto serif cjk" || need_apt+=(fonts-wqy-zenhei)
if ((${#need_apt[@]})); then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    printf 'installing %s\n' "${need_apt[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

npm ci --no-audit --no-fund --loglevel=error
cargo build --release -p xiangqi-web
node test.mjs
