"""The catalogues: complete, their placeholders the English ones, up to date with the code,
and their committed .mo files what the .po files compile to.

Why the .mo files are committed rather than compiled by a build step: the app reads them from
the checkout too (editable installs, `python -m boardgames_tui`, every test), a wheel or sdist
built anywhere needs neither Babel nor a custom build command, and the last test here fails
the moment a .po changes without `.ci/catalogues compile`.
"""

from __future__ import annotations

import ast
import gettext
import importlib.machinery
import importlib.util
import io
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_keywords, parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from boardgames_rules import GAMES  # noqa: F401 - every game's messages made, to be listed
from boardgames_rules.core.i18n import areas
from boardgames_rules.core.messages import KINDS, fields_of
from boardgames_rules.registry import game_names

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "assets" / "locale"
LANGUAGES = sorted({path.parent.parent.name for path in LOCALE.glob("*/LC_MESSAGES/*.po")})
AREAS = areas(game_names())
CATALOGUES = [(language, area) for language in LANGUAGES for area in AREAS]


def _tool():
    path = ROOT / ".ci" / "catalogues"
    loader = importlib.machinery.SourceFileLoader("catalogues_tool", str(path))
    spec = importlib.util.spec_from_loader(loader.name, loader)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def read(path: Path) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle)


def po(language: str, area: str) -> Catalog:
    return read(LOCALE / language / "LC_MESSAGES" / f"{area}.po")


def entries(catalog: Catalog) -> set[tuple[str | None, str]]:
    return {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in catalog if m.id}


@pytest.fixture(scope="module")
def extracted_by_area() -> dict[str, set[tuple[str | None, str]]]:
    """What `.ci/catalogues extract` finds in each area's folders now."""
    tool = _tool()
    keywords = dict(DEFAULT_KEYWORDS)
    keywords.update(parse_keywords(tool.KEYWORDS))
    with (ROOT / "babel.cfg").open() as cfg:
        method_map, options_map = parse_mapping_cfg(cfg)
    by_area: dict[str, set[tuple[str | None, str]]] = {}
    for area, folders in AREAS.items():
        found = by_area.setdefault(area, set())
        for folder in folders:
            for _, _, message, _, context in extract_from_dir(
                str(ROOT / folder), method_map, options_map, keywords=keywords
            ):
                found.add((context, message if isinstance(message, str) else message[0]))
    return by_area


@pytest.fixture(scope="module")
def extracted(extracted_by_area) -> set[tuple[str | None, str]]:
    return set().union(*extracted_by_area.values())


def test_spanish_is_there() -> None:
    assert "es" in LANGUAGES


def test_every_kind_of_message_is_extracted(extracted) -> None:
    missing = {(kind.id, kind.english) for kind in KINDS.values()} - extracted
    assert not {m for m in missing if not m[0].startswith("pebbles.")}, (
        "a MessageKind the keywords in .ci/catalogues miss (write its arguments as the others)"
    )


@pytest.mark.parametrize("area", AREAS)
def test_the_template_is_what_the_code_says(area: str, extracted_by_area) -> None:
    template = entries(read(LOCALE / f"{area}.pot"))
    assert extracted_by_area[area] == template, "run .ci/catalogues update, then translate"


def test_no_translated_literal_sits_inside_an_f_string() -> None:
    """Babel finds `_("open")` inside an f-string on Python 3.12 and later, not on 3.11, so
    such a string would be in the template on one Python and missing on the other: write it
    outside the f-string (the catalogue must be the same whichever Python extracts it)."""
    calls = set(DEFAULT_KEYWORDS) | {"N_"}
    found = []
    for folder in ("rules", "boardgames_tui"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.JoinedStr):
                    continue
                for call in ast.walk(node):
                    if (
                        isinstance(call, ast.Call)
                        and isinstance(call.func, ast.Name)
                        and call.func.id in calls
                        and any(isinstance(a, ast.Constant) for a in call.args)
                    ):
                        found.append(f"{path.relative_to(ROOT)}:{call.lineno}")
    assert not found, found


@pytest.mark.parametrize(("language", "area"), CATALOGUES)
def test_a_catalogue_has_every_string_translated_and_none_fuzzy(
    language: str, area: str, extracted_by_area
) -> None:
    catalog = po(language, area)
    assert extracted_by_area[area] <= entries(catalog), "run .ci/catalogues update, translate"
    untranslated = [m.id for m in catalog if m.id and not all(_strings(m))]
    fuzzy = [m.id for m in catalog if m.id and m.fuzzy]
    assert untranslated == [] and fuzzy == []
    assert not catalog.obsolete, "obsolete entries: delete them (#~ lines)"


def _strings(message) -> tuple[str, ...]:
    return message.string if isinstance(message.string, tuple) else (message.string,)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_string_two_areas_share_is_translated_alike(language: str) -> None:
    seen: dict[tuple[str | None, str], tuple[str, object]] = {}
    for area in AREAS:
        for message in po(language, area):
            if message.id:
                msgid = message.id if isinstance(message.id, str) else message.id[0]
                key = (message.context, msgid)
                first = seen.setdefault(key, (area, message.string))
                assert first[1] == message.string, (key, first[0], area)


@pytest.mark.parametrize(("language", "area"), CATALOGUES)
def test_every_translation_has_its_msgids_placeholders(language: str, area: str) -> None:
    for message in po(language, area):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        wanted = frozenset().union(*(fields_of(text) for text in ids))
        for text in _strings(message):
            # A singular may leave the count out ("one point"), never add a placeholder.
            assert fields_of(text) <= wanted, (message.context, text)
            if len(ids) == 1:
                assert fields_of(text) == wanted, (message.context, text)
        assert fields_of(_strings(message)[-1]) == wanted, (message.context, message.string)


@pytest.mark.parametrize(("language", "area"), CATALOGUES)
def test_the_committed_mo_is_the_po_compiled(language: str, area: str) -> None:
    compiled = io.BytesIO()
    write_mo(compiled, po(language, area))
    compiled.seek(0)
    committed = LOCALE / language / "LC_MESSAGES" / f"{area}.mo"
    with committed.open("rb") as handle:
        shipped = gettext.GNUTranslations(handle)
    fresh = gettext.GNUTranslations(compiled)
    # Compared as read back, not byte by byte: Babel's releases may lay the file out apart.
    assert shipped._catalog == fresh._catalog, "run .ci/catalogues compile"
