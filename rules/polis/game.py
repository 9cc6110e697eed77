"""The Polis game object: wires setup, engine, notation, view and scoring to the contract."""

from __future__ import annotations

from collections import Counter
from typing import Any

from boardgames_rules.core import Game, Outcome, Rng, SeatScore
from boardgames_rules.core.game import copy_with, with_new_memo
from boardgames_rules.core.i18n import N_, _, ngettext
from boardgames_rules.core.messages import render
from boardgames_rules.core.typed import in_words
from boardgames_rules.polis import changes, engine, hint_changes, notation, words
from boardgames_rules.polis.about import ABOUT
from boardgames_rules.polis.battle import deck
from boardgames_rules.polis.bot import KNOWLEDGE
from boardgames_rules.polis.flow import setup_state
from boardgames_rules.polis.scoring import outcome, scores
from boardgames_rules.polis.state import State
from boardgames_rules.polis.view import View, build_view

STEP_PROMPTS = {
    "more_hoplites": N_("add hoplites from another territory to the move into {zone}, or done"),
    "more_galleys": N_("add galleys from another sea zone to the move into {zone}, or done"),
    "tribute": N_("place {hoplites} of {zone} on the tribute panel, or done"),
    "surcharge": N_("pay 1 extra resource (the opponent has passed)"),
    "feed": N_("feeding: {cubes} unfed: pay 1 prestige or remove 1 cube, for each"),
    "grow": N_("turn leftover wheat into population, or done"),
    "phoros": N_("phoros: turn prestige into silver (phoros 0 to keep it)"),
    "treasury": N_(
        "Treasury Transfer: give up prestige for twice that in silver (treasury 0: none)"
    ),
    "philopersians": N_("Philopersians: remove one of your hoplites or galleys"),
    "egypt": N_("Egypt Rebels: send galleys to Egypt (2 expected), or done"),
    "persia": N_("Murder of the Persian King: send hoplites from one territory to Persia, or done"),
    "betrayal": N_("Betrayal: choose which of your population-1 poleis goes over"),
}


class PolisGame(Game[State, Any, View]):
    name, title, summary = ABOUT.name, ABOUT.title, ABOUT.summary
    min_players, max_players = ABOUT.min_players, ABOUT.max_players
    listing_order = ABOUT.listing_order
    rules_version = 1
    has_private_info = True  # battle hands
    default_names = ("Athens", "Sparta")
    state_type = State
    bot_knowledge = KNOWLEDGE

    def default_players(self, count: int) -> tuple[str, ...]:
        """The sides' names in the language on screen (Atenas, Sparta): terms.json's words."""
        names = super().default_players(count)  # beyond the two sides: "Player 3" (refused)
        return tuple(words.side(i) if i < 2 else name for i, name in enumerate(names))

    def setup(self, players: tuple[str, ...], seed: int, rng: Rng, **options: Any) -> State:
        return setup_state(players, seed, rng)

    # The engine's own functions, called without a method in between: every decision of a
    # game asks for the player, the list and (through ``apply``) a check and a resolution.
    current_player = staticmethod(engine.current_player)
    legal_actions = staticmethod(engine.legal_actions)
    validate = staticmethod(engine.validate)
    resolve = staticmethod(engine.resolve)
    apply = staticmethod(engine.apply)

    def parse_action(self, state: State, text: str) -> Any:
        return notation.parse_action(text)

    def format_action(self, state: State, action: Any) -> str:
        return notation.format_action(action)

    def view(self, state: State, seat: int | None) -> View:
        return build_view(state, seat, self.prompt(state))

    def scores(self, state: State) -> tuple[SeatScore, ...]:
        return scores(state)

    def outcome(self, state: State) -> Outcome | None:
        return outcome(state)

    def prompt(self, state: State) -> str:
        seat = engine.current_player(state)
        if seat is None:
            result = outcome(state)
            return render(result.reason) if result else _("The game is over.")
        who = words.side(seat)
        if state.steps:
            step = state.steps[0]
            n = step.left
            return f"{who}: " + _(STEP_PROMPTS[step.kind]).format(
                zone=words.named(step.zone) if step.zone else step.zone,
                hoplites=ngettext("{n} hoplite", "{n} hoplites", n).format(n=n),
                cubes=ngettext("{n} cube", "{n} cubes", n).format(n=n),
            )
        b = state.battle
        if b is not None:
            zone = words.named(b.zone)
            if b.stage == "commanders":
                said = _(
                    "{side}: battle in {zone} — double your prestige here? (commanders double/no)"
                )
            elif b.stage == "withdraw":
                said = _("{side}: battle in {zone}, round {round} — fight or withdraw")
            elif b.stage == "attack":
                said = ngettext(
                    "{side}: battle in {zone} — attack with {n} card",
                    "{side}: battle in {zone} — attack with {n} cards",
                    b.slots,
                )
            else:
                said = _("{side}: battle in {zone} — answer {cards} with your cards")
            return said.format(
                side=who, zone=zone, round=b.round, n=b.slots,
                cards=in_words("polis", " ".join(b.revealed)),  # Es3 in Spanish, as typed
            )
        if state.done:
            return _("{side}: take a second, different action, or end the turn").format(side=who)
        return _("{side}: take an action, or pass for the rest of the era").format(side=who)

    # The board over time (``changes``): the header's progress, the shelf, a replay's
    # periods, the "since your last turn" marks and the places a lesson points at.
    progress = staticmethod(changes.progress)
    period = staticmethod(changes.period)
    places = staticmethod(changes.places)
    changed_places = staticmethod(changes.changed_places)
    # What a move changes for the seat asking for a hint (``hint_changes``).
    hint_changes = staticmethod(hint_changes.hint_changes)

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """Reseed the future and redeal the opponent's battle hand from the unseen cards."""
        value, rng = rng.next_u64()
        # The opponent's private log lines (the cards it drew) would tell its true hand.
        log = tuple(e for e in state.log if e.private_to in (None, seat))
        # A fresh Memo: the sampled state goes to a bot's thread (see ``rules.core.memo``).
        state = with_new_memo(state, {"rng": Rng.from_seed(value), "log": log})
        b = state.battle
        if b is None:
            return state
        other = 1 - seat
        # Sorted: the order must not depend on which unseen cards are in hand, which in deck.
        pool = sorted(deck(state) + list(b.hands[other]))  # cards the seat cannot see
        assert Counter(pool).total() == len(pool)
        hand = []
        for _draw in range(len(b.hands[other])):
            i, rng = rng.randint(0, len(pool) - 1)
            hand.append(pool.pop(i))
        hands = list(b.hands)
        hands[other] = tuple(sorted(hand))
        return copy_with(state, {"battle": copy_with(b, {"hands": tuple(hands)})})


GAME = PolisGame()
