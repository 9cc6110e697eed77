""" "Since your last turn" on a game screen: marks on the board and a summary above the log.

Shown when a seat has the keyboard on its own turn; cleared by that seat's next action, or
hidden with the key ``n``.  Everything comes from :func:`boardgames_tui.catch_up.catch_up`,
which reads only that seat's views.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, cast

from boardgames_rules.core import i18n
from boardgames_rules.core.game import LogEntry
from boardgames_rules.core.i18n import _, ngettext
from rich.console import Group
from rich.text import Text
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.strip import Strip

from boardgames_tui.catch_up import CatchUp, catch_up
from boardgames_tui.language import assemble
from boardgames_tui.styles import beside
from boardgames_tui.theme import seat_style
from boardgames_tui.widgets.action_log import EntryLines

if TYPE_CHECKING:
    from boardgames_tui.table import Table

SHOWN_ACTIONS = 6  # the summary's most recent actions; older ones are counted, not listed


def summary(players: tuple[str, ...], news: CatchUp) -> Group:
    """The summary in words: one line per log line of each other seat's action, then scores."""
    lines: list[Text] = []
    # An action with no line in this seat's log (Polis's "end", a hidden choice) is only
    # mentioned for a seat that has no other line here: "Sparta: (played)" under Sparta's
    # move said nothing the move had not.
    logged = {actor for actor, entries in news.actions if entries}
    unlogged: set[int] = set()
    for actor, entries in news.actions:
        seat = actor if 0 <= actor < len(players) else None
        if not entries and actor not in logged and actor not in unlogged:
            unlogged.add(actor)
            name = players[actor] if seat is not None else _("the game")
            said = _("{player} played (not in your log)")
            lines.append(assemble(said, player=(name, seat_style(seat))))
        for entry in entries:
            lines.append(summary_line(players, actor, entry))
    hidden = len(lines) - SHOWN_ACTIONS
    lines = lines[-SHOWN_ACTIONS:]
    if hidden > 0:
        earlier = ngettext(
            "… {count} earlier line in the log", "… {count} earlier lines in the log", hidden
        )
        lines.insert(0, Text(earlier.format(count=hidden), style="dim"))
    if news.scores:
        said = _("Scores: {scores}").format(scores=", ".join(news.scores))
        lines.append(Text(said, style="bold"))
    if news.places:
        count = len(news.places)
        # One row of the narrowest box (22 columns inside its border, padding and scroll bar):
        # a short column may leave the box a row or two. The ◆ marks on the board say "place".
        marked = _("◆ {count} marked · n hides").format(count=count)
        lines.append(Text(marked, "dim"))
    return Group(*lines)


def summary_line(players: tuple[str, ...], actor: int, entry: LogEntry) -> Text:
    """One log line, in the colour the log gives it; named only where the line does not say who.

    An action's lines tell what followed from it too ("Round 3, phase 2", "Red draws 5
    cards", "You draw ..."): those are not the actor's words, so they get no "Blue:"."""
    seat = entry.seat if entry.seat is not None and 0 <= entry.seat < len(players) else None
    text = entry.rendered(players)  # in the language on screen, now
    if seat is None or seat != actor or says_who(text, players[seat]):
        return Text(text, style=seat_style(seat))
    return Text.assemble((players[seat], seat_style(seat)), f": {text}")


def says_who(text: str, name: str) -> bool:
    """Whether ``text`` opens with ``name`` as a word: "Athens moves", "Athens's proxenos"."""
    rest = text[len(name) : len(name) + 1]
    return text.startswith(name) and not (rest.isalnum() or rest == "_")


class MarksPlaces(Protocol):
    """A board that marks places (since the seat's last turn, a lesson's step, a replay's)."""

    def set_changed(self, places: frozenset[str]) -> None: ...


class SinceBox(VerticalScroll):
    """The summary in a box that scrolls, so a column that caps it keeps the newest lines,
    each whole (the log's :class:`EntryLines`: no line starts in sight halfway)."""

    DEFAULT_CSS = beside(__file__)

    def __init__(self) -> None:
        self._text = EntryLines()
        self._rendered: dict[tuple, list[Strip]] = {}  # each line's rows: see LogLines
        super().__init__(self._text, id="since")
        self.border_title = _("Since your last turn")

    def on_mount(self) -> None:
        # When the column caps the box, the newest lines are the ones to keep in sight, at
        # every new summary and every new size, until the player scrolls up to read.
        self.anchor()

    def on_resize(self) -> None:
        self._text.follow(self.scrollable_content_region.height)

    def update(self, content: Group | Text) -> None:
        """The summary's lines (a Group of Texts), or one Text."""
        self.border_title = _("Since your last turn")  # in the language of the summary
        parts = content.renderables if isinstance(content, Group) else [content]
        lines = [line for line in parts if isinstance(line, Text)]
        self._text.show(lines, self._rendered)


class SinceYourLastTurn(Screen[None]):
    """Part of GameScreen (needs its ``table`` and ``say``); :meth:`refresh_since` runs at the
    end of every redraw."""

    table: Table

    _since_key: tuple[Any, ...] | None = None
    _since_hidden: bool = False
    since_news: CatchUp | None = None

    def board_widget(self) -> MarksPlaces | None:
        """The board that marks places: the first widget of the board area with ``set_changed``."""
        for widget in self.query_one("#board-area").query("*"):
            if callable(getattr(widget, "set_changed", None)):
                return cast(MarksPlaces, widget)
        return None

    def refresh_since(self) -> None:
        table = self.table
        session = table.session
        seat, current = table.keyboard, table.current
        key = (seat, current, table.played, i18n.current())  # the words too: see summary
        if key == self._since_key:
            return
        self._since_key = key
        # The player may keep the box shut until asked for (config: since_box_opens = false).
        settings = getattr(self.app, "settings", None)
        self._since_hidden = settings is not None and not settings.since_box_opens
        # A lesson's panel says what happened: no catch-up box beside it.
        in_lesson = getattr(self, "lesson", None) is not None
        human_turn = seat is not None and seat == current and seat not in session.bots
        human_turn = human_turn and not in_lesson
        self.since_news = catch_up(session, seat) if human_turn and seat is not None else None
        self._show_since()

    def _show_since(self) -> None:
        news = None if self._since_hidden else self.since_news
        board = self.board_widget()
        if board is not None:
            board.set_changed(news.places if news is not None else frozenset())
        box = self._since_box()
        if box is None:
            return
        # A class, not the inline display, so an open menu can still put the box aside (CSS).
        shown = news is not None and not news.empty
        box.set_class(not shown, "-empty")
        if shown and news is not None:
            box.update(summary(self.table.players, news))

    def _since_box(self) -> SinceBox | None:
        found = self.query("#since")
        if found:
            return found.first(SinceBox)
        side = self.query("#side")
        if not side:
            return None
        box = SinceBox()
        side.first().mount(box, before=0)
        return box

    def say(self, message: str, error: bool = False) -> None:
        raise NotImplementedError  # GameScreen's, which comes first in its class's order

    def action_toggle_since(self) -> None:
        """``n``: hide the marks and the summary (or show them again)."""
        if self.since_news is None or self.since_news.empty:
            self.say(_("Nothing changed since your last turn."))
            return
        self._since_hidden = not self._since_hidden
        self._show_since()
