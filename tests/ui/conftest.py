"""Snapshot modules name a fixed ``HOME`` so that nothing on screen depends on the machine; each
test gets its own folder under that name, as an open game holds its save (a lock beside it) and
the tests run side by side."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def own_snapshot_home(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    if isinstance(getattr(request.module, "HOME", None), Path):
        home = request.getfixturevalue("tmp_path") / "boardgames-snapshots"
        monkeypatch.setattr(request.module, "HOME", home)
