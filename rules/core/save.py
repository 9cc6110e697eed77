"""The save-file format: a header, the action log in notation, and a snapshot.

Loading never trusts the snapshot alone: it replays the log from the seed and checks that the
replay arrives at the snapshot, so a hand-edited or damaged file is refused, not half-loaded.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any, Literal

from boardgames_rules.core.errors import RulesError
from boardgames_rules.core.game import Game, GameState
from pydantic import BaseModel, ConfigDict, ValidationError

FORMAT = "boardgames-save"
FORMAT_VERSION = 1


class SaveError(ValueError):
    """A save file that cannot be loaded; the message says why, for the player."""


class SaveFile(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["boardgames-save"] = FORMAT
    format_version: int = FORMAT_VERSION
    game: str
    rules_version: int
    seed: int
    players: tuple[str, ...]
    options: dict[str, Any] = {}
    # Seats played by a bot: seat number (as text, from 0) -> level.  Older saves have none.
    bots: dict[str, str] = {}
    actions: tuple[str, ...]
    finished: bool = False
    saved_at: str = ""
    snapshot: dict[str, Any]


def make_save(
    game: Game,
    seed: int,
    players: Sequence[str],
    options: dict[str, Any],
    actions: Sequence[str],
    state: GameState,
    bots: Mapping[int, str] | None = None,
) -> SaveFile:
    return SaveFile(
        game=game.name,
        rules_version=game.rules_version,
        seed=seed,
        players=tuple(players),
        options=dict(options),
        bots={str(seat): level for seat, level in sorted((bots or {}).items())},
        actions=tuple(actions),
        finished=game.current_player(state) is None,
        saved_at=datetime.now(UTC).isoformat(timespec="seconds"),
        snapshot=json.loads(state.model_dump_json()),
    )


def dump_save(save: SaveFile) -> str:
    return save.model_dump_json(indent=1) + "\n"


def read_save(text: str | bytes) -> SaveFile:
    """Parse and check the header; raises :class:`SaveError` with the reason."""
    try:
        raw = json.loads(text)
    except (UnicodeDecodeError, json.JSONDecodeError) as err:
        raise SaveError(f"not a save file: the JSON is damaged or truncated ({err})") from None
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise SaveError("not a boardgames save file (no 'boardgames-save' format marker)")
    version = raw.get("format_version")
    if not isinstance(version, int):
        raise SaveError("the save file has no valid format version")
    if version > FORMAT_VERSION:
        raise SaveError(
            f"the save file is from a newer boardgames (format {version}; this one reads "
            f"format {FORMAT_VERSION}): update boardgames to open it"
        )
    try:
        return SaveFile.model_validate(raw)
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise SaveError(f"the save file is damaged: {where}: {first['msg']}") from None


def replay(save: SaveFile, games: Mapping[str, Game]) -> tuple[Game, list[GameState], list[str]]:
    """Rebuild every state of a saved game; raises :class:`SaveError` if anything disagrees."""
    game = games.get(save.game)
    if game is None:
        raise SaveError(f"the save file is for a game this version does not know: {save.game!r}")
    if save.rules_version > game.rules_version:
        raise SaveError(
            f"the save file uses {game.title} rules version {save.rules_version}, newer than "
            f"this boardgames (version {game.rules_version}): update boardgames to open it"
        )
    if save.rules_version != game.rules_version:
        raise SaveError(
            f"the save file uses {game.title} rules version {save.rules_version}, which this "
            f"boardgames (version {game.rules_version}) can no longer replay"
        )
    try:
        state = game.new_game(save.players, save.seed, **save.options)
    except (ValueError, TypeError) as err:
        raise SaveError(f"the save file's players or options are not valid: {err}") from None
    states = [state]
    for number, text in enumerate(save.actions, start=1):
        try:
            state = game.apply(state, game.parse_action(state, text))
        except RulesError as err:
            raise SaveError(f"the save file is damaged: action {number} {text!r}: {err}") from None
        states.append(state)
    try:
        snapshot = game.load_state(save.snapshot)
    except ValidationError:
        raise SaveError("the save file is damaged: its snapshot is not a valid position") from None
    if snapshot != state:
        raise SaveError(
            "the save file is damaged: replaying its actions does not reach its saved position"
        )
    return game, states, list(save.actions)
