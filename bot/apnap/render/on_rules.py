"""Renderers of the steps that change the rules for players (611.1) or end the game by an effect: what a
:class:`~bot.apnap.grammar.RuleChange` says, from its typed fields (kind, act, objects, limit, amount,
duration, during, keyword), never from its printed ``what``."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from bot.i18n.plural import number_word

from ..grammar.subtypes import subtype_title
from ..plan import ContinuousEffect, EndTurn, GetEmblem, GetPoison, WinGame
from ..plan import amounts as a
from .amounts import per_each
from .common import act, quoted, subject_of
from .kind_words import group_said
from .nouns import all_of, counted, es_subtype_said, feminine, objects
from .registry import Clause, renders
from .words import Words

_DURATIONS = {
    "static": ("", ""),
    "this_turn": (" this turn", " este turno"),
    "until_your_next_turn": (" until your next turn", " hasta tu próximo turno"),
    "until_end_of_your_next_turn": (" until the end of your next turn", " hasta el final de tu próximo turno"),
    "their_next_turn": (" during that player's next turn", " durante el próximo turno de ese jugador"),
    "this_combat": (" this combat", " en este combate"),
    "during_your_turn": (" during your turn", " durante tu turno"),
    "next": ("", ""),
    "game": (" for the rest of the game", " durante el resto de la partida"),
}


def _spells(w: Words, flt: Any, plural: bool) -> str:
    """"instant or sorcery spells", "noncreature spell", "creature or planeswalker spells", "Elf creature spells",
    "black spells" (a spell filter: its colours and subtypes said too, never dropped)."""
    if flt is not None and (flt.colors or flt.subtypes) and len(flt.alternatives) <= 1:
        types = _cost_kinds(w, replace(flt, colors=frozenset(), subtypes=frozenset()))
        colors = [w.pick(c, _COLOR_ES.get(c, c)) for c in sorted(flt.colors)]
        subtypes = [es_subtype_said(s, False) if w.es else subtype_title(s) for s in sorted(flt.subtypes)]
        if w.es:  # "hechizos de criatura Elfo negros"
            return " ".join([w.noun("spell", plural), *(f"de {k}" for k in types), *subtypes,
                             *(c + "s" for c in colors)])
        return " ".join([" or ".join(colors), *subtypes, *types, w.noun("spell", plural)]).strip()
    if flt is None or not flt.alternatives:
        return w.noun("spell", plural)
    kinds = []
    for required, forbidden, _basic, _permanent in flt.alternatives:
        kinds.append(" ".join([*(w.pick("non", "no ") + w.pick(t, _TYPE_ES.get(t, t)) for t in sorted(forbidden)),
                               *(w.pick(t, _TYPE_ES.get(t, t)) for t in sorted(required))]))
    if w.es:  # "hechizos de criatura o de conjuro" (the card types in Spanish, 205.2a)
        return w.noun("spell", plural) + " de " + " o de ".join(kinds)
    return " or ".join(kinds) + " " + w.noun("spell", plural)


_THAT = {"creature": ("that creature", "esa criatura"), "permanent": ("that permanent", "ese permanente"),
         "card": ("that card", "esa carta"), "linked": ("a card exiled with this permanent",
                                                        "una carta exiliada con este permanente")}


def _same_name(w: Words, same_name: str) -> str:
    """" with the same name as a card exiled with this permanent" (607.2a), "… as that creature" (608.2c)."""
    if not same_name:
        return ""
    en, es = _THAT[same_name]
    return w.pick(f" with the same name as {en}", f" con el mismo nombre que {es}")


def _cant(change: Any, w: Words) -> str:
    """"can't cast more than one spell each turn", "can't gain life", "can't block with more than one creature"."""
    if change.act == "cast":
        if change.limit:
            return w.pick(f"can't cast more than {number_word(change.limit)} {_spells(w, change.objects, False)} "
                          "each turn", f"no puede lanzar más de un {_spells(w, change.objects, False)} cada turno")
        said = _spells(w, change.objects, True) + _same_name(w, change.same_name)
        return w.pick(f"can't cast {said}", f"no puede lanzar {said}")
    if change.act == "draw" and change.limit:
        return w.pick(f"can't draw more than {number_word(change.limit)} card each turn",
                      "no puede robar más de una carta cada turno")
    if change.act == "block" and change.limit:
        return w.pick(f"can't block with more than {number_word(change.limit)} creature",
                      "no puede bloquear con más de una criatura")
    words = {"gain_life": ("gain life", "ganar vidas"), "play_land": ("play lands", "jugar tierras"),
             "draw": ("draw cards", "robar cartas"), "block": ("block", "bloquear")}
    en, es = words.get(change.act, (change.act.replace("_", " "), change.act.replace("_", " ")))
    return w.pick(f"can't {en}", f"no puede {es}")


def _lands(w: Words, n: int) -> str:
    return w.pick("an additional land" if n == 1 else f"{number_word(n)} additional lands",
                  "una tierra adicional" if n == 1 else f"{number_word(n, 'es', feminine=True)} tierras adicionales")


def _in_combat(change: Any, w: Words) -> Clause | None:
    """A kind of creature's rule in combat: "Creatures you control attack each combat if able" (508.1d), "… assign
    combat damage equal to their toughness rather than their power" (510.1a); None for any other change."""
    if change.kind == "must" and change.act == "attack":  # 508.1d: a requirement
        said = objects(w, change.objects, True) if change.objects is not None else w.pick("this creature",
                                                                                          "esta criatura")
        when = w.pick("this turn", "este turno") if change.duration == "this_turn" else w.pick("each combat",
                                                                                                "en cada combate")
        return Clause(said, w.pick(f"attack {when} if able", f"atacan {when} si pueden"), own_sentence=True)
    if change.act == "damage_by_toughness":  # 510.1a: each assigns its toughness, not its power
        return Clause(objects(w, change.objects, True), w.pick(
            "assign combat damage equal to their toughness rather than their power",
            "asignan daño de combate igual a su resistencia en vez de su fuerza"), own_sentence=True)
    return None


@renders(ContinuousEffect)
def _continuous(step: ContinuousEffect, w: Words) -> Clause:
    change = step.change
    duration = w.pick(*_DURATIONS.get(change.duration, ("", "")))
    subject, person = subject_of(w, step.subject)
    if change.kind == "cant" and change.act == "block" and change.objects is None and not change.limit:
        return Clause(w.pick("this creature", "esta criatura"), w.pick("can't block", "no puede bloquear"),
                      own_sentence=True)  # "This creature can't block." (the source)
    in_combat = _in_combat(change, w)
    if in_combat is not None:
        return in_combat
    if change.kind == "cant":  # a rule of its own: said as its own sentence, never "…, then can't …"
        return _dont_untap(w, change) if change.act == "untap" and change.objects is not None \
            else Clause(subject, _cant(change, w) + duration, own_sentence=True)
    if change.kind == "may" and (change.act in ("look_linked", "play_land") or change.zone
                                 or change.as_though == "flash"):
        return Clause(subject, _permission(w, change, duration, person), own_sentence=True)
    if change.kind == "only" and change.act == "spend_mana":  # 106.6: a rider on the mana just added
        spells = _spells(w, change.objects, True)
        said = w.pick(f"spend this mana only to cast {spells}", f"gasta este maná solo para lanzar {spells}")
        return Clause("", said + _activating(w, change.activating), own_sentence=True)
    if change.kind == "change" and change.act == "hand_size":
        return _hand_size(w, subject, change, person)
    if change.kind == "change" and change.act == "spell_cost":
        return _spell_cost(w, step.subject.kind, change, step.per)
    if change.kind == "change" and change.act == "ability_cost":
        return _ability_cost(w, change)
    if change.kind == "skip":
        said = _skipped(w, change, person) + ("" if change.act == "combat_phases" else duration)  # "of their next turn"
        # "The player skips each instance of the chosen step or phase": a sentence of its own after the choice
        return replace(act(step, w, "skip", said), own_sentence=change.act == "chosen")
    if change.kind == "untap":
        return _untap(step, w, change, person)
    if change.kind == "grant":
        return _grant(step, w, change)
    return Clause(subject, f"[{change.kind} {change.act}]")


def ability_sources(w: Words, flt: Any) -> str:
    """Whose activated abilities a mana rider also allows (106.6): "a Myr", "an artifact" (each one, as "an ability of
    an Elemental" is printed); Spanish "Myr", "artefactos", a subtype as printed ("habilidades de Elemental")."""
    if not w.es:
        return counted(w, 1, flt)
    if flt.subtypes and not flt.alternatives:
        return " o ".join(es_subtype_said(s, False) for s in sorted(flt.subtypes))
    return objects(w, flt, True)


def _activating(w: Words, flt: Any) -> str:
    if flt is None:
        return ""
    return w.pick(" or activate an ability of ", " o activar habilidades de ") + ability_sources(w, flt)


def _permission(w: Words, change: Any, duration: str, person: str = "3") -> str:
    """A standing permission, not a yes / no now: more lands (305.2), when or whence to cast (601.3), looking at the
    cards exiled with the source (607.2a, 406.3)."""
    if change.act == "look_linked":
        return w.pick("may look at cards exiled with this permanent",
                      "puede mirar las cartas exiliadas con este permanente")
    if change.act == "play_land":
        # 611.2a: "this turn" as printed; a static ability's (no duration) on each of the player's turns (305.2)
        yours = person == "you"
        said = _lands(w, change.amount or 1) + (duration or w.pick(
            f" on each of {'your' if yours else 'their'} turns", f" en cada uno de {'tus' if yours else 'sus'} turnos"))
        may = {"you": "puedes", "plural": "pueden"}.get(person, "puede")
        return w.pick("may play ", f"{may} jugar ") + said
    return _from_zone(w, change, duration) if change.zone else _as_though_flash(w, change, duration)


# What is skipped (500.11), English and Spanish: a step, a combat phase, turns
_SKIPPED = {"untap_step": ("untap step", "paso de enderezar"), "upkeep_step": ("upkeep step", "paso de mantenimiento"),
            "draw_step": ("draw step", "paso de robar"), "combat_phase": ("combat phase", "fase de combate"),
            "turn": ("turn", "turno")}


def _skipped(w: Words, change: Any, person: str) -> str:
    """"their next untap step", "your draw step", "your next two turns", "all combat phases of their next turn"
    (500.11, 614.10a): from the typed act, amount and duration."""
    whose = w.pick("your" if person == "you" else "their", "tu" if person == "you" else "su")
    if change.act == "combat_phases":
        return w.pick(f"all combat phases of {whose} next turn", f"todas las fases de combate de {whose} próximo turno")
    if change.act == "chosen":  # the step or phase chosen before (500.11): each one of it
        return w.pick("each instance of the chosen step or phase", "cada instancia del paso o fase elegido")
    en, es = _SKIPPED[change.act]
    if change.duration != "next":
        return w.pick(f"{whose} {en}", f"{whose} {es}")
    n = change.amount or 1
    if n > 1:  # "your next two turns" / "tus próximos dos turnos"
        return w.pick(f"{whose} next {number_word(n)} {en}s", f"{whose}s próximos {number_word(n, 'es')} {es}s")
    nxt = w.pick("next", "próxima" if change.act == "combat_phase" else "próximo")
    return w.pick(f"{whose} {nxt} {en}", f"{whose} {nxt} {es}")


def _from_zone(w: Words, change: Any, duration: str) -> str:
    """"may play lands from your graveyard", "may cast this permanent from your graveyard", "may cast the top card
    of your library if it's a creature card" (601.3): the cards from the typed filter (None: the source card)."""
    verb = w.pick(change.act, "jugar" if change.act == "play" else "lanzar")
    if change.zone == "library_top":
        said = w.pick(f"may {verb} the top card of your library", f"puede {verb} la primera carta de tu biblioteca")
        if change.objects is not None:
            kind = objects(w, change.objects, False, card=True)
            said += w.pick(f" if it's {'an' if kind[:1] in 'aeiou' else 'a'} {kind}", f" si es una {kind}")
        return said
    cards = w.pick("this permanent", "este permanente") if change.objects is None else \
        objects(w, change.objects, True, card=True)
    return w.pick(f"may {verb} {cards} from your graveyard{duration}", f"puede {verb} {cards} desde tu cementerio"
                  f"{duration}")


def _as_though_flash(w: Words, change: Any, duration: str) -> str:
    """"may cast spells as though they had flash", "may cast this card as though it had flash if you pay {2} more to
    cast it" (601.3b-c, 702.8a): the spells from the typed filter (None: the source card itself)."""
    if change.objects is None:
        said = w.pick("may cast this permanent as though it had flash",  # the card's own name, as the reading says it
                      "puede lanzar este permanente como si tuviera destello")
    else:
        spells = _spells(w, change.objects, True) + duration  # "creature spells this turn as though …"
        said = w.pick(f"may cast {spells} as though they had flash", f"puede lanzar {spells} como si tuvieran destello")
    if change.mana:
        it = w.pick("it" if change.objects is None else "them", "")
        said += w.pick(f" if you pay {change.mana} more to cast {it}", f" si pagas {change.mana} más para lanzarlo")
    return said


def _dont_untap(w: Words, change: Any) -> Clause:
    """"Red creatures don't untap during their controllers' untap steps": the objects are the subject (502.3)."""
    said = all_of(w, change.objects).split(" ", 1)[-1] if w.es else objects(w, change.objects, True)  # "las …"
    if change.objects is not None and change.objects.control == "you":  # "Lands you control … your next untap step"
        nxt = change.duration == "next_untap_step"
        return Clause(said, w.pick(f"don't untap during your {'next ' * nxt}untap step",
                                   f"no se enderezan durante tu {'próximo ' * nxt}paso de enderezar"),
                      own_sentence=True)
    return Clause(said, w.pick("don't untap during their controllers' untap steps",
                               "no se enderezan durante los pasos de enderezar de sus controladores"),
                  own_sentence=True)


def _hand_size(w: Words, subject: str, change: Any, person: str = "3") -> Clause:
    """"Each opponent's maximum hand size is reduced by one" (402.2)."""
    if change.amount is None:
        duration = w.pick(*_DURATIONS.get(change.duration, ("", "")))
        has = w.pick("has" if person == "3" else "have", {"you": "tienes", "plural": "tienen"}.get(person, "tiene"))
        return Clause(subject, w.pick(f"{has} no maximum hand size", f"no {has} tamaño máximo de mano") + duration)
    how = w.pick("reduced" if change.amount < 0 else "increased", "se reduce" if change.amount < 0 else "aumenta")
    n = number_word(abs(change.amount), w.lang)
    return Clause("", w.pick(f"{subject}'s maximum hand size is {how} by {n}",
                             f"el tamaño máximo de mano de {subject} {how} en {n}"))


_CASTERS = {"you": (" you cast", " que lanzas"), "each_opponent": (" your opponents cast", " que lanzan tus oponentes")}
_TYPE_ES = {"artifact": "artefacto", "creature": "criatura", "enchantment": "encantamiento", "land": "tierra",
            "instant": "instantáneo", "sorcery": "conjuro", "planeswalker": "planeswalker"}
_COLOR_ES = {"white": "blanco", "blue": "azul", "black": "negro", "red": "rojo", "green": "verde"}


def _spell_cost(w: Words, who: str, change: Any, per: a.Amount | None = None) -> Clause:
    """"Artifact and enchantment spells your opponents cast cost {2} more to cast" (601.2f): from the typed kinds,
    the casters (the step's subject) and the symbols."""
    kinds = _cost_kinds(w, change.objects)
    caster = w.pick(*_CASTERS.get(who, ("", "")))
    how = _how_much(w, change)
    each = "" if per is None else " " + (per_each(w, per, "2") or "")
    if w.es:
        nots = [k[3:] for k in kinds if k.startswith("no ")]
        of = f" que no son de {' ni de '.join(nots)}" if nots and len(nots) == len(kinds) else \
            f" de {' y de '.join(kinds)}" if kinds else ""
        said = f"los hechizos{of}{caster}{_targeting(w, change)}"
        return Clause(said, f"cuestan {how} en lanzarse{each}{_colored_only(w, change)}", own_sentence=True)
    said = f"{' and '.join(kinds) + ' ' if kinds else ''}spells{caster}{_targeting(w, change)}"
    return Clause(said, f"cost {how} to cast{each}{_colored_only(w, change)}", own_sentence=True)


def _how_much(w: Words, change: Any) -> str:
    """"{2} more", "up to {2} less" / "hasta {2} menos" (601.2f)."""
    more = (change.amount or 0) > 0
    up_to = w.pick("up to ", "hasta ") if change.up_to else ""
    return f"{up_to}{change.mana} " + (w.pick("more", "más") if more else w.pick("less", "menos"))


def _colored_only(w: Words, change: Any) -> str:
    """The rider that sets 118.7b-c aside, as its own sentence after the change."""
    return w.pick(". This effect reduces only the amount of colored mana you pay",
                  ". Este efecto solo reduce la cantidad de maná de color que pagas") if change.colored_only else ""


def _ability_cost(w: Words, change: Any) -> Clause:
    """"Activated abilities of creatures you control cost {2} less to activate" (602.2b), with the riders printed:
    "unless they're mana abilities" (605.1a), "This effect can't reduce … to less than one mana"."""
    if change.attached and change.objects is not None:  # "Enchanted artifact's activated abilities" (303.4b)
        noun, fem = objects(w, change.objects, False), feminine(w, change.objects, False)
        said = w.pick(f"{change.attached} {noun}'s activated abilities", f"las habilidades activadas del {noun} "
                      + {"enchanted": "encantad", "equipped": "equipad"}[change.attached] + ("a" if fem else "o"))
    else:
        of = "" if change.objects is None else w.pick(" of ", " de las " if feminine(w, change.objects, False)
                                                       else " de los ") + objects(w, change.objects, True)
        said = w.pick("activated abilities", "las habilidades activadas") + of
    rest = w.pick(f"cost {_how_much(w, change)} to activate", f"cuestan {_how_much(w, change)} para activarse")
    if change.not_mana:
        rest += w.pick(" unless they're mana abilities", " a menos que sean habilidades de maná")
    if change.at_least_one:
        rest += w.pick(". This effect can't reduce the amount of mana an ability costs to activate to less than one "
                       "mana", ". Este efecto no puede reducir a menos de un maná la cantidad de maná que cuesta "
                       "activar una habilidad")
    return Clause(said, rest, own_sentence=True)


def _targeting(w: Words, change: Any) -> str:
    """" that target this permanent" / " que hacen objetivo a un Tritón que controlas" (601.2f), or nothing."""
    if change.targeting_source:
        return w.pick(" that target this permanent", " que hacen objetivo a este permanente")
    if change.targeting is None:
        return ""
    return w.pick(" that target ", " que hacen objetivo a ") + counted(w, 1, change.targeting)


def _cost_kinds(w: Words, flt: Any) -> list[str]:
    """Each kind of spell named: card types ("noncreature"), colours or subtypes, in the reader's language. A kind
    that says more than one of them ("black creature", "colorless Eldrazi") is one kind, said whole: the grammar
    reads such words only as one printed kind (cost_changes._spells), never as a list of several."""
    if flt is None:
        return []
    types = [" ".join([*(w.pick("non", "no ") + w.pick(t, _TYPE_ES.get(t, t)) for t in sorted(forbidden)),
                       *(w.pick(t, _TYPE_ES.get(t, t)) for t in sorted(required))])
             for required, forbidden, _basic, _permanent in flt.alternatives if required or forbidden]
    colors = [w.pick(c, _COLOR_ES.get(c, c)) for c in sorted(flt.colors)]
    subtypes = [es_subtype_said(s, False) if w.es else subtype_title(s) for s in sorted(flt.subtypes)]  # "de Bestia"
    colorless = [] if flt.colored is not False else [w.pick("colorless", "incoloro")]
    if sum(bool(f) for f in (types, colors, subtypes, colorless)) > 1:
        return [_one_kind(w, types, colors + colorless, subtypes)]
    return [k.replace("non ", "non") for k in types + colors + subtypes + colorless]


def _one_kind(w: Words, types: list[str], colors: list[str], subtypes: list[str]) -> str:
    """"black creature" / "criatura negra", "colorless Eldrazi" / "Eldrazi incoloro": the colour before the noun in
    English, after it in Spanish, agreeing with the type's gender ("criatura negra", "artefacto negro")."""
    if not w.es:
        return " ".join([*colors, *types, *subtypes]).replace("non ", "non")
    feminine = bool(types) and types[-1].split()[-1] in _ES_FEMININE_TYPES
    said = [_ES_FEMININE_COLOR.get(c, c) if feminine else c for c in colors]
    return " ".join([*types, *subtypes, *said])


_ES_FEMININE_TYPES = frozenset({"criatura", "tierra"})
_ES_FEMININE_COLOR = {"blanco": "blanca", "negro": "negra", "rojo": "roja", "incoloro": "incolora"}


# "Untap this land during …": the source as the text names it (a word the grammar read as "this <word>")
_SELF_NAMED = {"permanent": ("this permanent", "este permanente"), "land": ("this land", "esta tierra"),
               "creature": ("this creature", "esta criatura"), "artifact": ("this artifact", "este artefacto"),
               "enchantment": ("this enchantment", "este encantamiento")}


def _untap(step: ContinuousEffect, w: Words, change: Any, person: str) -> Clause:
    """"Untap all permanents you control during each other player's untap step" / "All permanents untap during
    each player's untap step" (502.3)."""
    what = all_of(w, change.objects) if change.objects is not None else _SELF_NAMED.get(
        change.what, _SELF_NAMED["permanent"])[int(w.es)]
    if change.during == "each":
        return Clause(what, w.pick("untap during each player's untap step",
                                   "se enderezan durante el paso de enderezar de cada jugador"))
    return act(step, w, "untap", what + w.pick(" during each other player's untap step",
                                               " durante el paso de enderezar de cada otro jugador"))


def _grant(step: ContinuousEffect, w: Words, change: Any) -> Clause:
    """"Basic lands each player controls have shroud as long as that player controls three or fewer lands"."""
    from .amounts import condition_alone

    if change.ability is not None:
        return _grant_ability(w, change)

    subject, _ = subject_of(w, step.subject, with_where=False)
    said = objects(w, change.objects, True) if change.objects is not None else w.pick("permanents", "permanentes")
    controls = w.pick(f"{subject} controls", f"que controla {subject}")
    where = getattr(step.subject, "where", None)
    tail = ""
    if where is not None:
        tail = w.pick(" as long as ", " mientras ") + condition_alone(w, where)
    return Clause(f"{said} {controls}", w.pick(f"have {change.keyword}", f"tienen {change.keyword}") + tail)


def _grant_ability(w: Words, change: Any) -> Clause:
    """"All Slivers have "…"", "Creatures you control have "…"", "Enchanted land has "…"" (113.10)."""
    ability = quoted(w, change.ability)
    if change.attached:
        noun = objects(w, change.objects, False)
        how = {"enchanted": ("enchanted", "encantad"), "equipped": ("equipped", "equipad")}[change.attached]
        ending = "a" if w.es and noun.endswith("a") else "o"
        article = "la" if ending == "a" else "el"
        return Clause(w.pick(f"{how[0]} {noun}", f"{article} {noun} {how[1]}{ending}"), w.pick(f"has {ability}",
                                                                                    f"tiene {ability}"))
    flt = change.objects
    if flt.subtypes and flt.alternatives == ((frozenset(), frozenset(), False, True),) and len(flt.subtypes) == 1:
        kind = next(iter(flt.subtypes))  # "All Slivers": a subtype said alone names its permanents (205.3)
        said = w.pick(f"all {kind.title()}s", f"todos los {es_subtype_said(kind, True)}")
    else:
        said = group_said(w, flt)  # "Sliver creatures you control have …": "All" only where the card says it
    return Clause(said, w.pick(f"have {ability}", f"tienen {ability}"))


@renders(GetEmblem)
def _emblem(step: GetEmblem, w: Words) -> Clause:
    """"Each opponent gets an emblem with "…"" (114.2)."""
    return act(step, w, "get_emblem", w.pick("an emblem with ", "un emblema con ") + quoted(w, step.ability))


@renders(WinGame)
def _win(step: WinGame, w: Words) -> Clause:
    return act(step, w, "win the game")


@renders(EndTurn)
def _end_turn(step: EndTurn, w: Words) -> Clause:
    """"End the turn." (724.1)."""
    return act(step, w, "end", w.pick("the turn", "el turno"))


@renders(GetPoison)
def _poison(step: GetPoison, w: Words) -> Clause:
    n = step.amount.n if isinstance(step.amount, a.Fixed) else None
    said = w.pick("a poison counter", "un contador de veneno") if n == 1 else w.pick(
        f"{number_word(n) if n is not None else 'X'} poison counters", f"{n} contadores de veneno")
    return act(step, w, "get", said)
