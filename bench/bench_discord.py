"""Discord layer: a /rule interaction end to end through a fake transport, and 500 at once.

"End to end" is what the bot does for a real interaction: discord.py builds the Interaction from
the gateway payload, the command tree parses the options and calls the cog, the cog reads the
user's settings, asks the core, renders the message, converts it to embeds and a view, and
discord.py serialises the callback. Only the HTTP request is faked (a recording webhook adapter,
the seam in shared/docs/discord-notes.md §3.7); nothing goes over the network.
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from pathlib import Path

from _common import CURRENT, emit, peak_rss_mb, summary

import discord
from discord.webhook.async_ import AsyncWebhookAdapter, async_context

from bot.config import Settings
from bot.core import Core
from cogs.runner import MTGBot

APP_ID = 4242
REFS = ["101.4", "702.19b", "603.3b", "CR 704.5a", "rule 121.2c", "trample", "205.3m", "100.1", "701.21a", "509.1b"]


class TimingAdapter(AsyncWebhookAdapter):
    """Answers every interaction callback at once and notes when it was sent."""

    def __init__(self) -> None:
        super().__init__()
        self.sent_at: dict[str, float] = {}
        self.payloads = 0
        self.network_delay = 0.0  # seconds the fake Discord API takes to answer

    async def request(self, route, session, *, payload=None, **kwargs):
        parts = route.url.split("/interactions/", 1)[-1].split("/")  # …/interactions/{id}/{token}/callback
        token = parts[1] if len(parts) > 2 else ""
        self.sent_at[token] = time.perf_counter()
        self.payloads += 1
        if self.network_delay:
            await asyncio.sleep(self.network_delay)
        return {"interaction": {"id": "1", "type": (payload or {}).get("type", 4)}}


def payload(n: int, ref: str, locale: str) -> dict:
    user = {"id": str(10_000 + n), "username": f"u{n}", "discriminator": "0", "avatar": None, "global_name": None}
    return {
        "id": str(900_000 + n), "application_id": str(APP_ID), "type": 2, "token": f"tok{n}", "version": 1,
        "channel_id": "800", "guild_id": "900", "locale": locale, "guild_locale": "en-US", "app_permissions": "0",
        "entitlements": [], "authorizing_integration_owners": {}, "context": 0, "attachment_size_limit": 8388608,
        "member": {"user": user, "roles": [], "joined_at": "2020-01-01T00:00:00+00:00", "deaf": False,
                   "mute": False, "flags": 0, "permissions": "0"},
        "channel": {"id": "800", "type": 0, "guild_id": "900", "name": "rules", "position": 0,
                    "permission_overwrites": [], "nsfw": False, "parent_id": None},
        "data": {"id": "3", "name": "rule", "type": 1, "options": [{"name": "reference", "type": 3, "value": ref}]},
    }


async def handle(bot: MTGBot, data: dict) -> None:
    await bot.tree._call(discord.Interaction(data=data, state=bot._connection))


async def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings.from_env(rules=str(CURRENT), db=str(Path(tmp) / "bench.sqlite3"))
        core = await Core.open(settings)
        bot = MTGBot(settings, core=core, freeze_heap=True)  # as in production (the bot opens its core)
        async with bot:
            await bot.prepare()
            state = bot._connection
            state.user = discord.ClientUser(state=state, data={"id": str(APP_ID), "username": "bot",
                                                               "discriminator": "0", "avatar": None, "bot": True})
            adapter = TimingAdapter()
            async_context.set(adapter)

            # One /rule at a time (the same user: settings come from the cache after the first).
            for n in range(50):
                await handle(bot, payload(n % 5, REFS[n % len(REFS)], "en-US"))  # warm-up
            for locale in ("en-US", "es-ES"):
                samples = []
                for n in range(2000):
                    data = payload(n % 50, REFS[n % len(REFS)], locale)
                    t = time.perf_counter()
                    await handle(bot, data)
                    samples.append((time.perf_counter() - t) * 1000)
                emit("discord_rule_end_to_end", locale=locale, **summary(samples), target_median_ms=5,
                     throughput_per_s=round(len(samples) / (sum(samples) / 1000)))

            # 500 interactions arriving at the same instant, each from a different user.
            for locale, settings_cached in (("en-US", False), ("es-ES", False), ("en-US", True)):
                adapter.sent_at.clear()
                base = 100_000 if locale == "en-US" else 200_000
                batch = [payload(base + n, REFS[n % len(REFS)], locale) for n in range(500)]
                start = time.perf_counter()
                await asyncio.gather(*(handle(bot, data) for data in batch))
                total = time.perf_counter() - start
                latencies = [(adapter.sent_at[d["token"]] - start) * 1000 for d in batch]
                emit("discord_500_concurrent_burst", locale=locale, settings_cached=settings_cached,
                     **summary(latencies), target_p99_ms=50, wall_ms=round(total * 1000, 1),
                     answered=len(adapter.sent_at))
            # 500 interactions in flight at once: they reach the bot 1 ms apart (1000/s, several
            # times what one shard sees) and each callback spends 500 ms on the (fake) network, so
            # all 500 overlap. Latency = arrival → the callback request leaves the bot.
            adapter.sent_at.clear()
            adapter.network_delay = 0.5
            arrived: dict[str, float] = {}
            in_flight = peak = 0

            async def arrive(data: dict, delay: float) -> None:
                nonlocal in_flight, peak
                await asyncio.sleep(delay)
                arrived[data["token"]] = time.perf_counter()
                in_flight += 1
                peak = max(peak, in_flight)
                try:
                    await handle(bot, data)
                finally:
                    in_flight -= 1

            batch = [payload(300_000 + n, REFS[n % len(REFS)], ("en-US", "es-ES")[n % 2]) for n in range(500)]
            await asyncio.gather(*(arrive(data, n * 0.001) for n, data in enumerate(batch)))
            latencies = [(adapter.sent_at[d["token"]] - arrived[d["token"]]) * 1000 for d in batch]
            emit("discord_500_concurrent_in_flight", **summary(latencies), target_p99_ms=50, peak_in_flight=peak,
                 arrival_rate_per_s=1000, network_delay_ms=500, answered=len(adapter.sent_at))
            adapter.network_delay = 0.0
            emit("discord_memory", peak_rss_mb=peak_rss_mb())
        await core.close()


if __name__ == "__main__":
    asyncio.run(main())
