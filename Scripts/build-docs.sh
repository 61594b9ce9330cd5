#!/usr/bin/env bash
# Builds the DocC documentation into one archive, with warnings as errors: the app-facing
# modules' catalogue and the tool's (`storefinder`), side by side. Then checks that every
# public symbol of the app-facing modules has a documentation comment.
#
#   Scripts/build-docs.sh [OUTPUT]      default .build/docs/StoreFinder
#
# The archive is a static site: serve it (python3 -m http.server) and open
# /documentation/storepresentation, or /documentation/storefinder for the tool. .ci/run runs
# this script.
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/docs/StoreFinder}
mkdir -p "$(dirname "$output")"
rm -rf "$output"
targets=()
for module in StoreDisplayText StoreDomain StoreLocalization StoreTheme StorePresentation storefinder; do
    targets+=(--target "$module")
done
# DocC leaves an empty folder in TMPDIR; it goes into one of this run's own, removed on exit.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
TMPDIR=$work swift package --allow-writing-to-directory "$(dirname "$output")" generate-documentation "${targets[@]}" \
    --enable-experimental-combined-documentation --output-path "$output" --warnings-as-errors
python3 Scripts/check-docs.py
