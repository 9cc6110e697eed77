"""What one seat may see: the whole city and tracks, its own hand, everybody's hand size."""

from __future__ import annotations

from boardgames_rules.core import Frozen, GameView, Outcome, i18n, visible_log
from boardgames_rules.core.i18n import N_, _, ngettext
from boardgames_rules.core.typed import in_words
from boardgames_rules.utopia import labels
from boardgames_rules.utopia.city import civ_to_pick, monuments_left
from boardgames_rules.utopia.data import (
    CIV_INDEX,
    CIV_NAMES,
    CIVS,
    GOAL,
    HAND_LIMIT,
    ROUND_LIMIT,
    board,
)
from boardgames_rules.utopia.engine import current_player, legal_actions
from boardgames_rules.utopia.flow import bag, decision, discard_due
from boardgames_rules.utopia.scoring import outcome, prestige_income, scale_value, turn_order
from boardgames_rules.utopia.state import EARNINGS, Monument, UtopiaState

PHASE_TITLES = {
    "welcome": N_("Phase 1: welcoming the princes"),
    "develop": N_("Phase 2: developing the city"),
    "over": N_("Game over"),
}


class DistrictView(Frozen):
    id: str
    name: str
    island: str
    value: int  # printed value (what a wonder's owner scores when it is taken)
    ship: bool
    sea: str | None
    in_play: bool
    land: tuple[str, ...]  # reachable by street or bridge
    sea_reach: tuple[str, ...]  # ship districts reachable by sea
    princes: tuple[tuple[int, ...], ...]  # [seat][civ M P E G C]
    monument: Monument | None


class IslandView(Frozen):
    id: str
    name: str
    in_play: bool
    districts: tuple[str, ...]
    wonder: int | None  # the owner of its wonder
    waiting: tuple[str, ...]  # civilisations of the guests waiting here (phase 1)


class ScaleStep(Frozen):
    civ: str
    name: str
    value: int


class PlayerView(Frozen):
    seat: int
    name: str
    score: int
    earned: dict[str, int]
    place: int  # 1 = plays first (turn order)
    arrival: int  # among players on the same score, 1 = reached it first
    princes_left: tuple[int, ...]  # per civilisation
    privileges: int
    privilege_used: bool  # this round
    hand_size: int
    hand: tuple[int, ...] | None  # per civilisation; only in this seat's own view, or at the end
    discard_due: int  # still to discard by rank (phase 2)
    done: bool  # has had its turn in this pass or phase
    income: int  # what phase 3 would give now


class WonderView(Frozen):
    island: str
    picks: tuple[str | None, ...]  # district per civilisation, None: not chosen yet
    choosing: str | None


class UtopiaView(GameView):
    round: int
    phase: str
    phase_title: str
    decision: str
    current: int | None
    prompt: str
    civs: tuple[str, ...]
    civ_names: tuple[str, ...]
    scale: tuple[ScaleStep, ...]  # top (5) first
    islands: tuple[IslandView, ...]
    districts: tuple[DistrictView, ...]
    sea_chain: tuple[str, ...]
    seats: tuple[PlayerView, ...]
    turn_order: tuple[int, ...]
    guest_pass: int  # 1-3, 4: leftover guests
    blind_guest: tuple[str, str] | None  # (island, civilisation) drawn with a privilege
    wonder: WonderView | None
    monuments_left: tuple[int, ...]
    bag_size: int
    deck_size: int
    discard_pile: tuple[int, ...]  # face up
    goal: int
    round_limit: int
    hand_limit: int
    # What the screen asks of the seat at the keyboard, worked out here from the state so that
    # the screen draws from the view alone.  Only the seat to play sees its actions (they are
    # drawn from its hand); for the others, and the public view, they are empty.
    legal: tuple[Frozen, ...]  # the viewing seat's legal actions, while it is to play
    short_prompt: str  # the prompt without the command line's example (a screen short of rows)
    outcome: Outcome | None  # who won and why, once the game is over


def build_view(state: UtopiaState, seat: int | None) -> UtopiaView:
    b = board()
    layout = b.layout(state.count)
    order = turn_order(state)
    islands = tuple(
        IslandView(
            id=island.id,
            name=island.name,
            in_play=i in layout.islands,
            districts=tuple(b.ids[d] for d in island.districts),
            wonder=state.wonders[i],
            waiting=tuple(g.civ for g in state.waiting if g.island == i),
        )
        for i, island in enumerate(b.islands)
    )
    districts = tuple(
        DistrictView(
            id=b.ids[d],
            name=b.names[d],
            island=b.islands[b.island_of[d]].name,
            value=b.values[d],
            ship=b.ships[d],
            sea=b.seas[d],
            in_play=layout.in_play[d],
            land=tuple(b.ids[n] for n in layout.land[d]),
            sea_reach=tuple(b.ids[n] for n in layout.sea[d]),
            princes=state.princes[d],
            monument=state.monuments[d],
        )
        for d in range(len(b.ids))
    )
    due = discard_due(state) if decision(state) in ("discard", "limit") else 0
    seats = tuple(
        PlayerView(
            seat=s,
            name=state.players[s],
            score=state.scores[s],
            earned=dict(zip(EARNINGS, state.earned[s], strict=True)),
            place=order.index(s) + 1,
            arrival=1
            + sum(
                1
                for o in range(state.count)
                if state.scores[o] == state.scores[s] and state.arrival[o] < state.arrival[s]
            ),
            princes_left=state.supply[s],
            privileges=state.privileges[s],
            privilege_used=state.privileged[s],
            hand_size=sum(state.hands[s]),
            # Once the game is over nothing stays hidden: every hand is shown to the table.
            hand=state.hands[s] if s == seat or state.phase == "over" else None,
            discard_due=due if s == state.turn else state.discard_due[s],
            done=state.done[s],
            income=prestige_income(state, s),
        )
        for s in range(state.count)
    )
    wonder = None
    if state.wonder is not None:
        wonder = WonderView(
            island=b.islands[state.wonder.island].name,
            picks=tuple(None if d is None else b.ids[d] for d in state.wonder.picks),
            choosing=civ_to_pick(state.wonder),
        )
    blind = state.blind
    current = current_player(state)
    return UtopiaView(
        seat=seat,
        players=state.players,
        log=visible_log(state, seat),
        round=state.round,
        phase=state.phase,
        phase_title=_(PHASE_TITLES[state.phase]),
        decision=decision(state),
        current=current,
        prompt=prompt(state),
        civs=CIVS,
        civ_names=tuple(CIV_NAMES[c] for c in CIVS),
        scale=tuple(
            ScaleStep(civ=c, name=CIV_NAMES[c], value=scale_value(state, c))
            for c in reversed(state.scale)
        ),
        islands=islands,
        districts=districts,
        sea_chain=b.sea_chain,
        seats=seats,
        turn_order=order,
        guest_pass=state.guest_pass,
        blind_guest=None if blind is None else (b.islands[blind.island].name, blind.civ),
        wonder=wonder,
        monuments_left=tuple(monuments_left(state, c) for c in CIVS),
        bag_size=len(bag(state)),
        deck_size=sum(state.deck),
        discard_pile=state.discard,
        goal=GOAL,
        round_limit=ROUND_LIMIT,
        hand_limit=HAND_LIMIT,
        legal=tuple(legal_actions(state)) if seat is not None and seat == current else (),
        short_prompt=prompt(state, example=False),
        outcome=outcome(state),
    )


def guest_example(state: UtopiaState) -> str:
    """A command that is legal now, so the example never names a guest who is not waiting:
    the first waiting guest, into its island's first district (any district of the island
    takes it; without a prince of that civilisation left, the guest alone).  Canonical: the
    prompt writes it as the player may type it (``in_words``)."""
    assert state.turn is not None
    guest = state.waiting[0]
    island = board().islands[guest.island]
    text = f"guest {island.name} {CIV_NAMES[guest.civ]}"
    if state.supply[state.turn][CIV_INDEX[guest.civ]]:
        text += f" {board().ids[island.districts[0]]}"
    return text


def typed_example(state: UtopiaState) -> str:
    """:func:`guest_example` as a player may type it in the language on screen: English as the
    notation writes it; another language's words for the verb, the island and the
    civilisation (its term stands for the civilisation's letter) and the board's label for
    the district (``invitado Tierra egipcio T1``)."""
    if i18n.current() == i18n.SOURCE:
        return guest_example(state)
    guest = state.waiting[0]
    verb, island, _civ, *district = guest_example(state).split()
    words = [in_words("utopia", f"{verb} {island}"), labels.adjective(guest.civ)]
    return " ".join(words + [labels.district(d) for d in district])


def prompt(state: UtopiaState, example: bool = True) -> str:
    """What the seat to play decides now, in the language on screen; ``example`` adds the
    command line's notation where it is long (a screen short of rows leaves it out: its menu
    and keys say how)."""
    kind = decision(state)
    if kind == "over":
        winner = turn_order(state)[0]
        points = state.scores[winner]
        return ngettext(
            "Game over: {player} wins with {points} point.",
            "Game over: {player} wins with {points} points.",
            points,
        ).format(player=state.players[winner], points=points)
    assert state.turn is not None
    name = state.players[state.turn]
    if kind == "guest":
        if example and state.waiting:
            notation = typed_example(state)
            if state.guest_pass <= 3:
                text = _(
                    "{player}: take a waiting guest (or 'privilege' to draw blind), "
                    "e.g. '{example}'"
                )
            else:
                text = _("{player}: take a waiting guest (leftovers), e.g. '{example}'")
            return text.format(player=name, example=notation)
        if state.guest_pass <= 3:
            return _("{player}: take a waiting guest (or 'privilege' to draw blind)").format(
                player=name
            )
        return _("{player}: take a waiting guest (leftovers)").format(player=name)
    if kind == "place":
        assert state.blind is not None
        return _("{player}: place the {civ} prince on {island} ('place …')").format(
            player=name,
            civ=labels.adjective(state.blind.civ),
            island=labels.island(state.blind.island),
        )
    if kind == "after":
        return _("{player}: build a wonder or take control, or 'end'").format(player=name)
    if kind == "pick":
        assert state.wonder is not None
        civ = civ_to_pick(state.wonder) or "M"
        return _(
            "{player}: which {civ} prince goes into the wonder of {island}? ('pick …')"
        ).format(player=name, civ=labels.adjective(civ), island=labels.island(state.wonder.island))
    if kind == "discard":
        due = discard_due(state)
        return ngettext(
            "{player}: discard {count} card by rank ('discard …')",
            "{player}: discard {count} cards by rank ('discard …')",
            due,
        ).format(player=name, count=due)
    if kind == "limit":
        due = discard_due(state)
        return ngettext(
            "{player}: discard {count} card to keep {limit} ('discard …')",
            "{player}: discard {count} cards to keep {limit} ('discard …')",
            due,
        ).format(player=name, count=due, limit=HAND_LIMIT)
    return _("{player}: play cards or free actions, then 'end'").format(player=name)
