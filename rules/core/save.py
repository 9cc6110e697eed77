"""The save-file format: a header, the action log in notation, and a snapshot.

Loading never trusts the snapshot alone: it replays the log from the seed and checks that the
replay arrives at the snapshot, so a hand-edited or damaged file is refused, not half-loaded.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any, Final, Literal, TypeGuard

from boardgames_rules.core.errors import RulesError
from boardgames_rules.core.game import Game, GameState, clean_name
from boardgames_rules.core.i18n import _
from boardgames_rules.core.levels import LEVEL_WORDS, level_named
from pydantic import BaseModel, ConfigDict, StrictBool, StrictInt, StrictStr, ValidationError

FORMAT: Final = "boardgames-save"
FORMAT_VERSION = 1
# Far above any real game (the longest seen are ~150 kB, 6 levels deep), far below what
# could exhaust memory or the parser's recursion: larger or deeper is refused unread.
MAX_SAVE_BYTES = 8 * 1024 * 1024
MAX_DEPTH = 32
SEED_LIMIT = 2**64


# Who plays a seat that is not a bot, in ``seat_changes``.
PERSON = "person"


class SaveError(ValueError):
    """A save file that cannot be loaded; the message says why, for the player."""


def damaged(detail: str) -> SaveError:
    """A save whose content is off: the sentence in the player's language, the detail (a
    field's name and value, as the file spells it) as it is."""
    return SaveError(_("the save file is damaged: {detail}").format(detail=detail))


class SaveFile(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["boardgames-save"] = FORMAT
    # Strict types: a damaged file is refused, never coerced ("1" is not a seat, 1.0 no seed).
    format_version: StrictInt = FORMAT_VERSION
    game: StrictStr
    rules_version: StrictInt
    seed: StrictInt
    players: tuple[StrictStr, ...]
    options: dict[StrictStr, Any] = {}
    # Seats played by a bot: seat number (as text, from 0) -> level.  Older saves have none.
    bots: dict[StrictStr, StrictStr] = {}
    # Seats handed to a bot or taken back mid-game: (actions played by then, seat, level or
    # "person"), oldest first.  Undo never goes back past the last one.  Older saves have none.
    seat_changes: tuple[tuple[StrictInt, StrictInt, StrictStr], ...] = ()
    actions: tuple[StrictStr, ...]
    finished: StrictBool = False
    saved_at: StrictStr = ""
    # How many times the app has written this file: a writer that finds a higher number on disk
    # knows another copy of the app saved after it, and refuses to write over it.
    generation: StrictInt = 0
    snapshot: dict[StrictStr, Any]


def make_save(
    game: Game,
    seed: int,
    players: Sequence[str],
    options: dict[str, Any],
    actions: Sequence[str],
    state: GameState,
    bots: Mapping[int, str] | None = None,
    seat_changes: Sequence[tuple[int, int, str]] = (),
) -> SaveFile:
    return SaveFile(
        game=game.name,
        rules_version=game.rules_version,
        seed=seed,
        players=tuple(players),
        options=dict(options),
        bots={str(seat): level for seat, level in sorted((bots or {}).items())},
        seat_changes=tuple((at, seat, who) for at, seat, who in seat_changes),
        actions=tuple(actions),
        finished=game.current_player(state) is None,
        saved_at=datetime.now(UTC).isoformat(timespec="seconds"),
        snapshot=json.loads(state.model_dump_json()),
    )


def dump_save(save: SaveFile) -> str:
    return save.model_dump_json(indent=1) + "\n"


def read_save(text: str | bytes) -> SaveFile:
    """Parse and check the header; raises :class:`SaveError` with the reason, and only that.

    A save file is untrusted input (damaged by a crash, a disk, or a person): whatever the
    bytes, the answer is a save or a :class:`SaveError` whose message names the problem.
    """
    raw = _parse(text)
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise SaveError(_("not a boardgames save file (no 'boardgames-save' format marker)"))
    version = raw.get("format_version")
    if not _is_int(version):
        raise SaveError(_("the save file has no valid format version (format_version)"))
    if version > FORMAT_VERSION:
        said = _(
            "the save file is from a newer boardgames (format {version}; this one reads "
            "format {known}): update boardgames to open it"
        )
        raise SaveError(said.format(version=version, known=FORMAT_VERSION))
    if version < 1:
        raise damaged(f"format_version {version} does not exist")
    try:
        save = SaveFile.model_validate(raw)
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "header"
        raise damaged(f"{where}: {first['msg']}") from None
    except (RecursionError, MemoryError, ValueError, TypeError) as err:
        raise damaged(f"{type(err).__name__}") from None
    _check_header(save)
    return save


def check_size(size: int) -> None:
    """Refuse a file too large to be a save, before reading or parsing it."""
    if size > MAX_SAVE_BYTES:
        said = _("not a save file: {size} bytes is more than a save can hold ({most} at most)")
        raise SaveError(said.format(size=f"{size:,}", most=f"{MAX_SAVE_BYTES:,}"))


def _parse(text: str | bytes) -> Any:
    """The JSON of a save, refused before parsing when absurdly large or deeply nested."""
    check_size(len(text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text))
    try:
        if isinstance(text, bytes):
            text = text.decode("utf-8")
        raw = json.loads(text, parse_constant=_no_constant)
    except UnicodeDecodeError as err:
        said = _("not a save file: the text is not UTF-8 ({reason})")
        raise SaveError(said.format(reason=err.reason)) from None
    except json.JSONDecodeError as err:
        said = _("not a save file: the JSON is damaged or truncated ({reason})")
        raise SaveError(said.format(reason=err)) from None
    except RecursionError:
        raise SaveError(_("not a save file: the JSON is nested too deeply")) from None
    except MemoryError:
        raise SaveError(_("not a save file: too large to read")) from None
    except ValueError as err:  # e.g. an integer beyond Python's digit limit, NaN
        said = _("not a save file: the JSON holds an impossible value ({reason})")
        raise SaveError(said.format(reason=err)) from None
    if _depth(raw) > MAX_DEPTH:
        said = _("not a save file: the JSON is nested more than {depth} deep")
        raise SaveError(said.format(depth=MAX_DEPTH))
    return raw


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save holds")


def _depth(value: Any) -> int:
    """How deeply lists and objects nest (counted without recursion: the input is hostile)."""
    deepest, todo = 0, [(value, 1)]
    while todo:
        item, level = todo.pop()
        if isinstance(item, dict | list):
            if level > MAX_DEPTH:
                return level
            deepest = max(deepest, level)
            children = item.values() if isinstance(item, dict) else item
            todo.extend((child, level + 1) for child in children)
    return deepest


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_header(save: SaveFile) -> None:
    """Every header value in range; the message names the field."""
    if save.rules_version < 1:
        raise damaged(f"rules_version {save.rules_version}")
    if not -SEED_LIMIT < save.seed < SEED_LIMIT:
        raise damaged("seed is out of range")
    for seat, name in enumerate(save.players):
        if not name or clean_name(name) != name:
            raise damaged(f"players.{seat}: {name[:40]!r}")
    for key, level in save.bots.items():
        if not (key.isascii() and key.isdigit() and str(int(key)) == key):
            raise damaged(f"bots: {key[:20]!r} is not a seat number")
        if int(key) >= len(save.players):
            raise damaged(f"bots: seat {key} does not exist ({len(save.players)} players)")
        if level_named(level) is None:
            raise damaged(f"bots.{key}: no bot level {level[:20]!r} (the levels are {LEVEL_WORDS})")
    if not 0 <= save.generation < SEED_LIMIT:
        raise damaged("generation is out of range")
    _check_seat_changes(save)
    if save.saved_at:
        try:
            datetime.fromisoformat(save.saved_at)
        except ValueError:
            raise damaged("saved_at is not a date") from None


def _check_seat_changes(save: SaveFile) -> None:
    last = 0
    for index, (at, seat, level) in enumerate(save.seat_changes):
        where = f"seat_changes.{index}"
        if not last <= at <= len(save.actions):
            raise damaged(f"{where}: {at} is not a point of the game")
        if not 0 <= seat < len(save.players):
            raise damaged(f"{where}: seat {seat} does not exist")
        if level != PERSON and level_named(level) is None:
            raise damaged(f"{where}: {level[:20]!r} is neither a bot level nor {PERSON!r}")
        last = at


def check_for_game(save: SaveFile, game: Game | None) -> Game:
    """The save's game, its rules version, player count and options; SaveError if off."""
    if game is None:
        said = _("the save file is for a game this version does not know: {game!r}")
        raise SaveError(said.format(game=save.game))
    if save.rules_version > game.rules_version:
        said = _(
            "the save file uses {game} rules version {version}, newer than this boardgames "
            "(version {known}): update boardgames to open it"
        )
        raise SaveError(
            said.format(game=game.title, version=save.rules_version, known=game.rules_version)
        )
    if save.rules_version != game.rules_version:
        said = _(
            "the save file uses {game} rules version {version}, which this boardgames "
            "(version {known}) can no longer replay"
        )
        raise SaveError(
            said.format(game=game.title, version=save.rules_version, known=game.rules_version)
        )
    if not game.min_players <= len(save.players) <= game.max_players:
        raise damaged(
            f"players: {game.title} is for {game.player_range} players, not {len(save.players)}"
        )
    unknown = sorted(set(save.options) - set(game.option_names))
    if unknown:
        raise damaged(
            f"options: {game.title} has no option "
            f"{', '.join(repr(name[:20]) for name in unknown[:3])}"
        )
    return game


def same_position(snapshot: GameState, state: GameState) -> bool:
    """Whether the saved position is the replayed one.

    The log is made by the actions, so an older save's log may be written otherwise: a line
    saved as a message whose parameters changed form since (a name that is now a seat) is the
    same line if it reads the same in English; a line saved before log lines were messages
    (issue 43) holds English words that later wording (Utopia's district labels) may change,
    so it is the same line if it is for the same seat and seen by the same seats.  All else
    in the position must be equal.
    """
    if snapshot == state:
        return True
    old, new = snapshot.log, state.log
    if len(old) != len(new) or snapshot.model_copy(update={"log": ()}) != state.model_copy(
        update={"log": ()}
    ):
        return False
    players = state.players
    return all(
        (a.seat, a.private_to) == (b.seat, b.private_to)
        and (a.message is None or a == b or a.english(players) == b.english(players))
        for a, b in zip(old, new, strict=True)
    )


def replay(save: SaveFile, games: Mapping[str, Game]) -> tuple[Game, list[GameState], list[str]]:
    """Rebuild every state of a saved game; raises :class:`SaveError` if anything disagrees."""
    game = check_for_game(save, games.get(save.game))
    try:
        state = game.new_game(save.players, save.seed, **save.options)
    except (ValueError, TypeError) as err:
        said = _("the save file's players or options are not valid: {reason}")
        raise SaveError(said.format(reason=err)) from None
    if state.players != save.players:
        raise damaged("players: names this game would not accept")
    states = [state]
    for number, text in enumerate(save.actions, start=1):
        try:
            state = game.apply(state, game.parse_action(state, text))
        except RulesError as err:
            raise damaged(f"action {number} {text!r}: {err}") from None
        except Exception as err:  # noqa: BLE001 - a rules bug must not crash a load; say which
            said = _("the save file cannot be replayed: action {number} {text} ({problem})")
            problem = f"{type(err).__name__}: {err}"
            raise SaveError(
                said.format(number=number, text=repr(text[:40]), problem=problem)
            ) from None
        states.append(state)
    try:
        snapshot = game.load_state(save.snapshot)
    except (ValidationError, ValueError, TypeError, RecursionError):
        raise damaged("its snapshot is not a valid position") from None
    if not same_position(snapshot, state):
        raise damaged("replaying its actions does not reach its saved position")
    if save.finished != (game.current_player(state) is None):
        raise damaged("finished does not match its position")
    return game, states, list(save.actions)
