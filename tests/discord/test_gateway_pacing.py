"""runtime/gateway_pacing.py: quick closes in a row wait longer and longer; a long-lived connection
resets the pauses; installing twice wraps once."""

from __future__ import annotations

from discord import shard as discord_shard

from runtime.gateway_pacing import PAUSES, QUICK_CLOSE_SECONDS, install, next_pause


def test_pauses_grow_with_quick_closes_and_reset_after_a_long_connection():
    quick, pauses = 0, []
    for _ in range(len(PAUSES) + 2):
        pause, quick = next_pause(0.1, quick)
        pauses.append(pause)
    assert pauses == [*PAUSES, PAUSES[-1], PAUSES[-1]]
    assert next_pause(QUICK_CLOSE_SECONDS, quick) == (0.0, 0)  # an ordinary close: resume at once


def test_install_is_idempotent():
    install()
    wrapped = discord_shard.Shard.reidentify
    install()
    assert discord_shard.Shard.reidentify is wrapped
