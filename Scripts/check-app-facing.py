#!/usr/bin/env python3
"""Fails when an app-facing product can reach a tool-side target, or a library an iOS app
cannot link.

An app links the products below. Their closure of targets (following target
dependencies, not plugin tools, which run on the build machine) must be exactly the
app-facing targets, and the packages they use must be the portable ones. The closure is
read from `swift package describe --type json`, so it is what SwiftPM itself resolves.

    python3 Scripts/check-app-facing.py          # .ci/run runs it

The tests of the app-facing modules, and the test support they share, may link only
app-facing targets too, so that they build and run where the tools cannot (an iOS
simulator, a Mac without libyaml).

Source imports are checked too, by AppFacingImportTests.
"""
import json
import subprocess
import sys

APP_PRODUCTS = ["StoreFinder", "StoreDomain", "StoreLocalization", "StoreTheme", "StorePresentation"]
APP_TARGETS = {"StoreDisplayText", "StoreText", "StoreDomain", "StoreLocalization", "StoreTheme", "StorePresentation"}
PORTABLE_PRODUCTS = {"Logging", "RealModule"}
# The tests of app-facing code and their support: app-facing targets only, like the products.
APP_TESTS = ["StoreTestSupport", "StoreDisplayTextTests", "StoreDomainTests", "StoreLocalizationTests", "StoreThemeTests",
             "StorePresentationTests", "StoreFinderProjectTests"]
TEST_ONLY = {"StoreTestSupport"}
# Tool-side leaves the app-facing tests may use: targets that depend on nothing (no target, no
# package product, no system library), so they build wherever the tests do.
PORTABLE_LEAVES = {"StoreSeededRandom", "StoreTextDiff"}
MINIMUMS = {"ios": "18.0", "macos": "15.0"}


def main():
    described = json.loads(subprocess.run(["swift", "package", "describe", "--type", "json"],
                                          check=True, capture_output=True, text=True).stdout)
    targets = {target["name"]: target for target in described["targets"]}
    products = {product["name"]: product for product in described["products"]}
    problems = []
    for name in APP_PRODUCTS:
        seen = set()
        stack = list(products[name]["targets"])
        while stack:
            target = stack.pop()
            if target in seen:
                continue
            if targets[target].get("type") == "plugin":
                continue  # a build-tool plugin runs on the build machine; nothing of it is linked
            seen.add(target)
            stack += targets[target].get("target_dependencies", [])
            for product in targets[target].get("product_dependencies", []):
                if product not in PORTABLE_PRODUCTS:
                    problems.append(f"{name}: {target} uses the package product {product}, which is not known to build for iOS")
            if targets[target].get("type") == "system-target":
                problems.append(f"{name}: {target} is a system library (pkg-config), which no iOS SDK has")
        for target in sorted(seen - APP_TARGETS):
            problems.append(f"{name}: reaches the tool-side target {target}")
    for name in sorted(PORTABLE_LEAVES):
        leaf = targets.get(name, {})
        if not leaf or leaf.get("target_dependencies") or leaf.get("product_dependencies") or leaf.get("type") == "system-target":
            problems.append(f"{name}: is listed as a portable leaf, but is missing or depends on something")
    for name in APP_TESTS:
        if name not in targets:
            problems.append(f"{name}: no such target; update APP_TESTS")
            continue
        seen = set()
        stack = list(targets[name].get("target_dependencies", []))
        while stack:
            target = stack.pop()
            if target in seen or targets[target].get("type") == "plugin":
                continue
            seen.add(target)
            stack += targets[target].get("target_dependencies", [])
        for target in sorted(seen - APP_TARGETS - TEST_ONLY - PORTABLE_LEAVES):
            problems.append(f"{name}: an app-facing test reaches the tool-side target {target}")
    platforms = {platform["name"]: platform["version"] for platform in described.get("platforms", [])}
    for platform, version in MINIMUMS.items():
        if platforms.get(platform) != version:
            problems.append(f"the manifest declares {platform} {platforms.get(platform)}, but the app-facing code needs {version} (Mutex)")
    for problem in problems:
        print(f"check-app-facing: {problem}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"check-app-facing: {', '.join(APP_PRODUCTS)} reach only {', '.join(sorted(APP_TARGETS))}, "
          f"{' and '.join(sorted(PORTABLE_PRODUCTS))}; {len(APP_TESTS) - 1} app-facing test targets and their "
          f"support reach no tool-side target but the leaves {', '.join(sorted(PORTABLE_LEAVES))}")


if __name__ == "__main__":
    main()
