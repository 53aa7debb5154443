"""Trigger conditions ("when" phrases) of the triggered abilities printed on board objects, read into ONE typed
pattern (603.2): an event kind, a filter on the event's object (the noun-phrase reader every verb uses, filters.py)
and a filter on the event's player.

Why typed: a fixed list of event names ("creature_dies", "opponent_discards") reads the cards it was written for;
"whenever a creature an opponent controls dies", "whenever another nontoken creature you control enters" or
"whenever a player sacrifices a land" are the same few event kinds with another object or player, and the engine
matches every event it produces against every pattern with one matcher (engine/triggers.py). A condition this
reader cannot read is None: the scenario names it as not understood, never matched loosely.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from .filters import parse_filter
from .lexicon import GRAMMARS
from .specs import TypeFilter
from .text import clean_spaces, fold

# Event kinds the engine produces while an effect resolves (engine/triggers.py is their one matcher).
PRODUCED_KINDS = frozenset({
    "dies", "to_graveyard", "leaves", "enters", "sacrificed", "discards", "draws", "loses_life", "gains_life",
    "dealt_damage", "deals_damage", "upkeep", "monstrous", "to_hand",
    "phases_out",  # 702.26b: a "phases out" instruction (engine/act_phasing.py); 603.10b: it looks back
})
# Event kinds that never happen while an effect resolves here (508.1, 509.1: attackers and blockers are declared
# in combat; 601.2: the engine resolves no casting; combat damage is dealt in the combat damage step, 510.2):
# a board object may have such a trigger, and it rightly never fires during the effect.
# A permanent phases in during its controller's untap step (702.26a, 502.1), and no instruction read here phases one in.
# "blocks_or_blocked": "Whenever this creature blocks or becomes blocked" (509.1a, 509.1h; bushido's, 702.45a), one
# condition that either event meets
NEVER_DURING_EFFECT = frozenset({"attacks", "blocks", "becomes_blocked", "blocks_or_blocked", "combat_damage", "casts",
                                 "cycles", "phases_in"})
# "Another ability triggering" conditions would go in the second pass of 603.3b; no pattern reads one.
SECOND_PASS_EVENTS: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class TriggerPattern:
    """What a triggered ability of a board object waits for (603.2).

    ``kind``: the event ("dies" is to a graveyard from the battlefield, 700.4; "to_graveyard" from ``zone`` or
    anywhere). ``objects``: the event's object (None: any, or the event has none). ``source``: "only" — the
    object is the ability's own source ("when this creature dies"); "or" — it or one ``objects`` names ("this
    creature or another Ally"). ``other``: "another", never the source. ``player``: who does it (draws,
    discards, sacrifices, gains or loses life, is dealt damage) or, for "deals damage to …", who is dealt it:
    "any", "you", "opponent"; "none" when the event has no player. ``owner``: "your graveyard" / "an opponent's
    graveyard" (the card's owner, 404.1). ``batch``: "one or more …" triggers once per event (603.2c).
    ``by_source``: "a creature dealt damage by this creature this turn"."""

    kind: str
    objects: TypeFilter | None = None
    source: str = ""
    other: bool = False
    player: str = "any"
    owner: str = "any"
    zone: str = ""
    batch: bool = False
    by_source: bool = False
    to_creature: bool = False  # "deals damage to a creature": the one dealt damage is a creature, not a player
    # "… for the first time each turn": once a turn; whether it happened earlier this turn no board says (603.2)
    first_each_turn: bool = False

    @property
    def watched(self) -> bool:
        """Whether the engine sees this kind of event during an effect at all."""
        return self.kind in PRODUCED_KINDS


_WHEN_PREFIX_RE = re.compile(
    r"^(?:whenever|when|at the|at|cuando|siempre que|al|a la|en el|en la)\s+")
_EN_SELF = r"(?:this|this card|this creature|this permanent|this artifact|this enchantment|this land|this planeswalker|~|it)"
_ES_SELF = (r"(?:this|esto|este|esta|esta carta|esta criatura|este permanente|este artefacto|este encantamiento|esta tierra|~)")
_EN_PLAYER = {"a player": "any", "an opponent": "opponent", "one of your opponents": "opponent", "you": "you"}
_ES_PLAYER = {"un jugador": "any", "un oponente": "opponent", "un adversario": "opponent", "": "you"}

_UPKEEP = (
    (r"(?:the )?beginning of your upkeep|(?:el )?comienzo de tu mantenimiento", "you"),
    (r"(?:the )?beginning of each upkeep|(?:the )?beginning of each player's upkeep"
     r"|(?:el )?comienzo de cada mantenimiento|(?:el )?comienzo del mantenimiento de cada jugador", "any"),
)

_UPKEEP_RES = tuple((re.compile(p), who) for p, who in _UPKEEP)

# English object events: "<subject> <verb>", the verb's words and what they add to the pattern.
_EN_OBJECT_VERBS: tuple[tuple[str, str, dict[str, str]], ...] = (
    (r"dies|die", "dies", {}),
    (r"(?:is|are) put into (?P<gy>a|your|an opponent's|its owner's) graveyard from the battlefield", "to_graveyard_bf", {}),
    (r"(?:is|are) put into (?P<gy>a|your|an opponent's|its owner's) graveyard from anywhere", "to_graveyard", {}),
    # "a creature card is put into a graveyard from anywhere other than the battlefield": a card, never a dying
    # permanent (700.4)
    (r"(?:is|are) put into (?P<gy>a|your|an opponent's|its owner's) graveyard from anywhere other than the "
     r"battlefield", "to_graveyard_not_bf", {}),
    (r"enters(?: the battlefield)?(?: under (?P<ctl>your|an opponent's) control)?"
     r"|enter(?: the battlefield)?(?: under (?P<ctl2>your|an opponent's) control)?", "enters", {}),
    (r"leaves the battlefield|leave the battlefield", "leaves", {}),
    # "Whenever Stormfront Riders or another creature is returned to your hand from the battlefield" (400.7)
    (r"(?:is|are) returned to (?P<gy>your|its owner's) hand from the battlefield", "to_hand", {}),
    (r"(?:is|are) sacrificed", "sacrificed", {}),
    (r"(?:is|are) dealt damage", "dealt_damage", {}),
    (r"deals? damage(?: to (?P<to>a player|an opponent|you|a creature))?", "deals_damage", {}),
    (r"deals? combat damage(?: to (?P<to>a player|an opponent|you|a creature))?", "combat_damage", {}),
    (r"attacks|attack", "attacks", {}),
    # before "blocks" and "becomes blocked": either event, the object the one that blocks or becomes blocked
    (r"blocks or becomes blocked", "blocks_or_blocked", {}),
    (r"blocks|block", "blocks", {}),
    (r"becomes blocked", "becomes_blocked", {}),
    (r"becomes monstrous", "monstrous", {}),  # 701.37a: the designation it gets from monstrosity
    # 702.26d: phasing is no zone change, so "phases out" is its own event, never "leaves the battlefield"
    (r"phases out|phase out", "phases_out", {}),
    (r"phases in|phase in", "phases_in", {}),
    (r"becomes tapped|is turned face up|becomes the target of (?:a spell|a spell or ability)", "unread", {}),
)
# English player events: "<player> <verb> <rest>".
_EN_PLAYER_VERBS: tuple[tuple[str, str], ...] = (
    (r"draws?", "draws"), (r"discards?", "discards"), (r"sacrifices?", "sacrifices"), (r"gains?", "gains_life"),
    (r"loses?", "loses_life"), (r"casts?", "casts"), (r"(?:is|are) dealt", "dealt_damage"),
    (r"(?:cycle|cycles)", "cycles"),  # 702.29a: "When you cycle this card" (activated from the hand, a discard)
)
# Printed Spanish object events (indicative or subjunctive), the verb before or after its subject.
_ES_OBJECT_VERBS: tuple[tuple[str, str], ...] = (
    # every form spelt out: the trigger's words are known by their letters here (trigger_words.py), "muera" too
    (r"(?:muere|muera|mueren|mueran)", "dies"),
    (r"(?:es|sea|son|sean) puest[ao]s? en (?P<gy>un|tu|el) cementerio(?: de un oponente)? desde el campo de batalla"
     r"|va(?:ya)?n? a (?P<gy2>un|tu) cementerio desde el campo de batalla", "to_graveyard_bf"),
    (r"(?:es|sea|son|sean) puest[ao]s? en (?P<gy>un|tu) cementerio desde cualquier (?:lugar|zona|parte)"
     r"|(?:va|vaya|van|vayan) a (?P<gy2>un|tu) cementerio desde cualquier (?:lugar|zona|parte)", "to_graveyard"),
    (r"(?:es|sea|son|sean) puest[ao]s? en (?P<gy>un|tu) cementerio desde cualquier (?:lugar|zona|parte) que no sea el "
     r"campo de batalla", "to_graveyard_not_bf"),
    (r"entr[ae]n? al campo de batalla(?: bajo (?P<ctl>tu) control)?", "enters"),
    (r"dej[ae]n? el campo de batalla", "leaves"),
    (r"(?:regres[ae]n?|vuelv[ae]n?|(?:es|sea|son|sean) devuelt[ao]s?) a (?P<gy>tu) mano desde el campo de batalla",
     "to_hand"),
    (r"se (?:vuelve|convierte en) monstruos[oa]", "monstrous"),
    (r"(?:queda|quede|quedan|queden) fuera de fase", "phases_out"),  # printed Spanish for "phases out" (702.26)
    (r"(?:es|sea|son|sean) sacrificad[ao]s?", "sacrificed"),
    (r"(?:hace|haga|hacen|hagan) dano de combate(?: a (?P<to>un jugador|un oponente|ti|una criatura))?",
     "combat_damage"),
    (r"ataca|ataque|atacan|ataquen", "attacks"),
    # "Siempre que esta criatura bloquee o sea bloqueada" (509.1a, 509.1h), before either alone
    (r"(?:bloquea|bloquee) o (?:es|sea) bloquead[ao]", "blocks_or_blocked"),
    (r"bloquea|bloquee", "blocks"),
    (r"(?:es|sea) bloquead[ao]", "becomes_blocked"),
)
_ES_PLAYER_VERBS: tuple[tuple[str, str, str], ...] = (
    # (third person, second person "you", kind)
    (r"rob[ae]", r"rob[ae]s", "draws"), (r"descart[ae]", r"descart[ae]s", "discards"),
    (r"sacrific[a]|sacrifique", r"sacrificas|sacrifiques", "sacrifices"), (r"gan[ae]", r"gan[ae]s", "gains_life"),
    (r"pierd[ae]", r"pierd[ae]s", "loses_life"), (r"lanz[a]|lance", r"lanzas|lances", "casts"),
    (r"recicl[ae]", r"recicl[ae]s", "cycles"),  # printed Spanish: "Cuando recicles esta carta" (reciclaje, 702.29a)
)
_ES_DAMAGED = re.compile(r"(?:a (?P<subj>.+?) )?se le (?:hace|haga) dano(?: a (?P<subj2>.+))?")
_ES_DEALS = re.compile(r"(?P<subj>.+?) (?:hace|haga) dano(?: a (?P<to>un jugador|un oponente|ti|una criatura))?")
_ES_TO = {"un jugador": "any", "un oponente": "opponent", "ti": "you", "una criatura": "creature"}
_EN_TO = {"a player": "any", "an opponent": "opponent", "you": "you", "a creature": "creature"}
_GY_OWNER = {"a": "any", "its owner's": "any", "your": "you", "an opponent's": "opponent", "un": "any", "tu": "you", "el": "opponent"}


@lru_cache(maxsize=1024)
def parse_when(phrase: str, source_name: str = "") -> TriggerPattern | None:
    """The typed pattern of a ``when`` phrase, or None when any of its words is not understood.

    Kept per phrase and name (the pattern is frozen): one request reads its card's trigger three to six times
    (where its source is, the source placed with its triggers, the board's own triggers), about 60 µs each."""
    low = fold(clean_spaces(str(phrase))).strip(" ,.")
    low = _WHEN_PREFIX_RE.sub("", low)
    name = fold(clean_spaces(source_name))
    if name and name in low:  # "Blood Artist dies" = "this dies"; "Gruul Ragebeast or another creature" = "this or …"
        low = re.sub(rf"(?:(?<=^)|(?<= )){re.escape(name)}(?=$| |')", "this", low)
    for upkeep, who in _UPKEEP_RES:
        if upkeep.fullmatch(low):
            return TriggerPattern("upkeep", player=who)
    first = _FIRST_EACH_TURN.search(low)  # "… for the first time each turn": the event, once a turn
    if first:
        low = low[:first.start()]
    es = _spanish(low)
    pattern = _spanish_pattern(low) if es else _english_pattern(low)
    return replace(pattern, first_each_turn=True) if pattern is not None and first else pattern


_FIRST_EACH_TURN = re.compile(r" (?:for the first time each turn|por primera vez en cada turno)$")


def _spanish(low: str) -> bool:
    return bool(re.search(r"\b(?:una?|otr[ao]|est[ae]|esto|jugador|oponente|adversario|cementerio|campo|muer[ae]n?"
                          r"|dano|carta|vidas?|robas|robes|descartas|descartes)\b", low))


# --- English ------------------------------------------------------------------------------------------------
# compiled once: "<player> <verb> <rest>" and "<subject> <verb>"
_EN_PLAYER_RES = tuple((re.compile(rf"{words} {verb}(?: (?P<rest>.+))?"), who, kind)
                       for words, who in _EN_PLAYER.items() for verb, kind in _EN_PLAYER_VERBS)
_EN_OBJECT_RES = tuple((re.compile(rf"(?P<subj>.+?) (?:{verb})"), kind) for verb, kind, _ in _EN_OBJECT_VERBS)


def _english_pattern(low: str) -> TriggerPattern | None:
    for player_re, who, kind in _EN_PLAYER_RES:
        m = player_re.fullmatch(low)
        if m:
            return _player_event(kind, who, m.group("rest") or "", "en")
    for object_re, kind in _EN_OBJECT_RES:
        m = object_re.fullmatch(low)
        if m is None:
            continue
        if kind == "unread":
            return None
        return _object_event(kind, m.group("subj"), m.groupdict(), "en")
    return None


# --- printed Spanish ----------------------------------------------------------------------------------------
# "un jugador roba …" / "robas …" (the second person is "you"); the object verb after or before its subject
_ES_PLAYER_RES = tuple((re.compile(rf"{f'{words} ' if words else '(?:tu )?'}(?:{second if who == 'you' else third})"
                                   r"(?: (?P<rest>.+))?"), who, kind)
                       for words, who in _ES_PLAYER.items() for third, second, kind in _ES_PLAYER_VERBS)
_ES_OBJECT_RES = tuple((re.compile(rf"(?P<subj>.+?) (?:{verb})"), re.compile(rf"(?:{verb}) (?P<subj>.+)"), kind)
                       for verb, kind in _ES_OBJECT_VERBS)


def _spanish_pattern(low: str) -> TriggerPattern | None:
    m = _ES_DAMAGED.fullmatch(low)
    if m and (m.group("subj") or m.group("subj2")):  # "siempre que se le haga daño a una criatura"
        return _object_or_player_damaged(m.group("subj") or m.group("subj2"), "es")
    for player_re, who, kind in _ES_PLAYER_RES:
        m = player_re.fullmatch(low)
        if m:
            return _player_event(kind, who, m.group("rest") or "", "es")
    m = _ES_DEALS.fullmatch(low)
    if m:
        return _object_event("deals_damage", m.group("subj"), {"to": m.group("to")}, "es")
    for after, before, kind in _ES_OBJECT_RES:
        m = after.fullmatch(low) or before.fullmatch(low)
        if m:
            return _object_event(kind, m.group("subj"), m.groupdict(), "es")
    return None


# --- the parts ----------------------------------------------------------------------------------------------


def _player_event(kind: str, who: str, rest: str, lang: str) -> TriggerPattern | None:
    """"A player draws a card", "an opponent discards a creature card", "you sacrifice a land", "a player loses
    life", "you are dealt damage" — the player, and the card or permanent the event is about."""
    if kind in ("gains_life", "loses_life"):
        return TriggerPattern(kind, player=who) if rest in ("life", "vida", "vidas") else None
    if kind == "dealt_damage":
        return TriggerPattern(kind, player=who) if rest in ("damage", "dano") else None
    if kind == "draws":
        return TriggerPattern(kind, player=who) if rest in _ONE_CARD[lang] else None
    if kind == "cycles":  # only the card itself is read: "you cycle another card" is another event (702.29c)
        return TriggerPattern(kind, source="only", player=who) if re.fullmatch(
            _EN_SELF if lang == "en" else rf"(?:el |la )?{_ES_SELF}", rest) else None
    noun = _one_object(rest, lang)
    if noun is None:
        return None
    if kind == "casts":
        spell = re.fullmatch(r"(?:(?P<kind>.+) )?spell|hechizo(?: (?P<es>.+))?", noun)
        if spell is None:
            return None
        # printed Spanish names the kind after "de": "un hechizo de criatura", "un hechizo de instantáneo o conjuro"
        words = spell.group("kind") or (spell.group("es") or "").removeprefix("de ")
        flt = _filter(words, lang) if words else None
        return None if words and flt is None else TriggerPattern("casts", flt, player=who)
    flt = _filter(noun, lang)
    if flt is None:
        return None
    kind = "sacrificed" if kind == "sacrifices" else kind
    return TriggerPattern(kind, None if flt.noun == "card" and not flt.alternatives and not flt.subtypes else flt,
                          player=who, batch=rest.startswith(("one or more", "una o mas")))


_ONE_CARD = {"en": ("a card", "one or more cards"), "es": ("una carta", "una o mas cartas")}


def _one_object(rest: str, lang: str) -> str | None:
    """"a card" / "one or more cards" / "a creature card" → the noun phrase (singular)."""
    m = re.fullmatch(r"(?:a|an|one or more) (?P<np>.+)" if lang == "en" else r"(?:un|una|uno o mas|una o mas) "
                     r"(?P<np>.+)", rest)
    if m is None:
        return None
    np = m.group("np")
    return re.sub(r"s$", "", np) if rest.startswith(("one or more", "uno o mas", "una o mas")) else np


def _object_or_player_damaged(subject: str, lang: str) -> TriggerPattern | None:
    players = _EN_PLAYER if lang == "en" else {"un jugador": "any", "un oponente": "opponent", "ti": "you"}
    if subject in players:
        return TriggerPattern("dealt_damage", player=players[subject])
    return _object_event("dealt_damage", subject, {}, lang)


def _object_event(kind: str, subject: str, groups: dict[str, str | None], lang: str) -> TriggerPattern | None:
    """"A creature an opponent controls dies", "this creature or another Ally enters", "another nontoken creature
    you control dies", "a creature dealt damage by this creature this turn dies"."""
    pattern = _subject(subject, lang)
    if pattern is None:
        return None
    # "… from the battlefield": any permanent, 700.4; "… from anywhere other than the battlefield": a card
    zone = {"to_graveyard_bf": "battlefield", "to_graveyard_not_bf": "not_battlefield"}.get(kind, "")
    pattern = replace(pattern, kind="to_graveyard" if zone else kind, player="none", zone=zone)
    if kind in ("dealt_damage",) and pattern.source == "" and pattern.objects is None:
        return None
    gy = groups.get("gy") or groups.get("gy2")
    if gy:
        pattern = replace(pattern, owner=_GY_OWNER[gy])
    ctl = groups.get("ctl") or groups.get("ctl2")
    if ctl:
        if pattern.objects is None or pattern.objects.control is not None:
            return None
        control = "you" if ctl in ("your", "tu") else "opponents"
        pattern = replace(pattern, objects=replace(pattern.objects, control=control))
    to = groups.get("to")
    if kind in ("deals_damage", "combat_damage") and to:
        recipient = (_EN_TO if lang == "en" else _ES_TO)[to]
        pattern = replace(pattern, to_creature=True) if recipient == "creature" else replace(pattern, player=recipient)
    return pattern


def _subject(subject: str, lang: str) -> TriggerPattern | None:
    self_words = _EN_SELF if lang == "en" else _ES_SELF
    if re.fullmatch(self_words, subject):
        return TriggerPattern("", source="only")
    by = re.fullmatch(rf"(?P<np>.+) dealt damage by {self_words} this turn", subject) if lang == "en" else None
    if by:  # "a creature dealt damage by this creature this turn" (Sengir Vampire's kind)
        inner = _subject(by.group("np"), lang)
        return None if inner is None or inner.source else replace(inner, by_source=True)
    either = re.fullmatch(rf"{self_words} (?:or|u|o) (?:another|otra|otro) (?P<np>.+)", subject)
    if either:
        flt = _filter(either.group("np"), lang)
        return None if flt is None else TriggerPattern("", flt, source="or")
    # "a permanent other than Last Laugh" (the name read as "this"): "another permanent", the source left out
    other = re.fullmatch(r"(?:another|otra|otro) (?P<np>.+)", subject) or (
        re.fullmatch(rf"an? (?P<np>.+) other than {self_words}", subject) if lang == "en" else None)
    if other:
        flt = _filter(other.group("np"), lang)
        return None if flt is None else TriggerPattern("", flt, other=True)
    batch = re.fullmatch(r"(?:one or more|una o mas|uno o mas) (?P<np>.+)", subject)
    if batch:
        flt = _filter(batch.group("np"), lang)
        return None if flt is None else TriggerPattern("", flt, batch=True)
    single = re.fullmatch(r"(?:a|an|un|una) (?P<np>.+)", subject)
    if single:
        flt = _filter(single.group("np"), lang)
        return None if flt is None else TriggerPattern("", flt)
    return None


def _filter(np: str, lang: str) -> TypeFilter | None:
    """The noun phrase's filter, when all of it is one a board event can be checked against: properties only the
    resolving effect knows (a target, a chosen type, "the greatest", combat roles) are refused, not guessed."""
    flt = parse_filter(np, GRAMMARS[lang])
    if flt is None or flt.not_source or flt.greatest or flt.chosen or flt.combat or flt.compares or flt.counters:
        return None
    if flt.control not in (None, "you", "not_you", "opponents") or flt.unknown_props:
        return None
    return flt


WHEN_EXAMPLES = (
    "this dies", "a creature dies", "another creature dies", "a creature you control dies",
    "a creature an opponent controls dies", "this creature or another Ally enters the battlefield",
    "a permanent is sacrificed", "a player sacrifices a land", "a player draws a card", "an opponent draws a card",
    "you draw a card", "a player discards a card", "an opponent discards a card", "a player loses life",
    "you gain life", "a creature is dealt damage", "this creature deals damage to an opponent",
    "a card is put into a graveyard from anywhere", "a creature leaves the battlefield", "this enters",
    "a creature enters", "beginning of your upkeep", "beginning of each upkeep",
    "una criatura muere", "otra criatura muere", "comienzo de tu mantenimiento",
)
# Kept for callers that list the phrases: every kind a pattern can have.
TRIGGER_EVENTS = tuple(sorted(PRODUCED_KINDS | NEVER_DURING_EFFECT))


def closest_when(phrase: str) -> list[str]:
    from rapidfuzz import fuzz, process, utils

    found = process.extract(str(phrase), WHEN_EXAMPLES, scorer=fuzz.WRatio, processor=utils.default_process, limit=3)
    return [m for m, _s, _i in found]
