"""Caches belong to a state or a call, never to a module.

A bot thinks in a worker thread while the screen lists and applies actions in the UI thread
(``tests/test_threads.py`` plays both at once).  What the rules remember about a state lives
in the state's Memo (``rules.core.memo``), shared by the states made from it and by no other
game.  The only tables a rules module may fill as it runs are pure ones: keyed by plain
values, with answers that depend on the key and the game's fixed data alone, so any thread
finds in them what it would work out itself.  Each is named below with why.
"""

from __future__ import annotations

import ast
import copy
import pickle
from pathlib import Path

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core.memo import Memo, memo_of
from boardgames_rules.core.rng import Rng

RULES = Path(__file__).resolve().parent.parent / "rules"

# The module-level tables the rules fill as they run, each a pure function of its key (plain
# values: names, numbers, tuples of them) and the fixed data: "module:name" -> why.
PURE_TABLES = {
    "core/messages.py:_PLACE_NAMES": "each game's English place names, registered at import",
    "core/messages.py:_LABELS": "how a game labels a message's code, registered at import",
    "core/typed.py:_WRITERS": "how a game writes a notation word, registered at import",
    "polis/actions_development.py:_OFFER_ACTIONS": "actions by (kind, site, most, goods, merc)",
    "polis/actions_development.py:_BY_SITES": "sites by (kind, mercenaries, poleis owned, room)",
    "polis/actions_development.py:_MERCHANTS_BY_SITES": "merchant offers by the sites' room",
    "polis/actions_development.py:_HOSTED": "project hosts by (seat, poleis owned, projects)",
    "polis/actions_development.py:_PAYABLE": "silver options by (project, Pericles, spare, goods)",
    "polis/actions_development.py:_PROJECT_ACTIONS": "actions by (project, hosts, options)",
    "polis/actions_military.py:_REACH": "reach by (seat, kind, zones the enemy holds)",
    "polis/actions_military.py:_MADE": "the shared move actions by (src, dst, count)",
    "polis/actions_military.py:_counts": "the shared move actions by (kind, src, dst)",
    "polis/actions_military.py:_MOVES_BY": "moves by (limit, own units per zone, reach key)",
    "polis/actions_political.py:_FREE": "free trips by (start, zones free of the enemy)",
    "polis/actions_political.py:_EMPTY": "bit set of the empty zones by the counts per zone",
    "polis/actions_political.py:_TRIPS": "trip costs by (seat, enemy units per zone)",
    "polis/actions_political.py:_CIVILWAR": "the shared civil-war action by polis",
    "polis/engine.py:_SURCHARGE": "the shared surcharge choices by the goods in hand",
    "polis/proxenos_paths.py:_LAND_DISTANCES": "distances on the map by the zones open",
    "polis/proxenos_paths.py:_SEA_DISTANCES": "distances on the map by the zones open",
    "polis/proxenos_paths.py:_SEA_BESTS": "best sea legs by the zones open",
    "polis/topology.py:_MARKETS_BY_HELD": "markets reached by (seat, seas the enemy holds)",
    "polis/topology.py:_OWNED_BY": "poleis owned by (seat, every polis's owner)",
    "utopia/city.py:_WONDER_READY": "whether the stacks on an island make a wonder",
    "utopia/city.py:_NO_CONTROL": "whether a district's counts are too few to take control",
    "core/messages.py:_KINDS": "the kinds of message by id, filled as the messages are defined",
}

# The module globals a function rebinds, each a pure value worked out once: "module:name" -> why.
PURE_GLOBALS: dict[str, str] = {}

# The module globals holding a choice made for the whole process, like the locale: no state.
CHOSEN_GLOBALS = {
    "core/i18n.py:_active": "the active language's catalogue (i18n.use)",
    "core/i18n.py:_language": "the active language's code (i18n.use)",
}

_MUTATORS = {
    "append",
    "add",
    "clear",
    "extend",
    "insert",
    "pop",
    "popitem",
    "remove",
    "setdefault",
    "update",
    "discard",
    "__setitem__",
    "__delitem__",
}
_CONTAINERS = (ast.Dict, ast.List, ast.Set, ast.DictComp, ast.ListComp, ast.SetComp)


def _root(node: ast.expr) -> str | None:
    """The name an expression reads through: ``x`` of ``x``, ``x[k]``, ``x.get(k)``."""
    while True:
        if isinstance(node, ast.Name):
            return node.id
        if isinstance(node, ast.Subscript | ast.Attribute):
            node = node.value
        elif isinstance(node, ast.Call):
            node = node.func
        else:
            return None


def _self_writers(trees: dict[str, ast.Module]) -> set[str]:
    """Classes (any module's) whose methods other than ``__init__`` write to ``self``: a
    module-level instance of one is a cache (a dict with ``__missing__``, a memo object)."""
    found = set()
    for tree in trees.values():
        for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
            for method in cls.body:
                if not isinstance(method, ast.FunctionDef) or method.name == "__init__":
                    continue
                for node in ast.walk(method):
                    targets = node.targets if isinstance(node, ast.Assign) else []
                    if any(_root(t) == "self" for t in targets):
                        found.add(cls.name)
    return found


def _module_containers(tree: ast.Module, writers: set[str]) -> tuple[set[str], set[str]]:
    """The module-level names bound to a mutable container, and those bound to an instance
    of a class in ``writers`` (or one of its methods: ``_counts = _Counts().__getitem__``)."""
    names, instances = set(), set()
    for node in tree.body:
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        else:
            continue
        call = value.func if isinstance(value, ast.Call) else None
        if _root(value) in writers:
            instances |= {t.id for t in targets if isinstance(t, ast.Name)}
        elif (
            isinstance(value, _CONTAINERS)
            or (isinstance(call, ast.Name) and call.id in {"dict", "list", "set"})
            or (
                isinstance(value, ast.Tuple) and any(isinstance(e, _CONTAINERS) for e in value.elts)
            )
        ):
            names |= {t.id for t in targets if isinstance(t, ast.Name)}
    return names, instances


def _written_in_functions(tree: ast.Module, names: set[str]) -> set[str]:
    """The ``names`` a function (or method) writes into: stores, deletes, mutating calls, also
    through a local alias (``made = _MADE[sea]; made[k] = a``)."""
    written = set()
    for func in (n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.Lambda)):
        alias = {}
        for node in ast.walk(func):
            if isinstance(node, ast.Assign):
                pairs = [(t, node.value) for t in node.targets]
                for target, value in list(pairs):
                    if isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple):
                        pairs += zip(target.elts, value.elts, strict=False)
                for target, value in pairs:
                    if isinstance(target, ast.Name) and _root(value) in names:
                        alias[target.id] = _root(value)
        for node in ast.walk(func):
            stores = []
            if isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign | ast.Delete):
                stores = (
                    node.targets if isinstance(node, ast.Assign | ast.Delete) else [node.target]
                )
                stores = [t for t in stores if isinstance(t, ast.Subscript)]
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in _MUTATORS
            ):
                stores = [node.func.value]
            for target in stores:
                root = _root(target)
                root = alias.get(root, root) if root is not None else None
                if root in names:
                    written.add(root)
    return written


def _rules_modules() -> dict[str, ast.Module]:
    return {
        str(path.relative_to(RULES)): ast.parse(path.read_text("utf-8"))
        for path in sorted(RULES.rglob("*.py"))
    }


def test_no_rules_module_keeps_a_cache_of_states() -> None:
    trees = _rules_modules()
    writers = _self_writers(trees)
    globals_, caches = [], set()
    for module, tree in trees.items():
        globals_ += [
            f"{module}:{name}"
            for n in ast.walk(tree)
            if isinstance(n, ast.Global)
            for name in n.names
        ]
        containers, instances = _module_containers(tree, writers)
        written = _written_in_functions(tree, containers) | instances
        caches |= {f"{module}:{name}" for name in written}
    assert set(globals_) == PURE_GLOBALS.keys() | CHOSEN_GLOBALS.keys(), (
        "a module global rebound at run time: keep it in the state's Memo"
    )
    assert caches - PURE_TABLES.keys() == set(), (
        "a module-level table filled at run time: keep it in the state's Memo "
        "(rules.core.memo), or, if it is a pure function of plain values, name it in PURE_TABLES"
    )
    assert PURE_TABLES.keys() - caches == set(), "PURE_TABLES names a table that is gone"


def test_the_check_finds_a_module_cache() -> None:
    """What the check above looks for, shown on the shapes the rules had."""
    tree = ast.parse(
        "_LAST = {}\n_MEMO = LegalMemo()\n_KEEP = {}\n_OK = {1: 2}\n"
        "class LegalMemo:\n    def put(self, s):\n        self._entry = s\n"
        "def f(s, seat):\n    _LAST[seat] = s\n    _MEMO.put(s)\n"
        "    kept = _KEEP.get(seat)\n    kept.clear()\n    return _OK[seat]\n"
    )
    writers = _self_writers({"m": tree})
    assert writers == {"LegalMemo"}
    containers, instances = _module_containers(tree, writers)
    assert containers == {"_LAST", "_KEEP", "_OK"} and instances == {"_MEMO"}
    assert _written_in_functions(tree, containers) == {"_LAST", "_KEEP"}


def _successor(game, state):
    return game.apply(state, game.legal_actions(state)[0])


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_state_and_its_successors_share_a_memo_two_games_never(name: str) -> None:
    game = GAMES[name]
    players = game.default_players(game.min_players)
    one, other = game.new_game(players, 1), game.new_game(players, 1)
    assert one == other and memo_of(one) is not memo_of(other)  # the same value, two games
    after = _successor(game, _successor(game, one))
    assert memo_of(after) is memo_of(one)
    assert memo_of(one.model_copy(update={"reveal": 5})) is memo_of(one)
    assert memo_of(after) is not memo_of(_successor(game, other))

    # A loaded game, a bot's sampled state, a pickled or deep-copied state: a fresh Memo,
    # and the same value as before.
    loaded = game.load_state(after.model_dump(mode="json"))
    sampled = game.determinize(after, game.current_player(after) or 0, Rng.from_seed(3))
    for fresh in (loaded, sampled, pickle.loads(pickle.dumps(after)), copy.deepcopy(after)):
        assert type(fresh._memo) is Memo and type(memo_of(fresh)) is dict  # a plain dict
        assert memo_of(fresh) is not memo_of(after)
    assert loaded == after and hash(loaded) == hash(after)
    assert pickle.loads(pickle.dumps(after)) == after == copy.deepcopy(after)
    assert not memo_of(loaded) and "_memo" not in after.model_dump_json()
    # the successors of a sampled state share its Memo, not the game's
    assert memo_of(_successor(game, sampled)) is memo_of(sampled)
