"""Utopia wired into the shared contract (:class:`rules.core.Game`)."""

from __future__ import annotations

from typing import Any, ClassVar

from boardgames_rules.core import Frozen, Game, Outcome, Rng, SeatScore, SetupError
from boardgames_rules.core.game import with_new_memo
from boardgames_rules.core.i18n import pgettext
from boardgames_rules.utopia import (
    cards,
    changes,
    effects,
    engine,
    flow,
    hint_changes,
    notation,
    scoring,
    view,
)
from boardgames_rules.utopia.about import ABOUT
from boardgames_rules.utopia.bot import KNOWLEDGE
from boardgames_rules.utopia.data import board
from boardgames_rules.utopia.state import UtopiaState
from boardgames_rules.utopia.view import UtopiaView


class UtopiaGame(Game[UtopiaState, Frozen, UtopiaView]):
    name, title, summary = ABOUT.name, ABOUT.title, ABOUT.summary
    min_players, max_players = ABOUT.min_players, ABOUT.max_players
    listing_order = ABOUT.listing_order
    rules_version: ClassVar[int] = 1
    has_private_info: ClassVar[bool] = True  # action cards in hand
    default_names: ClassVar[tuple[str, ...]] = ("Red", "Blue", "Yellow", "Green", "White")
    # Each seat's pieces have a colour, the one its default name says.
    colours: ClassVar[tuple[str, ...]] = ("red", "blue", "yellow", "green", "white")
    state_type: ClassVar[type[UtopiaState]] = UtopiaState

    def default_players(self, count: int) -> tuple[str, ...]:
        """The colours' names in the language on screen (``default_names`` stays English)."""
        shown = (
            pgettext("utopia.player", "Red"),
            pgettext("utopia.player", "Blue"),
            pgettext("utopia.player", "Yellow"),
            pgettext("utopia.player", "Green"),
            pgettext("utopia.player", "White"),
        )
        return shown[:count] + super().default_players(count)[len(shown) :]
    bot_knowledge = KNOWLEDGE

    def setup(self, players: tuple[str, ...], seed: int, rng: Rng, **options: Any) -> UtopiaState:
        if options:
            raise SetupError(f"Utopia has no options (got {', '.join(options)})")
        board()  # a broken map file fails here, at the start, with every problem listed
        return flow.setup(players, seed, rng)

    # The engine's own functions, called without a method in between: every decision of a
    # game asks for the player, the list and (through ``apply``) a check and a resolution.
    current_player = staticmethod(engine.current_player)
    legal_actions = staticmethod(engine.legal_actions)
    validate = staticmethod(engine.validate)
    resolve = staticmethod(effects.resolve)

    def parse_action(self, state: UtopiaState, text: str) -> Frozen:
        return notation.parse(text)

    def format_action(self, state: UtopiaState, action: Frozen) -> str:
        return notation.format_action(action)

    def view(self, state: UtopiaState, seat: int | None) -> UtopiaView:
        return view.build_view(state, seat)

    def scores(self, state: UtopiaState) -> tuple[SeatScore, ...]:
        return scoring.scores(state)

    def outcome(self, state: UtopiaState) -> Outcome | None:
        return scoring.outcome(state)

    def prompt(self, state: UtopiaState) -> str:
        return view.prompt(state)

    def short_prompt(self, state: UtopiaState) -> str:
        """The prompt without the command line's notation example (for a screen short of rows)."""
        return view.prompt(state, example=False)

    # The board over time (``changes``): the header's progress, the shelf, a replay's
    # periods, the "since your last turn" marks and the places a lesson points at.
    progress = staticmethod(changes.progress)
    period = staticmethod(changes.period)
    places = staticmethod(changes.places)
    changed_places = staticmethod(changes.changed_places)
    # What a move changes for the seat asking for a hint (``hint_changes``).
    hint_changes = staticmethod(hint_changes.hint_changes)

    def seat_hues(self, state: UtopiaState) -> tuple[str, ...]:
        return self.colours[: len(state.players)]

    def determinize(self, state: UtopiaState, seat: int, rng: Rng) -> UtopiaState:
        # A fresh Memo: the sampled state goes to a bot's thread (see ``rules.core.memo``).
        return with_new_memo(cards.determinize(state, seat, rng), {})


GAME = UtopiaGame()
