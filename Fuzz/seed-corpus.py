#!/usr/bin/env python3
"""Writes the fuzzers' seed corpus from the files StoreFinder ships, so each run starts from
the tables, themes and examples as they are now, never from a copy that drifts from them.

    Fuzz/seed-corpus.py                     writes Fuzz/.build/fuzz-corpus (what run.sh reads)
    Fuzz/seed-corpus.py --output DIR        writes DIR instead
    Fuzz/seed-corpus.py --list              prints the sources of each target, writes nothing

The output folder is replaced: one subfolder per fuzz target (tables, themes, input,
messages, translations, tokens). Each seed is named after its source, so a failing seed points at its file.
"""
import argparse
import pathlib
import re
import shutil
import sys

FUZZ = pathlib.Path(__file__).resolve().parent
ROOT = FUZZ.parent
DEFAULT_OUTPUT = FUZZ / ".build" / "fuzz-corpus"

# Hostile values that fuzz-messages passes as each placeholder's value, one per seed in turn.
HOSTILE_VALUES = ["Regent Street", "\u202eevil\u202c", "\x1b]0;title\x07", "%{count}", "Санкт-Петербург"]


def sources():
    """The shipped files each target reads, by target."""
    examples = ROOT / "Examples"
    return {
        "tables": sorted((ROOT / "Localizations").glob("*.yml")),
        "themes": sorted((ROOT / "Themes").glob("*.yml")) + sorted((examples / "Tokens" / "Themes").glob("*.yml")),
        "input": sorted(examples.glob("*.json"))
        + sorted((examples / "Scenarios").glob("*.*"))
        + sorted((examples / "Specials").glob("*.json"))
        + sorted((examples / "Specials" / "Scenarios").glob("*.yml"))
        + sorted((examples / "Delivery").glob("*.*"))
        + sorted((examples / "Delivery" / "Geocode").glob("*.json"))
        + sorted((examples / "Delivery" / "Scenarios").glob("*.yml")),
        "translations": sorted((examples / "Translations").glob("*.xliff")),
        "tokens": sorted((examples / "Tokens").rglob("*.json"))
        + sorted((examples / "App" / "Sources" / "StoreFinderExampleApp" / "Themes").rglob("*.json"))
        + sorted((ROOT / "Tests" / "Fixtures" / "DesignTokens" / "Conformance").rglob("*.json")),
    }


def copy(files, folder):
    folder.mkdir(parents=True, exist_ok=True)
    for source in files:
        shutil.copyfile(source, folder / str(source.relative_to(ROOT)).replace("/", "-"))


def messages(tables, folder):
    """Every quoted translation with a placeholder, `%%` or a plural, one seed each, with a
    hostile value on its second line."""
    folder.mkdir(parents=True, exist_ok=True)
    seen = set()
    for table in tables:
        for match in re.finditer(r':\s*"((?:[^"\\]|\\.)*)"\s*$', table.read_text(encoding="utf-8"), re.MULTILINE):
            text = match.group(1).encode().decode("unicode_escape").encode("latin-1").decode("utf-8")
            if "%" in text:
                seen.add(text)
    for index, text in enumerate(sorted(seen)):
        value = HOSTILE_VALUES[index % len(HOSTILE_VALUES)]
        (folder / f"message-{index:03}").write_text(text + "\n" + value, encoding="utf-8")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--output", type=pathlib.Path, default=DEFAULT_OUTPUT,
                        help=f"the folder to write (default: {DEFAULT_OUTPUT.relative_to(ROOT)}); it is replaced")
    parser.add_argument("--list", action="store_true", help="print each target's source files and write nothing")
    arguments = parser.parse_args()
    files = sources()
    if arguments.list:
        for target, paths in files.items():
            for path in paths:
                print(f"{target}\t{path.relative_to(ROOT)}")
        print(f"messages\t(the quoted translations of {len(files['tables'])} tables)")
        return
    output = arguments.output.resolve()
    if output == ROOT or ROOT.is_relative_to(output) or not output.name:
        sys.exit(f"seed-corpus.py: refusing to replace {output}")
    shutil.rmtree(output, ignore_errors=True)
    for target, paths in files.items():
        copy(paths, output / target)
    messages(files["tables"], output / "messages")
    for folder in sorted(output.iterdir()):
        print(f"{folder.name}: {len(list(folder.iterdir()))} seeds")


if __name__ == "__main__":
    main()
