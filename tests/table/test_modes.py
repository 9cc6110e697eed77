"""A lesson and a replay as modes of the table, without a screen."""

from __future__ import annotations

from pathlib import Path

from boardgames_rules.core.lessons import LessonRun, load_lessons
from boardgames_rules.core.lessons import start as start_lesson
from boardgames_rules.registry import GAMES

from boardgames_tui.table import LessonMode, Refused, ReplayMode, Table
from tests.test_export import random_session


def lesson_table(name: str = "continental", index: int = 0) -> Table:
    game = GAMES[name]
    lesson = load_lessons(game)[index]
    mode = LessonMode(LessonRun(game, lesson))
    table = Table(start_lesson(game, lesson), Path("lesson.json"), lesson=mode)
    table.first_keyboard()
    return table


def test_a_lesson_goes_on_past_explaining_steps_then_wants_its_move() -> None:
    table = lesson_table()
    mode = table.lesson
    assert mode is not None and table.keyboard == mode.learner == 0
    assert mode.title() == f"Lesson 1: {mode.run.lesson.title}" and mode.following() is not None
    assert mode.step is not None and mode.step.kind == "explain" and mode.waits_for_enter()
    # Not now: the step is read first, even for a legal action.
    refused = table.play("stats I2 E4 G3 Q1")
    assert isinstance(refused, Refused) and refused.drop_choice
    assert refused.message.startswith("Not now: read this step first")
    while mode.step is not None and mode.step.kind == "explain":
        assert mode.go_on()
    assert mode.step is not None and mode.step.kind == "move" and not mode.go_on()
    # A legal move other than the step's: not now, and the step says which.
    refused = table.play("stats I3 E4 G1 Q2")
    assert isinstance(refused, Refused)
    assert "this step asks for stats I2 E4 G3 Q1" in refused.message
    # An illegal one: the game's reason first.
    refused = table.play("build G c3")
    assert isinstance(refused, Refused) and refused.message.startswith("Not allowed")
    number = mode.run.number
    assert not isinstance(table.play("stats I2 E4 G3 Q1"), Refused)
    assert mode.run.number == number + 1  # the expected move advances the lesson
    assert table.next_turn() == "lesson" and table.keyboard == 0


def test_the_other_side_plays_its_scripted_moves_and_undo_goes_back_a_step() -> None:
    table = lesson_table()
    mode = table.lesson
    assert mode is not None
    while mode.go_on():
        pass
    table.play("stats I2 E4 G3 Q1")
    assert mode.step is not None and mode.step.kind == "other" and not mode.waits_for_enter()
    step = mode.play_scripted(table.session)
    assert step is not None and step.notation == "stats I3 E4 G1 Q2"
    assert mode.play_scripted(table.session) is None and mode.waits_for_enter()
    assert table.autosave() and table.save_handle is None  # a lesson is never saved


def test_undo_in_a_lesson_returns_to_the_step_of_the_move_taken_back() -> None:
    table = lesson_table("simplicity")
    mode = table.lesson
    assert mode is not None
    while mode.go_on():
        pass
    position = mode.run.position
    assert not isinstance(table.play("1 c4"), Refused) and mode.run.position == position + 1
    assert not isinstance(table.undo(), Refused)
    assert mode.run.position == position


def test_play_on_turns_a_lesson_into_a_saved_game(tmp_path: Path) -> None:
    table = lesson_table()
    table.play_on(with_bot=True, save_path=tmp_path / "game.json")
    assert table.lesson is None and table.session.bots == {1: "search"}
    assert (tmp_path / "game.json").exists() and table.unsaved_actions() == 0
    table.release()


def replay_table(name: str = "simplicity", steps: int = 30) -> tuple[Table, ReplayMode]:
    session = random_session(name, 4, steps=steps)
    table = ReplayMode.table_for(session, Path("replay"))
    assert table.replay is not None
    return table, table.replay


def test_a_replay_steps_forward_and_back() -> None:
    table, replay = replay_table()
    assert replay.position == 0 and table.session.state is table.session.initial
    assert replay.step(-1) == "Already at the opening position."
    assert replay.shown() is None
    for number in range(1, 4):
        assert replay.step(1) is None and replay.position == number
        assert table.session.state is replay.all_steps[number - 1].after
    shown = replay.shown()
    assert shown is not None and shown.step is replay.all_steps[2]
    assert replay.step(-1) is None and replay.position == 2
    assert isinstance(table.play(table.game.legal_actions(table.session.state)[0]), Refused)
    assert isinstance(table.undo(), Refused) and table.next_turn() == "replay"


def test_a_replay_jumps_to_the_end_a_number_and_a_period() -> None:
    table, replay = replay_table(steps=10_000)
    last = replay.last
    assert replay.jump(-1) is None and replay.position == last == len(table.session.steps)
    assert replay.jump(-1) == f"Already at the last action ({last})."
    assert replay.find("7") == 7 and replay.find("³") is None and replay.find("9" * 12) == last
    found = replay.find("round 2")
    assert found is not None and replay.jump(found) is None
    assert replay.period_of(replay.position) == "round 2"
    assert replay.period_of(replay.position - 1) == "round 1"
    assert replay.period(1) is None and replay.period_of(replay.position) == "round 3"
    assert replay.period(-1) is None and replay.period_of(replay.position) == "round 2"


def test_a_replay_shows_a_seats_view_only_after_a_handover_before_the_end() -> None:
    table, replay = replay_table("utopia", steps=20)
    assert not replay.finished
    assert replay.next_view() == (0, True) and table.keyboard is None
    replay.set_view(0)
    assert table.keyboard == 0 and table.view() == table.game.view(table.session.state, 0)
    table, replay = replay_table("continental", steps=20)
    assert replay.next_view() == (0, False) and table.keyboard == 0


def test_a_replay_plays_from_the_start_once_at_the_end_and_speeds_up() -> None:
    table, replay = replay_table()
    replay.jump(-1)
    assert replay.start_or_pause() and replay.position == 0
    assert not replay.start_or_pause()
    assert replay.faster(-1) is None and replay.seconds() == 2.0
    assert replay.faster(-1) == "Already the slowest speed (2 s/action)."
