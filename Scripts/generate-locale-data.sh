#!/usr/bin/env bash
# Regenerates Sources/App/StoreLocalization/Generated/LocaleDataTable.swift from the ICU in the
# Swift toolchain: clock patterns, AM and PM, digits, decimal separator and first weekday of
# every locale ICU knows. Run it after a toolchain update; the tests compare the table with ICU
# itself, so a stale table fails them.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swiftc -O -package-name StoreFinder Scripts/locale-data/main.swift Scripts/locale-data/NumberFormats.swift \
    Sources/App/StoreLocalization/LocaleData/LocaleDataKey.swift Sources/App/StoreLocalization/LocaleData/NumberPattern.swift -o "$work/locale-data"
"$work/locale-data" Sources/App/StoreLocalization/Generated/LocaleDataTable.swift
