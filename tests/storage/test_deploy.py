"""The deployment examples stay true to the code: every shard covered exactly once, and only
settings the bot actually reads."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from bot.config import Settings, parse_shard_ids

REPO = Path(__file__).resolve().parents[2]
DEPLOY = REPO / "deploy"
BOT_SOURCES = "\n".join(p.read_text(encoding="utf-8") for p in (REPO / "bot").rglob("*.py"))


def bot_services(compose: dict) -> dict[str, dict]:
    return {name: svc for name, svc in compose["services"].items() if svc.get("command", ["run"]) == ["run"]
            and "DISCORD_TOKEN" in svc.get("environment", {})}


def test_compose_bots_cover_every_shard_once():
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text(encoding="utf-8"))
    bots = bot_services(compose)
    assert len(bots) >= 2
    shards = {int(s["environment"]["MTGBOT_SHARDS"]) for s in bots.values()}
    assert len(shards) == 1
    total = shards.pop()
    owned = [i for s in bots.values() for i in parse_shard_ids(s["environment"]["MTGBOT_SHARD_IDS"], total)]
    assert sorted(owned) == list(range(total))
    for svc in bots.values():
        assert svc["environment"]["MTGBOT_DATABASE_URL"].startswith("postgresql://")
        assert svc["healthcheck"]["test"][-2:] == ["bot", "health"]


def test_statefulset_pods_cover_every_shard_once(monkeypatch):
    docs = list(yaml.safe_load_all((DEPLOY / "kubernetes" / "statefulset.yaml").read_text(encoding="utf-8")))
    [sts] = [d for d in docs if d["kind"] == "StatefulSet"]
    [bot] = sts["spec"]["template"]["spec"]["containers"]
    env = {e["name"]: e.get("value") for e in bot["env"]}
    owned: list[int] = []
    for ordinal in range(sts["spec"]["replicas"]):
        with monkeypatch.context() as m:
            for name, value in env.items():
                if value is not None and name.startswith("MTGBOT_"):
                    m.setenv(name, value)
            m.setenv("MTGBOT_POD_ORDINAL", str(ordinal))
            settings = Settings.from_env()
            assert settings.shard_count == int(env["MTGBOT_SHARDS"])
            owned += list(settings.shard_ids or ())
    assert sorted(owned) == list(range(int(env["MTGBOT_SHARDS"])))


@pytest.mark.parametrize("path", ["compose.yaml", "kubernetes/statefulset.yaml", "example.env"])
def test_deploy_files_name_only_settings_the_bot_reads(path):
    names = set(re.findall(r"\bMTGBOT_[A-Z_]+\b", (DEPLOY / path).read_text(encoding="utf-8")))
    unknown = {n for n in names if f'"{n}"' not in BOT_SOURCES}
    assert not unknown, f"{path} sets settings nothing reads: {sorted(unknown)}"


def compose_command() -> list[str] | None:
    """``docker compose`` (v2), else the older ``docker-compose``, else None."""
    docker = shutil.which("docker")
    if docker and subprocess.run([docker, "compose", "version"], check=False, capture_output=True).returncode == 0:
        return [docker, "compose"]
    legacy = shutil.which("docker-compose")
    return [legacy] if legacy else None


def test_docker_compose_accepts_the_file(tmp_path):
    command = compose_command()
    if command is None:
        pytest.skip("docker compose is not installed here")
    env = tmp_path / ".env"
    env.write_text("DISCORD_TOKEN=x\nPOSTGRES_PASSWORD=y\n")
    result = subprocess.run([*command, "--env-file", str(env), "-f", str(DEPLOY / "compose.yaml"), "config", "--quiet"],
                            check=False, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr


def test_every_deployment_registers_the_slash_commands():
    """Compose and Kubernetes each run `python -m bot sync` once, with the token and nothing else
    it would need to guess (a deployed bot without synced commands shows users nothing)."""
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text(encoding="utf-8"))
    syncs = [s for s in compose["services"].values() if s.get("command") == ["sync"]]
    assert len(syncs) == 1 and syncs[0]["restart"] == "no" and "DISCORD_TOKEN" in syncs[0]["environment"]
    docs = list(yaml.safe_load_all((DEPLOY / "kubernetes" / "statefulset.yaml").read_text(encoding="utf-8")))
    [job] = [d for d in docs if d["kind"] == "Job"]
    [container] = job["spec"]["template"]["spec"]["containers"]
    assert container["args"] == ["sync"] and {e["name"] for e in container["env"]} == {"DISCORD_TOKEN"}
    assert job["spec"]["template"]["spec"]["restartPolicy"] in ("OnFailure", "Never")
