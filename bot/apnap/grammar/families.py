"""Clause families beyond the basic verbs: one table row per family, English and Spanish side by side.

A row is ``Family(name, en, es, handler)``: the patterns are matched (``fullmatch``) against the
folded clause after its subject ("each player", "cada oponente") and "may" are taken off, and the
handler turns the match into steps. Adding a family is adding a row and, if no existing handler
fits, a small handler here plus its action in the engine.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from .lexicon import ES_TOKEN_KEYWORDS, Grammar
from .objects import _number, parse_counted, parse_filter, parse_ref, parse_slots
from .specs import CountRef, Slot, StepSpec, Subject, TypeFilter, VoteCondition


@dataclass(slots=True)
class Clause:
    """What a handler gets: the match, the clause's subject and how to cut original text."""

    m: re.Match[str]
    subject: Subject
    text: str
    g: Grammar
    orig: Callable[[str], str]
    condition: VoteCondition | None
    optional: bool


Handler = Callable[[Clause], list[StepSpec] | None]


@dataclass(frozen=True, slots=True)
class Family:
    name: str
    en: tuple[str, ...]
    es: tuple[str, ...]
    handler: Handler


def _step(c: Clause, action: str, **kw: object) -> StepSpec:
    return StepSpec(c.text, action, kw.pop("subject", c.subject), condition=c.condition,  # type: ignore[arg-type]
                    optional=c.optional, **kw)  # type: ignore[arg-type]


_NOBODY = Subject("you")  # object instructions with no player subject are performed by the controller


_EACH_BASIC_TYPE = re.compile(r"a land of each basic land type|una tierra de cada tipo de tierra basica")
_BASIC_TYPES = ("plains", "island", "swamp", "mountain", "forest")


def _choose(c: Clause) -> list[StepSpec] | None:
    """"chooses … an artifact, a creature, an enchantment, and a land": the kept objects (Cataclysm)."""
    if _EACH_BASIC_TYPE.fullmatch(c.m["obj"]):  # Global Ruin: one land per basic land type
        land: tuple[tuple[frozenset[str], frozenset[str], bool, bool], ...] = (
            (frozenset({"land"}), frozenset(), False, False),)
        return [_step(c, "choose", slots=tuple(Slot(1, TypeFilter(land, "land", subtypes=frozenset({b})))
                                                for b in _BASIC_TYPES), creatures=_among(c))]
    slots = parse_slots(c.m["obj"], c.g)
    if slots is None:
        return None
    return [_step(c, "choose", slots=slots, creatures=_among(c))]


def _among(c: Clause) -> TypeFilter | None:
    """"from among the lands they control": what "the rest" will mean."""
    among = c.m.groupdict().get("among")
    return parse_filter(among, c.g) if among else None


def _choose_total(c: Clause) -> list[StepSpec] | None:
    """Slaughter the Strong: "chooses any number of creatures they control with total power 4 or less"."""
    flt = parse_filter(c.m["what"], c.g)
    if flt is None:
        return None
    prop = {"power": "power", "toughness": "toughness", "mana value": "mana_value", "fuerza": "power"}[c.m["prop"]]
    return [_step(c, "choose", slots=(Slot(1000, flt, up_to=True),), creatures=flt,
                  extra=(("total", f"{prop}:{c.m['n']}"),))]


def _choose_fewest(c: Clause) -> list[StepSpec] | None:
    """Balance: "chooses a number of lands they control equal to the number of lands controlled by the
    player who controls the fewest" — that many kept, one per group."""
    flt = parse_filter(c.m["what"], c.g)
    if flt is None:
        return None
    return [_step(c, "choose", slots=(Slot(0, flt, count_ref=CountRef("fewest", filter=flt)),), creatures=flt)]


_CREATURE = TypeFilter(((frozenset({"creature"}), frozenset(), False, False),), "creature")
_ANY = TypeFilter()


def same_way_steps(kinds: list[str], text: str) -> list[StepSpec]:
    """"Players discard cards and sacrifice creatures the same way": a choose step and a "rest" step each."""
    each = Subject("each_player")
    out: list[StepSpec] = []
    for kind in kinds:
        if kind == "discard":
            slot = Slot(0, _ANY, count_ref=CountRef("fewest", option="hand"))
            out += [StepSpec(text, "choose", each, slots=(slot,), creatures=_ANY, extra=(("from", "hand"),)),
                    StepSpec(text, "discard", each, creatures=_ANY, extra=(("rest", "1"), ("from", "hand")))]
        else:
            slot = Slot(0, _CREATURE, count_ref=CountRef("fewest", filter=_CREATURE))
            out += [StepSpec(text, "choose", each, slots=(slot,), creatures=_CREATURE),
                    StepSpec(text, "sacrifice", each, creatures=_CREATURE, extra=(("rest", "1"),))]
    return out


def _sacrifice_rest(c: Clause) -> list[StepSpec] | None:
    """"then sacrifices the rest" / "all other creatures they control": what was not chosen."""
    flt = None
    phrase = c.m.groupdict().get("flt") or c.m.groupdict().get("flt2")
    if phrase:
        flt = parse_filter(phrase, c.g)
        if flt is None:
            return None
    return [_step(c, "sacrifice", creatures=flt or TypeFilter(((frozenset(), frozenset(), False, True),),
                                                               "permanent"), extra=(("rest", "1"),))]


def _filter_list(phrase: str, c: Clause) -> TypeFilter | None:
    """"artifacts, creatures, and lands" → one filter with three alternatives."""
    flt = parse_filter(phrase, c.g)
    if flt is not None:
        return flt
    parts = [p for p in re.split(r",\s*(?:and|or|y|o)\s+|,\s*|\s+and\s+|\s+y\s+", phrase) if p.strip()]
    if len(parts) < 2:
        return None
    filters = [parse_filter(p, c.g) for p in parts]
    if any(f is None for f in filters):
        return None
    alts = tuple(a for f in filters for a in f.alternatives)  # type: ignore[union-attr]
    return TypeFilter(alts, filters[0].noun)  # type: ignore[union-attr]


def _pay(c: Clause) -> list[StepSpec] | None:
    """Join forces: "each player may pay any amount of mana" — an integer each, in turn order from you."""
    return [_step(c, "pay", up_to=True, amount=None, extra=(("what", "mana"),))]


def _exile_all_from(c: Clause) -> list[StepSpec] | None:
    flt = parse_filter(c.m["obj"], c.g)
    if flt is None:
        return None
    return [_step(c, "exile", creatures=flt, extra=(("all", "1"), ("from", "graveyard"), ("scope", "own")))]


def _sacrifice_all(c: Clause) -> list[StepSpec] | None:
    flt = parse_filter(c.m["obj"], c.g)
    if flt is None:
        return None
    return [_step(c, "sacrifice", creatures=flt, extra=(("rest", "1"), ("all", "1")))]


def _put_exiled(c: Clause) -> list[StepSpec] | None:
    return [_step(c, "put", destination="battlefield", extra=(("from", "exile"), ("this_way", "exile")))]


def _put_all(c: Clause) -> list[StepSpec] | None:
    flt = parse_filter(c.m["obj"], c.g)
    if flt is None:
        return None
    return [_step(c, "put", subject=_NOBODY, creatures=flt, destination="battlefield",
                  extra=(("all", "1"), ("from", "graveyard"), ("control", "you")))]


def _destroy_all(c: Clause) -> list[StepSpec] | None:
    flt = _filter_list(c.m["obj"], c)
    if flt is None:
        return None
    act = "exile" if c.m["verb"].startswith("exil") else "destroy"
    subject = c.subject if c.subject.kind != "you" else _NOBODY
    return [_step(c, act, subject=subject, creatures=flt, extra=(("all", "1"),))]


def _create(c: Clause) -> list[StepSpec] | None:
    n = _number(c.m["n"], c.g)
    if n == "bad":
        return None
    ref = None
    if c.m.groupdict().get("ref"):
        ref = parse_ref(c.m["ref"], c.g)
        if ref is None:
            return None
    types = (c.m.groupdict().get("types") or "").strip()  # "creature" / "criatura": the token's types (111.1)
    token = " ".join((types, c.orig("desc").strip()) if c.g.lang == "es" else (c.orig("desc").strip(), types)).strip()
    pt = (c.m.groupdict().get("pt") or "").strip()
    keyword = c.m.groupdict().get("kw") or ""  # "… tokens with haste": kept, never dropped
    keywords = ES_TOKEN_KEYWORDS.get(keyword, keyword)
    return [_step(c, "create", amount=n if isinstance(n, int) else None, uses_x=n is None and ref is None,
                  amount_ref=ref, extra=(("token", token), ("pt", pt), ("keywords", keywords)))]


def _gain_control(c: Clause) -> list[StepSpec] | None:
    flt = parse_filter(c.m["obj"], c.g)
    if flt is None:
        return None
    return [_step(c, "gain_control", creatures=flt, extra=(("all", "1"),))]


def _shuffle_into(c: Clause) -> list[StepSpec] | None:
    zones = "hand,graveyard" if c.m.groupdict().get("both") else c.m.groupdict().get("zone") or "hand"
    zones = {"mano": "hand", "cementerio": "graveyard"}.get(zones, zones)
    return [_step(c, "shuffle", extra=(("zones", zones),))]


def _lose_game(c: Clause) -> list[StepSpec] | None:
    return [_step(c, "lose_game")]


def _draw_ref(c: Clause) -> list[StepSpec] | None:
    """"draws cards equal to …" / "draws a card for each …" / "draws that many cards"."""
    ref = parse_ref(c.m["ref"], c.g)
    if ref is None:
        return None
    return [_step(c, "draw", amount_ref=ref)]


def _draw_up_to(c: Clause) -> list[StepSpec] | None:
    n = _number(c.m["n"], c.g)
    if n == "bad" or n is None:
        return None
    return [_step(c, "draw", amount=n, up_to=True)]


def _life_ref(c: Clause) -> list[StepSpec] | None:
    ref = parse_ref(c.m["ref"], c.g)
    if ref is None:
        return None
    action = "gain_life" if c.m["verb"].startswith(("gain", "gan")) else "lose_life"
    return [_step(c, action, amount_ref=ref)]


def _life_per(c: Clause) -> list[StepSpec] | None:
    """"loses 1 life for each creature they control"."""
    n = _number(c.m["n"], c.g)
    ref = parse_ref("the number of " + c.m["flt"] + " they control", c.g) if c.g.lang == "en" else \
        parse_ref("el numero de " + c.m["flt"] + " que controla", c.g)
    if n == "bad" or ref is None:
        return None
    action = "gain_life" if c.m["verb"].startswith(("gain", "gan")) else "lose_life"
    ref = CountRef(ref.kind, ref.action, ref.option, ref.base, ref.filter, n or 1)  # type: ignore[arg-type]
    return [_step(c, action, amount_ref=ref)]


def _discard_random(c: Clause) -> list[StepSpec] | None:
    slot = parse_counted(c.m["obj"] + (" at random" if c.g.lang == "en" else " al azar"), c.g)
    if slot is None:
        return None
    return [_step(c, "discard", slots=(slot,))]


def _exile_zone(c: Clause) -> list[StepSpec] | None:
    zone = {"mano": "hand", "cementerio": "graveyard"}.get(c.m["zone"], c.m["zone"])
    return [_step(c, "exile", slots=(Slot(count=0, whole_zone=True),), destination=None,
                  extra=(("from", zone),))]


def _return_all(c: Clause) -> list[StepSpec] | None:
    """"Return all creature cards from all graveyards to the battlefield under their owners' control"."""
    flt = parse_filter(c.m["obj"], c.g)
    if flt is None:
        return None
    dest = "battlefield" if ("battlefield" in c.m["dest"] or "campo" in c.m["dest"]) else "hand"
    subject = c.subject if c.subject.kind != "you" else _NOBODY
    src = c.m.groupdict().get("src") or ""
    scope = "all" if ("all" in src or "todos" in src) else "own"
    return [_step(c, "return", subject=subject, creatures=flt, destination=dest,
                  extra=(("all", "1"), ("from", "graveyard"), ("scope", scope)))]


def _bounce_all(c: Clause) -> list[StepSpec] | None:
    """"Return all creatures to their owners' hands" (Evacuation): from the battlefield."""
    flt = _filter_list(c.m["obj"], c)
    if flt is None:
        return None
    subject = c.subject if c.subject.kind != "you" else _NOBODY
    return [_step(c, "return", subject=subject, creatures=flt, destination="hand",
                  extra=(("all", "1"), ("from", "battlefield")))]


def _exile_self(c: Clause) -> list[StepSpec] | None:
    """"Exile Expropriate": the spell exiles itself, an instruction performed by the controller."""
    return [_step(c, "exile", subject=_NOBODY, extra=(("self", c.text),))]


def _sacrifice_self(c: Clause) -> list[StepSpec] | None:
    """"Sacrifice this artifact": the source, from its controller's battlefield."""
    return [_step(c, "sacrifice", subject=_NOBODY, extra=(("self", c.text),))]


def _target_object(c: Clause) -> list[StepSpec] | None:
    """"Destroy target permanent" / "Exile target creature": the object named in ``target``."""
    flt = parse_filter(c.m["obj"], c.g)
    if flt is None:
        return None
    act = "exile" if c.m["verb"].startswith("exil") else "destroy"
    return [_step(c, act, subject=_NOBODY, creatures=flt, extra=(("target", "object"),))]


def _most_votes(c: Clause) -> list[StepSpec] | None:
    """"Exile each permanent with the most votes or tied for most votes"."""
    act = "exile" if c.m["verb"].startswith("exil") else "destroy"
    return [_step(c, act, subject=_NOBODY, extra=(("most_votes", "1"),))]


def _put_from_hand(c: Clause) -> list[StepSpec] | None:
    slot = parse_counted(c.m["obj"], c.g)
    if slot is None:
        return None
    tapped = "1" if c.m.groupdict().get("tapped") else ""  # "onto the battlefield tapped": kept, never dropped
    return [_step(c, "put", slots=(slot,), destination="battlefield", extra=(("from", "hand"), ("tapped", tapped)))]


FAMILIES: tuple[Family, ...] = (
    Family("choose_total",
           (r"chooses? any number of (?P<what>.+?) (?:they|you) control with total (?P<prop>power|toughness|mana value) "
            r"(?P<n>\d+) or less",),
           (r"eliges? cualquier cantidad de (?P<what>.+?) que controlas? con una (?P<prop>fuerza) total de (?P<n>\d+) "
            r"o menos",),
           _choose_total),
    Family("choose_fewest",
           (r"chooses? a number of (?P<what>.+?) (?:they|you) control equal to the number of (?P=what) controlled by "
            r"the player who controls the fewest",),
           (r"eliges? una cantidad de (?P<what>.+?) que controlas? igual a la cantidad de (?P=what) que controla el "
            r"jugador que controla menos",),
           _choose_fewest),
    Family("choose_then_rest",
           (r"chooses? (?:from among (?:the )?(?P<among>permanents|nonland permanents|creatures|lands|cards)"
            r" (?:they|you) control )?(?P<obj>.+?)(?: (?:they|you) control)?",),
           (r"eliges? (?:de entre (?:los|las) (?P<among>permanentes|criaturas|tierras) que controlas? )?(?P<obj>.+?)"
            r"(?: que controlas?)?",),
           _choose),
    Family("sacrifice_rest",
           (r"sacrifices? (?:the rest|the remaining (?P<flt>.+?)|all other (?P<flt2>.+?))"
            r"(?: (?:they|you) control)?",),
           (r"sacrifica(?:s|n)? (?:el resto|los demas|las demas|(?:el resto de|todos los demas|todas las demas) "
            r"(?P<flt>.+?))(?: que controlas?)?",),
           _sacrifice_rest),
    Family("destroy_all",
           (r"(?P<verb>destroy|exile)s? all (?P<obj>.+)",),
           (r"(?P<verb>destru|exili)\w* (?:todas|todos) (?:las|los) (?P<obj>.+)",),
           _destroy_all),
    Family("pay_any_amount",
           (r"pays? any amount of mana",),
           (r"paga(?:s|n)? cualquier cantidad de mana",),
           _pay),
    Family("exile_all_from_graveyard",
           (r"exiles? all (?P<obj>.+?) from (?:their|your) graveyard",),
           (r"exilia(?:s|n)? todas las (?P<obj>.+?) de (?:su|tu) cementerio",),
           _exile_all_from),
    Family("sacrifice_all",
           (r"sacrifices? all (?P<obj>.+?)(?: (?:they|you) control)?",),
           (r"sacrifica(?:s|n)? todas? (?:las|los) (?P<obj>.+?)(?: que controlas?)?",),
           _sacrifice_all),
    Family("put_exiled_this_way",
           (r"puts? all (?:cards|creature cards) (?:they|you) exiled this way onto the battlefield",),
           (r"pone(?:s|n)? (?:en el campo de batalla )?todas las cartas que exilio de esta manera"
            r"(?: en el campo de batalla)?",),
           _put_exiled),
    Family("put_all_from_graveyards",
           (r"puts? all (?P<obj>.+?) from all graveyards onto the battlefield under your control",),
           (r"pone(?:s)? todas las (?P<obj>.+?) de todos los cementerios en el campo de batalla bajo tu control",),
           _put_all),
    Family("create_tokens",
           (r"creates? (?P<n>\S+) (?P<pt>\d+/\d+ )?(?P<desc>.+?) (?P<types>(?:creature |artifact )*)tokens?"
            r"(?: with (?P<kw>flying|haste|trample|vigilance|lifelink|deathtouch|reach|menace|defender|hexproof))?"
            r"(?: for each (?P<ref>.+))?",),
           (r"crea(?:s|n)? (?P<n>\S+) fichas? de (?P<types>(?:criatura |artefacto )*)(?P<desc>.+?)(?P<pt> \d+/\d+)?"
            r"(?: con la habilidad de (?P<kw>volar|prisa|arrollar|vigilancia|alcance|defensor|amenaza))?"
            r"(?: por cada (?P<ref>.+))?",),
           _create),
    Family("gain_control",
           (r"gains? control of all (?P<obj>.+)", r"untap all (?P<obj>.+?) and gain control of them"
                                                   r"(?: until end of turn)?"),
           (r"gana(?:s|n)? el control de todas? (?:las|los) (?P<obj>.+)",),
           _gain_control),
    Family("shuffle_into_library",
           (r"shuffles? (?:their|your) (?P<zone>hand|graveyard)(?P<both> and graveyard)? into (?:their|your) library",
            r"shuffles? the cards from (?:their|your) (?P<zone>hand) into (?:their|your) library"),
           (r"baraja(?:s|n)? (?:su|tu) (?P<zone>mano|cementerio)(?P<both> y (?:su|tu) cementerio)? en (?:su|tu) "
            r"biblioteca",),
           _shuffle_into),
    Family("lose_game",
           (r"loses? the game",),
           (r"pierde(?:s|n)? la partida",),
           _lose_game),
    Family("draw_ref",
           (r"draws? (?:cards|a number of cards) equal to (?P<ref>.+)", r"draws? (?P<ref>that many) cards",
            r"draws? a card for each (?P<ref>.+)"),
           (r"roba(?:s|n)? (?:una cantidad de )?cartas igual (?:a|al) (?P<ref>.+)",
            r"roba(?:s|n)? (?P<ref>esa cantidad) de cartas"),
           _draw_ref),
    Family("draw_up_to",
           (r"draws? up to (?P<n>\S+) cards?",),
           (r"roba(?:s|n)? hasta (?P<n>\S+) cartas?",),
           _draw_up_to),
    Family("life_ref",
           (r"(?P<verb>gains?|loses?) life equal to (?P<ref>.+)", r"(?P<verb>gains?|loses?) (?P<ref>that much) life",
            r"(?P<verb>loses?) (?P<ref>(?:half|a third of) (?:their|your|his or her) life(?:, rounded (?:up|down))?)"),
           (r"(?P<verb>gana|ganas|ganan|pierde|pierdes|pierden) (?:una cantidad de )?vidas? igual (?:a|al) (?P<ref>.+)",
            r"(?P<verb>pierde|pierdes|pierden) (?P<ref>(?:la mitad de|un tercio de) (?:su|tu) (?:total de )?vidas?"
            r"(?:, redondeando hacia (?:arriba|abajo))?)"),
           _life_ref),
    Family("life_per",
           (r"(?P<verb>gains?|loses?) (?P<n>\S+) life for each (?P<flt>.+?) (?:they|you|that player) controls?",),
           (r"(?P<verb>gana|ganas|ganan|pierde|pierdes|pierden) (?P<n>\S+) vidas? por cada (?P<flt>.+?) que "
            r"controlas?",),
           _life_per),
    Family("discard_random",
           (r"discards? (?P<obj>.+?) at random",),
           (r"descarta(?:s|n)? (?P<obj>.+?) al azar",),
           _discard_random),
    Family("exile_zone",
           (r"exiles? (?:their|your|his or her) (?P<zone>graveyard|hand)",),
           (r"exilia(?:s|n)? (?:su|tu) (?P<zone>cementerio|mano)",),
           _exile_zone),
    Family("return_all",
           (r"returns? (?:all|each) (?P<obj>.+?) from (?P<src>all graveyards|their graveyards?|your graveyard) "
            r"(?P<dest>to the battlefield|"
            r"onto the battlefield|to (?:their|its) owners?'? hands?)(?: under their owners'? control)?",),
           (r"regresa(?:s|n)? todas las (?P<obj>.+?) de (?P<src>todos los cementerios|su cementerio|tu cementerio) "
            r"(?P<dest>al campo de batalla|"
            r"a la mano de sus propietarios)(?: bajo el control de sus propietarios)?",),
           _return_all),
    Family("bounce_all",
           (r"returns? all (?P<obj>.+?) to (?:their|its) owners'? hands?",),
           (r"regresa(?:s|n)? todas? (?:las|los) (?P<obj>.+?) a la mano de sus propietarios",),
           _bounce_all),
    Family("most_votes",
           (r"(?P<verb>exile|destroy) each (?:permanent|creature|card) with the most votes"
            r"(?: or tied for most votes)?",),
           (r"(?P<verb>exilia|destruye) cada (?:permanente|criatura) con (?:la )?mayor cantidad de votos"
            r"(?: o empatad[oa] (?:en|con) (?:la )?mayor cantidad de votos)?",),
           _most_votes),
    Family("exile_self",
           (r"exiles? this (?:spell|permanent|card)",),
           (r"exilia(?:s)? (?:este hechizo|este permanente|esta carta)",),
           _exile_self),
    Family("sacrifice_self",
           (r"sacrifices? this (?:artifact|creature|enchantment|permanent|land|planeswalker)",),
           (r"sacrifica(?:s|n)? (?:este|esta) (?:artefacto|criatura|encantamiento|permanente|tierra|planeswalker)",),
           _sacrifice_self),
    Family("target_object",
           (r"(?P<verb>destroy|exile)s? target (?P<obj>.+)",),
           (r"(?P<verb>destru|exili)\w* (?:el |la |un |una )?(?P<obj>.+?) objetivo",),
           _target_object),
    Family("put_from_hand",
           (r"puts? (?P<obj>.+?) from (?:their|your) hand onto the battlefield(?P<tapped> tapped)?",),
           (r"pone(?:s|n)? (?P<obj>.+?) de (?:su|tu) mano en el campo de batalla(?P<tapped> girad[ao]s?)?",),
           _put_from_hand),
)

_COMPILED: dict[str, tuple[tuple[re.Pattern[str], Family], ...]] = {
    lang: tuple((re.compile(p), f) for f in FAMILIES for p in (f.en if lang == "en" else f.es))
    for lang in ("en", "es")
}
FAMILY_HEADS = {
    "en": re.compile(r"(?:chooses?|destroy|exile|creates?|gains? control|shuffles? (?:their|your) (?:hand|graveyard)|"
                     r"shuffles? the cards|returns? all|puts? all|pays? any|sacrifices? this|exiles? this)\b"),
    "es": re.compile(r"(?:elige|eliges|destruye|crea|creas|crean|gana el control|pone|pones|ponen|"
                     r"baraja(?:s|n)? (?:su|tu) (?:mano|cementerio))\b"),
}


def match_families(rest: str, lang: str) -> list[tuple[re.Match[str], Family]]:
    """Every family whose pattern covers the whole clause, in table order (the first that reads it wins)."""
    out = []
    for pattern, family in _COMPILED.get(lang, ()):
        m = pattern.fullmatch(rest)
        if m:
            out.append((m, family))
    return out
