"""Lessons play from start to end headless, teach what the issue lists, and are checked on load."""

from __future__ import annotations

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core.lessons import (
    MAX_WORDS,
    LessonBook,
    LessonRun,
    load_lessons,
    problems,
    read_book,
    start,
)
from boardgames_rules.core.typed import in_words

# What each game's lessons must teach (issue 28): every item by some step's `teaches`.
COVERAGE = {
    "continental": (
        "goal turn-shape stats stat-meanings roll providence prosperity military build-church "
        "build-school build-farm build-barracks recruit move claim attack moral defend end score"
    ),
    "simplicity": (
        "goal turn-shape planning-board symbols take-tile build-matching pawns team-discs links "
        "neighbourhoods parks bonus-tokens demolition round-end final-score teams"
    ),
    "utopia": (
        "goal turn-shape guests-phase waiting-guest privilege cards-phase move-land move-sea "
        "add-prince remove-prince king downfall special-guest discard wonder control "
        "prestige-scale score"
    ),
    "polis": (
        "goal turn-shape pass create-hoplites create-galleys create-merchants population-cost "
        "move siege tribute trade price-track project proxenos battle battle-cards "
        "era-end-projects feeding feeding-choice growth final-score"
    ),
}
WITH_LESSONS = [name for name in GAMES if read_book(name) is not None]


def test_every_game_has_lessons() -> None:
    assert sorted(WITH_LESSONS) == sorted(GAMES)


@pytest.mark.parametrize("name", WITH_LESSONS)
def test_the_lessons_file_has_no_problem(name: str) -> None:
    book = read_book(name)
    assert book is not None
    assert problems(GAMES[name], book) == []


@pytest.mark.parametrize("name", WITH_LESSONS)
def test_every_lesson_plays_to_its_end_with_its_scripted_and_expected_moves(name: str) -> None:
    game = GAMES[name]
    for lesson in load_lessons(game):
        session = start(game, lesson)
        run = LessonRun(game, lesson)
        while not run.finished:
            step = run.step
            assert step is not None
            if step.kind == "explain":
                run.go_on()
            elif step.kind == "other":
                while (text := run.next_scripted()) is not None:
                    assert session.current != lesson.learner
                    session.play(text)
                    run.scripted_played()
                run.go_on()
            else:
                assert session.current == lesson.learner
                expected = game.parse_action(session.state, step.move)
                assert game.validate(session.state, expected) is None, (lesson.id, step.move)
                assert run.not_now(session, expected) is None
                session.play(expected)
                run.moved()
        assert len(session.steps) == lesson.ends.actions
        assert lesson.ends.prompt in game.prompt(session.state)
        assert session.over == lesson.ends.over


@pytest.mark.parametrize("name", WITH_LESSONS)
def test_the_lessons_teach_every_listed_item(name: str) -> None:
    taught: dict[str, str] = {}
    for lesson in load_lessons(GAMES[name]):
        for number, step in enumerate(lesson.steps, start=1):
            for item in step.teaches:
                taught.setdefault(item, f"{lesson.id} step {number}")
    missing = [item for item in COVERAGE[name].split() if item not in taught]
    assert missing == []


@pytest.mark.parametrize("name", WITH_LESSONS)
def test_the_learner_makes_at_least_half_of_the_moves(name: str) -> None:
    for lesson in load_lessons(GAMES[name]):
        mine = sum(1 for step in lesson.steps if step.kind == "move")
        theirs = sum(len(step.actions) for step in lesson.steps if step.kind == "other")
        assert mine >= theirs, lesson.id
        assert all(len(step.text.split()) <= MAX_WORDS for step in lesson.steps)
        assert 1 <= lesson.minutes <= 10


def to_first_move(game, lesson):
    """The session and run at the lesson's first move step, as the app would reach it."""
    session = start(game, lesson)
    run = LessonRun(game, lesson)
    while run.step is not None and run.step.kind != "move":
        while (text := run.next_scripted()) is not None:
            session.play(text)
            run.scripted_played()
        run.go_on()
    return session, run


@pytest.mark.parametrize("name", WITH_LESSONS)
def test_another_legal_move_is_not_now_and_names_the_step(name: str) -> None:
    game = GAMES[name]
    for lesson in load_lessons(game):
        session, run = to_first_move(game, lesson)
        step = run.step
        assert step is not None and step.move is not None
        expected = game.parse_action(session.state, step.move)
        others = [a for a in game.legal_actions(session.state) if a != expected]
        if others:
            refusal = run.not_now(session, others[0])
            assert refusal is not None and refusal.startswith("Not now")
            assert in_words(name, step.move) in refusal  # as the board labels places
        assert run.not_now(session, expected) is None


@pytest.mark.parametrize("name", WITH_LESSONS)
def test_undo_goes_back_to_the_move_it_took_back(name: str) -> None:
    game = GAMES[name]
    for lesson in load_lessons(game):
        session, run = to_first_move(game, lesson)
        position = run.position
        session.play(run.step.move)
        run.moved()
        if session.undo_refusal() is None:
            session.undo()
            run.after_undo(session)
            assert run.position == position


def test_a_broken_lessons_file_reports_every_problem_at_once() -> None:
    game = GAMES["continental"]
    good = read_book("continental")
    assert good is not None
    lesson = good.lessons[0].model_dump()
    lesson["steps"] = [
        {"explain": "Look here.", "places": ["z9"], "rules": "No such heading"},
        {"explain": " ".join(["word"] * (MAX_WORDS + 1))},
        {"move": "fly to the moon", "say": "Try it."},
    ]
    broken = LessonBook.model_validate({"game": "continental", "lessons": [lesson]})
    found = "\n".join(problems(game, broken))
    assert "no place z9" in found
    assert "no rules section 'No such heading'" in found
    assert f"{MAX_WORDS + 1} words" in found
    assert "'fly to the moon'" in found


def test_a_step_is_exactly_one_kind() -> None:
    with pytest.raises(ValueError):
        LessonBook.model_validate(
            {"game": "x", "lessons": [{**_minimal(), "steps": [{"explain": "a", "move": "b"}]}]}
        )
    with pytest.raises(ValueError):
        LessonBook.model_validate(
            {"game": "x", "lessons": [{**_minimal(), "steps": [{"move": "roll"}]}]}
        )


def _minimal() -> dict:
    return {
        "id": "a",
        "title": "A",
        "minutes": 1,
        "players": ["A", "B"],
        "seed": 1,
        "ends": {"actions": 0},
    }


@pytest.mark.parametrize("name", WITH_LESSONS)
def test_learn_moves_prints_each_lesson_as_a_moves_file_that_run_replays(
    name: str, capsys, tmp_path
) -> None:
    import json
    import shlex

    from boardgames_tui import cli

    assert cli.main(["learn", name, "--moves"]) == 0
    printed = capsys.readouterr().out.splitlines()
    starts = [i for i, line in enumerate(printed) if line.startswith("# lesson ")]
    lessons = load_lessons(GAMES[name])
    assert len(starts) == len(lessons)
    for number, (lesson, first) in enumerate(zip(lessons, starts, strict=True), start=1):
        end = starts[number] if number < len(starts) else len(printed)
        block = printed[first:end]
        assert block[0] == f"# lesson {number}: {lesson.title}"
        assert block[1].startswith("# run: boardgames run ")
        assert block[2:] == lesson.actions
        moves = tmp_path / f"{number}.txt"
        moves.write_text("\n".join(block) + "\n")
        command = shlex.split(block[1].removeprefix("# run: boardgames ").split("  (")[0])
        assert command[-2:] == ["--moves", "FILE"]
        assert cli.main([*command[:-1], str(moves), "--json"]) == 0
        replayed = json.loads(capsys.readouterr().out)
        session = start(GAMES[name], lesson)
        for text in lesson.actions[len(lesson.setup) :]:
            session.play(text)
        assert replayed["state"] == json.loads(session.state.model_dump_json())
