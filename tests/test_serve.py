"""``boardgames serve`` offline: the page and everything it loads come from 127.0.0.1, and a
second tab is told, on its WebSocket, that the game is open in another one."""

from __future__ import annotations

import asyncio
import gc
import re
import socket
from urllib.parse import urljoin, urlsplit

import pytest

serve = pytest.importorskip("boardgames_tui.serve")
from aiohttp import ClientSession, WSMsgType, web  # noqa: E402  (after the skip)

REFERENCE = re.compile(r"""(?:src|href)="([^"]+)"|url\(["']?([^"')]+)""")
ANY_URL = re.compile(r"""\b(?:https?|wss?):(//[^/"'\s)]+)|["'(](//[^/"'\s)]+)""")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((serve.HOST, 0))
        return probe.getsockname()[1]


@pytest.fixture
async def served(tmp_path):
    port = free_port()
    server = serve.OneTableServer(
        serve.served_command(str(tmp_path)), host=serve.HOST, port=port, title="boardgames"
    )
    server.reload_grace = 0.5  # a test need not wait the real reload's five seconds
    runner = web.AppRunner(await server._make_app())
    await runner.setup()
    await web.TCPSite(runner, serve.HOST, port).start()
    async with ClientSession() as client:
        yield client, f"http://{serve.HOST}:{port}/"
    # A tab's app ends after its socket closes (textual-serve never waits for its process):
    # wait for the table to be free, then collect the process's transport while the event
    # loop still runs, not after it has gone ("Event loop is closed").
    await asyncio.wait_for(server._free.acquire(), 30)
    server._free.release()
    gc.collect()
    await runner.cleanup()


async def test_the_page_and_all_it_loads_come_from_this_machine(served) -> None:
    client, base = served
    async with client.get(base) as page:
        assert page.status == 200
        html = await page.text()
    hosts = {m.group(1) or m.group(2) for m in ANY_URL.finditer(html)}
    assert hosts == {f"//{urlsplit(base).netloc}"}  # the assets and the WebSocket, no other
    assets = {urljoin(base, a or b) for a, b in REFERENCE.findall(html)}
    assert any(a.endswith("textual.js") for a in assets) and any("fonts/" in a for a in assets)
    assert urljoin(base, "/favicon.ico") in assets
    for asset in assets:
        assert urlsplit(asset).hostname == "127.0.0.1"
        async with client.get(asset) as loaded:
            assert loaded.status == 200, asset
            assert len(await loaded.read()) > 0
    async with client.get(urljoin(base, "/favicon.ico")) as icon:
        assert icon.content_type == "image/x-icon"
        assert (await icon.read())[:4] == b"\0\0\1\0"  # an ICO header
    # The words the page shows when the session closes: the game is saved, and how to go on.
    assert "Your game is saved." in html and "boardgames resume" in html


async def test_a_second_tab_is_told_the_game_is_open_in_another(served) -> None:
    client, base = served
    socket_url = urljoin(base.replace("http:", "ws:"), "/ws?width=80&height=24")
    own = {"Origin": base.rstrip("/")}  # the page's own origin: any other is refused
    async with client.ws_connect(socket_url, headers=own) as first:
        drawn = await first.receive(timeout=30)  # the app runs and draws for the first tab
        assert drawn.type in (WSMsgType.BINARY, WSMsgType.TEXT)
        async with client.ws_connect(socket_url, headers=own) as second:
            answer = await second.receive(timeout=10)
            assert answer.type == WSMsgType.CLOSE
            assert answer.data == serve.OTHER_TAB_CODE
            assert answer.extra == "boardgames is already open in another browser tab or window."
