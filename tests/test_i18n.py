"""The language machinery: choosing a language, rendering messages in it, plural forms (a
Polish rule too), the pseudo-language, and `--lang` and the language setting."""

from __future__ import annotations

import gettext
import io
import itertools

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from boardgames_rules.core import i18n
from boardgames_rules.core.i18n import _, from_environment, pseudo, resolve
from boardgames_rules.core.messages import MessageKind, english, fields_of, render
from boardgames_rules.utopia.messages import WON

from boardgames_tui import cli, config

# -- choosing -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "code"),
    [
        ("es", "es"),
        ("es_ES.UTF-8", "es"),
        ("es_MX", "es"),
        ("es-AR", "es"),
        ("ES_es.utf8", "es"),
        ("es_ES@euro", "es"),
        ("en_GB.UTF-8", "en"),
        ("C", "en"),
        ("C.UTF-8", "en"),
        ("POSIX", "en"),
        ("xx", "xx"),
        ("fr_FR.UTF-8", None),
        ("", None),
        ("e", None),
        ("español", None),
        ("../../etc", None),
        ("es_ES.UTF-8:fr", None),
        ("\udcff\x00", None),
    ],
)
def test_a_locale_value_means_a_language_or_none(value: str, code: str | None) -> None:
    assert resolve(value) == code


ORDER = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.mark.parametrize("first", range(len(ORDER)))
def test_the_first_variable_set_decides_in_gettexts_order(first: int) -> None:
    # The variable at `first` says Spanish; those after it say English, and win nothing.
    environ = {name: "en_US.UTF-8" for name in ORDER[first + 1 :]}
    environ[ORDER[first]] = "es_ES.UTF-8"
    assert from_environment(environ) == "es"
    environ[ORDER[first]] = ""  # set but empty: as if unset
    assert from_environment(environ) == ("en")


def test_language_lists_several_and_the_first_known_wins() -> None:
    assert from_environment({"LANGUAGE": "fr:de_DE:es_MX", "LANG": "en_US"}) == "es"
    assert from_environment({"LANGUAGE": "fr:de", "LANG": "es_ES"}) == "en"  # as gettext
    assert from_environment({}) == "en"


ODD = ["", ":", "::es", "C", "POSIX", "es", "xx", "garbage", "es_ES.UTF-8", "ü@.", "\udcfe", " "]


@pytest.mark.parametrize("values", itertools.product(ODD, repeat=2))
def test_no_value_in_any_variable_breaks_the_choice(values: tuple[str, str]) -> None:
    for pair in itertools.permutations(ORDER, 2):
        code = from_environment(dict(zip(pair, values, strict=True)))
        assert code in (*i18n.available(), i18n.PSEUDO)
        i18n.use(code)


def test_the_choice_is_the_flag_then_the_setting_then_the_environment() -> None:
    environ = {"LANG": "es_ES.UTF-8"}
    assert i18n.choose(None, None, environ) == "es"
    assert i18n.choose(None, "en", environ) == "en"
    assert i18n.choose("es", "en", {}) == "es"
    assert i18n.choose(None, "", {"LANG": "C"}) == "en"


def test_an_unknown_language_is_refused_by_use() -> None:
    with pytest.raises(ValueError, match="no language 'fr'"):
        i18n.use("fr")


# -- rendering ------------------------------------------------------------------------------


def test_a_message_renders_in_the_active_language_and_english_stays_english() -> None:
    message = WON(player="Ana", points=12, round=3)
    assert render(message) == english(message) == "Ana wins with 12 points after round 3."
    i18n.use("es")
    assert render(message) == "Ana gana con 12 puntos tras la ronda 3."
    assert render(WON(player="Ana", points=1, round=3)) == "Ana gana con 1 punto tras la ronda 3."
    assert english(message) == "Ana wins with 12 points after round 3."
    assert _("{players} players") == "{players} jugadores"


def test_what_the_catalogue_lacks_shows_in_english() -> None:
    i18n.use("es")
    assert _("A sentence no catalogue holds") == "A sentence no catalogue holds"
    assert i18n.ngettext("{n} thing", "{n} things", 2) == "{n} things"


def test_a_plural_kind_says_which_parameter_counts() -> None:
    with pytest.raises(ValueError, match="go together"):
        MessageKind("pebbles.plural-alone", "{n} pebble", "{n} pebbles")
    with pytest.raises(ValueError, match="is not in the plural"):
        MessageKind("pebbles.wrong-count", "{n} pebble", "{n} pebbles", "m")


POLISH = "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
PEBBLES = MessageKind(
    "pebbles.taken", "{player} takes {n} pebble", "{player} takes {n} pebbles", "n"
)


def test_the_design_holds_for_polish_three_plural_forms(monkeypatch: pytest.MonkeyPatch) -> None:
    catalog = Catalog(locale="pl")
    catalog._num_plurals, catalog._plural_expr = 3, POLISH.split("plural=")[1].rstrip(";")
    forms = tuple(f"{{player}} bierze {{n}} {word}" for word in ("kamyk", "kamyki", "kamyków"))
    catalog.add((PEBBLES.english, PEBBLES.plural), forms, context=PEBBLES.id)
    mo = io.BytesIO()
    write_mo(mo, catalog)
    mo.seek(0)
    monkeypatch.setattr(i18n, "_active", gettext.GNUTranslations(mo))
    said = {n: render(PEBBLES(player="Ola", n=n)) for n in (1, 2, 4, 5, 12, 22, 25, 101, 0)}
    assert said == {
        1: "Ola bierze 1 kamyk",
        2: "Ola bierze 2 kamyki",
        4: "Ola bierze 4 kamyki",
        5: "Ola bierze 5 kamyków",
        12: "Ola bierze 12 kamyków",
        22: "Ola bierze 22 kamyki",
        25: "Ola bierze 25 kamyków",
        101: "Ola bierze 101 kamyków",
        0: "Ola bierze 0 kamyków",
    }


# -- the pseudo-language --------------------------------------------------------------------


def test_the_pseudo_language_marks_every_string_and_keeps_placeholders_and_markup() -> None:
    text = "Pass the keyboard to {name}, [bold]then[/bold] {ranking:; } wins"
    shown = pseudo(text)
    assert shown.startswith("⟦") and shown.endswith("⟧")
    assert fields_of(shown) == fields_of(text)
    assert "{ranking:; }" in shown and "[bold]" in shown and "[/bold]" in shown
    assert pseudo("Pass the keyboard") == "⟦Ƥáśś ťĥé ķéýƀóáŕď⟧"
    i18n.use(i18n.PSEUDO)
    assert render(WON(player="Ana", points=12, round=3)).startswith("⟦Ana ŵíńś")
    assert i18n.PSEUDO not in i18n.available()  # never offered to a player


# -- --lang and the setting -----------------------------------------------------------------


def test_lang_chooses_the_language_before_or_after_the_command(capsys) -> None:
    assert cli.main(["--lang", "es", "list"]) == 0
    assert i18n.current() == "es"
    assert cli.main(["list", "--lang", "en"]) == 0
    assert i18n.current() == "en"


def test_an_unknown_lang_is_a_usage_error(capsys) -> None:
    assert cli.main(["--lang", "klingon", "list"]) == 2
    assert "no language 'klingon'" in capsys.readouterr().err


def test_the_setting_chooses_when_no_flag_does(monkeypatch, capsys) -> None:
    config.save(config.config_path(), config.Settings(language="es"))
    assert cli.main(["list"]) == 0
    assert i18n.current() == "es"
    assert cli.main(["--lang", "en", "list"]) == 0
    assert i18n.current() == "en"
    monkeypatch.setenv("LANGUAGE", "es_ES.UTF-8")
    config.save(config.config_path(), config.Settings())
    assert cli.main(["list"]) == 0
    assert i18n.current() == "es"


def test_the_setting_refuses_an_unknown_language(tmp_path) -> None:
    path = tmp_path / "config.toml"
    path.write_text('language = "fr"\n')
    with pytest.raises(config.ConfigError, match="language 'fr' is not one of: en, es"):
        config.load(path)
    path.write_text("language = 3\n")
    with pytest.raises(config.ConfigError, match="language must be a string"):
        config.load(path)
    path.write_text('language = ""\n')
    assert config.load(path).language == ""


def test_the_settings_and_the_saves_share_one_home_variable() -> None:
    from boardgames_tui import storage

    assert config.ENV_HOME == storage.ENV_HOME
