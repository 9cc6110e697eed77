"""The rules of the game being played, and the keys."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path

from boardgames_rules.core.i18n import N_, _
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Markdown

from boardgames_tui.widgets.footer import Footer

# The keys every game shares.  Each {name} is a key, or keys, that the player may remap in
# config.toml's [keys] table: KEY_WORDS says which binding ids it names.
COMMON_KEYS = N_("""
## Keys

- {move}: move the cursor; {choose} or a click: choose what is under it
- {cancel}: cancel the current choice
- {command} type an action in notation (see Notation below), **Enter** plays it
- {undo}: undo your last action (never past a roll, a draw or another player's decision)
- {hint}: a hint: the move the strongest bot would make for you, and why
- **An open menu** takes the arrows, PageUp/PageDown and Enter: they move in it and pick the
  highlighted entry ({move_letters} still move the cursor; {cancel} closes the menu).
  **1-9**, then **0** and the letters shown beside the entries, pick at once. "▼ 3 more" on
  its border means entries below: scroll to them with the arrows.
- {save}: save now (every action is also saved at once); {quit}: save and quit
- {rules}: this help (Esc closes it, Home/End jump). When the footer is too narrow for every
  key it reads **? Help**, and {command} (Type), {hint} (Hint) and {undo} (Undo) leave it:
  they still work.
- **Ctrl+P**: the command palette (save, undo, hint, seats, rules, theme, seat colours)
- {news}: show or hide what changed since your last turn
- {seats}: hand a seat to a bot (a player has to leave) or take it back; saved with the game,
  and undo never goes back past it
""")

# Each placeholder of COMMON_KEYS: the binding ids whose keys it names, and the words it shows
# while none of them is remapped (as the text was written before keys could be remapped).
KEY_WORDS: dict[str, tuple[tuple[str, ...], str]] = {
    "move": (
        ("board.up", "board.down", "board.left", "board.right"),
        N_("**arrows** or **h j k l**"),
    ),
    "move_letters": (("board.up", "board.down", "board.left", "board.right"), "**h j k l**"),
    "choose": (("board.choose",), "**Enter**"),
    "cancel": (("game.cancel",), "**Esc**"),
    "command": (("game.command",), "**:**"),
    "undo": (("game.undo",), "**u**"),
    "hint": (("game.hint",), "**H**"),
    "save": (("game.save",), "**Ctrl+S**"),
    "quit": (("game.quit",), "**q**"),
    "rules": (("common.rules",), "**?**"),
    "news": (("game.news",), "**n**"),
    "seats": (("game.seats",), "**B**"),
}


def common_keys(keymap: Mapping[str, str], names: Callable[[], Mapping[str, str]]) -> str:
    """COMMON_KEYS in the active language, naming the keys after ``keymap`` (the player's
    [keys]); ``names`` gives every id's keys as the footer shows them, asked only when a key
    the text names is remapped."""
    words: dict[str, str] = {}
    for name, (ids, default) in KEY_WORDS.items():
        if any(binding_id in keymap for binding_id in ids):
            shown = names()
            words[name] = "**" + " ".join(shown[binding_id] for binding_id in ids) + "**"
        else:
            words[name] = _(default)  # key names read the same in every language but one
    return _(COMMON_KEYS).format(**words)


class HelpScreen(ModalScreen[None]):
    CSS_PATH = Path(__file__).with_name("help.tcss")  # also for subclasses elsewhere
    BINDINGS = [
        Binding("escape,q,question_mark", "close", N_("Close"), id="help.close"),
        Binding("up,k", "scroll(-1)", N_("Up"), show=False, id="help.up"),
        Binding("down,j", "scroll(1)", N_("Down"), show=False, id="help.down"),
    ]

    def __init__(
        self, title: str, rules_text: str, extra_keys: str = "", section: str | None = None
    ) -> None:
        super().__init__()
        self._title, self._rules, self._extra_keys = title, rules_text, extra_keys
        self._section = section  # a heading to open at (a lesson's step is about it)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-scroll"):
            yield Markdown(self.text())
        yield Footer()

    def text(self) -> str:
        """The title, the keys (after the player's [keys], in the active language), then the
        game's own keys and rules."""
        app = self.app  # BoardgamesApp, or a test's bare App with no remapped keys
        keys = common_keys(getattr(app, "remapped_keys", {}), getattr(app, "key_names", dict))
        return f"# {self._title}\n\n{keys}\n{self._extra_keys}\n\n{self._rules}"

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
