"""The contract every game implements, and the state envelope every game state extends.

One shape for all four games (as OpenSpiel and pgx do): a frozen pydantic state carrying its
own seeded generator, actions as frozen pydantic models with a canonical text notation, a
per-seat view, and an outcome as data.  The app, the saves, the conformance suite and the
bots only ever talk to a game through :class:`Game`.
"""

from __future__ import annotations

import unicodedata
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Generic, Self, TypeVar, cast

from boardgames_rules.core.about import player_range
from boardgames_rules.core.bot_knowledge import NO_BOT_KNOWLEDGE, BotKnowledge
from boardgames_rules.core.errors import IllegalAction, MalformedAction, Rejection
from boardgames_rules.core.glossary import Term, terms_in
from boardgames_rules.core.i18n import SOURCE, _
from boardgames_rules.core.memo import Memo
from boardgames_rules.core.messages import Message, english, render
from boardgames_rules.core.rng import Rng
from boardgames_rules.core.rules_text import for_players
from boardgames_rules.core.rules_text import source as rules_source
from boardgames_rules.core.rules_text import translation as rules_translation
from boardgames_rules.core.typed import canonical as typed_canonical
from boardgames_rules.core.typed import refusal as typed_refusal
from pydantic import BaseModel, ConfigDict, PrivateAttr

MAX_NAME_LENGTH = 24
_new = object.__new__
# The setters of a pydantic model's slots, called directly: what ``object.__setattr__`` ends up
# calling, without looking the slot up by name on every copy.
_SLOTS = BaseModel.__dict__
_set_dict = _SLOTS["__dict__"].__set__
_set_fields_set = _SLOTS["__pydantic_fields_set__"].__set__
_set_extra = _SLOTS["__pydantic_extra__"].__set__
_set_private = _SLOTS["__pydantic_private__"].__set__


class Frozen(BaseModel):
    """Base of every state, action and view model: immutable and compared by value."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Self:
        """As pydantic's ``model_copy`` (no validation of ``update``), on a faster path.

        The rules copy states on every move; pydantic's generic copy goes through
        ``copy.copy`` three times per call.  The result is the same: the fields (with
        ``update`` applied) and the set fields; models with extra or private values take
        pydantic's own path, except a state's Memo, which the copy shares (see
        :mod:`rules.core.memo`; ``deep=True`` gives it a fresh one, as pydantic does).
        """
        try:
            private = self.__pydantic_private__
        except AttributeError:  # never set: what ``getattr(..., None)`` would give
            private = None
        if deep or self.__pydantic_extra__ is not None or (private and private.keys() != _MEMO):
            return super().model_copy(update=update, deep=deep)
        copied = _new(type(self))
        fields_set = self.__pydantic_fields_set__
        if update:
            # One new dict with the update on top: the same keys in the same order as a
            # copy updated in place, without the second pass.
            _set_dict(copied, {**self.__dict__, **update})
            if not fields_set.issuperset(update):
                fields_set = fields_set.union(update)
        else:
            _set_dict(copied, self.__dict__.copy())
        # Never changed in place (pydantic only updates the set of a copy it made itself),
        # so a copy that sets no new field shares the set.
        _set_fields_set(copied, fields_set)
        _set_extra(copied, None)
        _set_private(copied, private)  # a state's {"_memo": its Memo}, shared, never changed
        return copied


_MEMO = {"_memo": None}.keys()
StateT = TypeVar("StateT", bound="GameState")  # the private values of a state: its Memo alone


def copy_with(model: Frozen, update: Mapping[str, Any]) -> Any:
    """``model.model_copy(update=update)`` for a model with no extra values and no private
    value but a state's Memo (every state, action and view model of the rules), on the
    shortest path.

    The engines copy states and players several times per decision; the method's keyword
    call and its checks cost a quarter of a copy.  The same result: the fields with
    ``update`` on top, the set fields (shared when ``update`` sets no new field), and a
    state's Memo shared with the copy (sub-models have none: their private slot is None).
    """
    copied = _new(type(model))
    _set_dict(copied, {**model.__dict__, **update})
    fields_set = model.__pydantic_fields_set__
    _set_fields_set(
        copied, fields_set if fields_set.issuperset(update) else fields_set.union(update)
    )
    _set_extra(copied, None)
    # The private dict itself is shared: nothing ever sets a private value in place (a state
    # that needs a fresh Memo is made by ``with_new_memo``).
    _set_private(copied, model.__pydantic_private__)
    return copied


def with_new_memo(state: StateT, update: Mapping[str, Any]) -> StateT:
    """``copy_with(state, update)`` starting a lineage of its own: a fresh, empty Memo.

    For states another thread will work on (a bot's sampled state), which must share no
    remembered answer with the states they were made from.
    """
    copied = copy_with(state, update)
    _set_private(copied, {"_memo": Memo()})
    return copied


class LogEntry(Frozen):
    """One line of the game's story.  ``private_to`` hides it from every other seat.

    The line is a ``message`` (an id and parameters, no words: rendered in the language on
    screen, its seats as the players' names); a save written before messages holds its
    ``text`` instead, shown as written in every language.
    """

    message: Message | None = None
    text: str | None = None
    seat: int | None = None
    private_to: int | None = None

    def english(self, players: Sequence[str]) -> str:
        """The line in English (``run``, exports, tests), seats named from ``players``."""
        if self.message is None:
            return self.text or ""
        return english(self.message, players)

    def rendered(self, players: Sequence[str]) -> str:
        """The line in the active language (``core.i18n``), seats named from ``players``."""
        if self.message is None:
            return self.text or ""
        return render(self.message, players)


class GameState(Frozen):
    """The envelope shared by every game state; each game adds its own fields.

    ``reveal`` counts the moments new information came out (a die roll, a card draw, a
    hidden choice made known).  Undo never crosses one: see :mod:`rules.core.session`.
    """

    players: tuple[str, ...]
    seed: int
    rng: Rng
    reveal: int = 0
    log: tuple[LogEntry, ...] = ()
    # What the rules remember about this state and those made from it (``copy_with`` and
    # ``model_copy`` share it; ``rules.core.memo`` says why and how): no part of the value.
    _memo: Memo = PrivateAttr(default_factory=Memo)

    def logged(
        self, message: Message, seat: int | None = None, private_to: int | None = None
    ) -> dict:
        """The ``log`` update for ``model_copy(update=...)`` that appends one entry."""
        return {"log": self.log + (log_entry(message, seat, private_to),)}


class GameView(Frozen):
    """What one seat may see (``seat`` None: what anybody at the table may see)."""

    seat: int | None
    players: tuple[str, ...]
    log: tuple[LogEntry, ...]


_LOG_FIELDS = {"message", "seat", "private_to"}  # never changed in place: see ``log_entry``


def log_entry(message: Message, seat: int | None, private_to: int | None) -> LogEntry:
    """``LogEntry(message=message, seat=seat, private_to=private_to)`` without pydantic's checks.

    The same value, the same set fields (those three), on a path a game's engine takes for
    every log line; callers pass a Message and ints or None, as the model requires.
    The entries share one set of set fields, as ``Frozen.model_copy`` shares it: the log
    lives as long as its game, and a set per entry kept the garbage collector busy.
    """
    entry = _new(LogEntry)
    if not isinstance(message, Message):  # a str here would be saved as a line without words
        raise TypeError(f"a log line is a Message, not {type(message).__name__}")
    _set_dict(entry, {"message": message, "text": None, "seat": seat, "private_to": private_to})
    _set_fields_set(entry, _LOG_FIELDS)
    _set_extra(entry, None)
    _set_private(entry, None)
    return entry


def visible_log(state: GameState, seat: int | None) -> tuple[LogEntry, ...]:
    return tuple(e for e in state.log if e.private_to is None or e.private_to == seat)


class SeatScore(Frozen):
    seat: int
    total: int
    breakdown: dict[str, int]


class Outcome(Frozen):
    """How a finished game ended: the winning seats (several on a draw), every score, and why
    (a message: the app renders it, see :mod:`rules.core.messages`)."""

    winners: tuple[int, ...]
    scores: tuple[SeatScore, ...]
    reason: Message


class SetupError(ValueError):
    """A new game cannot be made with these players or options."""


def clean_name(name: str) -> str:
    """A player name that is safe to print anywhere: trimmed, control characters made visible.

    Markup such as ``[bold]`` is kept as typed: the app always renders names as plain text.
    """
    shown = "".join(
        ch if unicodedata.category(ch)[0] != "C" else ch.encode("unicode_escape").decode()
        for ch in name.strip()
    )
    return shown[:MAX_NAME_LENGTH]


S = TypeVar("S", bound=GameState)
A = TypeVar("A", bound=Frozen)
V = TypeVar("V", bound=GameView)


class Game(ABC, Generic[S, A, V]):
    """One game's rules.  Subclasses are stateless singletons (``GAME`` in each package)."""

    name: ClassVar[str]
    title: ClassVar[str]
    summary: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    rules_version: ClassVar[int]
    # True when some seat holds information another seat must not see (a hand of cards):
    # the app then puts an opaque handover screen between players.
    has_private_info: ClassVar[bool]
    default_names: ClassVar[tuple[str, ...]]
    state_type: ClassVar[type[GameState]]
    # The keyword options ``new_game`` takes; a save naming any other is refused.
    option_names: ClassVar[tuple[str, ...]] = ()
    # Where the title screen and ``boardgames list`` put the game: lower comes first, and a
    # game that does not say comes after the four of the suite.
    listing_order: ClassVar[int] = 100
    # What the bots know of the game beyond its rules (``rules/<game>/bot.py``): how to weigh
    # a position and how to search; a game that says nothing gets the defaults.
    bot_knowledge: ClassVar[BotKnowledge[Any]] = NO_BOT_KNOWLEDGE

    # -- setting up -------------------------------------------------------------------------
    def new_game(self, players: Sequence[str], seed: int, **options: Any) -> S:
        names = tuple(clean_name(p) for p in players)
        if not self.min_players <= len(names) <= self.max_players:
            raise SetupError(f"{self.title} is for {self.player_range} players, not {len(names)}")
        if any(not n for n in names):
            raise SetupError("every player needs a name")
        if len(set(names)) != len(names):
            raise SetupError("two players have the same name")
        # A fresh Memo: ``setup`` may copy a state it keeps (the opening board), whose Memo
        # every new game would share.
        return with_new_memo(self.setup(names, seed, Rng.from_seed(seed), **options), {})

    @abstractmethod
    def setup(self, players: tuple[str, ...], seed: int, rng: Rng, **options: Any) -> S:
        """Build the opening state (names are already checked)."""

    @property
    def player_range(self) -> str:
        return player_range(self.min_players, self.max_players)

    def default_players(self, count: int) -> tuple[str, ...]:
        names = self.default_names
        seat = _("Player {number}")  # past the game's own names, in the language on screen
        return tuple(
            names[i] if i < len(names) else seat.format(number=i + 1) for i in range(count)
        )

    # -- playing ----------------------------------------------------------------------------
    # Positional only: a game may take these straight from its engine (``staticmethod``),
    # whose functions name their parameters as they like (Polis: ``s``, ``a``).
    @abstractmethod
    def current_player(self, state: S, /) -> int | None:
        """The seat that must act now, or None once the game is over."""

    @abstractmethod
    def legal_actions(self, state: S, /) -> list[A]:
        """Every action ``validate`` accepts now (empty once the game is over)."""

    @abstractmethod
    def validate(self, state: S, action: A, /) -> Rejection | None:
        """Why ``action`` is illegal now, or None.  Never raises, never changes ``state``."""

    @abstractmethod
    def resolve(self, state: S, action: A, /) -> S:
        """Apply an action already known to be legal."""

    def apply(self, state: S, action: A, /) -> S:
        """The state after ``action``; raises :class:`IllegalAction` and changes nothing."""
        rejection = self.validate(state, action)
        if rejection is not None:
            raise IllegalAction(rejection)
        return self.resolve(state, action)

    # -- notation ---------------------------------------------------------------------------
    @abstractmethod
    def parse_action(self, state: S, text: str) -> A:
        """Read the notation; raises :class:`MalformedAction` with the reason."""

    def read_typed(self, state: S, text: str) -> A:
        """What a player typed: the notation, or the notation in the words of the language on
        screen (``recolectar Ática``: see ``core.typed``).  The notation is read first, so it
        always means what it says; a line that is neither is refused with the notation's
        reason (about the line its words made, if it had any), where that reason lists the
        notation's words, with the forms the language on screen types them in."""
        try:
            return self.parse_action(state, text)
        except MalformedAction as err:
            refusal = err
        rewritten = typed_canonical(self.name, text)
        if rewritten is not None:
            try:
                return self.parse_action(state, rewritten)
            except MalformedAction as err:
                refusal = err
        raise typed_refusal(self.name, text, refusal)

    @abstractmethod
    def format_action(self, state: S, action: A) -> str:
        """The canonical notation: ``parse_action(state, format_action(state, a)) == a``."""

    # -- what players see -------------------------------------------------------------------
    @abstractmethod
    def view(self, state: S, seat: int | None) -> V:
        """What ``seat`` may see; ``None`` is the public view shown at a handover."""

    @abstractmethod
    def scores(self, state: S) -> tuple[SeatScore, ...]:
        """Each seat's score with its breakdown as if the game ended now (public data)."""

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """Winners and final scores once the game is over, else None."""

    @abstractmethod
    def prompt(self, state: S) -> str:
        """One line saying who must act and what is expected of them."""

    def seat_hues(self, state: S) -> tuple[str, ...]:
        """The colour the game itself gives each seat ("red", "pink"...; "" for none).

        The app draws a seat's name in its hue; a game whose pieces have no colours of their
        own gives none, and the seats take the palette's order.
        """
        return ()

    # -- the board over time: read from views, never states, so no hook can leak a secret ----
    def places(self, view: V) -> frozenset[str]:
        """Every place the board can mark (the names a lesson may point at); none by default."""
        return frozenset()

    def changed_places(self, before: V, after: V) -> frozenset[str]:
        """The places whose pieces changed between two views of one seat (the "since your last
        turn" marks and a replay's step); none by default."""
        return frozenset()

    def hint_changes(self, before: V, after: V) -> tuple[Message, ...]:
        """What a move changes for the seat whose two views these are (before it, and after it
        in the seat's own sample): the hint's "what it changes", most significant first, as
        messages (goods, units, a place taken, points); none by default."""
        return ()

    def period(self, view: V) -> str:
        """The stretch of play a replay jumps by and the score history counts in ("round 3",
        "era 2": a word, then the period's label); "" for a game played in one stretch."""
        return ""

    def progress(self, view: V) -> tuple[str, int] | None:
        """Where the game stands: the header's line and the share of the game played in percent
        (100 once it is over); None for a game that does not say."""
        return None

    def determinize(self, state: S, seat: int, rng: Rng) -> S:
        """A state ``seat`` cannot tell from ``state``: everything hidden from it resampled.

        The default reseeds the generator (future dice are hidden from everyone); games with
        hands or decks also reshuffle what ``seat`` cannot see.
        """
        value, _ = rng.next_u64()
        # A fresh Memo: the sampled state goes to a bot's thread (see ``rules.core.memo``).
        return with_new_memo(state, {"rng": Rng.from_seed(value)})

    # -- files ------------------------------------------------------------------------------
    def load_state(self, data: Any) -> S:
        # ``state_type`` is the game's own state class (a class variable cannot name ``S``).
        return cast(S, self.state_type.model_validate(data))

    def rules_text(self) -> str:
        """The in-app rules as written, in English (``assets/<game>/rules.md``): the text
        the lessons' sections are checked against."""
        return rules_source(self.name, SOURCE)

    def rules_for_players(self) -> str:
        """The rules as the app and ``boardgames rules`` show them: in the language on screen
        (``rules.<lang>.md`` where there is one), without ``[decided]`` tags."""
        return for_players(rules_translation(self.name) or self.rules_text())

    def terms_in(self, text: str) -> tuple[Term, ...]:
        """The game's terms (``assets/<game>/glossary.json``) that ``text`` uses, each with
        what it means in a few words."""
        return terms_in(self.name, text)
