"""Surface tables read around a clause, English and Spanish side by side: "may", kicker and "for each"
prefixes, "where X is …", "repeat … X times", sentences with nothing to resolve, damage targets and
"unless" alternatives. The reader (:mod:`.reader`) applies them; a new prefix is a row here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from .lexicon import Grammar
from .objects import parse_counted, parse_filter
from .specs import CountRef, Slot, StepSpec, Subject, TypeFilter

_MAY = {"en": re.compile(r"may\s+"), "es": re.compile(r"(?:puede|pueden|puedes)\s+")}
_KICKED = {"en": re.compile(r"^if (?:this spell|it) was (?P<not>not )?kicked,\s+"),
           "es": re.compile(r"^si (?:este hechizo |se )?(?P<not>no )?(?:fue|estaba|se pago el coste de )?\s*"
                            r"(?:estimulado|estimulo|reforzado),\s+")}
_FOR_EACH_LESS = {
    "en": re.compile(r"^for each (?:card|creature|permanent|land|life)s? (?:less|fewer) than (?P<n>\w+) "
                     r"(?:a player|that player|each player|they) (?P<verb>\w+) this way,\s+"),
    "es": re.compile(r"^por cada (?:carta|criatura|permanente|tierra) menos de (?P<n>\w+) que (?:un jugador|ese jugador) "
                     r"(?P<verb>\w+) de esta manera,\s+"),
}
_INFINITIVE = re.compile(r"^(?P<stem>[a-z]+?)(?P<end>ar|er|ir)(?= )")
_DAMAGE_EQUAL = {
    "en": re.compile(r"(?P<src>.+?) deals? damage to (?P<who>.+?) equal to (?P<ref>.+)"),
    "es": re.compile(r"(?P<src>.+?) (?:hace|inflige) a (?P<who>.+?) una cantidad de (?:puntos de )?dano igual (?:a|al) "
                     r"(?P<ref>.+)"),
}
_ROUND_UP_EACH = {"en": re.compile(r"round up each time"), "es": re.compile(r"redondea hacia arriba cada vez")}


def _round_up(step: StepSpec) -> StepSpec:
    """Every fraction in the step rounds up."""
    ref = replace(step.amount_ref, round_up=True) if step.amount_ref and step.amount_ref.divide > 1 else step.amount_ref
    slots = tuple(replace(s, count_ref=replace(s.count_ref, round_up=True))
                  if s.count_ref is not None and s.count_ref.divide > 1 else s for s in step.slots)
    return replace(step, amount_ref=ref, slots=slots)


_IF_CONTROL = {"en": re.compile(r"^if you control (?:a|an|one or more) (?P<flt>[^,]+),\s+"),
               "es": re.compile(r"^si controlas (?:un|una|uno o mas|una o mas) (?P<flt>[^,]+),\s+")}
_ALSO = {"en": re.compile(r"\b(?:also|instead) "), "es": re.compile(r"\b(?:tambien|en su lugar) ")}
_SAME_WAY = {
    "en": re.compile(r"players (?P<a>discard cards|sacrifice creatures)(?: and (?P<b>discard cards|sacrifice creatures))?"
                     r" (?:in )?the same way"),
    "es": re.compile(r"los jugadores (?P<a>descartan cartas|sacrifican criaturas)(?: y (?P<b>descartan cartas|"
                     r"sacrifican criaturas))? de la misma (?:manera|forma)"),
}
_DELAYED = {"en": re.compile(r"^at the beginning of the next (?:end step|upkeep|turn's upkeep|combat)\b"),
            "es": re.compile(r"^al (?:comienzo|principio) (?:del|de la) (?:siguiente|proximo|proxima) "
                             r"(?:paso final|mantenimiento|combate)\b")}
_FOR_EACH_VOTE = {"en": re.compile(r"^for each (?P<opt>[\w' -]+?) vote,\s+"),
                  "es": re.compile(r"^por cada voto (?:por|para|a favor de) (?P<opt>[\w' -]+?),\s+")}
_PER_VOTER = {"en": re.compile(r"^choose a permanent owned by the voter and gain control of it$"),
              "es": re.compile(r"^elige un permanente cuyo propietario sea (?:el|ese) votante y gana el control de el$")}
_REPEAT = {"en": re.compile(r"repeat the following process (?P<n>\w+) times?"),
           "es": re.compile(r"repite el siguiente proceso (?P<n>\w+) veces")}
_IGNORED = {
    "en": re.compile(r"(?:they|it) can't be regenerated|(?:they|it) gains? haste until end of turn|"
                     r"this (?:spell|ability) can't be countered"),
    "es": re.compile(r"no (?:pueden|puede) ser regenerad[ao]s?|(?:ganan|gana) la habilidad de prisa hasta el final "
                     r"del turno"),
}
_WHERE_X = {"en": re.compile(r",\s+where x is (?P<ref>[^,]+?)(?=,\s|\.?$)"),
            "es": re.compile(r",\s+donde x es (?P<ref>[^,]+?)(?=,\s|\.?$)")}
_FOR_EACH_WHO_DOES = {
    "en": re.compile(r"^for each (?:opponent|player) who (?:does|did|searches a library|returns a card|creates tokens)"
                     r"(?: this way)?,\s+"),
    "es": re.compile(r"^por cada (?:oponente|jugador) que lo haga(?: de esta manera)?,\s+"),
}


def _apply_where_x(step: StepSpec, ref: CountRef) -> StepSpec:
    """"…, where X is your devotion to black": X in this step is that number (an explicit ``x`` wins)."""
    if step.uses_x:
        return replace(step, amount_ref=ref, uses_x=False)
    if any(s.count is None for s in step.slots):
        return replace(step, slots=tuple(replace(s, count_ref=ref) if s.count is None else s for s in step.slots))
    return step


_PAST_ANY = {"draws": "draw", "drew": "draw", "discards": "discard", "discarded": "discard",
             "sacrifices": "sacrifice", "sacrificed": "sacrifice", "roba": "draw", "robo": "draw",
             "descarta": "discard", "descarto": "discard", "sacrifica": "sacrifice", "sacrifico": "sacrifice",
             "robe": "draw", "descarte": "discard", "sacrifique": "sacrifice"}
_CREATURES_PHRASE = {
    "en": re.compile(r"each (?P<flt>(?:other )?(?:creature|creatures|planeswalker|battle)(?: .+?)?)$"),
    "es": re.compile(r"cada (?P<flt>(?:otra )?(?:criatura|planeswalker|batalla)(?: .+?)?)$"),
}


def _damage_targets(who: str, g: Grammar,
                    players_phrase: Callable[[str, Grammar], Subject | None]) -> tuple[Subject | None,
                                                                                       TypeFilter | None] | None:
    """"each creature and each player" → (each player, creatures); players and/or creatures."""
    parts = [re.sub(r"^a ", "", p.strip()) if g.lang == "es" else p.strip()
             for p in re.split(r",\s*and\s+|\s+and\s+|,\s*y\s+|\s+y\s+|,\s*", who) if p.strip()]
    subject: Subject | None = None
    creatures: TypeFilter | None = None
    for part in parts:
        players = players_phrase(part, g)
        if players is not None and subject is None:
            subject = players
            continue
        cm = _CREATURES_PHRASE[g.lang].fullmatch(part)
        if cm is None:
            return None
        flt_text = cm["flt"].replace("other ", "").replace("otra ", "")
        flt = parse_filter(flt_text, g)
        if flt is None:
            return None
        if flt_text != cm["flt"]:  # "each other creature": the source is not dealt damage (never dropped)
            flt = replace(flt, not_source=True)
        # "each creature and each planeswalker": one filter with both alternatives
        creatures = flt if creatures is None else replace(creatures, alternatives=creatures.alternatives
                                                          + flt.alternatives)
    return subject, creatures


_UNLESS = {"en": re.compile(r"\s+unless (?:they|he or she|that player|you) "),
           "es": re.compile(r",?\s+a menos que ")}
_UNLESS_ALT = {
    "en": ((re.compile(r"sacrifices? (?P<obj>.+)"), "sacrifice"), (re.compile(r"discards? (?P<obj>.+)"), "discard"),
           (re.compile(r"pays? (?P<n>\d+) life"), "pay_life")),
    "es": ((re.compile(r"sacrifiquen? (?P<obj>.+)"), "sacrifice"), (re.compile(r"descarten? (?P<obj>.+)"), "discard"),
           (re.compile(r"paguen? (?P<n>\d+) vidas?"), "pay_life")),
}
_PENALTIES = frozenset({"lose_life", "damage"})


def _parse_unless(low: str, g: Grammar) -> tuple[tuple[str, Slot | None, int], ...] | None:
    """"sacrifice a nonland permanent of their choice or discard a card" → the alternatives a player may take."""
    out: list[tuple[str, Slot | None, int]] = []
    for part in re.split(r",?\s+or\s+|,?\s+o\s+", low.strip(" .")):
        for pattern, action in _UNLESS_ALT[g.lang]:
            m = pattern.fullmatch(part.strip())
            if not m:
                continue
            if action == "pay_life":
                out.append((action, None, int(m["n"])))
            else:
                slot = parse_counted(m["obj"], g)
                if slot is None:
                    return None
                out.append((action, slot, 0))
            break
        else:
            return None
    return tuple(out)


def search_destination(tail: str) -> str:
    """Where "…, put it into their hand / onto the battlefield / on top of their library" puts what was found."""
    if "battlefield" in tail or "campo de batalla" in tail:
        return "battlefield"
    if "top of" in tail or "encima" in tail or "parte superior" in tail:
        return "library_top"
    return "hand"


def kept_words(tail: str) -> tuple[tuple[str, str], ...]:
    """Words of a move's tail the plan keeps, never drops: "reveal it" makes the found card public (701.20a),
    "onto the battlefield tapped" / "girada" enters tapped."""
    found = (("reveal", re.search(r"\breveals?\b|\brevela\b", tail)), ("tapped", re.search(r"\btapped\b|\bgirad[ao]s?\b", tail)))
    return tuple((word, "1") for word, there in found if there)
