"""Everything the screen draws.  Continental has no hidden information: every seat sees all."""

from __future__ import annotations

from boardgames_rules.continental import labels
from boardgames_rules.continental.actions import Action
from boardgames_rules.continental.board import NAMES
from boardgames_rules.continental.data import (
    CONVERSIONS_PER_TURN,
    PHASE_NAMES,
    TURN_LIMIT,
    AttackKind,
    Piece,
    buildable_structures,
)
from boardgames_rules.continental.engine import current_player, legal_actions
from boardgames_rules.continental.labels import attack_name, piece_name, price
from boardgames_rules.continental.resolve import claimed_squares, cost
from boardgames_rules.continental.scoring import outcome, territory
from boardgames_rules.continental.state import ContinentalState, Phase
from boardgames_rules.core import Frozen, GameView, visible_log
from boardgames_rules.core.i18n import N_, _
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


def providence_label(state: ContinentalState) -> str:
    """This turn's Providence in words: "Prosperity (Providence 7)", "Providence 2 (Farm)"."""
    providence, stats = state.providence, state.seats[state.active].stat_values
    built = buildable_structures(providence, stats)
    return labels.providence_label(providence, built, PHASE_NAMES.get(providence or 0))


def prompt(state: ContinentalState) -> str:
    """What the seat to play is asked, in the language on screen."""
    seat = current_player(state)
    if seat is None:
        result = outcome(state)
        return render(result.reason, state.players) if result else _("The game is over.")
    name = state.players[seat]
    if state.phase == "setup":
        # English explains the manual's letters; Spanish reads them as the seed does (I Iglesia).
        letters = ", ".join(
            _("{letter} ({name})").format(letter=letter, name=piece_name(letter))
            for letter in "IEGQ"
        )
        return _("{player}: assign the stats 1-4 to {letters}").format(player=name, letters=letters)
    if state.phase == "roll":
        return _("{player}: roll the dice (turn {turn} of {limit})").format(
            player=name, turn=state.turn, limit=TURN_LIMIT
        )
    if state.phase == "defend":
        attack = state.pending
        assert attack is not None
        return _("{player} must answer the attack on {square} ({moral} Moral, {kind})").format(
            player=name,
            square=NAMES[attack.target],
            moral=attack.moral,
            kind=attack_name(attack.kind),
        )
    return _("{player}, {providence}: {choices}").format(
        player=name, providence=providence_label(state), choices=turn_choices(state)
    )


# What a turn's actions are called in its prompt, in the order it names them.
_DOING = (
    ("build", N_("build")),
    ("recruit", N_("recruit")),
    ("tower", N_("raise a Tower")),
    ("city", N_("found a City")),
    ("move", N_("move")),
    ("attack", N_("attack")),
)


def turn_choices(state: ContinentalState) -> str:
    """Only what the dice and the purse allow now: "build, move, attack or end the turn", or
    "nothing to do but end the turn" (a prompt never offers what the menu cannot)."""
    kinds = {action.kind for action in legal_actions(state)}
    doing = [_(words) for kind, words in _DOING if kind in kinds]
    if not doing:
        return _("nothing to do but end the turn")
    return _("{choices} or end the turn").format(choices=", ".join(doing))


def build_view(state: ContinentalState, seat: int | None) -> ContinentalView:
    moved = set(state.moved)
    squares = tuple(
        SquareView(
            name=NAMES[i],
            owner=owner,
            piece=piece,
            piece_name=piece_name(piece) if piece else None,
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
            kind_name=attack_name(attack.kind),
            target_piece=state.piece[attack.target],
            moral=attack.moral,
        )
    result = outcome(state)
    current = current_player(state)
    legal = tuple(legal_actions(state))
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
        providence_label=providence_label(state),
        dice=state.dice,
        conversions_left=max(0, CONVERSIONS_PER_TURN - state.converted),
        squares=squares,
        panels=tuple(panels),
        moved=tuple(NAMES[s] for s in state.moved if state.piece[s] == "A"),
        pending=pending,
        prompt=prompt(state),
        result=render(result.reason, state.players) if result else None,
        legal=legal,
        costs=tuple(price(*cost(state, a)) for a in legal),
        claims=tuple(tuple(sorted(claimed_squares(state, a))) for a in legal),
    )
