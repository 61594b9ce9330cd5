#!/usr/bin/env python3
"""Fails when the manifest and the imports disagree.

For every Swift target of the package (libraries, executables and tests), compares the
modules its sources import with the dependencies Package.swift declares:

- an import of a package module that the target does not declare is an error: it builds
  today only because something else pulled the module in, and breaks when that changes;
- a declared dependency that no source of the target imports is an error: it costs a build
  edge, and it misstates the architecture.

The targets, their folders, sources and dependencies are read from
`swift package describe --type json`, so this checks what SwiftPM itself resolves. The sources
a build-tool plugin generates for a target (such as the documentation's snippets) count as
its sources: they are read from `.build/plugins/outputs`, so build before running this.

    python3 Scripts/check-manifest.py          # .ci/run runs it

A dependency that is declared for a reason other than an import is listed in BUILT_ONLY
below, with that reason.
"""
import glob
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Modules of the toolchain and the platform: importing them needs no declaration.
PLATFORM = {
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "_FoundationICU",
    "Glibc", "Musl", "Darwin", "Android", "WinSDK", "Dispatch", "Synchronization", "Testing",
    "XCTest", "FoundationXML", "FoundationNetworking", "PackagePlugin", "XcodeProjectPlugin", "os", "ucrt", "Observation",
    "SwiftUI", "UIKit",
}

# (target, dependency): declared so that it is built, not imported. Say why.
BUILT_ONLY = {
    # The end-to-end tests run the built `storefinder` binary as a subprocess.
    ("StoreFinderCLITests", "storefinder"),
}

# Package products whose module name differs from the product name.
PRODUCT_MODULES = {}

IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)", re.M)


def module_name(target_name):
    return target_name.replace("-", "_")


def imports_of(path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    # Comments and multi-line string literals may quote code, such as the source a generator
    # writes; strip them first.
    text = re.sub(r'(#*)"""(.*?)"""\1', "", text, flags=re.S)
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    return set(IMPORT.findall(text))


def main():
    described = json.loads(subprocess.run(
        ["swift", "package", "describe", "--type", "json"], cwd=ROOT, check=True, capture_output=True, text=True).stdout)
    targets = {target["name"]: target for target in described["targets"]}
    package_modules = {module_name(name) for name, target in targets.items() if target.get("type") != "plugin"}
    problems = []
    checked = 0
    for name, target in sorted(targets.items()):
        if target.get("type") in ("plugin", "system-target") or not target.get("sources"):
            continue
        checked += 1
        folder = os.path.join(ROOT, target["path"])
        imported = {}
        for source in target["sources"]:
            if not source.endswith(".swift"):
                continue
            for module in imports_of(os.path.join(folder, source)):
                imported.setdefault(module, os.path.join(target["path"], source))
        uses_plugins = any(targets.get(d, {}).get("type") == "plugin" for d in target.get("target_dependencies") or [])
        if uses_plugins:
            generated = glob.glob(os.path.join(ROOT, ".build", "plugins", "outputs", "*", name, "destination", "**", "*.swift"),
                                  recursive=True)
            if not generated:
                problems.append(f"{name}: applies a build-tool plugin whose output is not built; run `swift build --build-tests` first")
            for path in generated:
                for module in imports_of(path):
                    imported.setdefault(module, os.path.relpath(path, ROOT))
        declared = {}
        for dependency in target.get("target_dependencies") or []:
            if targets.get(dependency, {}).get("type") == "plugin":
                continue
            declared[module_name(dependency)] = dependency
        for product in target.get("product_dependencies") or []:
            for module in PRODUCT_MODULES.get(product, [product]):
                declared[module] = product
        for module, where in sorted(imported.items()):
            if module in declared or module in PLATFORM or module == module_name(name):
                continue
            if module in package_modules:
                problems.append(f"{where}: imports {module}, which the target {name} does not declare")
            else:
                problems.append(f"{where}: imports {module}, which is neither a dependency of {name} nor a platform module")
        for module, dependency in sorted(declared.items()):
            if module not in imported and (name, dependency) not in BUILT_ONLY:
                problems.append(f"Package.swift: {name} declares {dependency}, which none of its sources imports")
    for problem in problems:
        print(f"check-manifest: {problem}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"check-manifest: the imports of {checked} targets match their declared dependencies")


if __name__ == "__main__":
    main()
