"""The header of a result whose object target was never named: its instruction was not done (608.2c), so the answer
does not depend on which object it was, and the header says that instead of naming a player.

Why: the header "Target: …" fell back on the scenario's ``target``, the board's default player, when no object was
named; judge 30 found Eater of the Dead's "exile target creature card from a graveyard" (after a false "If Eater of
the Dead is tapped") headed "Target: Alice", a player the text cannot target (115.1). The target was chosen as the
ability was activated (601.2c, 602.2b), but nothing it does reaches it here, so nothing asks which card it is.
"""

from __future__ import annotations

import re

from bot.catalog import t

from .result import Resolution


def target_lines(resolution: Resolution, lang: str) -> list[str]:
    """The header's target: the targets the effect uses (115.1), or none named and why (``unnamed_target``)."""
    if resolution.reflexive_target == "not_triggered" and resolution.targeted:  # no target was ever chosen (603.12)
        return [t("apnap.narrate.target_reflexive_none", lang)]
    if resolution.target and resolution.targeted:
        named = resolution.player_targets or resolution.object_targets  # only the targets the effect uses
        if resolution.reflexive_target == "triggered":  # chosen as the reflexive trigger is put on the stack (603.12)
            return [t("apnap.narrate.target_reflexive", lang, player=", ".join(named) or resolution.target)]
        return [t("apnap.narrate.target", lang, player=", ".join(named) or resolution.target)]
    if unnamed_target(resolution):  # an object word whose instruction was not done: none named, never a player
        return [t("apnap.narrate.target_unnamed", lang)]
    return []


def unnamed_target(resolution: Resolution) -> bool:
    """An effect that targets only objects, none named (no target shown), whose target word is in an instruction a
    condition left undone (its words, as the condition's record gives them): the reason no object was needed."""
    return (resolution.targeted and not resolution.target and not resolution.object_targets
            and not resolution.player_targets
            and any(not c.get("done", True) and _TARGET_WORD.search(str(c.get("text", "")))
                    for c in resolution.conditions))


_TARGET_WORD = re.compile(r"\btarget\b|\bobjetivos?\b", re.IGNORECASE)
