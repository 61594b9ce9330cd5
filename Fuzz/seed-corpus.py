#!/usr/bin/env python3
"""Writes the seed corpus from the files StoreFinder ships, so fuzzing starts from real input.

Run from anywhere; rewrites Fuzz/Corpus/. Each seed is named after its source, so a changed
seed shows up in review as the file it came from.
"""
import pathlib
import re
import shutil

FUZZ = pathlib.Path(__file__).resolve().parent
ROOT = FUZZ.parent
CORPUS = FUZZ / "Corpus"


def copy(sources, target):
    folder = CORPUS / target
    folder.mkdir(parents=True, exist_ok=True)
    for source in sources:
        name = str(source.relative_to(ROOT)).replace("/", "-")
        shutil.copyfile(source, folder / name)


def messages():
    """Every quoted translation with a placeholder, `%%` or a plural, one seed each, with a
    hostile value on its second line (what fuzz-messages passes as each placeholder's value)."""
    folder = CORPUS / "messages"
    folder.mkdir(parents=True, exist_ok=True)
    seen = set()
    for table in sorted((ROOT / "Localizations").glob("*.yml")):
        for match in re.finditer(r':\s*"((?:[^"\\]|\\.)*)"\s*$', table.read_text(encoding="utf-8"), re.MULTILINE):
            text = match.group(1).encode().decode("unicode_escape").encode("latin-1").decode("utf-8")
            if "%" in text and text not in seen:
                seen.add(text)
    values = ["Regent Street", "\u202eevil\u202c", "\x1b]0;title\x07", "%{count}", "Санкт-Петербург"]
    for index, text in enumerate(sorted(seen)):
        (folder / f"message-{index:03}").write_text(text + "\n" + values[index % len(values)], encoding="utf-8")


if __name__ == "__main__":
    shutil.rmtree(CORPUS, ignore_errors=True)
    copy(sorted((ROOT / "Localizations").glob("*.yml")), "tables")
    copy(sorted((ROOT / "Themes").glob("*.yml")), "themes")
    copy(sorted((ROOT / "Examples").glob("*.json")) + sorted((ROOT / "Examples" / "Scenarios").glob("*.yml"))
         + sorted((ROOT / "Examples" / "Specials").glob("*.json")) + sorted((ROOT / "Examples" / "Specials" / "Scenarios").glob("*.yml"))
         + sorted((ROOT / "Examples" / "Delivery").glob("*.*")) + sorted((ROOT / "Examples" / "Delivery" / "Geocode").glob("*.json"))
         + sorted((ROOT / "Examples" / "Delivery" / "Scenarios").glob("*.yml")),
         "input")
    messages()
    for folder in sorted(CORPUS.iterdir()):
        print(f"{folder.name}: {len(list(folder.iterdir()))} seeds")
