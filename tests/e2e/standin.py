"""A small Discord stand-in on 127.0.0.1 for end-to-end tests of the real bot process.

It speaks the parts of Discord's HTTP API (``/api/v10/...``) and gateway websocket that the bot
uses, enforces the rules that matter (the 3-second first-response deadline, one acknowledgement
per interaction, followups only after it, the token), and is scriptable from a test: inject an
interaction, read what the bot answered and when, make a route answer 429 or 5xx, close the
gateway with a code, send op 7 or op 9.

It runs its own event loop in a thread, so tests (and module-scoped fixtures) call it with plain
synchronous methods. Nothing here is the bot's code: it plays Discord.

Tests wait on :attr:`StandIn.changed`, a condition notified whenever anything the stand-in records
changes (a request, a gateway frame, a connection opened or closed) and, through
:meth:`StandIn.signal`, whenever a bot process the harness started writes output or exits: a wait
wakes on the event it waits for, never on a timer.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

DISCORD_EPOCH_MS = 1420070400000
TOKEN = "stand-in-token"
APP_ID = 700000000000000001
BOT_ID = 700000000000000001
PRIVILEGED_INTENTS = (1 << 1) | (1 << 8) | (1 << 15)  # members, presences, message content
ALL_PERMISSIONS = str((1 << 53) - 1)


@dataclass
class Recorded:
    """One HTTP request the bot made, with the stand-in's answer."""

    method: str
    path: str
    body: Any
    at: float
    status: int = 200


@dataclass
class Fault:
    """Answer the next ``times`` requests matching ``method`` and ``pattern`` with ``status``."""

    method: str
    pattern: re.Pattern[str]
    status: int
    retry_after: float | None
    times: int


@dataclass
class Interaction:
    """An interaction the stand-in sent, and everything the bot answered to it."""

    id: int
    token: str
    payload: dict[str, Any]
    sent_at: float
    callbacks: list[Recorded] = field(default_factory=list)  # accepted first responses
    refused: list[Recorded] = field(default_factory=list)  # callbacks Discord would reject
    followups: list[dict[str, Any]] = field(default_factory=list)
    edits: list[dict[str, Any]] = field(default_factory=list)
    original: dict[str, Any] | None = None  # the message the response created (or the clicked one)

    @property
    def callback_type(self) -> int | None:
        return self.callbacks[0].body.get("type") if self.callbacks else None

    @property
    def messages(self) -> list[dict[str, Any]]:
        """What the user sees: the response message (after edits), then the followups."""
        out = [self.original] if self.original is not None and self.callback_type in (4, 5, 7) else []
        return out + self.followups


@dataclass
class Connection:
    ws: web.WebSocketResponse
    opened: float
    shard: tuple[int, int] | None = None
    session_id: str | None = None
    identified: bool = False
    resumed: bool = False
    closed_code: int | None = None
    heartbeats: int = 0


@dataclass
class Session:
    id: str
    shard: tuple[int, int]
    seq: int = 0
    events: list[dict[str, Any]] = field(default_factory=list)
    conn: Connection | None = None


def json_response(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    """JSON with Discord's exact content type (discord.py parses nothing else as JSON)."""
    return web.Response(body=json.dumps(data).encode(), status=status,
                        headers={"Content-Type": "application/json", **(headers or {})})


#: Discord's first-response deadline, enforced for the tests that are about it (marked ``discord_deadline``).
DISCORD_DEADLINE = 3.0
#: The deadline every other test gets. A functional test (does a select menu open the chosen result?) must
#: not fail because a loaded two-core CI host kept the bot process off the CPU for three seconds: timing is
#: measured in ``bench/``, not asserted in functional tests. The bot's own guard still defers at 2 s by its
#: own clock, so its behaviour is the same either way.
FUNCTIONAL_DEADLINE = 60.0


class StandIn:
    """The stand-in server. ``start()`` it, give the bot :attr:`api`, ``stop()`` it at the end."""

    #: The deadline of stand-ins built without one; e2e_fixtures sets it for each test from its marker.
    default_deadline = DISCORD_DEADLINE

    def __init__(self, *, token: str = TOKEN, shard_count: int = 1, deadline: float | None = None,
                 heartbeat_ms: int = 41250) -> None:
        self.token = token
        self.heartbeat_ms = heartbeat_ms
        self.shard_count = shard_count
        self._deadline = deadline
        self.identify_close: int | None = None  # close every IDENTIFY with this code
        self.hello_close: int | None = None  # close every new connection with this code right after HELLO
        self.allow_privileged = False
        self.requests: list[Recorded] = []
        self.faults: list[Fault] = []
        self.connections: list[Connection] = []
        self.sessions: dict[str, Session] = {}
        self.identifies: list[tuple[int, int] | None] = []
        self.resumes: list[str] = []
        self.interactions: dict[str, Interaction] = {}
        self.commands: dict[str, list[dict[str, Any]]] = {}  # "global" or a guild id → payloads
        self.channel_messages: list[dict[str, Any]] = []
        self.files: dict[str, bytes] = {}  # attachment id → bytes, served as Discord's CDN would
        self.downloads: list[str] = []  # attachment ids the bot fetched, in order
        self._ids = itertools.count(1)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self.port = 0
        self.changed = threading.Condition()

    def signal(self) -> None:
        """Wake every :meth:`wait`: something a predicate may read has changed."""
        with self.changed:
            self.changed.notify_all()

    # --- life ------------------------------------------------------------------------------------

    @property
    def api(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    def start(self) -> StandIn:
        ready = threading.Event()

        def run() -> None:
            self._loop = asyncio.new_event_loop()
            self._loop.run_until_complete(self._serve())
            ready.set()
            self._loop.run_forever()

        self._thread = threading.Thread(target=run, name="discord-stand-in", daemon=True)
        self._thread.start()
        if not ready.wait(10):
            raise RuntimeError("the stand-in did not start")
        return self

    @web.middleware
    async def _signalling(self, request: web.Request, handler: Any) -> web.StreamResponse:
        try:
            return await handler(request)
        finally:
            self.signal()  # the request is recorded and answered: predicates may read it now

    async def _serve(self) -> None:
        app = web.Application(middlewares=[self._signalling])
        app.router.add_get("/gateway", self._gateway)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._http)
        app.router.add_get("/attachments/{aid}/{name}", self._attachment)
        self._runner = web.AppRunner(app, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    def stop(self) -> None:
        if self._loop is None:
            return

        async def shutdown() -> None:
            for conn in self.connections:
                if not conn.ws.closed:
                    try:  # a busy or dying client may never answer the close frame
                        await asyncio.wait_for(conn.ws.close(code=1001), 1.0)
                    except (TimeoutError, ConnectionError):
                        pass
            if self._runner is not None:
                await self._runner.shutdown()
                await self._runner.cleanup()

        self.call(shutdown(), timeout=30)
        self._loop.call_soon_threadsafe(self._loop.stop)
        if self._thread is not None:
            self._thread.join(5)
        self._loop = None

    def call(self, coro: Any, timeout: float = 10) -> Any:
        """Run a coroutine on the stand-in's loop from a test."""
        assert self._loop is not None
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(timeout)

    # --- scripting -------------------------------------------------------------------------------

    def fail(self, method: str, pattern: str, status: int, *, retry_after: float | None = None,
             times: int = 1) -> None:
        """The next ``times`` requests ``method`` on a path matching ``pattern`` get ``status``."""
        self.faults.append(Fault(method.upper(), re.compile(pattern), status, retry_after, times))

    def close_gateway(self, code: int, shard: int = 0) -> None:
        conn = self.live(shard)
        self.call(conn.ws.close(code=code))

    def send_op(self, op: int, data: Any, shard: int = 0) -> None:
        conn = self.live(shard)
        self.call(conn.ws.send_json({"op": op, "d": data}))

    def send_frame(self, frame: str | bytes, shard: int = 0) -> None:
        """A raw gateway frame (text or binary), sent as is: garbage a broken proxy might forward."""
        conn = self.live(shard)
        self.call(conn.ws.send_str(frame) if isinstance(frame, str) else conn.ws.send_bytes(frame))

    def dispatch(self, event: str, data: Any, shard: int = 0) -> None:
        """A dispatch event with any payload (a malformed one, say), numbered like the others."""
        self.call(self._dispatch(shard, event, data))

    def live(self, shard: int = 0) -> Connection:
        for conn in reversed(self.connections):
            if conn.shard is not None and conn.shard[0] == shard and not conn.ws.closed and \
                    (conn.identified or conn.resumed):
                return conn
        raise LookupError(f"no live gateway connection for shard {shard}")

    def wait(self, predicate: Callable[[], Any], timeout: float = 15.0, what: str = "condition") -> Any:
        """Until ``predicate`` is truthy (returned), checked each time :meth:`signal` says something
        changed; fail after ``timeout`` seconds."""
        with self.changed:
            value = self.changed.wait_for(predicate, timeout)
        if not value:
            raise AssertionError(f"timed out waiting for {what}")
        return value

    def ready_shards(self) -> set[int]:
        return {c.shard[0] for c in self.connections
                if c.shard and not c.ws.closed and (c.identified or c.resumed)}

    @property
    def deadline(self) -> float:
        """Seconds after which a first response is refused with 10062, as Discord does."""
        return self._deadline if self._deadline is not None else StandIn.default_deadline

    def interact(self, payload: dict[str, Any]) -> Interaction:
        """Send INTERACTION_CREATE on the shard that owns the payload's server; returns the record
        in which the bot's answers appear."""
        return self.call(self._interact(payload))

    async def _interact(self, payload: dict[str, Any]) -> Interaction:
        iid = self.snowflake()
        token = f"itok-{iid}"
        data = dict(payload, id=str(iid), token=token, application_id=str(APP_ID))
        inter = Interaction(iid, token, data, time.monotonic())
        if payload.get("type") == 3 and payload.get("message"):
            inter.original = payload["message"]
        self.interactions[token] = inter
        guild = payload.get("guild_id")
        shard = 0 if guild is None else (int(guild) >> 22) % self.shard_count
        await self._dispatch(shard, "INTERACTION_CREATE", data)
        return inter

    def attach(self, filename: str, data: bytes) -> dict[str, Any]:
        """An uploaded file, as an interaction's ``resolved.attachments`` entry; the bot downloads it here."""
        aid = str(self.snowflake())
        self.files[aid] = data
        url = f"http://127.0.0.1:{self.port}/attachments/{aid}/{filename}"
        return {"id": aid, "filename": filename, "size": len(data), "url": url, "proxy_url": url,
                "content_type": "text/plain; charset=utf-8"}

    async def _attachment(self, request: web.Request) -> web.Response:
        data = self.files.get(request.match_info["aid"])
        self.downloads.append(request.match_info["aid"])
        return web.Response(body=data) if data is not None else web.Response(status=404)

    # --- ids and payloads ---------------------------------------------------------------------

    def snowflake(self) -> int:
        return ((int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22) | (next(self._ids) & 0x3FFFFF)

    @staticmethod
    def user(uid: int, name: str | None = None, *, bot: bool = False) -> dict[str, Any]:
        return {"id": str(uid), "username": name or f"user{uid}", "discriminator": "0", "global_name": name,
                "avatar": None, "bot": bot, "public_flags": 0}

    def message(self, channel_id: Any, data: dict[str, Any], *, interaction_user: dict[str, Any] | None = None,
                message_id: int | None = None) -> dict[str, Any]:
        msg = {
            "id": str(message_id or self.snowflake()), "channel_id": str(channel_id), "type": 0 if
            interaction_user is None else 20, "author": self.user(BOT_ID, "Rules Bot", bot=True),
            "content": data.get("content") or "", "timestamp": "2026-01-01T00:00:00+00:00",
            "edited_timestamp": None, "tts": False, "mention_everyone": False, "mentions": [],
            "mention_roles": [], "attachments": [], "embeds": data.get("embeds") or [], "pinned": False,
            "flags": int(data.get("flags") or 0), "components": data.get("components") or [],
        }
        if interaction_user is not None:
            msg["interaction_metadata"] = {"id": str(self.snowflake()), "type": 2, "user": interaction_user,
                                           "authorizing_integration_owners": {}}
        return msg

    # --- gateway ---------------------------------------------------------------------------------

    async def _dispatch(self, shard: int, event: str, data: dict[str, Any]) -> None:
        # The shard's latest session: while the bot is away the event waits there, and a RESUME
        # replays it, as Discord does.
        session = next((s for s in reversed(list(self.sessions.values())) if s.shard[0] == shard), None)
        if session is None:
            raise LookupError(f"no gateway session for shard {shard}")
        await self._send_event(session, event, data)

    async def _send_event(self, session: Session, event: str, data: dict[str, Any]) -> None:
        session.seq += 1
        frame = {"op": 0, "t": event, "s": session.seq, "d": data}
        session.events.append(frame)
        if session.conn is not None and not session.conn.ws.closed:
            await session.conn.ws.send_str(json.dumps(frame))

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True)
        await ws.prepare(request)
        conn = Connection(ws, time.monotonic())
        self.connections.append(conn)
        self.signal()
        try:
            return await self._converse(ws, conn)
        finally:
            self.signal()  # the connection closed

    async def _converse(self, ws: web.WebSocketResponse, conn: Connection) -> web.WebSocketResponse:
        await ws.send_json({"op": 10, "d": {"heartbeat_interval": self.heartbeat_ms}})
        if self.hello_close is not None:
            await ws.close(code=self.hello_close)
            conn.closed_code = self.hello_close
            return ws
        async for msg in ws:
            if msg.type != WSMsgType.TEXT:
                continue
            frame = json.loads(msg.data)
            op, data = frame.get("op"), frame.get("d")
            if op == 1:
                conn.heartbeats += 1
                await ws.send_json({"op": 11})
            elif op == 2:
                await self._identify(conn, data or {})
            elif op == 6:
                await self._resume(conn, data or {})
            self.signal()
        conn.closed_code = ws.close_code
        return ws

    async def _identify(self, conn: Connection, data: dict[str, Any]) -> None:
        shard = tuple(data.get("shard") or (0, 1))
        self.identifies.append(shard)  # type: ignore[arg-type]
        code = self.identify_close
        if data.get("token") != self.token:
            code = 4004
        elif not (0 <= shard[0] < shard[1]):
            code = 4010
        elif shard[1] < self.shard_count:
            code = 4011
        elif int(data.get("intents") or 0) & PRIVILEGED_INTENTS and not self.allow_privileged:
            code = 4014
        if code:
            await conn.ws.close(code=code)
            return
        session = Session(f"session-{self.snowflake()}", (shard[0], shard[1]), conn=conn)
        self.sessions[session.id] = session
        conn.shard, conn.session_id, conn.identified = session.shard, session.id, True
        await self._send_event(session, "READY", {
            "v": 10, "user": self.user(BOT_ID, "Rules Bot", bot=True), "guilds": [], "session_id": session.id,
            "resume_gateway_url": self.gateway_url, "shard": list(session.shard),
            "application": {"id": str(APP_ID), "flags": 0}, "private_channels": [], "relationships": [],
        })

    async def _resume(self, conn: Connection, data: dict[str, Any]) -> None:
        session = self.sessions.get(str(data.get("session_id")))
        if session is None or data.get("token") != self.token:
            await conn.ws.send_json({"op": 9, "d": False})
            return
        self.resumes.append(session.id)
        session.conn = conn
        conn.shard, conn.session_id, conn.resumed = session.shard, session.id, True
        seen = int(data.get("seq") or 0)
        for frame in [f for f in session.events if f["s"] > seen]:
            await conn.ws.send_str(json.dumps(frame))  # what the bot missed while away
        await self._send_event(session, "RESUMED", {})

    # --- HTTP ------------------------------------------------------------------------------------

    async def _http(self, request: web.Request) -> web.StreamResponse:
        path = "/" + request.match_info["tail"]
        body: Any = None
        if request.can_read_body:
            raw = await request.read()
            try:
                body = json.loads(raw) if raw else None
            except ValueError:
                body = {"raw": raw[:200].decode("utf-8", "replace")}
        rec = Recorded(request.method, path, body, time.monotonic())
        self.requests.append(rec)
        for fault in self.faults:
            if fault.times > 0 and fault.method == request.method and fault.pattern.search(path):
                fault.times -= 1
                rec.status = fault.status
                if fault.status == 429:
                    return json_response(
                        {"message": "You are being rate limited.", "retry_after": fault.retry_after or 1.0,
                         "global": False}, status=429,
                        headers={"Via": "1.1 google", "Retry-After": str(int(fault.retry_after or 1)),
                                 "X-RateLimit-Scope": "user"})
                return json_response({"message": "stand-in fault", "code": 0}, status=fault.status)
        status, answer = await self._route(request, path, body, rec)
        rec.status = status
        if answer is None:
            return web.Response(status=status)
        return json_response(answer, status=status)

    async def _route(self, request: web.Request, path: str, body: Any, rec: Recorded) -> tuple[int, Any]:
        m = request.method
        hit = re.fullmatch(r"/interactions/(\d+)/([^/]+)/callback", path)
        if hit and m == "POST":
            return self._callback(int(hit[1]), hit[2], body or {}, rec)
        hit = re.fullmatch(r"/webhooks/(\d+)/([^/]+)(?:/messages/([^/]+))?", path)
        if hit:
            return self._webhook(m, hit[2], hit[3], body or {})
        if request.headers.get("Authorization") != f"Bot {self.token}":
            return 401, {"message": "401: Unauthorized", "code": 0}
        if path == "/users/@me":
            return 200, self.user(BOT_ID, "Rules Bot", bot=True)
        if path == "/oauth2/applications/@me":
            return 200, {"id": str(APP_ID), "name": "Rules Bot", "description": "", "icon": None,
                         "bot_public": True, "bot_require_code_grant": False, "verify_key": "0" * 64,
                         "owner": self.user(1, "owner"), "flags": 0, "team": None}
        if path in ("/gateway/bot", "/gateway"):
            return 200, {"url": self.gateway_url, "shards": self.shard_count,
                         "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0,
                                                 "max_concurrency": 1}}
        hit = re.fullmatch(r"/applications/\d+(?:/guilds/(\d+))?/commands", path)
        if hit and m == "PUT":
            scope = hit[1] or "global"
            # Discord answers with every field filled in (context menus get an empty description).
            self.commands[scope] = [{"description": "", "options": [], **c, "id": str(self.snowflake()),
                                     "application_id": str(APP_ID), "version": "1",
                                     **({"guild_id": scope} if hit[1] else {})} for c in body or []]
            return 200, self.commands[scope]
        hit = re.fullmatch(r"/channels/(\d+)/messages", path)
        if hit and m == "POST":
            msg = self.message(hit[1], body or {})
            self.channel_messages.append(msg)
            return 200, msg
        hit = re.fullmatch(r"/users/(\d+)", path)
        if hit and m == "GET":
            return 200, self.user(int(hit[1]))
        return 404, {"message": "404: Not Found", "code": 0}

    def _callback(self, iid: int, token: str, body: dict[str, Any], rec: Recorded) -> tuple[int, Any]:
        inter = self.interactions.get(token)
        if inter is None or inter.id != iid or time.monotonic() - inter.sent_at > self.deadline:
            if inter is not None:
                inter.refused.append(rec)
            return 404, {"message": "Unknown interaction", "code": 10062}
        if inter.callbacks:
            inter.refused.append(rec)
            return 400, {"message": "Interaction has already been acknowledged.", "code": 40060}
        inter.callbacks.append(rec)
        kind = body.get("type")
        data = body.get("data") or {}
        user = (inter.payload.get("member") or {}).get("user") or inter.payload.get("user")
        if kind in (4, 5):
            inter.original = self.message(inter.payload.get("channel_id"), data, interaction_user=user)
        elif kind == 7 and inter.original is not None:
            inter.original = {**inter.original, **{k: v for k, v in data.items() if k in
                                                   ("content", "embeds", "components", "flags")}}
        answer: dict[str, Any] = {"interaction": {"id": str(iid), "type": inter.payload.get("type"),
                                                  "response_message_loading": kind == 5,
                                                  "response_message_ephemeral": bool(int(data.get("flags") or 0) & 64)}}
        if kind in (4, 7) and inter.original is not None:
            answer["resource"] = {"type": kind, "message": inter.original}
        return 200, answer

    def _webhook(self, method: str, token: str, message: str | None, body: dict[str, Any]) -> tuple[int, Any]:
        inter = self.interactions.get(token)
        if inter is None or not inter.callbacks:
            return 404, {"message": "Unknown Webhook", "code": 10015}
        channel = inter.payload.get("channel_id")
        if message is None and method == "POST":
            if inter.callback_type == 5 and not inter.followups and not inter.edits:
                # The first followup after a "thinking" defer replaces the placeholder.
                inter.original = {**(inter.original or {}), **self.message(channel, body),
                                  "id": (inter.original or {}).get("id", str(self.snowflake()))}
                inter.edits.append(body)
                return 200, inter.original
            msg = self.message(channel, body)
            inter.followups.append(msg)
            return 200, msg
        if method == "PATCH":
            inter.edits.append(body)
            base = inter.original or self.message(channel, {})
            inter.original = {**base, **{k: v for k, v in body.items() if k in ("content", "embeds", "components")}}
            return 200, inter.original
        if method == "DELETE":
            inter.original = None
            return 204, None
        if method == "GET" and inter.original is not None:
            return 200, inter.original
        return 404, {"message": "Unknown Message", "code": 10008}
