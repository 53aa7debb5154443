"""Renderer of replacement and prevention statics in general (614.1a, 615.1a; plan/replacements.py), from the step's
typed fields: the event watched for, its scope, and what happens instead."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ..grammar import TypeFilter
from ..grammar.replacements import CARD_OR_TOKEN
from ..grammar.spanish_terms import counter_es
from ..plan import EventReplacement, EventReplacementTarget, ObjectRestriction, ReplacementRecord
from ..plan.replacements import PREVENTING
from .nouns import a_target, counted, objects
from .prevented_words import with_prevented_then
from .registry import Clause, renders
from .words import Words

_FIXED = {"you": ("you", "ti"), "player": ("a player", "un jugador"), "opponent": ("an opponent", "un oponente"),
          "creature": ("a creature", "una criatura"), "any": ("a permanent or player", "un permanente o jugador"),
          "creature_or_player": ("a creature or player", "una criatura o jugador"),
          "enchanted_player": ("enchanted player", "el jugador encantado"),
          "you_or_yours": ("you or a creature you control", "ti o a una criatura que controlas"),
          "source": ("this permanent", "este permanente"),
          "enchanted": ("enchanted creature", "la criatura encantada"),
          "equipped": ("equipped creature", "la criatura equipada"),
          "damaged_by_source": ("a creature dealt damage by this permanent this turn",
                                "una criatura a la que este permanente hizo daño este turno"),
          "damaged_by_enchanted": ("a creature dealt damage by enchanted creature this turn",
                                   "una criatura a la que la criatura encantada hizo daño este turno")}
_THAT = {"player": ("that player", "ese jugador"), "you": ("you", "ti"),
         "source": ("this permanent", "este permanente"), "creature": ("that creature", "esa criatura"),
         "any": ("that permanent or player", "ese permanente o jugador"), "opponent": ("that player", "ese jugador"),
         "creature_or_player": ("that creature or player", "esa criatura o jugador"),
         "enchanted_player": ("that player", "ese jugador")}
_YARD = {"any": ("a graveyard", "un cementerio"), "yours": ("your graveyard", "tu cementerio"),
         "opponents": ("an opponent's graveyard", "el cementerio de un oponente")}


_OWN_ZONES = {"to_hand": ("return it to its owner's hand instead",
                          "en vez de eso, regrésalo a la mano de su propietario"),
              "to_library_bottom": ("put it on the bottom of its owner's library instead",
                                    "en vez de eso, ponlo en el fondo de la biblioteca de su propietario"),
              "to_library_top": ("put it on top of its owner's library instead",
                                 "en vez de eso, ponlo en la parte superior de la biblioteca de su propietario"),
              "shuffle_into_library": ("shuffle it into its owner's library instead",
                                       "en vez de eso, barájalo en la biblioteca de su propietario")}
_NOUNS = {"source": ("source", "fuente"), "spell": ("spell", "hechizo")}


def kind_words(w: Words, flt: TypeFilter) -> str:
    """"a green source", "a red instant or sorcery spell you control", "an instant or sorcery card", "another
    creature you control": one object of the kind, its noun said after its types (the nouns' head says the types
    alone)."""
    if flt.noun == CARD_OR_TOKEN:  # Rest in Peace: "a card or token" (111.1: a token is no card, so both are said)
        return w.pick("a card or token", "una carta o ficha")
    if flt.chosen == "color" and flt.noun in _NOUNS:  # "an instant or sorcery spell of the chosen color" (607.2d)
        return kind_words(w, replace(flt, chosen=None)) + w.pick(" of the chosen color", " del color elegido")
    said = _one_of_kind(w, flt)
    return "another " + said.removeprefix("an other ") if said.startswith("an other ") else said


def _one_of_kind(w: Words, flt: TypeFilter) -> str:
    said = counted(w, 1, flt, card=flt.noun == "card")
    noun = _NOUNS.get(flt.noun)
    if noun is not None and w.es and not flt.alternatives:  # "una fuente roja que controlas" (609.7b)
        return _es_source(flt, noun[1])
    if noun is not None and w.es:  # "una fuente de instantáneo o conjuro que controlas"
        base = counted(w, 1, replace(flt, control=None), card=False)
        kinds = base.split(" ", 1)[1] if " " in base else base
        head = ("una fuente de " if noun[1] == "fuente" else "un hechizo de ") + kinds
        return head + said[len(base):] if said.startswith(base) else head
    if noun is None or not flt.alternatives or w.es:
        return said
    base = counted(w, 1, replace(flt, control=None), card=flt.noun == "card")
    return base + " " + noun[0] + said[len(base):] if said.startswith(base) else said


_ES_COLORS = {"white": ("blanca", "blanco"), "blue": ("azul", "azul"), "black": ("negra", "negro"),
              "red": ("roja", "rojo"), "green": ("verde", "verde")}
_ES_CONTROL = {"you": " que controlas", "opponents": " que controla un oponente", None: ""}


def _es_source(flt: TypeFilter, noun: str) -> str:
    feminine = noun == "fuente"
    colors = " o ".join(_ES_COLORS[c][0 if feminine else 1] for c in sorted(flt.colors))
    head = ("una " if feminine else "un ") + noun + (f" {colors}" if colors else "")
    return head + _ES_CONTROL.get(flt.control, "")


def _who(w: Words, role: str, flt: TypeFilter | None) -> str:
    if role == "kind" and flt is not None:
        return kind_words(w, flt)
    return w.pick(*_FIXED[role])


def _damage(w: Words, step: ReplacementRecord) -> str:
    if step.combat:
        return w.pick("combat damage", "daño de combate")
    return w.pick("noncombat damage", "daño que no sea de combate") if step.noncombat else w.pick("damage", "daño")


_SAID_THIS_TURN = frozenset({"deal_damage", "dies", "to_graveyard"})  # "… this turn" after the event, as printed


def _this_turn(w: Words, step: ReplacementRecord) -> str:
    return w.pick(" this turn", " este turno") if step.duration == "this_turn" else ""


def _event(w: Words, step: ReplacementRecord) -> str:
    """"a creature you control would deal damage to a permanent or player", "you would gain life"; a resolving
    ability's "… this turn" (611.2a) after the event."""
    if step.event == "deal_damage":
        if w.es and step.to == "you":  # "si una fuente fuera a hacerte daño"
            return _who(w, step.by, step.by_objects) + " fuera a hacerte " + _damage(w, step) + _this_turn(w, step)
        said = _who(w, step.by, step.by_objects) + w.pick(" would deal ", " fuera a hacer ") + _damage(w, step)
        return (said + w.pick(" to ", " a ") + _recipient(w, step) if step.to else said) + _this_turn(w, step)
    who = _who(w, step.to, step.to_objects)
    if step.event == "dealt_damage":  # "damage would be dealt to this permanent" (the Oracle word order)
        if w.es:  # "si se le fuera a hacer daño a este permanente"
            return "se le fuera a hacer " + _damage(w, step) + " a " + who
        return _damage(w, step) + " would be dealt to " + who
    if step.event == "to_graveyard":
        return who + w.pick(" would be put into ", " fuera a ir a ") + w.pick(*_YARD[step.yard or "any"]) + w.pick(
            " from anywhere", " desde cualquier parte") + _this_turn(w, step)
    verbs = {"dies": ("would die", "fuera a morir"), "destroyed": ("would be destroyed", "fuera a ser destruido"),
             "gain_life": ("would gain life", "fuera a ganar vidas"),
             "draw": ("would draw a card", "fuera a robar una carta")}
    if step.to == "you" and w.es:  # "si fueras a ganar vidas": the verb says who
        return "fueras a " + verbs[step.event][1].removeprefix("fuera a ")
    return f"{who} " + w.pick(*verbs[step.event]) + (_this_turn(w, step) if step.event == "dies" else "")


def _recipient(w: Words, step: ReplacementRecord) -> str:
    """Whom the damage would be dealt to: a fixed role, "another Dinosaur you control" (a kind), "target creature"
    (115.1)."""
    if step.to == "target" and step.to_objects is not None:
        return a_target(w, step.to_objects)
    return _who(w, step.to, step.to_objects)


def _counters_instead(w: Words, step: ReplacementRecord) -> str:
    """On the source itself (Phytohydra, Delaying Shield): "put that many +1/+1 counters on this permanent instead"."""
    return w.pick(f"put that many {step.counter} counters on this permanent instead",
                  f"en vez de eso, pon esa cantidad de contadores {counter_es(step.counter)} sobre este permanente")


# what the card does to itself instead: regenerate (701.19a), counters (122.1)
def _regenerate_instead(w: Words, step: ReplacementRecord) -> str:
    return w.pick("regenerate it", "regenéralo")


def _redirect_instead(w: Words, step: ReplacementRecord) -> str:
    """614.9: "it deals that damage to its controller instead" — the controller of the source that would deal it."""
    return w.pick("it deals that damage to its controller instead", "en vez de eso, hace ese daño a su controlador")


# the modifications said by a function of their own: on the permanent itself, or to another recipient (614.9)
_ON_ITSELF: dict[str, Callable[[Words, ReplacementRecord], str]] = {"regenerate": _regenerate_instead,
                                                                   "counters": _counters_instead,
                                                                   "redirect": _redirect_instead}


def _prevent_instead(w: Words, step: ReplacementRecord) -> str:
    """"prevent 1 of that damage", "prevent that damage", "prevent all but 1 of that damage" (615.1a)."""
    if step.modify == "prevent_all_but":  # all of the damage except that much
        return w.pick(f"prevent all but {step.amount} of that damage", f"prevén todo ese daño excepto {step.amount}")
    points = "punto" if step.amount == 1 else "puntos"
    return w.pick(f"prevent {step.amount} of that damage", f"prevén {step.amount} {points} de ese daño") \
        if step.amount is not None else w.pick("prevent that damage", "prevén ese daño")


def _instead(w: Words, step: ReplacementRecord) -> str:
    """"it deals double that damage to that permanent or player instead", "prevent 1 of that damage"."""
    that = w.pick(" to ", " a ") + w.pick(*_THAT[step.to]) if step.event == "deal_damage" and step.to in _THAT else ""
    if step.modify in ("double", "triple"):
        times = w.pick(step.modify, "el doble" if step.modify == "double" else "el triple")
        return w.pick(f"it deals {times} that damage{that} instead", f"en vez de eso, hace {times} de ese daño{that}")
    if step.modify in ("plus", "minus"):
        sign = w.pick(step.modify, "más" if step.modify == "plus" else "menos")
        return w.pick(f"it deals that much damage {sign} {step.amount}{that} instead",
                      f"en vez de eso, hace esa cantidad de daño {sign} {step.amount}{that}")
    if step.modify == "none":
        return w.pick("that player gains no life instead", "en vez de eso, ese jugador no gana vidas")
    if step.modify == "half":
        up = w.pick("up", "arriba") if step.round_up else w.pick("down", "abajo")
        return w.pick(f"it deals half that damage, rounded {up},{that} instead",
                      f"en vez de eso, hace la mitad de ese daño, redondeado hacia {up},{that}")
    if step.modify in PREVENTING:
        return _prevent_instead(w, step)
    if step.modify == "exile":
        return w.pick("exile it instead", "en vez de eso, exílial" + ("o" if step.event == "dies" else "a"))
    if step.modify in _OWN_ZONES:
        if step.reveal:  # "reveal Darksteel Colossus and shuffle it …" (701.16a)
            return w.pick("reveal this permanent and ", "en vez de eso, muéstralo y ") + w.pick(
                *_OWN_ZONES[step.modify]).removeprefix("en vez de eso, ")
        return w.pick(*_OWN_ZONES[step.modify])
    if step.modify in _ON_ITSELF:
        return _ON_ITSELF[step.modify](w, step)
    if step.modify == "twice":
        return w.pick("you gain twice that much life instead", "en vez de eso, ganas el doble de esa cantidad de vidas")
    if step.amount is None:
        return w.pick("draw that many cards instead", "en vez de eso, roba esa cantidad de cartas")
    return w.pick(f"draw {w.number(step.amount)} cards instead", f"en vez de eso, roba {w.number(step.amount)} cartas")


@renders(EventReplacement, EventReplacementTarget)
def _replacement(step: EventReplacement, w: Words) -> Clause:
    """"if a green source would deal damage to you, prevent 2 of that damage"; "damage that would reduce your life
    total to less than 1 reduces it to 1 instead"."""
    # "Until end of turn, …": a resolving ability's replacement whose event the card says no "this turn" after
    lead = w.pick("until end of turn, ", "hasta el final del turno, ") \
        if step.duration == "this_turn" and step.event not in _SAID_THIS_TURN else ""
    if step.event == "life_reduced":
        n = step.amount
        return Clause("", lead + w.pick(
            f"damage that would reduce your life total to less than {n} reduces it to {n} instead",
            f"el daño que fuera a reducir tu total de vidas a menos de {n}, en vez de eso, lo reduce a {n}"),
            own_sentence=True)
    return with_prevented_then(Clause("", lead + w.pick("if ", "si ") + _event(w, step) + ", " + _instead(w, step),
                                      own_sentence=True), w, step.then)


_ES_PLURAL_COLORS = {"white": "blancos", "blue": "azules", "black": "negros", "red": "rojos", "green": "verdes"}
_WHOSE = {"you": (" you control", " que controlas"),
          "opponents": (" your opponents control", " que controlan tus oponentes"), "": ("", "")}


_BY = {"spells": ("spells", "hechizos"), "abilities": ("abilities", "habilidades"),
       "spells_or_abilities": ("spells or abilities", "hechizos ni habilidades")}
_ES_COLOR = {"white": "blanco", "blue": "azul", "black": "negro", "red": "rojo", "green": "verde"}


def targeting_words(w: Words, step: ObjectRestriction) -> str:
    """"black or red spells your opponents control", "hechizos ni habilidades que controlan tus oponentes"."""
    colors = sorted(step.by_objects.colors) if step.by_objects is not None else []
    en = " ".join(x for x in (" or ".join(colors), _BY[step.by][0]) if x)
    es = _BY[step.by][1] + ("" if not colors else " " + " o ".join(_ES_COLOR[c] + "s" for c in colors))
    return w.pick(en, es) + w.pick(*_WHOSE[step.whose])


def _cant_be_targeted(step: ObjectRestriction, w: Words) -> Clause:
    """"this permanent can't be the target of black or red spells your opponents control" (601.2c)."""
    who = w.pick(*_FIXED[step.attached]) if step.attached else w.pick("this permanent", "este permanente")
    what = targeting_words(w, step)
    return Clause(who, w.pick(f"can't be the target of {what}", f"no puede ser objetivo de {what}"),
                  own_sentence=True)


def restricted_words(w: Words, step: ObjectRestriction) -> str:
    """"instant or sorcery spells you control", "artifacts your opponents control": the objects a restriction covers."""
    flt = step.to_objects
    whose = w.pick(*_WHOSE[step.whose])
    if step.attached:  # "enchanted creature's activated abilities"
        return w.pick(*_FIXED[step.attached])
    if flt is None:  # pragma: no cover - the grammar always gives a kind
        return w.pick("objects", "objetos") + whose
    if step.act == "be_countered":
        kinds = [" ".join(sorted(req)) for req, _forbidden, _basic, _permanent in flt.alternatives]
        colors = sorted(flt.colors)
        head = " and ".join(kinds) if kinds else ""  # "instant and sorcery spells": each spell of either type
        en = " ".join(x for x in (" or ".join(colors), head, "spells") if x)
        es_kinds = [w.noun(k, False) for k in kinds]
        es = "hechizos" + (" de " + " y de ".join(es_kinds) if kinds else "") + "".join(
            f" {_ES_PLURAL_COLORS[c]}" for c in colors[:1])
        return w.pick(en, es) + whose
    return objects(w, flt, True) + whose


@renders(ObjectRestriction)
def _restriction(step: ObjectRestriction, w: Words) -> Clause:
    """"instant or sorcery spells you control can't be countered", "activated abilities of artifacts can't be
    activated"."""
    if step.act == "be_targeted":
        return _cant_be_targeted(step, w)
    what = restricted_words(w, step)
    if step.act == "be_countered":
        return Clause(w.pick("", "los ") + what, w.pick("can't be countered", "no pueden ser contrarrestados"),
                      own_sentence=True)
    if step.attached:
        return Clause(w.pick(f"{what}'s activated abilities", f"las habilidades activadas de {what}"),
                      w.pick("can't be activated", "no pueden activarse"), own_sentence=True)
    return Clause(w.pick("activated abilities of ", "las habilidades activadas de los ") + what,
                  w.pick("can't be activated", "no pueden activarse"), own_sentence=True)
