"""A seat changes hands mid-game (a player has to leave): to a bot and back, under Pilot, in
Utopia, whose hands are hidden: no other player's cards on screen at any point."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from boardgames_rules.core.save import SaveError, read_save
from boardgames_rules.core.session import Session
from boardgames_rules.utopia import GAME
from textual.widgets import OptionList

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.games.utopia.hand import cards_on
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.screens.seats import SeatsScreen
from boardgames_tui.storage import Storage, load_session
from tests.registry_seam import offer_only
from tests.ui.helpers import screen_text
from tests.ui.utopia.test_screen import expected_cards, game_screen


@pytest.fixture(autouse=True)
def only_utopia(monkeypatch: pytest.MonkeyPatch) -> None:
    offer_only(monkeypatch, {"utopia": GAME})


BOT_ENTRIES = (("Easy", "random"), ("Medium", "greedy"), ("Hard", "search"))


async def choose_in_seats_menu(pilot, app: BoardgamesApp, seat: int, level: str | None) -> None:
    await pilot.press("B")
    await pilot.pause()
    menu = app.screen
    assert isinstance(menu, SeatsScreen)
    index = menu._choices.index((seat, level))
    menu.query_one(OptionList).highlighted = index
    await pilot.press("enter")
    await pilot.pause()


def keyboard_hand_only(app: BoardgamesApp, session: Session, seat: int) -> None:
    """The cards on screen are ``seat``'s own, never the other player's."""
    shown = cards_on(screen_text(app))
    assert shown == expected_cards(session.state.hands[seat]), screen_text(app)


async def test_a_seat_goes_to_a_bot_and_back_without_showing_a_hidden_hand(tmp_path: Path):
    session = Session.start(GAME, ("Ann", "Ben"), seed=4)
    path = tmp_path / "s.json"
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=path), bot_delay=0)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        app.screen.action_ready()
        await pilot.pause()
        assert session.current is not None
        screen = game_screen(app)
        screen.play(GAME.legal_actions(session.state)[0])  # something undo could take back
        await pilot.pause()
        if isinstance(app.screen, HandoverScreen):  # that ended the turn: take it again
            app.screen.action_ready()
            await pilot.pause()
        holder = session.current
        assert holder is not None and screen.keyboard == holder
        leaving = 1 - holder

        # The other player leaves: their seat goes to the medium bot, named by its strength.
        await pilot.press("B")
        await pilot.pause()
        menu = " ".join(screen_text(app).split())
        assert all(f"→ {bot} bot ({how})" in menu for bot, how in BOT_ENTRIES), menu
        await pilot.press("escape")
        await choose_in_seats_menu(pilot, app, leaving, "greedy")
        assert session.bots == {leaving: "greedy"}
        name = session.players[leaving]
        assert f"{name} is now played by Medium." in " ".join(screen_text(app).split())
        saved = json.loads(path.read_text())
        assert saved["bots"] == {str(leaving): "greedy"}
        assert saved["seat_changes"] == [[len(session.steps), leaving, "greedy"]]
        # Undo never goes back past the handover.
        assert session.undo_refusal() is not None and "changed hands" in session.undo_refusal()
        steps = len(session.steps)
        await pilot.press("u")
        await pilot.pause()
        assert len(session.steps) == steps and "changed hands" in screen_text(app)

        # Play on: the bot plays its seat, no handover screen, only the person's hand shows.
        for _ in range(60):
            await pilot.pause()
            assert not isinstance(app.screen, HandoverScreen)
            bot_played = any(step.actor == leaving for step in session.steps[steps:])
            if session.over or (bot_played and session.current == holder):
                break
            if session.current == leaving:
                await pilot.pause(0.05)  # the bot thinks in a worker thread
                continue
            keyboard_hand_only(app, session, holder)
            assert screen.play(GAME.legal_actions(session.state)[0])
        assert any(step.actor == leaving for step in session.steps[steps:])

        # The player is back: the seat is a person's again; with hidden cards the table sees
        # only the public view until the next player has the keyboard.
        await choose_in_seats_menu(pilot, app, leaving, None)
        assert session.bots == {}
        assert json.loads(path.read_text())["seat_changes"][-1] == [
            len(session.steps),
            leaving,
            "person",
        ]
        for _ in range(40):
            if session.current == leaving:
                break
            if isinstance(app.screen, HandoverScreen):
                assert cards_on(screen_text(app)) == {}
                app.screen.action_ready()
                await pilot.pause()
            keyboard_hand_only(app, session, session.current)
            assert screen.play(GAME.legal_actions(session.state)[0])
            await pilot.pause()
        assert session.current == leaving
        assert isinstance(app.screen, HandoverScreen) and cards_on(screen_text(app)) == {}
        app.screen.action_ready()
        await pilot.pause()
        keyboard_hand_only(app, session, leaving)

    reloaded = load_session(path)
    assert reloaded.bots == {} and [c[1:] for c in reloaded.seat_changes] == [
        (leaving, "greedy"),
        (leaving, "person"),
    ]


def test_a_damaged_seat_change_in_a_save_is_refused_with_the_reason():
    session = Session.start(GAME, ("Ann", "Ben"), seed=4)
    session.hand_seat(1, "search")
    text = session.to_save().model_dump_json()
    assert read_save(text).seat_changes == ((0, 1, "search"),)
    for bad, reason in (
        ([[5, 1, "search"]], "not a point of the game"),
        ([[0, 7, "search"]], "seat 7 does not exist"),
        ([[0, 1, "genius"]], "neither a bot level"),
    ):
        data = json.loads(text)
        data["seat_changes"] = bad
        with pytest.raises(SaveError, match=reason):
            read_save(json.dumps(data))


def test_a_save_may_name_its_bots_by_strength_or_by_the_older_names(tmp_path: Path):
    """Saves are written with the older names (older releases read them); both are read."""
    session = Session.start(GAME, ("Ann", "Ben"), seed=4)
    session.hand_seat(1, "search")
    data = json.loads(session.to_save().model_dump_json())
    assert data["bots"] == {"1": "search"}
    data["bots"], data["seat_changes"] = {"1": "Hard"}, [[0, 1, "hard"]]
    path = tmp_path / "strength.json"
    path.write_text(json.dumps(data))
    reloaded = load_session(path)
    assert reloaded.bots == {1: "search"} and reloaded.seat_changes == [(0, 1, "search")]
    data["bots"] = {"1": "genius"}
    with pytest.raises(SaveError, match="no bot level 'genius'.*easy, medium or hard"):
        read_save(json.dumps(data))
