"""The simulator: deterministic for a seed, clear messages for bad arguments, a saved bot seat."""

from __future__ import annotations

import json

import pytest
from boardgames_rules import GAMES
from boardgames_rules.bots.simulate import Config, run, summarize
from boardgames_rules.core.save import dump_save, read_save, replay
from boardgames_rules.core.session import Session

from boardgames_tui import cli


def report(**kw) -> dict:
    config = Config(**kw)
    data = summarize(config, run(config))
    data.pop("timing")
    return data


def test_simulate_is_deterministic_for_a_seed() -> None:
    kw = dict(
        game=GAMES["simplicity"],
        games=4,
        players=3,
        bots=("search", "greedy", "random"),
        seed=5,
        simulations=4,
    )
    first, again = report(**kw), report(**kw)
    assert first == again
    other = report(**(kw | {"seed": 6}))
    assert other != first
    assert sum(s["wins"] for s in first["seats"]) == pytest.approx(4)
    assert {b["level"] for b in first["by_bot"]} == {"search", "greedy", "random"}


def test_seats_alternate_between_the_bots() -> None:
    config = Config(GAMES["continental"], 2, 2, ("greedy", "random"), seed=1)
    records = run(config)
    assert [r.entries for r in records] == [(0, 1), (1, 0)]


def test_duplicate_games_deal_each_seed_once_per_seat_shift() -> None:
    config = Config(GAMES["continental"], 4, 2, ("greedy", "random"), seed=1, duplicate=True)
    records = run(config)
    assert [r.entries for r in records] == [(0, 1), (1, 0), (0, 1), (1, 0)]
    assert records[0].seed == records[1].seed != records[2].seed == records[3].seed
    fresh = run(Config(GAMES["continental"], 2, 2, ("greedy", "random"), seed=1))
    assert fresh[0].seed != fresh[1].seed


def cli_run(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_simulate_command_prints_json_and_is_deterministic(capsys) -> None:
    argv = ("simulate", "continental", "--games", "2", "--bots", "greedy,random", "--seed", "3")
    code, out, _ = cli_run(capsys, *argv, "--json")
    assert code == 0
    first = json.loads(out)
    assert first["games"] == 2 and len(first["seats"]) == 2
    _, again, _ = cli_run(capsys, *argv, "--json")
    second = json.loads(again)
    first.pop("timing"), second.pop("timing")
    assert first == second
    code, table, _ = cli_run(capsys, *argv)
    assert code == 0 and "By seat" in table and "decisions/s" in table


def test_simulate_takes_the_levels_by_strength_or_by_the_older_names(capsys) -> None:
    """``medium,easy`` are ``greedy,random``: the same games; the tables say the strengths."""
    argv = ("simulate", "continental", "--games", "1", "--seed", "3", "--json", "--bots")
    reports = [
        json.loads(cli_run(capsys, *argv, bots)[1]) for bots in ("medium,easy", "greedy,random")
    ]
    for report in reports:
        report.pop("timing")
    assert reports[0] == reports[1] and reports[0]["bots"] == ["greedy", "random"]
    code, table, _ = cli_run(capsys, *argv[:-2], "--bots", "Medium,easy")
    assert code == 0 and "bots medium,easy" in table
    assert "1 medium" in table and "2 easy" in table  # the By bot table


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("simulate", "chess", "--games", "2"), "no game called"),
        (("simulate", "continental", "--games", "0"), "at least 1"),
        (("simulate", "continental", "--games", "2", "--players", "3"), "is for 2 players"),
        (
            ("simulate", "continental", "--games", "2", "--bots", "random,smart"),
            "no bot level 'smart'; the levels are easy, medium or hard",
        ),
        (("simulate", "utopia", "--games", "2", "--players", "3", "--bots", "a,b"), "2 levels"),
        (("simulate", "continental", "--games", "2", "--sims", "0"), "--sims"),
        (("simulate", "continental", "--games", "2", "--budget", "-1"), "--budget"),
    ],
)
def test_simulate_refuses_bad_arguments_clearly(capsys, argv, message) -> None:
    code, _, err = cli_run(capsys, *argv)
    assert code == 2
    assert message in " ".join(err.split())


@pytest.mark.parametrize(
    ("specs", "message"),
    [
        (["3"], "seat 3 does not exist"),
        (["0"], "seat 0 does not exist"),
        (["Zed"], "no seat 'Zed'"),
        (["1:wizard"], "no bot level 'wizard'; the levels are easy, medium or hard"),
        (["1", "1:random"], "given twice"),
    ],
)
def test_bad_bot_seats_are_refused(specs, message) -> None:
    game = GAMES["continental"]
    with pytest.raises(cli.UsageError, match=message):
        cli.bots_for(game, game.default_players(2), specs)


def test_bot_seats_by_number_or_name() -> None:
    game = GAMES["polis"]
    players = game.default_players(2)
    assert cli.bots_for(game, players, ["2"]) == {1: "search"}
    assert cli.bots_for(game, players, ["athens:greedy", "2:random"]) == {0: "greedy", 1: "random"}
    # The levels by strength, as the help and the dialog name them, are the same bots.
    assert cli.bots_for(game, players, ["athens:medium", "2:Easy"]) == {0: "greedy", 1: "random"}
    assert cli.bots_for(game, players, ["1:hard"]) == {0: "search"}


def test_bots_are_kept_in_the_save_file_and_old_saves_still_load() -> None:
    game = GAMES["continental"]
    session = Session.start(game, game.default_players(2), 4)
    session.bots = {1: "greedy"}
    session.play("stats 1234")
    text = dump_save(session.to_save())
    assert json.loads(text)["bots"] == {"1": "greedy"}
    save = read_save(text)
    loaded = Session.from_states(game, save, *replay(save, GAMES)[1:])
    assert loaded.bots == {1: "greedy"}
    old = json.loads(text)
    del old["bots"]
    save = read_save(json.dumps(old))
    assert Session.from_states(game, save, *replay(save, GAMES)[1:]).bots == {}
