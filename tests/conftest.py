"""Every test runs with its own BOARDGAMES_HOME: no test reads or writes a real player's saves
or settings (config.toml), whatever the machine."""

from __future__ import annotations

import pytest
from boardgames_rules.core import i18n


@pytest.fixture(autouse=True)
def private_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("BOARDGAMES_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def in_english(monkeypatch: pytest.MonkeyPatch):
    """Every test starts in English, whatever the machine's LANG (LANGUAGE is read first, and
    sets no locale), and leaves English active after a test that chose another language."""
    monkeypatch.setenv("LANGUAGE", "en")
    yield
    i18n.use(i18n.SOURCE)
