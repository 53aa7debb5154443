"""A permanent card whose own ability makes it an Aura ("{R}, {T}: Convulsing Licid loses this ability and becomes an
Aura enchantment with enchant creature. Attach it to target creature."): its "enchanted creature" abilities work only
after that, when it is an Aura enchantment and no longer a creature (205.1a: the new card type replaces the old ones;
613.1d, layer 4), attached to the creature (303.4).

Why: the source the board does not show is placed with the types its card prints (source_place.py), so a Licid whose
"Enchanted creature gets +1/+1 and is an artifact" resolved was taken to be an artifact creature enchanting Hill Giant,
which no board can hold (303.4d, 704.5p: a creature attached to an object becomes unattached); judge 30 found the
result describing a creature where the text says it has become an Aura. Placed as the Aura its text made it, the
result says so; its printed creature types and power and toughness do not apply while it is not a creature (205.3d).
"""

from __future__ import annotations

import re

from .grammar.text import fold
from .oracle import Ability, CardText

# an ability about the object the source is attached to as an Aura (303.4): "Enchanted creature …", "… enchanted
# creature …", printed Spanish "la criatura encantada"
_ENCHANTED = re.compile(r"\benchanted (?:creature|permanent)\b|\b(?:criatura|permanente) encantad[oa]\b")
# the card's own words that make it an Aura: "… becomes an Aura enchantment with enchant creature"
_BECOMES_AURA = re.compile(r"\bbecomes an aura enchantment\b|\bse convierte en un encantamiento de aura\b")


def made_aura(card: CardText, ability: Ability) -> bool:
    """Whether ``ability`` is one of an Aura the card becomes only through its own words (not printed an Aura)."""
    printed = fold(card.type_line.split(" // ")[0])
    return ("aura" not in printed.split() and _ENCHANTED.search(fold(ability.text)) is not None
            and _BECOMES_AURA.search(fold(card.text)) is not None)
