"""``boardgames serve``: the same app in a browser, through textual-serve, on 127.0.0.1 only.

Every page load starts the app anew (textual-serve runs one process per connection); each
one opens ``boardgames resume --or-title``, so a reload goes on with the game in progress,
in its own save file, instead of starting a new one.  One browser at a time: two processes
on one save file would each write their own version of the game.

Only the page itself may drive the app: any web page open in the same browser can reach
127.0.0.1, so a request whose ``Host`` is not this server's own address (DNS rebinding) and a
WebSocket whose ``Origin`` is another site are refused before they touch the app or the lock.
"""

from __future__ import annotations

import asyncio
import logging
import shlex
import sys
from collections.abc import Awaitable, Callable

from aiohttp import web
from rich.logging import RichHandler
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

    @property
    def own_hosts(self) -> frozenset[str]:
        return frozenset(f"{name}:{self.port}" for name in ("127.0.0.1", "localhost"))

    def initialize_logging(self) -> None:
        # textual-serve logs its errors with every local variable: not here.
        logging.basicConfig(
            level="DEBUG" if self.debug else "INFO",
            format="%(message)s",
            handlers=[RichHandler(show_path=False, show_time=False, console=self.console)],
        )

    async def _make_app(self) -> web.Application:
        app = await super()._make_app()
        app.middlewares.append(self.only_own_host)
        return app

    @web.middleware
    async def only_own_host(
        self,
        request: web.Request,
        handler: Callable[[web.Request], Awaitable[web.StreamResponse]],
    ) -> web.StreamResponse:
        if request.headers.get("Host", "") not in self.own_hosts:
            raise web.HTTPMisdirectedRequest(
                text=f"boardgames answers only at http://{HOST}:{self.port}/"
            )
        return await handler(request)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        origin = request.headers.get("Origin", "")
        if origin not in {f"http://{host}" for host in self.own_hosts}:
            # Refused before the lock is asked for: a foreign page cannot hold the table either.
            raise web.HTTPForbidden(text="boardgames is played from its own page only.")
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
