"""Every test runs with its own BOARDGAMES_HOME: no test reads or writes a real player's saves
or settings (config.toml), whatever the machine."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def private_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("BOARDGAMES_HOME", str(home))
    return home
