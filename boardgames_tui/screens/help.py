"""The rules of the game being played, and the keys."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Markdown

COMMON_KEYS = """
## Keys

- **arrows** or **h j k l**: move the cursor; **Enter** or a click: choose what is under it
- **Esc**: cancel the current choice
- **:** type an action in notation (see Notation below), **Enter** plays it
- **u**: undo your last action (never past a roll, a draw or another player's decision)
- **An open menu** takes the arrows, PageUp/PageDown and Enter: they move in it and pick the
  highlighted entry (**h j k l** still move the cursor; **Esc** closes the menu).
  **1-9**, then **0** and the letters shown beside the entries, pick at once. "▼ 3 more" on
  its border means entries below: scroll to them with the arrows.
- **Ctrl+S**: save now (every action is also saved at once); **q**: save and quit
- **?**: this help (Esc closes it, Home/End jump)
- **Ctrl+P**: the command palette (save, undo, hint, seats, rules, theme, seat colours)
- **n**: show or hide what changed since your last turn
- **B**: hand a seat to a bot (a player has to leave) or take it back; saved with the game,
  and undo never goes back past it
"""


class HelpScreen(ModalScreen[None]):
    CSS_PATH = Path(__file__).with_name("help.tcss")  # also for subclasses elsewhere
    BINDINGS = [
        Binding("escape,q,question_mark", "close", "Close"),
        Binding("up,k", "scroll(-1)", "Up", show=False),
        Binding("down,j", "scroll(1)", "Down", show=False),
    ]

    def __init__(
        self, title: str, rules_text: str, extra_keys: str = "", section: str | None = None
    ) -> None:
        super().__init__()
        self._text = f"# {title}\n\n{COMMON_KEYS}\n{extra_keys}\n\n{rules_text}"
        self._section = section  # a heading to open at (a lesson's step is about it)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-scroll"):
            yield Markdown(self._text)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(VerticalScroll).focus()

    def on_markdown_table_of_contents_updated(self, event: Markdown.TableOfContentsUpdated) -> None:
        if self._section:
            # Textual finds a heading by its slug, as GitHub makes them.
            from boardgames_tui.textual_private import TrackedSlugs

            self.call_after_refresh(event.markdown.goto_anchor, TrackedSlugs().slug(self._section))

    def action_scroll(self, delta: int) -> None:
        self.query_one(VerticalScroll).scroll_relative(y=delta * 3)

    def action_close(self) -> None:
        self.dismiss(None)
