#!/usr/bin/env bash
# Regenerates Sources/App/StorePresentation/Generated/ClockPatternTable.swift from the ICU in
# the Swift toolchain. Run it after a toolchain update; the tests compare the table with
# DateFormatter, so a stale table fails them.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swiftc -O Scripts/time-patterns/main.swift Sources/App/StorePresentation/Context/ClockPatternKey.swift -o "$work/time-patterns"
"$work/time-patterns" Sources/App/StorePresentation/Generated/ClockPatternTable.swift
