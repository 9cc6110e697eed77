"""The architecture is enforced: the rules never import the UI or its libraries."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import boardgames_rules

FORBIDDEN = ("textual", "rich", "boardgames_tui")


def test_rules_never_import_ui_packages() -> None:
    # A fresh interpreter, so modules imported by other tests cannot hide a leak.
    code = (
        "import sys, importlib, pkgutil, boardgames_rules as rules\n"
        "for m in pkgutil.walk_packages(rules.__path__, 'boardgames_rules.'):\n"
        "    importlib.import_module(m.name)\n"
        f"bad = sorted(n for n in sys.modules if n.split('.')[0] in {FORBIDDEN!r})\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_no_rules_source_mentions_ui_packages() -> None:
    root = Path(boardgames_rules.__file__).parent
    for path in root.rglob("*.py"):
        for line in path.read_text("utf-8").splitlines():
            words = line.split()
            if words[:1] in (["import"], ["from"]) and len(words) > 1:
                assert words[1].split(".")[0] not in FORBIDDEN, f"{path}: {line}"
