"""`boardgames serve` answers only its own page: no other site open in the browser may read or
drive the game (a foreign WebSocket Origin) or reach it through a rebound name (a foreign Host),
and a refused connection never holds the one-table lock."""

from __future__ import annotations

import socket

import pytest

pytest.importorskip("textual_serve")
from aiohttp import WSServerHandshakeError, web  # noqa: E402
from aiohttp.test_utils import TestClient, TestServer  # noqa: E402
from textual_serve.server import Server  # noqa: E402

from boardgames_tui.serve import OneTableServer  # noqa: E402


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


async def opens_and_closes(self, request: web.Request) -> web.WebSocketResponse:
    """textual-serve's handler without the app process: the socket opens, then closes."""
    websocket = web.WebSocketResponse()
    await websocket.prepare(request)
    await websocket.close()
    return websocket


@pytest.fixture
async def served(monkeypatch: pytest.MonkeyPatch):
    port = free_port()
    monkeypatch.setattr(Server, "handle_websocket", opens_and_closes)
    server = OneTableServer("boardgames", host="127.0.0.1", port=port)
    client = TestClient(TestServer(await server._make_app(), host="127.0.0.1", port=port))
    await client.start_server()
    try:
        yield server, client, port
    finally:
        await client.close()


async def test_the_page_works_from_127_0_0_1_and_localhost(served) -> None:
    server, client, port = served
    for host in (f"127.0.0.1:{port}", f"localhost:{port}"):
        page = await client.get("/", headers={"Host": host})
        assert page.status == 200, host
        assert f"ws://127.0.0.1:{port}/ws" in await page.text()
    socket_ = await client.ws_connect("/ws", headers={"Origin": f"http://127.0.0.1:{port}"})
    await socket_.close()


async def test_a_foreign_host_is_refused(served) -> None:
    _, client, port = served
    for host in ("evil.example", f"evil.example:{port}", "127.0.0.1:1", f"127.0.0.1.nip.io:{port}"):
        answer = await client.get("/", headers={"Host": host})
        assert answer.status == 421, host
        assert "only at http://127.0.0.1" in await answer.text()


async def test_a_websocket_from_another_site_is_refused_and_takes_no_lock(served) -> None:
    server, client, port = served
    for origin in ("http://evil.example", f"http://localhost:{port + 1}", "null", None):
        headers = {} if origin is None else {"Origin": origin}
        with pytest.raises(WSServerHandshakeError) as refused:
            await client.ws_connect("/ws", headers=headers)
        assert refused.value.status == 403, origin
        assert not server._free.locked()
    # The table is still free for the page itself.
    own = await client.ws_connect("/ws", headers={"Origin": f"http://localhost:{port}"})
    await own.close()
