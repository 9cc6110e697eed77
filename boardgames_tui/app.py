"""The Textual app: title screen, new-game dialog and the game screens."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeGuard, Unpack, runtime_checkable

from boardgames_rules import GAMES, get_game
from boardgames_rules.core import i18n
from boardgames_rules.core.i18n import N_, _
from boardgames_rules.core.save import SaveError
from boardgames_rules.core.session import Session
from rich.text import Text
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.command import DiscoveryHit, Hit, Hits, Provider

from boardgames_tui import config, debug_log, theme
from boardgames_tui.lesson_progress import Progress
from boardgames_tui.save_lock import SaveHandle, SaveInUse
from boardgames_tui.screens.registry import screen_for
from boardgames_tui.storage import Storage, data_dir, load_session
from boardgames_tui.styles import beside
from boardgames_tui.table import LessonMode, ReplayMode, Table

if TYPE_CHECKING:
    from textual.screen import Screen

    from boardgames_tui.screens.new_game import NewGameRequest
    from boardgames_tui.screens.title import TitleScreen


SCREENS = Path(__file__).with_name("screens")


def random_seed() -> int:
    from secrets import randbelow  # hmac and hashlib: not needed to start

    return randbelow(10**9)


def is_title(screen: object) -> TypeGuard[TitleScreen]:
    """Whether ``screen`` is the title screen (not imported to open a game straight away)."""
    title = sys.modules.get("boardgames_tui.screens.title")
    return title is not None and isinstance(screen, title.TitleScreen)


@dataclass(frozen=True)
class Start:
    """What the app opens on: the title screen, a game's new-game dialog, or a game."""

    game: str | None = None
    session: Session | None = None
    save_path: Path | None = None
    message: str = ""
    replay: bool = False  # open the session read-only in the replay screen
    # The latest unfinished game if there is one, else the title screen: what a browser page
    # opens (`boardgames serve`), so reloading the page goes on with the same game and file.
    resume: bool = False
    learn: str | None = None  # a game whose lessons to open (`boardgames learn GAME`)


@runtime_checkable
class PlayedScreen(Protocol):
    """A screen with a game on it: what the command palette offers there."""

    session: Session

    def action_save(self) -> None: ...
    def action_undo(self) -> None: ...
    def action_hint(self) -> None: ...
    def action_seats(self) -> None: ...
    def action_help(self) -> None: ...


class GameCommands(Provider):
    """The game's own commands in the command palette (Ctrl+P), beside Textual's."""

    def commands(self) -> list[tuple[str, str, Callable[[], object]]]:
        screen, app = self.screen, self.app
        assert isinstance(app, BoardgamesApp)  # the provider of this app's commands
        found: list[tuple[str, str, Callable[[], object]]] = []
        if isinstance(screen, PlayedScreen):
            # The words of the keys that do the same (game_keys.py), in the same language.
            found += [
                (
                    _("Save"),
                    _("save the game now (every action is saved anyway)"),
                    screen.action_save,
                ),
                (_("Undo"), _("take back your last action"), screen.action_undo),
                (_("Hint"), _("the Hard bot's suggestion for your turn"), screen.action_hint),
                (_("Seats"), _("hand a seat to a bot, or take it back"), screen.action_seats),
                (_("Rules"), _("this game's rules and keys"), screen.action_help),
            ]
        elif is_title(screen):
            found.append((_("Rules"), _("the highlighted game's rules"), screen.action_rules))
            found.append((_("Learn"), _("the highlighted game's lessons"), screen.action_learn))
        for name, game in GAMES.items():
            found.append(
                (
                    f"Learn {game.title}",
                    f"a guided first game of {game.title}",
                    partial(app.open_lessons, name),
                )
            )
        for code in i18n.available():
            found.append(
                (
                    _("Language: {name}").format(name=i18n.language_name(code)),
                    _("the language of every screen, at once"),
                    partial(app.set_language, code),
                )
            )
        found.append(("Theme", "choose the colours of the whole app", app.action_change_theme))
        for name, title in theme.PALETTE_TITLES.items():
            found.append(
                (
                    f"Seat colours: {title}",
                    "the colours of the players' names and pieces",
                    partial(app.set_seat_colours, name),
                )
            )
        return found

    async def discover(self) -> Hits:
        for name, help_text, callback in self.commands():
            yield DiscoveryHit(name, callback, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for name, help_text, callback in self.commands():
            score = matcher.match(name)
            if score > 0:
                yield Hit(score, matcher.highlight(name), callback, help=help_text)


class BoardgamesApp(App[None]):
    """Constructible with no arguments (``textual run``, textual-serve): saves then go to
    ``$BOARDGAMES_HOME`` or the platform's data folder, settings to ``config.config_path()``."""

    TITLE = "boardgames"
    CSS = beside(__file__)
    # Read as the app starts: a screen that brings a style sheet the app has not read yet makes
    # Textual parse every style sheet again (its own widgets' too) before its first frame.
    CSS_PATH = [SCREENS / "game_base.tcss", SCREENS / "handover.tcss"]
    COMMANDS = App.COMMANDS | {GameCommands}
    BINDINGS = [Binding("f12", "screenshot", N_("Screenshot"), show=False, id="app.screenshot")]

    def __init__(
        self,
        storage: Storage | None = None,
        start: Start | None = None,
        bot_delay: float | None = None,
        theme_name: str | None = None,
        settings_path: Path | None = None,
    ) -> None:
        super().__init__()
        self.storage = storage or Storage(data_dir())
        self._progress: Progress | None = None  # lessons done, read on first use
        self.start = start or Start()
        self.settings_path = settings_path or config.config_path()
        # Why games cannot be saved (the data folder is a file, read-only…), or "": the games
        # can still be played, unsaved, and every game screen says so.
        self.saving_off = self.storage.saving_problem() or ""
        self._settings_problem = ""
        try:
            self.settings = config.load(self.settings_path)
        except config.ConfigError as problem:
            # Never written over: the player may want to repair it by hand.
            self._settings_problem = f"{problem}; using the default settings until it is fixed"
            self.settings = config.Settings()
        # Seconds a bot's move stays announced before it is played ('.' skips the wait).
        self.bot_delay = self.settings.bot_delay if bot_delay is None else bot_delay
        chosen = theme_name or self.settings.theme
        if chosen not in self.available_themes:
            if not self._settings_problem:
                self._settings_problem = f"no theme {chosen!r}: using {config.DEFAULT_THEME}"
            chosen = config.DEFAULT_THEME
        self._use_seat_colours(chosen, self.settings.seat_colours)
        self.theme = chosen
        self._keys_problems = self._use_keys(self.settings.keys)

    # -- keys -------------------------------------------------------------------------------
    def _use_keys(self, keys: dict[str, str]) -> list[str]:
        """The [keys] of config.toml as Textual's keymap; one line per entry left out."""
        self.remapped_keys: dict[str, str] = {}  # binding id -> keys, as Textual binds them
        if not keys:
            return []  # nothing to check: the bindings' modules stay unimported
        from boardgames_tui.keymap import check_keymap

        self.remapped_keys, problems = check_keymap(keys)
        self.set_keymap(self.remapped_keys)
        return problems

    def key_names(self) -> dict[str, str]:
        """Each binding id's keys as the footer shows them, after the player's [keys]."""
        from boardgames_tui.keymap import key_names

        return key_names(self.remapped_keys)

    def run(self, *, headless: bool = False, **options: Any) -> None:
        """Textual's run, refused (NotATerminal) when it would draw into a pipe or a file: it
        would write escape codes there until killed.  Not checked when headless (tests) or
        when a driver is named (TEXTUAL_DRIVER: textual-serve's web driver talks over pipes)."""
        if not headless and not os.environ.get("TEXTUAL_DRIVER"):
            from boardgames_tui.commands import NotATerminal, terminal_problem

            if problem := terminal_problem(sys.stdin, sys.stdout):
                debug_log.note(f"refused: {problem}")
                raise NotATerminal(problem)
        debug_log.note("app: start")
        try:
            return super().run(headless=headless, **options)
        finally:
            debug_log.note(f"app: end, return code {self.return_code}")

    # -- themes -----------------------------------------------------------------------------
    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """Textual's commands but its "Theme": GameCommands has it, so the palette lists one."""
        for command in super().get_system_commands(screen):
            if command.title != "Theme":
                yield command

    def _use_seat_colours(self, theme_name: str, palette: str) -> None:
        chosen = self.get_theme(theme_name)
        assert chosen is not None
        background = chosen.background or ("#121212" if chosen.dark else "#efefef")
        theme.use(palette, background, chosen.dark, chosen.ansi)

    def _theme_changed(self, _: object) -> None:
        self._use_seat_colours(self.theme, self.settings.seat_colours)
        self.remember(theme=self.theme)
        self.redraw_all()

    def set_seat_colours(self, palette: str) -> None:
        self._use_seat_colours(self.theme, palette)
        self.remember(seat_colours=palette)
        self.redraw_all()
        self.notify(f"Seat colours: {theme.PALETTE_TITLES[palette]}")

    def set_language(self, code: str) -> None:
        """Every screen in ``code`` from now on (kept in config.toml), the open ones redrawn."""
        i18n.use(code)
        self.remember(language=code)
        self.redraw_all()
        for screen in self.screen_stack:
            screen.refresh_bindings()  # the footers' words (widgets/footer.py)

    def remember(self, **changes: Unpack[config.Changes]) -> None:
        self.settings = self.settings.but(**changes)
        if self._settings_problem:
            return  # an unreadable file is never written over
        try:
            config.save(self.settings_path, self.settings)
        except OSError as problem:
            reason = problem.strerror or problem
            self.notify(f"Cannot keep the setting: {reason}", severity="warning", markup=False)

    def redraw_all(self) -> None:
        """Seat colours and words are baked into the drawn text: draw every screen again."""
        for screen in self.screen_stack:
            redraw = getattr(screen, "redraw", None)
            if callable(redraw) and screen.is_mounted:
                redraw()
            for widget in screen.walk_children():
                widget.refresh()

    # -- screenshots ------------------------------------------------------------------------
    def deliver_screenshot(
        self, filename: str | None = None, path: str | None = None, time_format: str | None = None
    ) -> str | None:
        """F12 and the palette's screenshot: into the data folder's ``screenshots/`` (made if
        missing), with the full path or the reason in the notice.

        Textual's own goes to ~/Downloads, which a machine reached over SSH often lacks, and
        then says only that it failed.  Served in a browser, the browser downloads it."""
        if self.is_web:
            return super().deliver_screenshot(filename, path, time_format)
        from boardgames_tui.screenshots import save_screenshot

        folder = Path(path) if path else self.storage.root / "screenshots"
        saved, problem = save_screenshot(self.export_screenshot(), folder, filename)
        if saved is None:
            self.notify(problem, title="Screenshot", severity="error", markup=False)
        else:
            self.notify(f"Saved {saved}", title="Screenshot", markup=False)
        debug_log.note(f"screenshot: {saved or problem}")
        return None

    def action_command_palette(self) -> None:
        """Textual's palette, with page keys that do not crash in a tiny terminal."""
        from boardgames_tui.widgets.paged_option_list import CommandPalette

        if self.use_command_palette and not isinstance(self.screen, CommandPalette):
            self.push_screen(CommandPalette(id="--command-palette"))

    def on_mount(self) -> None:
        self.theme_changed_signal.subscribe(self, self._theme_changed)
        if debug_log.active():
            self.screen_change_signal.subscribe(
                self, lambda screen: debug_log.note(f"screen: {type(screen).__name__}")
            )
        if self._settings_problem:
            self.notify(self._settings_problem, severity="warning", markup=False, timeout=10)
        elif unknown := self.settings.unknown_note(self.settings_path):
            self.notify(unknown, severity="warning", markup=False, timeout=10)
        if self._keys_problems:
            where = f"{self.settings_path}: "
            lines = "\n".join(where + problem for problem in self._keys_problems)
            self.notify(lines, severity="warning", markup=False, timeout=10)
        if self.saving_off:
            self.notify(self.saving_note(), severity="error", markup=False, timeout=15)
        if self.start.session is not None and self.start.replay:
            self.open_replay(self.start.session, self.start.save_path)
            return
        if self.start.resume and self.storage.latest_unfinished() is not None:
            self.resume_latest()
            return
        if self.start.session is not None:
            # Straight into the game: the title screen is built only if the player asks for it.
            self.open_session(self.start.session, self.start.save_path)
            return
        self.show_title(self.start.message)
        if self.start.learn is not None:
            self.open_lessons(self.start.learn)
        if self.start.game is not None:
            self.open_new_game(self.start.game)

    # -- crashes ----------------------------------------------------------------------------
    def _handle_exception(self, error: Exception) -> None:
        """Textual's crash report prints every frame's local variables, the whole game state
        with every hand among them: this prints one line and writes a report without them.

        Overrides Textual's private handler, keeping its bookkeeping (the return code, and the
        error a test run raises again)."""
        from boardgames_tui.crash import crash_line

        debug_log.failed(error, "the app")
        self._return_code = 1
        if self._exception is None:
            self._exception = error
            self._exception_event.set()
        try:
            table = next(s.table for s in reversed(self.screen_stack) if hasattr(s, "table"))
            save = table.save_path if table.save_handle is not None else None
            line = crash_line(error, self.storage.root, save, table.save_problem)
        except StopIteration:
            line = crash_line(error, self.storage.root, None, "")
        except Exception as err:  # noqa: BLE001 - the last resort must not fail in turn
            line = f"boardgames stopped on an error ({type(error).__name__}; {type(err).__name__})"
        self.bell()
        self.panic(Text(line))

    # -- navigation -------------------------------------------------------------------------
    def saving_note(self) -> str:
        return f"{self.saving_off}. Autosave is off: games can be played but are not saved."

    def show_title(self, message: str = "") -> None:
        from boardgames_tui.screens.title import TitleScreen  # not to open a game straight away

        if self.saving_off and not message:
            message = self.saving_note()
        while len(self.screen_stack) > 2:
            self.pop_screen()
        if len(self.screen_stack) == 2:
            self.switch_screen(TitleScreen(message))
        else:
            self.push_screen(TitleScreen(message))

    def open_new_game(self, game: str) -> None:
        from boardgames_tui.screens.new_game import NewGameScreen

        self.push_screen(NewGameScreen(get_game(game)), self._new_game_chosen)

    def _new_game_chosen(self, request: NewGameRequest | None) -> None:
        if request is None:
            return
        seed = request.seed if request.seed is not None else random_seed()
        session = Session.start(get_game(request.game), request.players, seed)
        session.bots = dict(request.bots)
        self.open_session(session)

    def open_session(self, session: Session, save_path: Path | None = None) -> None:
        path = save_path or self.storage.new_save_path(session.game.name)
        try:
            handle = SaveHandle.open(path)
        except SaveInUse as busy:
            self.offer_read_only(busy)
            return
        table = Table(session, path)
        table.save_handle = handle
        debug_log.note(f"game: {session.game.name}, {len(session.actions)} actions, file {path}")
        table.autosave()  # a failure is remembered: the screen opens with its banner
        screen = screen_for(session.game.name)(table)
        if handle.note:  # on the prompt line, where it stays until the first action
            screen.message = Text(handle.note, style="italic")
        # The stack is [default, title?, game, dialogs…]: keep the title, replace the rest.
        while len(self.screen_stack) > 2:
            self.pop_screen()
        if len(self.screen_stack) == 2 and not is_title(self.screen):
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def offer_read_only(self, busy: SaveInUse) -> None:
        """A save open in another copy of the app: offer the replay viewer instead."""
        from boardgames_tui.screens.save_dialogs import OpenElsewhere, read_only

        def answered(watch: bool | None) -> None:
            session = read_only(busy.path) if watch else None
            if isinstance(session, str):
                self.notify(f"Cannot read {busy.path.name}: {session}", severity="error")
            if isinstance(session, Session):
                self.open_replay(session, busy.path)
            elif len(self.screen_stack) < 2:  # started on that game: nothing else to go back to
                self.show_title(str(busy))

        self.push_screen(OpenElsewhere(busy), answered)

    # -- lessons ----------------------------------------------------------------------------
    def open_lessons(self, game: str) -> None:
        from boardgames_rules.core.lessons import LessonError, load_lessons

        from boardgames_tui.screens.lessons import LessonsScreen

        chosen = get_game(game)
        try:
            lessons = load_lessons(chosen)
        except LessonError as err:
            self.notify(str(err), severity="error", markup=False)
            return
        self.show_title()
        self.push_screen(LessonsScreen(chosen, lessons, self.progress.done(game)))

    def open_lesson(self, game: str, index: int) -> None:
        """A lesson from its first step, on the game's own screen (started twice: clean)."""
        from boardgames_rules.core.lessons import LessonRun, load_lessons
        from boardgames_rules.core.lessons import start as start_lesson

        chosen = get_game(game)
        lessons = load_lessons(chosen)
        if not 0 <= index < len(lessons):
            self.open_lessons(game)
            return
        lesson = lessons[index]
        run = LessonRun(chosen, lesson)
        session = start_lesson(chosen, lesson)
        # Never written (no save handle): a lesson is not a saved game until the player plays
        # on from it.
        table = Table(session, self.storage.saves / "lesson.json", lesson=LessonMode(run))
        screen = screen_for(game)(table)
        self.show_title()
        self.push_screen(screen)

    def lesson_done(self, game: str, lesson_id: str) -> str:
        return self.progress.mark_done(game, lesson_id)

    @property
    def progress(self) -> Progress:
        if self._progress is None:
            self._progress = Progress(self.storage.root)
        return self._progress

    def open_replay(self, session: Session, path: Path | None = None) -> None:
        """The game's own screen over a table that watches ``session`` from its start."""
        table = ReplayMode.table_for(session, path or Path("replay"))
        self.push_screen(screen_for(session.game.name)(table))

    def rematch(self, session: Session) -> None:
        again = Session.start(session.game, session.players, random_seed())
        again.bots = dict(session.bots)
        self.open_session(again)

    def resume_latest(self) -> None:
        scan = self.storage.scan()
        if scan.skipped:
            self.notify(scan.skipped_note(), severity="warning", markup=False)
        if scan.latest is None:
            self.notify("No unfinished game to resume.", severity="warning")
            return
        path, _ = scan.latest
        try:
            self.open_session(load_session(path), path)
        except SaveError as err:
            self.notify(f"Cannot resume {path.name}: {err}", severity="error", markup=False)
