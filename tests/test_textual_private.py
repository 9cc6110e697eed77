"""What the app takes from Textual's (and textual-serve's) private parts is still there and still
does what we use it for; when a release moves it, these fail first, naming the version.

Everything private is taken in ``boardgames_tui/textual_private.py`` (textual-serve's
``Server._make_app`` aside: ``serve.py`` overrides it, and pyproject.toml bounds textual-serve to
the releases checked here)."""

from __future__ import annotations

import ast
import inspect
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import Footer, Markdown

import boardgames_tui
from boardgames_tui.textual_private import FooterKey, TrackedSlugs, character_to_key

TEXTUAL = f"Textual {version('textual')}"
MOVED = "boardgames_tui/textual_private.py takes it from a private module: update it there"


def private_imports(path: Path) -> list[str]:
    """The modules under a leading underscore that ``path`` imports from Textual."""
    found = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        names = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
        found += [
            name
            for name in names
            if name.split(".")[0] == "textual"
            and any(part.startswith("_") for part in name.split(".")[1:])
        ]
    return found


def test_only_textual_private_imports_textual_private_modules() -> None:
    root = Path(boardgames_tui.__file__).parent
    tests = Path(__file__).parent
    leaks = {
        str(path): names
        for path in [*root.rglob("*.py"), *tests.rglob("*.py")]
        if path.name != "textual_private.py" and (names := private_imports(path))
    }
    assert not leaks, f"import these through boardgames_tui/textual_private.py: {leaks}"


def test_a_moved_name_is_reported_with_the_textual_version() -> None:
    code = (
        "import sys\n"
        "sys.modules['textual._slug'] = None  # as if Textual had moved it\n"
        "import boardgames_tui.textual_private\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode != 0
    last = run.stderr.strip().splitlines()[-1]
    assert "ImportError" in last and TEXTUAL in last and "textual_private.py" in last, last


async def test_markdown_goes_to_the_heading_of_a_tracked_slug() -> None:
    # screens/help.py opens the rules at a lesson's heading this way.
    title = "Taxes, trade & the harbour (2)"
    filler = "text\n\n" * 40

    class Page(App[None]):
        def compose(self) -> ComposeResult:
            yield Markdown(f"# Top\n\n{filler}## {title}\n\nhere\n")

    app = Page()
    async with app.run_test(size=(60, 10)) as pilot:
        await pilot.pause()
        markdown = app.query_one(Markdown)
        assert markdown.goto_anchor(TrackedSlugs().slug(title)), f"{TEXTUAL}: {MOVED}"
        assert not markdown.goto_anchor(TrackedSlugs().slug("No such heading"))


async def test_the_footer_is_made_of_footer_keys() -> None:
    # widgets/steady.py updates the mounted FooterKey widgets in place, with their key,
    # action, key_display, description and _disabled.
    class Keys(App[None]):
        BINDINGS = [Binding("u", "undo", "Undo"), Binding("s", "save", "Save")]

        def compose(self) -> ComposeResult:
            yield Footer()

    app = Keys()
    async with app.run_test(size=(60, 5)) as pilot:
        keys: list[FooterKey] = []
        for _ in range(40):  # the footer composes its keys after the first frame: wait for it
            await pilot.pause(0.05)
            if keys := list(app.query_one(Footer).query(FooterKey)):
                break
        assert {key.description for key in keys} >= {"Undo", "Save"}, f"{TEXTUAL}: {MOVED}"
        for key in keys:
            for attribute in ("key", "action", "key_display", "description", "_disabled"):
                assert hasattr(key, attribute), f"{TEXTUAL}: FooterKey has no {attribute}"


def test_the_keymap_names_a_character_key_as_textual_binds_it() -> None:
    # keymap.py finds clashes between keys written as the player writes them ("?") and as
    # the bindings do ("question_mark"): both must come out as set_keymap binds them.
    assert [character_to_key(c) for c in "?.:+-u"] == [
        "question_mark", "full_stop", "colon", "plus", "minus", "u"
    ], f"{TEXTUAL}: {MOVED}"
    assert App._normalize_keymap({"x": "?,ctrl+z"}) == {"x": "question_mark,ctrl+z"}


def test_textual_serve_still_has_the_method_serve_py_overrides() -> None:
    pytest.importorskip("textual_serve")
    from textual_serve.server import Server

    made = getattr(Server, "_make_app", None)
    where = f"textual-serve {version('textual-serve')}"
    assert made is not None and inspect.iscoroutinefunction(made), (
        f"{where} has no Server._make_app: boardgames_tui/serve.py overrides it; "
        "bound textual-serve below this release in pyproject.toml, or move the override"
    )
    assert list(inspect.signature(made).parameters) == ["self"], where
