"""``boardgames serve``: the same app in a browser, through textual-serve, on 127.0.0.1 only.

Every page load starts the app anew (textual-serve runs one process per connection); each
one opens ``boardgames resume --or-title``, so a reload goes on with the game in progress,
in its own save file, instead of starting a new one.  One browser at a time: two processes
on one save file would each write their own version of the game.

Only the page itself may drive the app: any web page open in the same browser can reach
127.0.0.1, so a request whose ``Host`` is not this server's own address (DNS rebinding) and a
WebSocket whose ``Origin`` is another site are refused before they touch the app or the lock.
The page is our own (``serve_page/``): it loads nothing from another host, so it works with no
network; it says in the page why a session closed (another tab has the game, or the player
quit and the game is saved), and gives the keyboard to the terminal as soon as it connects.
"""

from __future__ import annotations

import asyncio
import logging
import shlex
import struct
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path

import aiohttp_jinja2
from aiohttp import web
from rich.logging import RichHandler
from textual_serve.server import Server

HOST = "127.0.0.1"
RELOAD_GRACE = 5.0  # seconds a new page waits for the page it replaces to let go
PAGE = Path(__file__).with_name("serve_page")

# A WebSocket close code of the private range (4000-4999): the page reads it as "another tab".
OTHER_TAB_CODE = 4409
OTHER_TAB = "boardgames is already open in another browser tab or window."
WORDS = {
    "other_tab_code": OTHER_TAB_CODE,
    "other_tab_detail": "Play there, or close it and try again here.",
    "quit_title": "Your game is saved.",
    "quit_detail": "Go on playing opens it again where you left off; so does "
    "boardgames resume in a terminal.",
}


def served_command(data_dir: str | None = None, theme: str | None = None) -> str:
    argv = [sys.executable, "-m", "boardgames_tui"]
    if data_dir:
        argv += ["--data-dir", data_dir]
    if theme:
        argv += ["--theme", theme]
    argv += ["resume", "--or-title"]
    return shlex.join(argv)


class OneTableServer(Server):
    """A textual-serve server that drives one app process at a time, with our page."""

    reload_grace = RELOAD_GRACE

    def __init__(self, command: str, host: str, port: int, title: str | None = None) -> None:
        super().__init__(command, host=host, port=port, title=title, templates_path=PAGE)
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
        aiohttp_jinja2.get_env(app).globals.update(WORDS)
        app.router.add_get("/favicon.ico", self.handle_favicon)
        return app

    async def handle_favicon(self, request: web.Request) -> web.Response:
        return web.Response(body=FAVICON, content_type="image/x-icon")

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
            await asyncio.wait_for(self._free.acquire(), self.reload_grace)
        except TimeoutError:
            # Answered on the WebSocket itself, so the page can say it (an HTTP error before
            # the upgrade reaches the page only as "closed").
            refused = web.WebSocketResponse()
            await refused.prepare(request)
            await refused.close(code=OTHER_TAB_CODE, message=OTHER_TAB.encode())
            return refused
        try:
            return await super().handle_websocket(request)
        finally:
            self._free.release()


def icon(size: int = 16) -> bytes:
    """A 16x16 icon: a board of two colours, drawn here so no image file is shipped."""
    light, dark = (0xE8, 0xC9, 0x8C, 0xFF), (0x5E, 0x0B, 0xA7, 0xFF)  # BGRA
    rows = []
    for y in reversed(range(size)):  # a BMP stores its rows bottom-up
        rows.append(b"".join(bytes(light if (x // 4 + y // 4) % 2 else dark) for x in range(size)))
    pixels = b"".join(rows)
    mask = b"\0" * (size * 4)  # 1 bit a pixel, rows padded to 4 bytes: all opaque
    header = struct.pack("<IiiHHIIiiII", 40, size, size * 2, 1, 32, 0, len(pixels), 0, 0, 0, 0)
    image = header + pixels + mask
    entry = struct.pack("<BBBBHHII", size, size, 0, 0, 1, 32, len(image), 6 + 16)
    return struct.pack("<HHH", 0, 1, 1) + entry + image


FAVICON = icon()


def serve(port: int, data_dir: str | None = None, theme: str | None = None) -> None:
    server = OneTableServer(
        served_command(data_dir, theme), host=HOST, port=port, title="boardgames"
    )
    server.serve()
