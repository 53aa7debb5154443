"""An attacking creature is tapped, unless it has vigilance or the scenario says otherwise (508.1f).

Why: declaring a creature as an attacker taps it (508.1f), so a scenario that says "Hill Giant is attacking" and
nothing of its tapped state describes a tapped Hill Giant. Read untapped, "Untap target attacking creature" (Maze
of Ith) untapped nothing, and "destroy target tapped creature" could not target it; a blind judge caught the first
(session 22). The scenario's own ``tapped`` on the object always wins (an effect may have untapped it since); the
assumption is said in ``warnings``, never made in silence.
"""

from __future__ import annotations

from dataclasses import replace

from bot.catalog import t

from .grammar.text import fold
from .model import Game


def tap_attackers(game: Game, tapped_said: set[int], lang: str) -> list[str]:
    """Tap each attacking creature whose tapped state nobody gave and that has no vigilance; the warning that says
    which (none when nothing changed)."""
    if game.combat is None:
        return []
    attacking = {uid for uid, _whom in game.combat.attacking} - tapped_said
    # "Creatures you control have vigilance" on a permanent of the attacking player's: it may have had vigilance
    # (702.20b), so its tapped state is left as the board gives it (review22)
    granted = {p.name for p in game.players
               if any(w in fold(o.text or "") for o in p.battlefield for w in ("vigilance", "vigilancia"))}
    tapped: list[str] = []
    for player in game.players:
        zone = player.zones["battlefield"]
        for i, obj in enumerate(zone):
            if obj.uid in attacking and not obj.tapped and "vigilance" not in obj.keywords \
                    and player.name not in granted:
                zone[i] = replace(obj, tapped=True)
                tapped.append(obj.name)
    if not tapped:
        return []
    return [t("apnap.warning.attackers_tapped", lang, names=", ".join(tapped), n=len(tapped))]
