#!/bin/sh
# Lint and type checks side by side: each is one process on one core, so together they take
# about as long as the slower one. Fails when either fails, after both have printed.
npm run -s lint &
lint=$!
npm run -s typecheck &
types=$!
status=0
wait $lint || status=1
wait $types || status=1
exit $status
