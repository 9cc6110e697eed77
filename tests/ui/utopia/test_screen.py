"""Utopia played through the real app: private hands at every handover, a round by keys."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from boardgames_rules.core.session import Session
from boardgames_rules.utopia import GAME, labels
from boardgames_rules.utopia.actions import EndTurn
from boardgames_rules.utopia.data import CIVS

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.games.utopia.board import UtopiaCity
from boardgames_tui.games.utopia.hand import HAND_TITLE, UtopiaHand, cards_on
from boardgames_tui.games.utopia.screen import UtopiaScreen
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.storage import Storage
from boardgames_tui.widgets.action_menu import ActionMenu
from tests.registry_seam import offer_only
from tests.ui.helpers import screen_text

NAMES = ("Ann", "Ben", "Cleo", "Dan")


@pytest.fixture(autouse=True)
def only_utopia(monkeypatch: pytest.MonkeyPatch) -> None:
    offer_only(monkeypatch, {"utopia": GAME})


def app_for(tmp_path: Path, session: Session) -> BoardgamesApp:
    return BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "s.json"))


def first_in_phase_2(decision: str, seed: int) -> tuple[Session, int]:
    """A two-player game played by first legal actions up to phase 2's first ``decision``."""
    session = Session.start(GAME, NAMES[:2], seed=seed)
    while not (
        session.state.phase == "develop"
        and GAME.view(session.state, session.current).decision == decision
    ):
        session.play(GAME.legal_actions(session.state)[0])
    assert session.current is not None
    return session, session.current


def game_screen(app: BoardgamesApp) -> UtopiaScreen:
    screen = next(s for s in app.screen_stack if isinstance(s, UtopiaScreen))
    return screen


def expected_cards(hand: tuple[int, ...]) -> dict[str, int]:
    return {civ: n for civ, n in zip(CIVS, hand, strict=True) if n}


# The other forms a hand takes on screen: counted in the prompt (``P ×2``), and named in the
# seat's private log line when cards are drawn (``You draw Minoan, Egyptian.``).
COUNTED = re.compile(r"\b([MPEGC]) ×(\d+)")
DRAWN = "You draw "


def assert_handover_is_public(app: BoardgamesApp, session: Session) -> None:
    text = screen_text(app)
    assert cards_on(text) == {}, text
    assert COUNTED.findall(text) == [] and DRAWN not in text, text
    assert HAND_TITLE not in text
    screen = game_screen(app)
    assert screen.keyboard is None
    assert screen.query_one(UtopiaHand).hand is None  # nothing private drawn underneath
    assert screen.query_one(UtopiaCity).targets == frozenset()


def assert_only_current_hand(app: BoardgamesApp, session: Session) -> str:
    """The current seat's hand is on screen, whole, and no other; the screen's text back."""
    text = screen_text(app)
    seat = session.current
    assert seat is not None
    assert cards_on(text) == expected_cards(session.state.hands[seat]), text
    counted = {civ: int(n) for civ, n in COUNTED.findall(text)}
    assert counted.items() <= expected_cards(session.state.hands[seat]).items(), text
    assert f"{HAND_TITLE}{session.players[seat]} " in text
    for other, name in enumerate(session.players):
        if other != seat:
            assert f"{HAND_TITLE}{name} " not in text
    return text


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (4, 2)])
async def test_no_other_hand_is_ever_on_screen(tmp_path: Path, players: int, seed: int) -> None:
    session = Session.start(GAME, NAMES[:players], seed=seed)
    app = app_for(tmp_path, session)
    rng = random.Random(seed)
    handovers = shown_cards = 0
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for _ in range(80 if players == 2 else 64):
            if isinstance(app.screen, HandoverScreen):
                handovers += 1
                assert_handover_is_public(app, session)
                if handovers <= 2:
                    await pilot.press("space", "x", "e", "m", "escape")  # only Enter will do
                    await pilot.pause()
                    assert isinstance(app.screen, HandoverScreen)
                    assert_handover_is_public(app, session)
                    await pilot.press("enter")
                else:
                    app.screen.action_ready()  # what Enter does, without the key's wait
                await pilot.pause()
            screen = app.screen
            assert isinstance(screen, UtopiaScreen)
            shown_cards += sum(cards_on(assert_only_current_hand(app, session)).values())
            legal = GAME.legal_actions(session.state)
            if not legal:
                break
            # Mostly play a card or take a guest; end a turn now and then.
            others = [a for a in legal if not isinstance(a, EndTurn)]
            action = rng.choice(others) if others and rng.random() < 0.8 else rng.choice(legal)
            if rng.random() < 0.5:
                assert screen.play(action)
            else:
                assert screen.play(GAME.format_action(session.state, action))
            await pilot.pause()
        assert handovers >= 8
        assert shown_cards > 0  # the current player's own cards do show
        assert session.state.phase == "develop" or session.state.round > 1


async def keys_for_turn(pilot, app: BoardgamesApp, session: Session) -> None:
    """Play one decision of the seat at the keyboard by key presses only."""
    screen = game_screen(app)
    state = session.state
    decision = screen.decision()
    seat = session.current
    assert seat is not None
    menu = screen.query_one(ActionMenu)
    if decision == "guest":
        assert menu.is_open  # the waiting guests
        await pilot.press("1")
        await pilot.pause()
        city = screen.query_one(UtopiaCity)
        if city.targets:
            assert city.cursor_district in city.targets
            await pilot.press("enter")
    elif decision in ("after", "place", "pick"):
        assert menu.is_open
        await pilot.press("1" if decision != "after" else str(len(menu._actions)))
    elif decision in ("discard", "limit"):
        due = screen.view_now().seats[seat].discard_due
        hand = list(state.hands[seat])
        for _ in range(due):
            civ = next(c for c, n in zip(CIVS, hand, strict=True) if n)
            hand[CIVS.index(civ)] -= 1
            await pilot.press(civ)  # the upper-case letter
            await pilot.pause()
    elif decision == "act":
        hand = state.hands[seat]
        civs = [c for c, n in zip(CIVS, hand, strict=True) if n]
        played = False
        for civ in civs:
            await pilot.press(str(CIVS.index(civ) + 1))
            await pilot.pause()
            if menu.is_open:
                await pilot.press("1")
                await pilot.pause()
                city = screen.query_one(UtopiaCity)
                if session.state is state and city.targets:
                    await pilot.press("enter")  # the origin or the district
                    await pilot.pause()
                    if session.state is state and city.targets:
                        await pilot.press("enter")  # a move's destination
                        await pilot.pause()
                    if session.state is state and menu.is_open:
                        await pilot.press("1")  # one prince or two
                played = session.state is not state
                break
        if not played:
            await pilot.press("escape", "t", "t")
    await pilot.pause()


async def test_a_full_round_by_key_presses(tmp_path: Path) -> None:
    session = Session.start(GAME, NAMES[:2], seed=4)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for _ in range(80):
            if session.state.round > 1:
                break
            if isinstance(app.screen, HandoverScreen):
                await pilot.press("enter")
                await pilot.pause()
            before = len(session.actions)
            await keys_for_turn(pilot, app, session)
            assert len(session.actions) > before, screen_text(app)
        assert session.state.round == 2
        kinds = {a.split()[0] for a in session.actions}
        assert {"guest", "end"} <= kinds
        assert kinds & {"move", "sail", "king", "downfall", "add", "remove", "special"}
        assert any("phase 2" in e.english(session.state.players) for e in session.state.log)


async def test_an_illegal_district_shows_the_rule(tmp_path: Path) -> None:
    session = Session.start(GAME, NAMES[:2], seed=3)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter", "1")
        await pilot.pause()
        screen = game_screen(app)
        city = screen.query_one(UtopiaCity)
        outside = next(d for d in city.in_play() if d not in city.targets)
        city.move_to(outside)
        await pilot.press("enter")
        await pilot.pause()
        assert session.actions == []
        assert "Not allowed (" in " ".join(screen_text(app).split())


async def test_cards_outside_phase_2_and_end_confirmation(tmp_path: Path) -> None:
    session = Session.start(GAME, NAMES[:2], seed=3)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter", "escape", "m")
        await pilot.pause()
        assert "Cards are played in phase 2" in " ".join(screen_text(app).split())


async def test_a_lower_case_e_discards_an_egyptian_card(tmp_path: Path) -> None:
    session, seat = first_in_phase_2("discard", seed=4)
    egyptian = CIVS.index("E")
    had = session.state.hands[seat][egyptian]
    assert had >= 1  # seed 4 deals the leader an Egyptian card to discard
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if isinstance(app.screen, HandoverScreen):
            await pilot.press("enter")
            await pilot.pause()
        await pilot.press("e")
        await pilot.pause()
        assert "Discarding E" in " ".join(screen_text(app).split())
        await pilot.press("escape")


async def test_saving_says_the_save_holds_every_hand(tmp_path: Path) -> None:
    session = Session.start(GAME, NAMES[:2], seed=3)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter", "ctrl+s")
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "holds every player's hand" in text
        assert '"hands"' not in text  # the file itself is not shown


async def test_the_handover_shows_the_public_scale_scores_and_map(tmp_path: Path) -> None:
    session = Session.start(GAME, GAME.default_players(3), seed=3)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(100, 50)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        text = screen_text(app)
        scale = " ".join(f"{s.value}{s.civ}" for s in GAME.view(session.state, None).scale)
        assert f"King {scale}" in text
        public = GAME.view(session.state, None)
        for district in public.districts:  # the city: every district with its value
            label = labels.district(district.id)
            assert re.search(rf"{label} [^│~]*{district.value}\b", text)
        for island in public.islands:  # each island's waiting guests beside its name
            assert re.search(rf"{island.name}[~ ](guests )?{''.join(island.waiting)}", text)
        assert HAND_TITLE not in text and not cards_on(text)


async def phase_2_prompt(tmp_path: Path, session: Session) -> str:
    async with app_for(tmp_path, session).run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app = pilot.app
        if isinstance(app.screen, HandoverScreen):
            await pilot.press("enter")
            await pilot.pause()
        return " ".join(screen_text(app).split())


async def test_phase_2_names_the_civilisations_in_hand_and_says_when_none_are_left(
    tmp_path: Path,
) -> None:
    session, seat = first_in_phase_2("act", seed=4)
    held = ", ".join(f"{c} ×{n}" for c, n in zip(CIVS, session.state.hands[seat], strict=True) if n)
    text = await phase_2_prompt(tmp_path, session)
    assert f"Play a civilisation (its letter): {held} · t ends the turn" in text
    no_cards = tuple((0,) * len(CIVS) for _ in session.state.hands)
    empty = Session(
        GAME, 4, session.players, {}, session.state.model_copy(update={"hands": no_cards})
    )
    assert "No cards left · t ends the turn" in await phase_2_prompt(tmp_path, empty)
