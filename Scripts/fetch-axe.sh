#!/usr/bin/env bash
# Refreshes Tests/StoreFinderCLITests/axe/axe.min.js, the axe-core build the browser tests
# audit the HTML report with, from PyPI's axe-playwright-python wheel (it ships axe.min.js):
# nothing is fetched from anywhere else. The file is committed, so the tests and CI need no
# network; run this to move to a newer axe-core, and update the pin below and NOTICE.
#
#   Scripts/fetch-axe.sh
set -euo pipefail
cd "$(dirname "$0")/.."
wheel_version=0.1.8          # axe-playwright-python
axe_version=4.12.1           # the axe-core it ships
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
pip download "axe-playwright-python==$wheel_version" --no-deps --quiet -d "$scratch"
python3 - "$scratch"/axe_playwright_python-*.whl <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as wheel:
    source = wheel.read("axe_playwright_python/axe.min.js")
open("Tests/StoreFinderCLITests/axe/axe.min.js", "wb").write(source)
PY
head -1 Tests/StoreFinderCLITests/axe/axe.min.js | grep -q "axe v$axe_version" \
    || { echo "the wheel no longer ships axe-core $axe_version; update the pin and NOTICE" >&2; exit 1; }
echo "Tests/StoreFinderCLITests/axe/axe.min.js: axe-core $axe_version"
