"""Everything the screen draws.  Continental has no hidden information: every seat sees all."""

from __future__ import annotations

from boardgames_rules.continental.actions import Action
from boardgames_rules.continental.board import NAMES
from boardgames_rules.continental.data import (
    ATTACK_NAMES,
    CONVERSIONS_PER_TURN,
    PIECE_NAMES,
    TURN_LIMIT,
    AttackKind,
    Piece,
    providence_label,
)
from boardgames_rules.continental.engine import current_player, legal_actions
from boardgames_rules.continental.resolve import claimed_squares, cost_text
from boardgames_rules.continental.scoring import outcome, territory
from boardgames_rules.continental.state import ContinentalState, Phase
from boardgames_rules.core import Frozen, GameView, visible_log
from boardgames_rules.core.messages import render


class SquareView(Frozen):
    name: str  # "c3"
    owner: int | None  # the seat owning it, None when neutral
    piece: Piece | None  # C City, T Tower, A Army, I Church, E School, G Farm, Q Barracks
    piece_name: str | None  # "City", "Farm", ...
    moved: bool  # an army that may not move again this turn


class PlayerPanel(Frozen):
    seat: int
    name: str
    people: int
    moral: int
    resources: int
    armies: int
    territory: int
    stats: tuple[int, int, int, int] | None  # I, E, G, Q; None until assigned
    cities: int
    towers: int
    churches: int
    schools: int
    farms: int
    barracks: int


class AttackView(Frozen):
    attacker: int
    defender: int
    path: tuple[str, ...]  # from the army's square to the attacked one
    launch: str  # where the army stays if repelled
    target: str
    kind: AttackKind
    kind_name: str  # "direct battle" or "skirmish"
    target_piece: Piece | None
    moral: int


class ContinentalView(GameView):
    phase: Phase
    current_player: int | None
    active: int  # whose turn it is
    turn: int
    turn_limit: int
    providence: int | None  # this turn's, None before the roll
    providence_label: str
    dice: tuple[int, int] | None  # the last roll, whoever made it
    conversions_left: int
    squares: tuple[SquareView, ...]  # 64, index 8 * row + column, a1 first
    panels: tuple[PlayerPanel, ...]
    moved: tuple[str, ...]
    pending: AttackView | None
    prompt: str
    result: str | None  # the reason sentence (in English) once the game is over
    # What the screen asks of the seat at the keyboard, worked out here from the state so that
    # the screen draws from the view alone.  Continental hides nothing: every view, the public
    # one too, lists the actions of the seat to play (a lesson's scripted side and a replay
    # show its targets, as the screen always did).
    legal: tuple[Action, ...]  # the legal actions of the seat to play
    costs: tuple[str, ...]  # each legal action's cost, "-1 People, -2 Resources" ('' if free)
    claims: tuple[tuple[str, ...], ...]  # the squares each legal action would add, sorted


_COUNT_FIELDS = {
    "C": "cities",
    "T": "towers",
    "A": "armies",
    "I": "churches",
    "E": "schools",
    "G": "farms",
    "Q": "barracks",
}


def prompt(state: ContinentalState) -> str:
    seat = current_player(state)
    if seat is None:
        result = outcome(state)
        return render(result.reason) if result else "The game is over."
    name = state.players[seat]
    if state.phase == "setup":
        return f"{name}: assign the stats 1-4 to I (Church), E (School), G (Farm), Q (Barracks)"
    if state.phase == "roll":
        return f"{name}: roll the dice (turn {state.turn} of {TURN_LIMIT})"
    if state.phase == "defend":
        attack = state.pending
        assert attack is not None
        return (
            f"{name} must answer the attack on {NAMES[attack.target]} "
            f"({attack.moral} Moral, {ATTACK_NAMES[attack.kind]})"
        )
    label = providence_label(state.providence, state.seats[seat].stat_values)
    return f"{name}, {label}: {turn_choices(state)}"


# What a turn's actions are called in its prompt, in the order it names them.
_DOING = (
    ("build", "build"),
    ("recruit", "recruit"),
    ("tower", "raise a Tower"),
    ("city", "found a City"),
    ("move", "move"),
    ("attack", "attack"),
)


def turn_choices(state: ContinentalState) -> str:
    """Only what the dice and the purse allow now: "build, move, attack or end the turn", or
    "nothing to do but end the turn" (a prompt never offers what the menu cannot)."""
    kinds = {action.kind for action in legal_actions(state)}
    doing = [words for kind, words in _DOING if kind in kinds]
    if not doing:
        return "nothing to do but end the turn"
    return ", ".join(doing) + " or end the turn"


def build_view(state: ContinentalState, seat: int | None) -> ContinentalView:
    moved = set(state.moved)
    squares = tuple(
        SquareView(
            name=NAMES[i],
            owner=owner,
            piece=piece,
            piece_name=PIECE_NAMES[piece] if piece else None,
            moved=i in moved and piece == "A",
        )
        for i, (owner, piece) in enumerate(zip(state.owner, state.piece, strict=True))
    )
    panels = []
    for s, player in enumerate(state.seats):
        counts = dict.fromkeys(_COUNT_FIELDS.values(), 0)
        for owner, piece in zip(state.owner, state.piece, strict=True):
            if owner == s and piece is not None:
                counts[_COUNT_FIELDS[piece]] += 1
        panels.append(
            PlayerPanel(
                seat=s,
                name=state.players[s],
                people=player.people,
                moral=player.moral,
                resources=player.resources,
                territory=territory(state, s),
                stats=player.stats,
                **counts,
            )
        )
    attack = state.pending
    pending = None
    if attack is not None:
        pending = AttackView(
            attacker=state.active,
            defender=1 - state.active,
            path=tuple(NAMES[s] for s in attack.path),
            launch=NAMES[attack.launch],
            target=NAMES[attack.target],
            kind=attack.kind,
            kind_name=ATTACK_NAMES[attack.kind],
            target_piece=state.piece[attack.target],
            moral=attack.moral,
        )
    result = outcome(state)
    current = current_player(state)
    legal = tuple(legal_actions(state))
    active_stats = state.seats[state.active].stat_values
    return ContinentalView(
        seat=seat,
        players=state.players,
        log=visible_log(state, seat),
        phase=state.phase,
        current_player=current,
        active=state.active,
        turn=state.turn,
        turn_limit=TURN_LIMIT,
        providence=state.providence,
        providence_label=providence_label(state.providence, active_stats),
        dice=state.dice,
        conversions_left=max(0, CONVERSIONS_PER_TURN - state.converted),
        squares=squares,
        panels=tuple(panels),
        moved=tuple(NAMES[s] for s in state.moved if state.piece[s] == "A"),
        pending=pending,
        prompt=prompt(state),
        result=render(result.reason) if result else None,
        legal=legal,
        costs=tuple(cost_text(state, a) for a in legal),
        claims=tuple(tuple(sorted(claimed_squares(state, a))) for a in legal),
    )
