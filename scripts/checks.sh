#!/bin/sh
# The checks: lint (ESLint with the import walls, Prettier, knip) and the type checks (server,
# client, service worker). With no argument both run side by side: each is one process on one
# core, so together they take about as long as the slower one; `lint` or `types` runs one.
# With CHECKS_CACHE=1 (npm run test:fast) ESLint, Prettier and tsc keep what they checked in
# node_modules/.cache and look again only at what changed, so the edit-run loop's next run takes
# seconds; npm test checks everything afresh.
cache=node_modules/.cache/checks

lint() {
  if [ -n "$CHECKS_CACHE" ]; then
    eslint . --max-warnings 0 --cache --cache-location "$cache/eslint/" || return 1
    prettier --check --cache --log-level warn . || return 1
  else
    eslint . --max-warnings 0 || return 1
    prettier --check . || return 1
  fi
  knip
}

types() {
  for project in tsconfig.json src/client/tsconfig.json src/client/tsconfig.sw.json; do
    if [ -n "$CHECKS_CACHE" ]; then
      tsc -p "$project" --incremental --tsBuildInfoFile "$cache/$(echo "$project" | tr / -).tsbuildinfo" || return 1
    else
      tsc -p "$project" || return 1
    fi
  done
}

case "$1" in
  lint) lint ;;
  types) types ;;
  *)
    # Fails when either fails, after both have printed.
    lint &
    linting=$!
    types &
    typing=$!
    status=0
    wait $linting || status=1
    wait $typing || status=1
    exit $status
    ;;
esac
