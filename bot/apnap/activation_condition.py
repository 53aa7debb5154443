"""Every word of an activation trigger's event, read into what the activated ability must be (603.2): who activated
it ("you activate", "an opponent activates", "a player activates"), and what its source is ("of an artifact", "of a
nonartifact creature", "of a Chandra planeswalker", "of equipped creature"); printed Spanish the same.

Why a module of its own: an activation trigger triggers only on an event that matches its whole condition (603.2),
so an entry of ``spells`` taken as "that ability" must match every word. Read by a pattern that found only "activate
… ability", "Whenever an opponent activates an ability" copied the controller's own ability and "a loyalty ability of
a Chandra planeswalker" accepted any ability. A word read here is checked against the entry; a word nothing here reads
("loyalty": no entry says its ability is one) refuses the ability with its words (``unsupported_effect``), never
passed over.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from bot.errors import BotError

from .grammar.subtypes import subtypes
from .model import GameObject

# The event's clause: from the trigger's opener to its first comma (an intervening "if" follows it, 603.4).
_OPENER = re.compile(r"^\s*(?:whenever|when|siempre que|cuando)\s+")
_WHO = (  # folded; the first that matches says who activated it (602.2: the activating player controls it)
    (re.compile(r"\b(?:an opponent activates|un oponente activ[ae])\b"), "opponent"),
    (re.compile(r"\b(?:you activate|actives|activas)\b"), "you"),
    (re.compile(r"\b(?:a player activates|un jugador activ[ae]|is activated|are activated|se active|se activa)\b"),
     "any"),
)
# The words that only say "an ability … is activated", in both languages.
_FRAME = frozenset({"an", "a", "ability", "abilities", "of", "is", "are", "activated", "activate", "activates",
                    "you", "player", "opponent", "una", "un", "la", "el", "de", "habilidad", "habilidades", "se",
                    "active", "activa", "actives", "activas", "jugador", "oponente"})
_ATTACHED = frozenset({"equipped", "enchanted", "equipada", "encantada", "equipado", "encantado"})
SOURCE_TYPE_WORDS = {"artifact": "artifact", "creature": "creature", "land": "land", "enchantment": "enchantment",
          "planeswalker": "planeswalker", "artefacto": "artifact", "criatura": "creature", "tierra": "land",
          "encantamiento": "enchantment"}


@dataclass(frozen=True, slots=True)
class ActivationEvent:
    """What an activated ability must be to have triggered the trigger (603.2)."""

    who: str  # "you", "opponent" (102.3: not on the controller's team) or "any"
    types: tuple[str, ...] = ()  # card types its source has (113.7)
    not_types: tuple[str, ...] = ()  # "nonartifact": card types its source does not have
    subtypes: tuple[str, ...] = ()  # lower case: "chandra"

    def activator_matches(self, controller: str, you: str, opponents: Sequence[str]) -> bool:
        if self.who == "you":
            return controller == you
        return self.who != "opponent" or controller in opponents

    def source_known(self, card: GameObject) -> bool:
        """Whether the entry says what its source is, as far as this event needs it (types omitted: not known)."""
        needs = bool(self.types or self.not_types or self.subtypes)
        return not needs or bool(card.types) and (not self.subtypes or bool(card.subtypes))

    def source_matches(self, card: GameObject) -> bool:
        return (all(t in card.types for t in self.types) and not any(t in card.types for t in self.not_types)
                and all(s in card.subtypes for s in self.subtypes))


def activation_event(condition: str, printed: str, msg_lang: str | None) -> ActivationEvent:
    """Read the folded ``condition``'s event clause; its unread words are refused (``unsupported_effect``)."""
    clause = _OPENER.sub("", condition.split(",")[0])
    who = next((w for pattern, w in _WHO if pattern.search(clause)), None)
    kinds: dict[str, list[str]] = {"types": [], "not_types": [], "subtypes": []}
    unread: list[str] = []
    known_subtypes = subtypes()
    for word in re.findall(r"[a-z]+", clause):
        base = word[:-1] if word.endswith("s") and word[:-1] in SOURCE_TYPE_WORDS else word
        if word in _FRAME or word in _ATTACHED:
            continue
        if base in SOURCE_TYPE_WORDS:
            kinds["types"].append(SOURCE_TYPE_WORDS[base])
        elif base.startswith("non") and base[3:] in SOURCE_TYPE_WORDS:
            kinds["not_types"].append(SOURCE_TYPE_WORDS[base[3:]])
        elif word in known_subtypes:
            kinds["subtypes"].append(word)
        else:
            unread.append(word)
    if who is None or unread:
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=msg_lang,
                          part=" ".join(unread) or printed)
    return ActivationEvent(who, *(tuple(dict.fromkeys(kinds[k])) for k in ("types", "not_types", "subtypes")))
