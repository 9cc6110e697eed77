"""Every test runs with its own BOARDGAMES_HOME: no test reads or writes a real player's saves
or settings (config.toml), whatever the machine."""

from __future__ import annotations

import os

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


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: two workers per CPU.  A test driving the app waits about half its time for
    the app to go idle (Textual's pilot sleeps in 20 ms slices until the process is idle), so
    one worker per CPU leaves the CPUs half used.  PYTEST_XDIST_AUTO_NUM_WORKERS still wins."""
    chosen = os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS")
    if chosen:
        return int(chosen)
    try:
        cpus = len(os.sched_getaffinity(0))  # the CPUs this process may use (Linux)
    except AttributeError:  # macOS, Windows
        cpus = os.cpu_count() or 1
    return 2 * cpus
