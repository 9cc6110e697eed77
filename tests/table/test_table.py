"""The table controller without a screen: seats, bot turns, handovers, autosave and undo."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from boardgames_rules.core import i18n
from boardgames_rules.core.session import Session
from boardgames_rules.registry import GAMES

from boardgames_tui.save_lock import SaveHandle
from boardgames_tui.table import Refused, Table


def table_for(name: str, bots: dict[int, str] | None = None, seed: int = 3) -> Table:
    game = GAMES[name]
    session = Session.start(game, game.default_players(game.min_players), seed)
    session.bots = dict(bots or {})
    table = Table(session, Path("unsaved.json"))
    table.first_keyboard()
    return table


def play_until(table: Table, seat_to_play: int, seed: int = 1) -> None:
    """Random legal actions until ``seat_to_play`` is to play."""
    rng = random.Random(seed)
    session = table.session
    while session.current != seat_to_play:
        session.play(rng.choice(table.game.legal_actions(session.state)))


def undoable(table: Table, seed: int = 1) -> None:
    """Random human actions until the last one can be taken back."""
    rng = random.Random(seed)
    session = table.session
    while True:
        action = rng.choice(table.game.legal_actions(session.state))
        table.keyboard = session.current
        assert not isinstance(table.play(action), Refused)
        if session.undo_refusal() is None:
            return


# -- seats --------------------------------------------------------------------------------------
def test_a_seat_goes_to_a_bot_and_back() -> None:
    table = table_for("continental")
    assert table.human_seats() == [0, 1] and not table.is_bot_turn()
    assert table.hand_seat(0, "greedy")
    assert table.session.bots == {0: "greedy"} and table.is_bot_turn()
    assert table.next_turn() == "bot"
    assert not table.hand_seat(0, "greedy")  # already its seat: nothing changes
    assert table.hand_seat(0, None)
    assert table.session.bots == {} and table.next_turn() == "play"
    # Undo never goes back past a change of hands.
    assert table.session.undo_refusal() is not None


def test_with_private_info_one_person_left_keeps_the_keyboard() -> None:
    table = table_for("utopia")
    assert table.keyboard is None  # two people: the table sees the public view first
    table.hand_seat(1, "search")
    assert table.keyboard == 0  # one person left: their view stays on screen
    table.hand_seat(1, None)
    assert table.keyboard is None


def test_no_seat_changes_hands_once_the_game_is_over_or_in_a_lesson() -> None:
    table = table_for("continental")
    assert table.seat_refusal() is None
    table.lesson = object()  # type: ignore[assignment]  # any lesson: seats stay as they are
    assert table.seat_refusal() == "In a lesson the seats stay as they are."


# -- bot turns ------------------------------------------------------------------------------------
def test_a_bot_move_is_announced_then_played() -> None:
    table = table_for("continental", bots={1: "random"})
    play_until(table, 1)
    assert table.next_turn() == "bot"
    turn = table.start_bot_turn()
    assert not isinstance(turn, Refused) and turn.seat == 1
    assert table.bot_thinking
    action = turn.think()  # what the screen runs in a worker thread
    assert table.bot_chose(turn.token, action) and table.pending_bot_move() == (turn.token, action)
    assert table.take_bot_move(turn.token) == action
    assert table.take_bot_move(turn.token) is None  # played once only
    assert not isinstance(table.play(action, by_bot=True), Refused)


@pytest.mark.parametrize(("language", "said"), [("en", "played: roll"), ("es", "jugó: tirar")])
def test_the_played_line_writes_the_move_as_the_player_types_it(language: str, said: str) -> None:
    table = table_for("continental")
    game, session = table.game, table.session
    while (roll := game.parse_action(session.state, "roll")) not in game.legal_actions(
        session.state
    ):  # the stats assigned first
        session.play(game.legal_actions(session.state)[0])
    table.keyboard = session.current
    i18n.use(language)
    try:
        step = table.play(roll)
        assert not isinstance(step, Refused)
        assert table.played_line(step) == f"{session.players[step.actor]} {said}"
    finally:
        i18n.use(i18n.SOURCE)


def test_a_person_cannot_play_for_a_bot() -> None:
    table = table_for("continental", bots={0: "random"})
    refused = table.play(table.legal()[0])
    assert isinstance(refused, Refused) and "a bot" in refused.message


def test_a_stale_bot_answer_is_dropped_after_an_undo() -> None:
    table = table_for("continental", bots={1: "random"})
    play_until(table, 1)
    turn = table.start_bot_turn()
    assert not isinstance(turn, Refused)
    late = turn.think()
    # The seat goes to a person, who plays and takes it back; then the bot has it again.
    table.hand_seat(1, None)
    undoable(table)
    assert not isinstance(table.undo(), Refused)
    table.hand_seat(1, "random")
    play_until(table, 1)
    assert table.is_bot_turn()
    assert not table.bot_chose(turn.token, late)  # the answer for the old position
    assert table.pending_bot_move() is None
    assert table.take_bot_move(turn.token) is None


def test_a_failed_bot_gives_its_seat_to_a_person() -> None:
    table = table_for("continental", bots={0: "random"})
    turn = table.start_bot_turn()
    assert not isinstance(turn, Refused)
    assert table.bot_failed(turn.token, 0)
    assert table.session.bots == {} and table.next_turn() == "play"


def test_a_hint_for_an_old_position_is_dropped() -> None:
    table = table_for("continental")
    undoable(table)
    request = table.hint_request()
    assert not isinstance(request, Refused) and table.hint_wanted(request)
    table.undo()
    assert not table.hint_wanted(request)


# -- handovers and privacy ----------------------------------------------------------------------
@pytest.mark.parametrize("name", ["polis", "utopia"])
def test_a_handover_is_due_between_people_when_hands_are_hidden(name: str) -> None:
    table = table_for(name)
    assert table.game.has_private_info
    assert table.keyboard is None and table.legal() == []  # no hand is shown to the table
    assert table.handover_due() and table.next_turn() == "handover" and table.keyboard is None
    table.handed_over()
    assert table.keyboard == table.current and table.legal()
    assert table.view() is table.view()  # built once per state and seat
    assert not table.handover_due() and table.next_turn() == "play"
    first = table.current
    play_until(table, 1 - first if first in (0, 1) else 0)
    assert table.handover_due() and table.next_turn() == "handover" and table.keyboard is None


@pytest.mark.parametrize("name", ["polis", "utopia"])
def test_no_handover_against_bots(name: str) -> None:
    table = table_for(name, bots={1: "random"})
    assert table.keyboard == 0
    play_until(table, 1)
    assert not table.handover_due() and table.next_turn() == "bot" and table.keyboard == 0
    assert table.legal() == []  # the bot's seat is not at the keyboard


@pytest.mark.parametrize("name", ["continental", "simplicity"])
def test_no_handover_without_private_info(name: str) -> None:
    table = table_for(name)
    assert table.keyboard == table.current
    play_until(table, 1)
    assert not table.handover_due() and table.next_turn() == "play" and table.keyboard == 1
    assert table.legal() == table.game.legal_actions(table.session.state)


# -- autosave and undo ---------------------------------------------------------------------------
class BrokenDisk:
    """A save handle whose disk is full until ``fixed``."""

    def __init__(self) -> None:
        self.fixed = False
        self.written: list[Any] = []

    def write(self, save: Any) -> None:
        if not self.fixed:
            raise OSError(28, "No space left on device", "/saves/game.json")
        self.written.append(save)

    def release(self) -> None:
        pass


def test_every_action_is_saved(tmp_path: Path) -> None:
    table = table_for("continental")
    path = tmp_path / "game.json"
    table.save_path, table.save_handle = path, SaveHandle.open(path)
    for _ in range(3):
        table.play(table.legal()[0])
        assert path.exists() and table.saved_count == len(table.session.actions)
        assert table.unsaved_actions() == 0
    table.release()


def test_a_failed_save_is_reported_and_the_move_stays() -> None:
    table = table_for("continental", bots={1: "random"})
    disk = BrokenDisk()
    table.save_handle = disk  # type: ignore[assignment]  # a stand-in with write and release
    step = table.play(table.legal()[0])
    assert not isinstance(step, Refused)
    assert table.session.steps[-1] is step  # the move stays played
    assert table.save_problem == "No space left on device (/saves/game.json)"
    assert table.unsaved_actions() == 1
    play_until(table, 1)
    refused = table.start_bot_turn()  # a bot waits for the save
    assert isinstance(refused, Refused) and "saved" in refused.message
    assert table.bot_waiting()
    disk.fixed = True
    assert table.autosave() and table.save_problem == "" and table.unsaved_actions() == 0
    assert not isinstance(table.start_bot_turn(), Refused)


def test_undo_refusals() -> None:
    table = table_for("continental", bots={1: "random"})
    refused = table.undo()
    assert isinstance(refused, Refused) and refused.message == "Cannot undo: nothing to undo yet."
    play_until(table, 1)
    refused = table.undo()
    assert isinstance(refused, Refused) and refused.message == "Cannot undo while a bot is playing."
    table.hand_seat(1, None)
    refused = table.undo()
    assert isinstance(refused, Refused) and "a seat changed hands" in refused.message


def test_an_undo_takes_back_and_saves() -> None:
    table = table_for("continental")
    undoable(table)
    disk = BrokenDisk()
    disk.fixed = True
    table.save_handle = disk  # type: ignore[assignment]  # a stand-in with write and release
    count = len(table.session.steps)
    step = table.undo()
    assert not isinstance(step, Refused) and len(table.session.steps) == count - 1
    assert len(disk.written) == 1
