"""Continental wired into the shared contract."""

from __future__ import annotations

from typing import Any, ClassVar

from boardgames_rules.continental import changes, engine, hint_changes, notation, scoring
from boardgames_rules.continental import messages as said
from boardgames_rules.continental.about import ABOUT
from boardgames_rules.continental.actions import Action
from boardgames_rules.continental.board import NAMES, SQUARE_COUNT
from boardgames_rules.continental.bot import KNOWLEDGE
from boardgames_rules.continental.data import SEAT_NAMES, START_CITIES, Piece, start_territory
from boardgames_rules.continental.labels import seat_names
from boardgames_rules.continental.resolve import resolve as resolve_action
from boardgames_rules.continental.state import ContinentalState, PlayerState
from boardgames_rules.continental.view import ContinentalView, build_view, prompt
from boardgames_rules.core import Game, Outcome, Rng, SeatScore, SetupError
from boardgames_rules.core.messages import seat as seat_of


class ContinentalGame(Game[ContinentalState, Action, ContinentalView]):
    name, title, summary = ABOUT.name, ABOUT.title, ABOUT.summary
    min_players, max_players = ABOUT.min_players, ABOUT.max_players
    listing_order = ABOUT.listing_order
    rules_version: ClassVar[int] = 1
    has_private_info: ClassVar[bool] = False
    default_names: ClassVar[tuple[str, ...]] = SEAT_NAMES
    state_type: ClassVar[type[ContinentalState]] = ContinentalState
    bot_knowledge = KNOWLEDGE

    def setup(
        self, players: tuple[str, ...], seed: int, rng: Rng, **options: Any
    ) -> ContinentalState:
        if options:
            raise SetupError(f"Continental has no options, not {', '.join(options)}")
        owner: list[int | None] = [None] * SQUARE_COUNT
        piece: list[Piece | None] = [None] * SQUARE_COUNT
        for seat, city in enumerate(START_CITIES):
            for square in start_territory(seat):
                owner[square] = seat
            piece[city] = "C"
        state = ContinentalState(
            players=players,
            seed=seed,
            rng=rng,
            owner=tuple(owner),
            piece=tuple(piece),
            seats=tuple(PlayerState() for _ in players),
        )
        cities = tuple(
            said.CITY_AT(player=seat_of(s), square=NAMES[c]) for s, c in enumerate(START_CITIES)
        )
        return state.model_copy(update=state.logged(said.NEW_GAME(cities=cities)))

    def default_players(self, count: int) -> tuple[str, ...]:
        """Blue and Red in the language on screen (Azul, Rojo): a name is kept as typed."""
        if count <= len(SEAT_NAMES):
            return seat_names()[:count]
        return super().default_players(count)

    # -- playing ----------------------------------------------------------------------------
    # The engine's own functions, called without a method in between: every decision of a
    # game asks for the player, the list and (through ``apply``) a check and a resolution.
    current_player = staticmethod(engine.current_player)
    legal_actions = staticmethod(engine.legal_actions)
    validate = staticmethod(engine.validate)
    resolve = staticmethod(resolve_action)

    def actions_at(self, state: ContinentalState, square: str) -> list[Action]:
        """The legal actions starting from or aimed at ``square`` (e.g. "c3")."""
        return engine.actions_at(state, square)

    # -- notation ---------------------------------------------------------------------------
    def parse_action(self, state: ContinentalState, text: str) -> Action:
        return notation.parse_action(text)

    def format_action(self, state: ContinentalState, action: Action) -> str:
        return notation.format_action(action)

    # -- what players see -------------------------------------------------------------------
    def view(self, state: ContinentalState, seat: int | None) -> ContinentalView:
        return build_view(state, seat)

    def scores(self, state: ContinentalState) -> tuple[SeatScore, ...]:
        return scoring.scores(state)

    def outcome(self, state: ContinentalState) -> Outcome | None:
        return scoring.outcome(state)

    def prompt(self, state: ContinentalState) -> str:
        return prompt(state)

    # The board over time (``changes``): the header's progress, the shelf, a replay's
    # periods, the "since your last turn" marks and the places a lesson points at.
    progress = staticmethod(changes.progress)
    period = staticmethod(changes.period)
    places = staticmethod(changes.places)
    changed_places = staticmethod(changes.changed_places)
    # What a move changes for the seat asking for a hint (``hint_changes``).
    hint_changes = staticmethod(hint_changes.hint_changes)


GAME = ContinentalGame()
