"""The kinds of antecedent a pronoun can name, as the one resolver (antecedents.py) and the card a "dies" trigger's
object became (found_cards.py) both write them: "source", "event:<kind>", "grave:…".

Why a module of its own: both modules read these words, and found_cards is called by antecedents; kept here, neither
imports the other back (no import circle).
"""

from __future__ import annotations

from dataclasses import replace

from .filters import parse_filter
from .lexicon import GRAMMARS
from .specs import TypeFilter

# printed Spanish ``those_ref`` → the plan's words for them (render/on_statics.py says them back in Spanish): kept
# here, below statics.py and becomes.py, which both read them (no import circle)
THOSE_ES = {"esas criaturas": "those creatures", "esas fichas": "those tokens", "esa criatura": "that creature",
            "esa ficha": "that token", "esos permanentes": "those permanents", "esa tierra": "that land"}

SOURCE = "source"
EVENT = "event:"  # "event:creature": the trigger event's object, of that kind
GROUP = "group:"  # "group:attacking creatures you control": the trigger's "one or more …" ("they", statics.py)
# "When Murderous Rider dies", "When enchanted land dies": the card the trigger's object became in the graveyard it
# moved to (400.7e), the source's own ("grave:source") or the event's ("grave:event:creature you control")
GRAVE = "grave:"
GRAVE_SOURCE = "grave:source"
# "Whenever Talruum Champion blocks or becomes blocked by a creature": the event's other object, "other:creature",
# which "that creature" names (not the source) and "it" cannot tell from the source (refused)
OTHER = "other:"
# "Whenever enchanted creature attacks", "Whenever enchanted artifact becomes tapped": the permanent the source is
# attached to, "attached:enchanted creature" (303.4, 301.5), whose controller "its controller" names (antecedents.py)
ATTACHED = "attached:"

_ES_KINDS = {"criatura": "creature", "tierra": "land", "artefacto": "artifact", "encantamiento": "enchantment",
             "permanente": "permanent"}


def _event_filter(outside: str, card: bool = False) -> TypeFilter | None:
    """The trigger event's object as a filter ("another creature": not the source, 603.2); None when the words give
    no kind ("a Rogue you control": refused). ``card``: the card it became in a graveyard (400.7e), of that kind."""
    if not outside.startswith(EVENT):
        return None
    words = outside.removeprefix(EVENT)
    other = words.startswith("another ")
    words = words.removeprefix("another ")
    # the kind as the trigger printed it: English, or printed Spanish ("permanente que no sea tierra que controlas",
    # found_cards.died), which the English lexicon does not read
    flt = parse_filter(words, GRAMMARS["en"]) or parse_filter(words, GRAMMARS["es"])
    if flt is None or flt.noun == "card" and not card:
        return None
    return replace(flt, not_source=True) if other else flt
