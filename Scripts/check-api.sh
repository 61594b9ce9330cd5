#!/usr/bin/env bash
# Fails on a breaking change to the app-facing API that CHANGELOG.md does not declare.
#
# Compares the API of the `StoreFinder` product (the five app-facing modules) with the last
# release CHANGELOG.md records (its "Release commit:" line), through
# `swift package diagnose-api-breaking-changes`. Every message listed in an `api-breakage`
# block of the changelog's "Unreleased" section is allowed; any other breaking change fails.
#
#   Scripts/check-api.sh          # .ci/run runs it
set -euo pipefail
cd "$(dirname "$0")/.."

baseline=$(grep -m1 -oE '^Release commit: `[0-9a-f]{40}`' CHANGELOG.md | grep -oE '[0-9a-f]{40}' || true)
if [[ -z "$baseline" ]]; then
    echo "check-api: CHANGELOG.md records no release commit (a line 'Release commit: \`<40 hex digits>\`')" >&2
    exit 1
fi
if ! git cat-file -e "$baseline^{commit}" 2>/dev/null; then
    echo "check-api: the last release's commit $baseline is not in this clone; fetch its history (git fetch --unshallow)" >&2
    exit 1
fi

# SwiftPM leaves one temporary file and one copy of the allowlist per module in TMPDIR; they go
# into a folder of this run's own, removed on exit with the allowlist.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
allowlist=$work/allowlist.txt
# The api-breakage blocks between "## Unreleased" and the next version's heading.
awk '/^## /{ unreleased = ($0 == "## Unreleased") } unreleased && /^```api-breakage/{ block = 1; next } block && /^```/{ block = 0 } block' \
    CHANGELOG.md > "$allowlist"
echo "check-api: comparing with the release at $baseline; $(wc -l < "$allowlist" | tr -d ' ') changes declared in CHANGELOG.md"
# The release's API is read from API/Baseline/<commit>/, generated once from that commit and
# committed beside this script, rather than built again on every run: a fresh clone saves the
# build of the release. With a baseline, the current API is read from the build folder that
# `swift build` and `swift test` use, so after them nothing is compiled again (CONTRIBUTING,
# "Continuous integration"), and the modules compared are those the baseline has: a module the
# release did not have (StoreDisplayText) has nothing to break, and naming it would make the
# tool build the release to look for it.
# A release with no baseline yet is built, and its baseline written to API/Baseline to commit.
# That build goes into a scratch folder of its own: the tool builds the release into the
# scratch folder's `debug`, whose objects of the old modules the next build would link.
if compgen -G "API/Baseline/$baseline/*.json" >/dev/null; then
    scratch=.build
    scope=()
    for file in API/Baseline/"$baseline"/*.json; do scope+=(--targets "$(basename "$file" .json)"); done
else
    scratch=.build-api
    scope=(--products StoreFinder)
fi
TMPDIR=$work swift package --scratch-path "$scratch" diagnose-api-breaking-changes "$baseline" "${scope[@]}" \
    --baseline-dir API/Baseline --breakage-allowlist-path "$allowlist"
