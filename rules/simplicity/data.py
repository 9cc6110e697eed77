"""Simplicity's components, loaded once from ``assets/simplicity/*.json`` and checked.

The board strips, the city symbols, the planning board, the tile bag and the team table are
all data (as diplomacy keeps its maps).  Loading reports every problem at once, so a broken
asset file is fixed in one pass rather than one error at a time.  City topology (space names,
neighbours) depends only on the board width and is precomputed here, never stored in a state.
"""

from __future__ import annotations

import json
from functools import cache
from typing import TypeVar

from boardgames_rules.core.assets import asset
from pydantic import BaseModel, ConfigDict, Field, ValidationError

ROUNDS = 5  # one disc per team per round, 5 discs per team
ROWS = 7  # spaces per strip, and rows of the planning board
LINK_POINTS = 3
BUILDING = "building"  # a strip space printed with a building instead of a symbol
COLUMN_LETTERS = "abcdefghij"
ASSET_FILES = ("board.json", "bag.json", "teams.json")
M = TypeVar("M", bound=BaseModel)


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class SymbolData(_Model):
    id: str
    name: str
    glyph: str = Field(min_length=1, max_length=1)
    ascii: str = Field(min_length=1, max_length=1)


class StripData(_Model):
    id: str
    spaces: tuple[str, ...]


class PlanRowData(_Model):
    row: int
    symbols: tuple[str, ...]  # empty: the wild row

    @property
    def wild(self) -> bool:
        return not self.symbols


class BoardFile(_Model):
    symbols: tuple[SymbolData, ...]
    strips: tuple[StripData, ...]
    planning: tuple[PlanRowData, ...]


class TileTypeData(_Model):
    id: str
    name: str
    letter: str = Field(min_length=1, max_length=1)
    park: bool
    count: int = Field(ge=0)
    colour: str = Field(pattern=r"^#[0-9a-fA-F]{6}$")


class BagFile(_Model):
    tiles: tuple[TileTypeData, ...]


class TeamData(_Model):
    name: str
    colour: str = Field(pattern=r"^#[0-9a-fA-F]{6}$")


class PlayerCountData(_Model):
    players: int
    teams: int
    teams_per_player: int
    demolition: bool


class TeamsFile(_Model):
    teams: tuple[TeamData, ...]
    player_counts: tuple[PlayerCountData, ...]


class AssetError(ValueError):
    """The asset files are inconsistent; the message lists every problem found."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("Simplicity assets are invalid:\n- " + "\n- ".join(problems))


class SimplicityData:
    """The validated components, with lookups the engine needs on every move."""

    def __init__(self, board: BoardFile, bag: BagFile, teams: TeamsFile) -> None:
        self.symbols = board.symbols
        self.strips = board.strips
        self.planning = board.planning
        self.tiles = bag.tiles
        self.teams = teams.teams
        self.player_counts = {pc.players: pc for pc in teams.player_counts}
        self.symbol_by_id = {s.id: s for s in self.symbols}
        self.tile_by_id = {t.id: t for t in self.tiles}
        self.tile_ids = tuple(t.id for t in self.tiles)
        self.building_ids = tuple(t.id for t in self.tiles if not t.park)
        self.park_ids = frozenset(t.id for t in self.tiles if t.park)
        self.strip_by_id = {s.id: s for s in self.strips}
        # frozensets so the placement check is one membership test
        self.row_symbols = tuple(frozenset(r.symbols) for r in self.planning)

    def setup_for(self, players: int) -> PlayerCountData:
        return self.player_counts[players]


def _check(board: BoardFile, bag: BagFile, teams: TeamsFile) -> list[str]:
    """Cross-file consistency: every problem, not just the first."""
    problems: list[str] = []
    symbol_ids = [s.id for s in board.symbols]
    if len(set(symbol_ids)) != len(symbol_ids):
        problems.append(f"board.json: symbol ids repeat: {symbol_ids}")
    known = set(symbol_ids)
    for strip in board.strips:
        if len(strip.spaces) != ROWS:
            problems.append(f"strip {strip.id}: {len(strip.spaces)} spaces, not {ROWS}")
        if strip.spaces.count(BUILDING) != 1:
            problems.append(
                f"strip {strip.id}: {strip.spaces.count(BUILDING)} pre-printed buildings, not 1"
            )
        for name in strip.spaces:
            if name != BUILDING and name not in known:
                problems.append(f"strip {strip.id}: unknown symbol {name!r}")
    strip_ids = [s.id for s in board.strips]
    if len(set(strip_ids)) != len(strip_ids):
        problems.append(f"board.json: strip ids repeat: {strip_ids}")
    if [r.row for r in board.planning] != list(range(1, ROWS + 1)):
        problems.append(f"board.json: planning rows must be 1..{ROWS} in order")
    for row in board.planning:
        for name in row.symbols:
            if name not in known:
                problems.append(f"planning row {row.row}: unknown symbol {name!r}")
    if not any(r.wild for r in board.planning):
        problems.append("board.json: no wild planning row (one without symbols)")

    tile_ids = [t.id for t in bag.tiles]
    if len(set(tile_ids)) != len(tile_ids):
        problems.append(f"bag.json: tile ids repeat: {tile_ids}")
    letters = [t.letter for t in bag.tiles]
    if len(set(letters)) != len(letters):
        problems.append(f"bag.json: tile letters repeat: {letters}")
    if not any(not t.park for t in bag.tiles):
        problems.append("bag.json: no building tile type")
    if sum(t.count for t in bag.tiles) < ROWS * ROUNDS:
        problems.append(f"bag.json: fewer than {ROWS * ROUNDS} tiles for {ROUNDS} rounds")

    for pc in teams.player_counts:
        if pc.teams != pc.players * pc.teams_per_player:
            problems.append(
                f"teams.json: {pc.players} players x {pc.teams_per_player} != {pc.teams} teams"
            )
        if pc.teams > len(teams.teams):
            problems.append(f"teams.json: {pc.teams} teams but only {len(teams.teams)} colours")
        if pc.teams > len(board.strips):
            problems.append(f"teams.json: {pc.teams} teams but only {len(board.strips)} strips")
        if pc.teams >= ROWS:
            problems.append(f"teams.json: {pc.teams} teams need fewer than {ROWS} tiles a round")
    names = [t.name for t in teams.teams]
    if len(set(names)) != len(names):
        problems.append(f"teams.json: team names repeat: {names}")
    return problems


def _parse(texts: dict[str, str], filename: str, model: type[M], problems: list[str]) -> M | None:
    """The file's model, or None with what is wrong with it added to ``problems``."""
    try:
        return model.model_validate(json.loads(texts[filename]))
    except KeyError:
        problems.append(f"{filename}: missing")
    except json.JSONDecodeError as err:
        problems.append(f"{filename}: not JSON ({err})")
    except ValidationError as err:
        for e in err.errors():
            where = ".".join(str(p) for p in e["loc"])
            problems.append(f"{filename}: {where}: {e['msg']}")
    return None


def load_data(texts: dict[str, str]) -> SimplicityData:
    """Validate the three asset files' texts; raise one :class:`AssetError` listing all."""
    problems: list[str] = []
    board_file, bag_file, teams_file = ASSET_FILES
    board = _parse(texts, board_file, BoardFile, problems)
    bag = _parse(texts, bag_file, BagFile, problems)
    teams = _parse(texts, teams_file, TeamsFile, problems)
    if board is None or bag is None or teams is None:
        raise AssetError(problems)
    problems = _check(board, bag, teams)
    if problems:
        raise AssetError(problems)
    return SimplicityData(board, bag, teams)


@cache
def data() -> SimplicityData:
    folder = asset("simplicity")
    return load_data({f: folder.joinpath(f).read_text("utf-8") for f in ASSET_FILES})


class Geometry:
    """Names and orthogonal neighbours of a city ``width`` columns wide (row-major indices)."""

    def __init__(self, width: int) -> None:
        self.width = width
        self.size = width * ROWS
        self.names = tuple(f"{COLUMN_LETTERS[i % width]}{i // width + 1}" for i in range(self.size))
        self.index = {name: i for i, name in enumerate(self.names)}
        neighbours = []
        for i in range(self.size):
            row, col = divmod(i, width)
            near = []
            if row > 0:
                near.append(i - width)
            if col > 0:
                near.append(i - 1)
            if col < width - 1:
                near.append(i + 1)
            if row < ROWS - 1:
                near.append(i + width)
            neighbours.append(tuple(near))
        self.neighbours = tuple(neighbours)
        # every adjacent pair once (right and down), for counting links
        self.pairs = tuple((i, j) for i in range(self.size) for j in self.neighbours[i] if j > i)


@cache
def geometry(width: int) -> Geometry:
    return Geometry(width)
