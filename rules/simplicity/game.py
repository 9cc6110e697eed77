"""Simplicity wired into the shared :class:`rules.core.Game` contract."""

from __future__ import annotations

from typing import Any

from boardgames_rules.core import Game, Outcome, Rng, SeatScore
from boardgames_rules.simplicity import changes, engine, hint_changes, notation, scoring, setup
from boardgames_rules.simplicity.about import ABOUT
from boardgames_rules.simplicity.actions import Build, Demolish
from boardgames_rules.simplicity.bot import KNOWLEDGE
from boardgames_rules.simplicity.names import team_name
from boardgames_rules.simplicity.state import SimplicityState
from boardgames_rules.simplicity.view import SimplicityView, build_view


class SimplicityGame(Game[SimplicityState, Build | Demolish, SimplicityView]):
    name, title, summary = ABOUT.name, ABOUT.title, ABOUT.summary
    min_players, max_players = ABOUT.min_players, ABOUT.max_players
    listing_order = ABOUT.listing_order
    rules_version = 1
    # Nothing is hidden from one seat but shown to another: the bag is hidden from all.
    has_private_info = False
    default_names = ("Ann", "Ben", "Cleo", "Dan", "Eve", "Finn")
    state_type = SimplicityState
    bot_knowledge = KNOWLEDGE

    def setup(
        self, players: tuple[str, ...], seed: int, rng: Rng, **options: Any
    ) -> SimplicityState:
        return setup.setup(players, seed, rng)

    # The engine's own functions, called without a method in between: every decision of a
    # game asks for the player, the list and (through ``apply``) a check and a resolution.
    current_player = staticmethod(engine.current_player)
    legal_actions = staticmethod(engine.legal_actions)
    validate = staticmethod(engine.validate)
    resolve = staticmethod(engine.resolve)

    def parse_action(self, state: SimplicityState, text: str) -> Build | Demolish:
        return notation.parse_action(state, text)

    def format_action(self, state: SimplicityState, action: Build | Demolish) -> str:
        return notation.format_action(state, action)

    def view(self, state: SimplicityState, seat: int | None) -> SimplicityView:
        return build_view(state, seat)

    def scores(self, state: SimplicityState) -> tuple[SeatScore, ...]:
        return scoring.scores(state)

    def outcome(self, state: SimplicityState) -> Outcome | None:
        return scoring.outcome(state)

    def prompt(self, state: SimplicityState) -> str:
        return engine.prompt(state)

    def short_prompt(self, state: SimplicityState) -> str:
        """The prompt without the command line's notation example (for a narrow screen)."""
        return engine.prompt(state, example=False)

    # The board over time (``changes``): the header's progress, the shelf, a replay's
    # periods, the "since your last turn" marks and the places a lesson points at.
    progress = staticmethod(changes.progress)
    period = staticmethod(changes.period)
    places = staticmethod(changes.places)
    changed_places = staticmethod(changes.changed_places)
    # What a move changes for the seat asking for a hint (``hint_changes``).
    hint_changes = staticmethod(hint_changes.hint_changes)

    def seat_hues(self, state: SimplicityState) -> tuple[str, ...]:
        """A player is drawn in the colour of their (first) team: one identity on screen."""
        return tuple(
            team_name(state.teams_of(seat)[0]).lower() for seat in range(len(state.players))
        )

    def legal_spaces(self, state: SimplicityState, row: int) -> tuple[str, ...]:
        """The city spaces the acting team may build row ``row``'s tile on now."""
        return engine.legal_spaces(state, row)


GAME = SimplicityGame()
