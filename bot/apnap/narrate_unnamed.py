"""The header of a result whose object target was never named: its instruction was not done (608.2c), so the answer
does not depend on which object it was, and the header says that instead of naming a player.

Why: the header "Target: …" fell back on the scenario's ``target``, the board's default player, when no object was
named; judge 30 found Eater of the Dead's "exile target creature card from a graveyard" (after a false "If Eater of
the Dead is tapped") headed "Target: Alice", a player the text cannot target (115.1). The target was chosen as the
ability was activated (601.2c, 602.2b), but nothing it does reaches it here, so nothing asks which card it is.
"""

from __future__ import annotations

import re

from .result import Resolution


def unnamed_target(resolution: Resolution) -> bool:
    """An effect that targets only objects, none named (no target shown), whose target word is in an instruction a
    condition left undone (its words, as the condition's record gives them): the reason no object was needed."""
    return (resolution.targeted and not resolution.target and not resolution.object_targets
            and not resolution.player_targets
            and any(not c.get("done", True) and _TARGET_WORD.search(str(c.get("text", "")))
                    for c in resolution.conditions))


_TARGET_WORD = re.compile(r"\btarget\b|\bobjetivos?\b", re.IGNORECASE)
