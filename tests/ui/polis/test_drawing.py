"""The drawing of the Polis map (assets/polis/drawing.json) against the topology."""

from __future__ import annotations

import json

import pytest
from boardgames_rules.core.assets import asset
from boardgames_rules.polis import GAME

from boardgames_tui.games.polis.drawing import DrawingError, drawing, parse, topology_touching
from boardgames_tui.games.polis.panels import zone_panel
from boardgames_tui.games.polis.regions import poleis_line


def raw() -> dict:
    return json.loads(asset("polis", "drawing.json").read_text(encoding="utf-8"))


def test_drawn_touching_is_the_topology_at_every_scale() -> None:
    d = drawing()
    # Scaling keeps 4-neighbours, so the template's touching is what every size shows.
    assert d.touching() <= topology_touching()
    assert topology_touching() <= d.touching() | d.route_links()


def test_every_problem_of_a_bad_drawing_is_reported_at_once() -> None:
    bad = raw()
    bad["template"] = [row.replace("B", "H") for row in bad["template"]]  # Boiotia gone
    bad["labels"]["Attika"] = ["Megaris"]
    with pytest.raises(DrawingError) as err:
        parse(bad)
    text = "\n".join(err.value.problems)
    assert "Boiotia is not drawn" in text
    assert "label 'Megaris' is used by Attika and Megaris" in text


def test_an_unoccupied_shipload_is_open_in_the_market_panel() -> None:
    state = GAME.new_game(GAME.default_names, 3)
    text = str(zone_panel(GAME.view(state, 0), "Egypt").renderables)
    assert ": open" in text and ": free" not in text


def test_while_places_are_lit_the_arrows_go_only_from_one_lit_place_to_another() -> None:
    """A new player at 80x24 walked every zone to find the lit ones: while an action waits for
    its zone (or a step lights its zones), each arrow lands on a lit place or stays, and every
    lit place can be reached from every other (and from a cursor left on an unlit one)."""
    from boardgames_tui.games.polis.board import PolisMap
    from boardgames_tui.games.polis.regions import action_zone

    state = GAME.new_game(GAME.default_names, 3)
    board = PolisMap()
    arrows = ((0, -1), (0, 1), (-1, 0), (1, 0))
    kinds = {a.kind for a in GAME.legal_actions(state)}
    lit_sets = []
    for kind in sorted(kinds):
        zones = {action_zone(a) for a in GAME.legal_actions(state) if a.kind == kind}
        if len(zones - {None}) > 1:
            lit_sets.append(frozenset(zones - {None}))
    assert len(lit_sets) >= 3
    for lit in lit_sets:
        board.targets = lit
        for start in ("Attika", "Egypt", "Illyria", *lit):
            seen, todo = {start}, [start]
            while todo:
                here = todo.pop()
                for dx, dy in arrows:
                    there = board.next_region(here, dx, dy)
                    assert there == here or there in lit, (lit, here, there)
                    if there not in seen:
                        seen.add(there)
                        todo.append(there)
            assert lit <= seen, (start, sorted(lit - seen))
    board.targets = frozenset()  # nothing asked: the arrows walk every region again
    assert len({board.next_region("Attika", dx, dy) for dx, dy in arrows} - {"Attika"}) >= 3


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("scale", [(3, 2, True), (8, 5, True)])  # 80x24's map, 200x60's
def test_a_polis_and_hoplites_are_never_written_alike_and_the_legend_says_so(
    language: str, scale: tuple[int, int, bool]
) -> None:
    """'S1 S1': Lakedaemon's hoplites and Gythion's cubes read alike. A polis's cubes carry
    ``▪`` (``S▪1``, ``▪3`` neutral); every bare letter-digit token on the map is a region's
    units, and the legend's first line (all 80x24 shows) gives both forms."""
    import re

    from boardgames_rules.core import i18n

    from boardgames_tui.games.polis.board import LEGEND, wrap
    from boardgames_tui.games.polis.regions import place_items, region_items
    from boardgames_tui.games.polis.scale import scaled

    state = GAME.new_game(GAME.default_names, 3)
    view = GAME.view(state, 1)
    cw, ch, fit = scale
    s = scaled(cw, ch, fit, fit)
    i18n.use(language)
    try:
        legend = wrap(tuple(i18n._(line) for line in LEGEND), s.width)[0]
        shown_cubes = 0
        for zone in view.territories + view.seas:
            placed, _ = place_items(
                s, zone.name, region_items(view, zone.name, len(s.rows[zone.name]), 1)
            )
            text = " ".join(
                "".join(placed.get((x, y), (" ", ""))[0] for x in range(s.width))
                for y in sorted(s.rows[zone.name])
            )
            a, sp = zone.units
            units = {f"A{a}"} if a else set()
            units |= {f"S{sp}"} if sp else set()
            assert set(re.findall(r"(?<![▪\w])[AS]\d+\b", text)) <= units, (zone.name, text)
            shown_cubes += len(re.findall(r"[AS]?▪\d", text))
    finally:
        i18n.use("en")
    assert shown_cubes >= 8
    assert "A3 " in legend and "A▪3" in legend, legend


def test_a_capital_keeps_its_star_where_no_polis_fits() -> None:
    """Lesson 1 teaches "★ marks a capital": a region with no room for its poleis (Attika,
    Lakedaemon at 80x24) still has the ★ as its poleis line's last way (issue 42)."""
    view = GAME.view(GAME.new_game(GAME.default_names, 7), 0)
    for territory, capital in (("Attika", True), ("Boiotia", False)):
        poleis = [p for p in view.poleis if p.territory == territory]
        last = poleis_line(poleis)[-1]
        assert (last == [("★", "bold")]) == capital, (territory, last)
