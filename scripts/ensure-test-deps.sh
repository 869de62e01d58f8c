#!/bin/sh
# The browser tests need Debian's Chromium headless shell, the whole Chromium (the tests of
# notifications: the shell cannot show them) and CJK fonts (Playwright's own browser download
# does not work on these machines). Installs whichever is missing.
set -e
missing=""
[ -x /usr/bin/chromium-headless-shell ] || missing="$missing chromium-headless-shell"
[ -x /usr/bin/chromium ] || missing="$missing chromium"
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing="$missing fonts-noto-cjk"
[ -z "$missing" ] && exit 0
echo "Installing Debian packages for the browser tests:$missing"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
