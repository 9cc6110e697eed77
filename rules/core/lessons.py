"""Lessons: short scripted games that teach a game by playing it.

A game's lessons are data, ``assets/<game>/lessons.json``; adding one needs no Python.  Each
lesson is a seeded game (optionally from a prepared position: ``setup`` actions played
silently) and a list of steps, each of one kind:

- ``{"explain": "text", "places": [...]}``: words, and places on the board to look at;
  Enter goes on.
- ``{"other": ["notation", ...], "say": "comment"}``: the other seats' moves, played in turn
  with their log lines, like a bot's announced move.
- ``{"move": "notation", "say": "what to do and which keys"}``: the learner's move.  Any other
  legal move is refused with "not now", an illegal one with the game's own reason.
  With ``"on_your_own": true`` the step is the learner's alone: its text names only the goal
  (what to achieve, never which keys), as the end of each first lesson does before play.

Every step may name ``places`` (highlighted like the since-your-last-turn marks), the
``rules`` section it is about (the ``?`` screen opens there) and the coverage items it
``teaches``.  :func:`problems` checks a game's lessons by playing them: every action legal
when its step comes, every place on the board, every section in the rules, every lesson
ending where it says; all problems are reported at once.

:class:`LessonRun` follows a lesson beside a :class:`~boardgames_rules.core.session.Session`:
the app and the headless tests drive the same object.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Literal

from boardgames_rules.core import i18n
from boardgames_rules.core.assets import asset
from boardgames_rules.core.data_strings import shown
from boardgames_rules.core.errors import RulesError
from boardgames_rules.core.game import Game
from boardgames_rules.core.i18n import _
from boardgames_rules.core.session import Session
from boardgames_rules.core.typed import in_words
from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

MAX_WORDS = 55  # "about 50": a step is read at a glance, in the side column at 80x24

StepKind = Literal["explain", "other", "move"]
# What a step says when it tells which keys to press; an on-your-own step must not.
_KEY_WORDS = re.compile(r"\b(press|type|Enter|arrows?|cursor|menu)\b", re.IGNORECASE)


class Step(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    explain: str | None = None
    other: tuple[str, ...] | None = None
    move: str | None = None
    say: str = ""
    places: tuple[str, ...] = ()
    rules: str | None = None  # a heading of the game's rules text
    teaches: tuple[str, ...] = ()
    on_your_own: bool = False  # a move step whose text names the goal, not the keys

    @model_validator(mode="after")
    def _one_kind(self) -> Step:
        kinds = [k for k in ("explain", "other", "move") if getattr(self, k) is not None]
        if len(kinds) != 1:
            raise ValueError(f"a step is one of explain, other or move, not {kinds or 'none'}")
        if self.on_your_own and kinds[0] != "move":
            raise ValueError("only a move step is on your own")
        if self.on_your_own and _KEY_WORDS.search(self.say):
            raise ValueError(f"an on-your-own step names the goal, not the keys: {self.say!r}")
        if kinds[0] != "explain" and not self.say.strip():
            raise ValueError(f"a {kinds[0]} step needs 'say': what is happening")
        if kinds[0] == "explain" and self.say:
            raise ValueError("an explain step has its text in 'explain', not 'say'")
        if self.other is not None and not self.other:
            raise ValueError("an other step plays at least one action")
        return self

    @property
    def kind(self) -> StepKind:
        if self.explain is not None:
            return "explain"
        return "other" if self.other is not None else "move"

    @property
    def text(self) -> str:
        return self.explain if self.explain is not None else self.say

    @property
    def actions(self) -> tuple[str, ...]:
        if self.other is not None:
            return self.other
        return (self.move,) if self.move is not None else ()


class Ending(BaseModel):
    """Where a lesson ends: after how many actions, and what the game's prompt says then."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    actions: int
    prompt: str = ""  # a part of the game's prompt in the final position
    over: bool = False  # the game is over


class Lesson(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    title: str
    minutes: int  # what a first-time player needs, about
    players: tuple[str, ...]
    seed: int
    learner: int = 0
    setup: tuple[str, ...] = ()
    steps: tuple[Step, ...]
    ends: Ending

    @property
    def actions(self) -> list[str]:
        """Every action of the lesson in order, setup first (a moves file for ``run``)."""
        return [*self.setup, *(a for step in self.steps for a in step.actions)]


class LessonBook(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    game: str
    lessons: tuple[Lesson, ...]


class LessonError(ValueError):
    """The lessons file cannot be used; the message lists every problem."""


def lessons_path(game: str):
    return asset(game, "lessons.json")


def read_book(game: str) -> LessonBook | None:
    """The game's lessons as written, or None when it has none; LessonError if unreadable."""
    path = lessons_path(game)
    if not path.is_file():
        return None
    try:
        return LessonBook.model_validate(json.loads(path.read_text("utf-8")))
    except (ValueError, ValidationError) as err:
        raise LessonError(f"{game} lessons: {err}") from None


@cache
def load_lessons(game: Game) -> tuple[Lesson, ...]:
    """The game's lessons, checked by playing them; LessonError naming every problem."""
    book = read_book(game.name)
    if book is None:
        return ()
    # The file is English (its ending names a part of the English prompt): checked in
    # English whatever the language on screen, so lessons open in any language.
    language = i18n.current()
    i18n.use(i18n.SOURCE)
    try:
        found = problems(game, book)
    finally:
        i18n.use(language)
    if found:
        raise LessonError(f"{game.name} lessons:\n" + "\n".join(found))
    return book.lessons


def headings(rules_text: str) -> set[str]:
    return {
        m.group(1).strip().lower() for m in re.finditer(r"^#+\s+(.+)$", rules_text, re.MULTILINE)
    }


def board_places(game: Game, view: Any) -> frozenset[str]:
    return game.places(view)


def start(game: Game, lesson: Lesson) -> Session:
    """A fresh session at the lesson's first step (its setup played), its players named in
    the language on screen (the lesson's words call them so)."""
    players = tuple(shown(game.name, "lesson-player", name) for name in lesson.players)
    session = Session.start(game, players, lesson.seed)
    for text in lesson.setup:
        session.play(text)
    return session


def problems(game: Game, book: LessonBook) -> list[str]:
    """Everything wrong with a game's lessons, found by playing each one to its end."""
    found: list[str] = []
    if book.game != game.name:
        found.append(f"the file is for {book.game!r}, not {game.name!r}")
    known = headings(game.rules_text())
    ids = [lesson.id for lesson in book.lessons]
    twice = sorted({i for i in ids if ids.count(i) > 1})
    found += [f"lesson id {i!r} is used twice" for i in twice]
    for number, lesson in enumerate(book.lessons, start=1):
        where = f"lesson {number} ({lesson.id})"
        found += [f"{where}: {p}" for p in _lesson_problems(game, lesson, known)]
    return found


def _lesson_problems(game: Game, lesson: Lesson, known: set[str]) -> list[str]:
    found: list[str] = []
    if not game.min_players <= len(lesson.players) <= game.max_players:
        return [f"{len(lesson.players)} players; {game.title} takes {game.player_range}"]
    if not 0 <= lesson.learner < len(lesson.players):
        return [f"no seat {lesson.learner} for the learner"]
    session = Session.start(game, lesson.players, lesson.seed)
    for text in lesson.setup:
        reason = _refusal(session, text)
        if reason:
            return [*found, f"setup {text!r}: {reason}"]
        session.play(text)
    for index, step in enumerate(lesson.steps, start=1):
        where = f"step {index}"
        words = len(step.text.split())
        if words > MAX_WORDS:
            found.append(f"{where}: {words} words (at most {MAX_WORDS})")
        if step.rules is not None and step.rules.strip().lower() not in known:
            found.append(f"{where}: no rules section {step.rules!r}")
        view = game.view(session.state, lesson.learner)
        missing = sorted(set(step.places) - board_places(game, view))
        if missing:
            found.append(f"{where}: no place {', '.join(missing)} on the board")
        for text in step.actions:
            current = session.current
            if step.kind == "move" and current != lesson.learner:
                found.append(f"{where}: the learner's move {text!r} but seat {current} is to play")
            if step.kind == "other" and current == lesson.learner:
                found.append(f"{where}: {text!r} is the learner's to play, not the other side's")
            reason = _refusal(session, text)
            if reason:
                return [*found, f"{where} {text!r}: {reason}"]
            session.play(text)
    if len(session.steps) != lesson.ends.actions:
        found.append(f"ends after {len(session.steps)} actions, not {lesson.ends.actions}")
    if lesson.ends.prompt and lesson.ends.prompt not in game.prompt(session.state):
        found.append(
            f"ends on the prompt {game.prompt(session.state)!r}, not one with "
            f"{lesson.ends.prompt!r}"
        )
    if lesson.ends.over != session.over:
        found.append("the game is over at its end" if session.over else "the game is not over")
    if not any(step.kind == "move" for step in lesson.steps):
        found.append("the learner makes no move")
    return found


def _refusal(session: Session, text: str) -> str | None:
    try:
        rejection = session.check(text)
    except RulesError as err:
        return str(err)
    return None if rejection is None else rejection.message


# -- following a lesson ---------------------------------------------------------------------
@dataclass
class LessonRun:
    """Which step of a lesson is on, beside the session it plays in.

    ``position`` is the step shown; within an ``other`` step, ``played`` counts its actions
    already played.  The learner's moves and undo keep the two in step with the session.
    """

    game: Game
    lesson: Lesson
    position: int = 0
    played: int = 0
    # The number of session actions before each step, to find the step again after an undo.
    _before: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        count = len(self.lesson.setup)
        for step in self.lesson.steps:
            self._before.append(count)
            count += len(step.actions)

    @property
    def step(self) -> Step | None:
        steps = self.lesson.steps
        return steps[self.position] if self.position < len(steps) else None

    @property
    def finished(self) -> bool:
        return self.position >= len(self.lesson.steps)

    @property
    def number(self) -> int:
        """The step on, counted from 1 (for "step 3 of 12")."""
        return min(self.position + 1, len(self.lesson.steps))

    def go_on(self) -> None:
        """Past an explain step, or an other step whose actions are all played."""
        step = self.step
        if step is None:
            return
        if step.kind == "move" or (step.kind == "other" and self.played < len(step.actions)):
            raise ValueError("this step is not done yet")
        self.position += 1
        self.played = 0

    def next_scripted(self) -> str | None:
        """The other side's next action, while an other step still has one to play."""
        step = self.step
        if step is None or step.kind != "other" or self.played >= len(step.actions):
            return None
        return step.actions[self.played]

    def scripted_played(self) -> None:
        self.played += 1

    def not_now(self, session: Session, action: Any) -> str | None:
        """Why a legal action is not this step's, or None when it is the one asked for."""
        step = self.step
        if step is None:
            return None  # the lesson is over: the game is the player's
        if step.kind != "move":
            return _("Not now: read this step first, then press Enter to go on.")
        assert step.move is not None
        expected = self.game.parse_action(session.state, step.move)
        if action == expected:
            return None
        # In the language on screen: the move as its players type it, the step's own words.
        name = self.game.name
        asks = _("Not now: this step asks for {move} ({sentence})")
        return asks.format(
            move=in_words(name, step.move),
            sentence=_first_sentence(shown(name, "lesson-step", step.say)).replace("`", ""),
        )

    def moved(self) -> None:
        """The learner played this step's move."""
        self.position += 1
        self.played = 0

    def after_undo(self, session: Session) -> None:
        """Back to the step whose move was taken back."""
        count = len(session.steps)
        for index, before in enumerate(self._before):
            if before == count and self.lesson.steps[index].kind == "move":
                self.position, self.played = index, 0
                return


def _first_sentence(text: str) -> str:
    head = re.split(r"(?<=[.!?])\s", text.strip(), maxsplit=1)[0]
    return head.rstrip(".")
