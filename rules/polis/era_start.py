"""The start of an era: the units sent abroad come home, the projects and the event are drawn,
and the player with less prestige goes first.

Its own module because both the game's setup (``flow``) and the end of the last era
(``era_end``) start an era, and ``flow`` runs the end of an era.
"""

from __future__ import annotations

from boardgames_rules.core.game import copy_with
from boardgames_rules.polis import messages as said
from boardgames_rules.polis.common import word
from boardgames_rules.polis.data import data
from boardgames_rules.polis.events import bring_home, draw_event
from boardgames_rules.polis.state import State


def _draw_projects(s: State) -> State:
    pool, drawn, rng = list(s.project_pool), [], s.rng
    for _ in range(min(data().setup.projects_per_era, len(pool))):
        i, rng = rng.randint(0, len(pool) - 1)
        drawn.append(pool.pop(i))
    titles = tuple(word(data().projects[p].title) for p in drawn)
    update = {"projects": tuple(drawn), "project_pool": tuple(pool), "rng": rng}
    update |= {"reveal": s.reveal + 1} | s.logged(said.PROJECTS_ON_OFFER(projects=titles))
    return copy_with(s, update)  # the draw and its log line in one copy


def start_era(s: State, era: int) -> State:
    d = data()
    back = [s.shiploads.count(seat) for seat in (0, 1)]
    sides = tuple(
        copy_with(p, {"passed": False, "turns": 0, "merchants": p.merchants + back[i]})
        for i, p in enumerate(s.sides)
    )
    s = copy_with(
        s,
        {
            "era": era,
            "phase": "play",
            "era_stage": "",
            "sides": sides,
            "collected": (),
            "blocked": (),
            "shiploads": tuple(None for _ in d.shiploads),
            "pericles_used": False,
            "commanders_used": (False, False),
            "done": (),
            "turn_over": False,
            "handover": False,
            "surcharge_due": False,
        }
        | s.logged(said.ERA_BEGINS(era=word(d.eras[era].title), limit=d.eras[era].limit))
        # bring_home(s) with nobody abroad: only its copy, made in this one
        | ({} if s.abroad else {"abroad": (), "persia_from": ()}),
    )
    if s.abroad:
        s = bring_home(s)
    s = _draw_projects(s)
    s = draw_event(s)
    # The first player by prestige once the event is resolved (§1, §10.7); an event that
    # asks for choices (Egypt Rebels, Treasury Transfer, the Persian King) changes prestige
    # in its steps, and the engine chooses again after the last of them.
    return copy_with(s, {"active": first_player(s)})


def first_player(s: State) -> int:
    """The player with less prestige; Sparta on a tie; Leotychidas II deposed: Athens."""
    if s.event == "leotychidas":
        return 0
    a, b = s.sides[0].prestige, s.sides[1].prestige
    return 0 if a < b else 1
