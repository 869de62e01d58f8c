#!/bin/sh
# The checks: lint (ESLint with the import walls, Prettier, knip) and the type checks (server,
# client, service worker). With no argument they run in two lanes side by side, about equally
# long on two cores: ESLint in one, the type checks, Prettier and knip in the other; `lint` or
# `types` runs one. The type checks use TypeScript 7, the compiler written in Go (the package
# typescript-7), which checks the three projects in a third of TypeScript 6's time; ESLint's
# TypeScript parser still needs TypeScript 6 (the package typescript).
# With CHECKS_CACHE=1 (npm run test:fast) ESLint, Prettier and tsc keep what they checked in
# node_modules/.cache and look again only at what changed, so the edit-run loop's next run takes
# seconds; npm test checks everything afresh.
cache=node_modules/.cache/checks
tsc=node_modules/typescript-7/bin/tsc

eslint_check() {
  if [ -n "$CHECKS_CACHE" ]; then
    eslint . --max-warnings 0 --cache --cache-location "$cache/eslint/"
  else
    eslint . --max-warnings 0
  fi
}

prettier_check() {
  if [ -n "$CHECKS_CACHE" ]; then
    prettier --check --cache --log-level warn .
  else
    prettier --check --log-level warn .
  fi
}

types() {
  for project in tsconfig.json src/client/tsconfig.json src/client/tsconfig.sw.json; do
    if [ -n "$CHECKS_CACHE" ]; then
      "$tsc" -p "$project" --incremental --tsBuildInfoFile "$cache/$(echo "$project" | tr / -).tsbuildinfo" || return 1
    else
      "$tsc" -p "$project" || return 1
    fi
  done
}

case "$1" in
  lint) eslint_check && prettier_check && knip ;;
  types) types ;;
  *)
    # Fails when either lane fails, after both have printed.
    eslint_check &
    linting=$!
    (
      status=0
      types || status=1
      prettier_check || status=1
      knip || status=1
      exit $status
    ) &
    others=$!
    status=0
    wait $linting || status=1
    wait $others || status=1
    exit $status
    ;;
esac
