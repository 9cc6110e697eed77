"""``boardgames serve``: the same app in a browser, through textual-serve, on 127.0.0.1 only.

Every page load starts the app anew (textual-serve runs one process per connection); each
one opens ``boardgames resume --or-title``, so a reload goes on with the game in progress,
in its own save file, instead of starting a new one.  One browser at a time: two processes
on one save file would each write their own version of the game.
"""

from __future__ import annotations

import asyncio
import shlex
import sys

from aiohttp import web
from textual_serve.server import Server

HOST = "127.0.0.1"
RELOAD_GRACE = 5.0  # seconds a new page waits for the page it replaces to let go


def served_command(data_dir: str | None = None, theme: str | None = None) -> str:
    argv = [sys.executable, "-m", "boardgames_tui"]
    if data_dir:
        argv += ["--data-dir", data_dir]
    if theme:
        argv += ["--theme", theme]
    argv += ["resume", "--or-title"]
    return shlex.join(argv)


class OneTableServer(Server):
    """A textual-serve server that drives one app process at a time."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._free = asyncio.Lock()

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        try:
            # A reload opens the new connection while the old one is closing: wait for it.
            await asyncio.wait_for(self._free.acquire(), RELOAD_GRACE)
        except TimeoutError:
            raise web.HTTPConflict(
                text="boardgames is already open in another browser tab or window."
            ) from None
        try:
            return await super().handle_websocket(request)
        finally:
            self._free.release()


def serve(port: int, data_dir: str | None = None, theme: str | None = None) -> None:
    server = OneTableServer(
        served_command(data_dir, theme), host=HOST, port=port, title="boardgames"
    )
    server.serve()
