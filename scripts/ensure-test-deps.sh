#!/bin/sh
# The browser tests need Debian's Chromium headless shell, the whole Chromium (the tests of
# notifications: the shell cannot show them), CJK fonts (Playwright's own browser download
# does not work on these machines), and for the member flows in the other engines WebKitGTK's
# WebDriver (which drives its MiniBrowser, on a virtual display: xvfb, xauth) and Firefox ESR.
# Installs whichever is missing.
set -e
missing=""
[ -x /usr/bin/chromium-headless-shell ] || missing="$missing chromium-headless-shell"
[ -x /usr/bin/chromium ] || missing="$missing chromium"
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing="$missing fonts-noto-cjk"
[ -x /usr/bin/WebKitWebDriver ] || missing="$missing webkit2gtk-driver"
[ -x /usr/bin/xvfb-run ] || missing="$missing xvfb"
[ -x /usr/bin/xauth ] || missing="$missing xauth"
[ -x /usr/bin/firefox-esr ] || missing="$missing firefox-esr"
[ -z "$missing" ] && exit 0
echo "Installing Debian packages for the browser tests:$missing"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
