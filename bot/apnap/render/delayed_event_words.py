"""A delayed trigger that waits for an event (603.7), said in the reading's language: its condition with its stated
duration ("When that creature dies this turn" / "Cuando esa criatura muera este turno"; "Until your next turn,
whenever …" / "Hasta tu próximo turno, siempre que …") and its instruction from its own typed plan.

Why a module: the condition is printed in one language; said in the other, it is built from its typed pattern
(grammar/when.py), so a Spanish answer never carries the English words of the card. The kinds said here are the ones
grammar/delayed_events.py reads (``SAID_KINDS``): every other condition is refused there, never said loosely.
"""

from __future__ import annotations

from ..grammar.delayed_events import SAID_KINDS
from ..grammar.text import clean_spaces, fold
from ..plan import DelayedOnEvent, Plan
from .common import reading_of
from .nouns import counted
from .nouns import objects as objects_words
from .registry import Clause, MissingWords, renders
from .words import Words, self_reference

# The verb of each kind: English singular and plural, printed Spanish's subjunctive singular and plural
_VERBS = {"dies": ("dies", "die", "muera", "mueran"),
          "leaves": ("leaves the battlefield", "leave the battlefield", "deje el campo de batalla",
                     "dejen el campo de batalla"),
          "attacks": ("attacks", "attack", "ataque", "ataquen"), "blocks": ("blocks", "block", "bloquee", "bloqueen"),
          "combat_damage": ("deals combat damage", "deal combat damage", "haga daño de combate",
                            "hagan daño de combate"),
          # printed Spanish names the object after "a": "Siempre que a esa criatura se le haga daño este turno"
          "dealt_damage": ("is dealt damage", "are dealt damage", "se le haga daño", "se les haga daño")}
_TO = {"any": ("to a player", "a un jugador"), "opponent": ("to an opponent", "a un oponente"),
       "you": ("to you", "a ti")}
_THAT = {"creature": ("that creature", "esa criatura"), "criatura": ("that creature", "esa criatura"),
         "permanent": ("that permanent", "ese permanente"), "permanente": ("that permanent", "ese permanente"),
         "artifact": ("that artifact", "ese artefacto"), "artefacto": ("that artifact", "ese artefacto"),
         "land": ("that land", "esa tierra"), "tierra": ("that land", "esa tierra")}
_UNTIL = {"your_next_turn": ("Until your next turn", "Hasta tu próximo turno"),
          "end_of_turn": ("Until end of turn", "Hasta el final del turno")}
_OPENERS = {"when": ("When", "Cuando"), "whenever": ("Whenever", "Siempre que")}


def condition_words(step: DelayedOnEvent, lang: str) -> str:
    """The condition and its duration as printed when the reading is in the card's language, else built from the
    pattern; :class:`MissingWords` for a kind no words here say (grammar/delayed_events.py refuses those first)."""
    printed = clean_spaces(step.event_words).strip(" ,.")
    if _printed_in(printed) == lang:
        return printed[:1].upper() + printed[1:]
    w = Words(lang)
    opener = w.pick(*_OPENERS[step.opener])
    event = _event(step, w, printed)
    if step.ends in _UNTIL:
        return f"{w.pick(*_UNTIL[step.ends])}, {opener.lower()} {event}"
    return f"{opener} {event} {w.pick('this turn', 'este turno')}"


def _printed_in(printed: str) -> str:
    return "es" if fold(printed).startswith(("cuando", "siempre que", "hasta")) else "en"


# A player's life event (119.3, 119.4): who, then the verb; printed Spanish's subjunctive after "siempre que"
_LIFE = {("gains_life", "you"): ("you gain life", "ganes vidas"),
         ("gains_life", "opponent"): ("an opponent gains life", "un oponente gane vidas"),
         ("gains_life", "any"): ("a player gains life", "un jugador gane vidas"),
         ("loses_life", "you"): ("you lose life", "pierdas vidas"),
         ("loses_life", "opponent"): ("an opponent loses life", "un oponente pierda vidas"),
         ("loses_life", "any"): ("a player loses life", "un jugador pierda vidas")}


def _event(step: DelayedOnEvent, w: Words, printed: str) -> str:
    p = step.pattern
    if p.kind not in SAID_KINDS:
        raise MissingWords("delayed trigger condition", printed)
    if (p.kind, p.player) in _LIFE:
        return w.pick(*_LIFE[p.kind, p.player])
    plural = p.batch
    if step.watches == "that":
        noun = next((n for n in fold(printed).split() if n in _THAT), "creature")
        subject = w.pick(*_THAT[noun])
    elif step.watches == "source":
        subject = self_reference("this permanent", w.lang) or w.pick("this permanent", "este permanente")
    elif p.objects is not None and plural:
        subject = f"{w.pick('one or more', 'una o más')} {objects_words(w, p.objects, True, False, None)}"
    elif p.objects is not None:
        subject = counted(w, 1, p.objects)
    else:
        raise MissingWords("delayed trigger condition", printed)
    en, en_plural, es, es_plural = _VERBS[p.kind]
    verb = (es_plural if plural else es) if w.es else (en_plural if plural else en)
    if p.kind == "combat_damage" and p.player in _TO:
        verb += " " + w.pick(*_TO[p.player])
    if p.kind == "dealt_damage" and w.es:
        return f"a {subject} {verb}"
    return f"{subject} {verb}"


@renders(DelayedOnEvent)
def _delayed_on_event(step: DelayedOnEvent, w: Words) -> Clause:
    """603.7: the created trigger, said from its condition and its own typed plan."""
    said = reading_of(Plan(step.steps), w.lang).rstrip(".")
    return Clause("", f"{condition_words(step, w.lang)}, {said[:1].lower()}{said[1:]}", own_sentence=True)
