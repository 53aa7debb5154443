"""Readings of continuous effects on permanents (plan/steps_statics.py), and of a bonus whose size is worked out
as it applies: "+1/+1 for each legendary creature you control", "+X/+0, where X is …" (608.2h).

Why apart from on_board.py: these steps name their permanents by reference (the source's own static ability, the
permanents of the step before), and their size is an amount, said with the amounts' own words.
"""

from __future__ import annotations

from typing import Any

from .es_agreement import agree
from .kind_words import attached_creature
from .nouns import a_target
from .registry import Clause, renders_named
from .sizes import signed_pt
from .words import Words


def bonus(w: Words, step: Any, plural: bool) -> str:
    """"gets +2/+0", "gets +1/+1 for each creature you control", "gets -X/-X" (or "" for no bonus)."""
    from .amounts import per_each

    if not (step.power or step.toughness):
        return ""
    get = w.pick("get" if plural else "gets", "obtienen" if plural else "obtiene")
    times = getattr(step, "times", None)
    if times is None:
        return f"{get} {signed_pt(step.power, step.toughness)}"
    each = per_each(w, times, "3")
    if each is not None:
        return f"{get} {signed_pt(step.power, step.toughness)} {each}"
    size = "/".join(("+" if v > 0 else "-") + "X" if v else "+0" for v in (step.power, step.toughness))
    return f"{get} {size}"


def where_trailing(w: Words, step: Any) -> tuple[str, ...]:
    """", where X is the number of cards in your graveyard": said once, at the end of the sentence."""
    from ..plan import amounts as a
    from .amounts import per_each, where_value

    times = getattr(step, "times", None)
    if times is None or isinstance(times, a.X) or per_each(w, times, "3") is not None:
        return ()
    value = times.a if isinstance(times, a.WhereX) else times
    return (w.pick(", where X is ", ", donde X es ") + where_value(w, value),)


def _keywords(w: Words, keywords: tuple[str, ...], verb_en: str, verb_es: str) -> str:
    from ..grammar.spanish_terms import keyword_es

    said = [keyword_es(k) if w.es else k for k in keywords]
    return w.pick(verb_en, verb_es) + " " + keyword_list(w, said)


def keyword_list(w: Words, said: list[str]) -> str:
    """"haste and menace", "flying, first strike, and trample" (as Oracle lists them)."""
    if len(said) < 3:
        return w.pick(" and ", " y ").join(said)
    return ", ".join(said[:-1]) + w.pick(", and ", " y ") + said[-1]


@renders_named("StaticSelf")
def _static_self(step: Any, w: Words) -> Clause:
    """"this permanent gets +1/+1 as long as you control a Plains" (604.1, 611.3a)."""
    parts = [p for p in (bonus(w, step, False),) if p]
    if step.keywords:
        parts.append(_keywords(w, step.keywords, "has", "tiene"))
    said = w.pick(" and ", " y ").join(parts)
    if step.while_text:
        said += w.pick(" as long as ", " mientras ") + while_said(w, step)
    return Clause(w.pick("this permanent", "este permanente"), said, trailing=where_trailing(w, step))


def while_said(w: Words, step: Any) -> str:
    """A static ability's "as long as …" (611.3a): as printed when the card is in the output's language; from its
    typed condition when it is not ("Mientras controles un Pantano" said in English: "you control a Swamp"), so a
    reading never mixes the two languages: a condition no renderer says fails by name (MissingWords), never in the
    card's language. Spanish says it in the subjunctive, as printed ("mientras haya siete o más cartas …")."""
    from .amounts import condition
    from .board_conditions import printed_in, while_mood
    from .registry import MissingWords

    if step.while_ is None or (printed_in(w.lang, str(step.while_text)) and w.you_are is None):
        return str(step.while_text)  # as printed, unless said of the player "you" is (``Words.you_are``)
    from .board_conditions import turn_while

    controls = _controls_said(w, getattr(step.while_, "check", None)) or turn_while(w, step.while_)
    said = controls if controls is not None else condition(w, step.while_)
    if controls is None and not said.startswith(w.pick("if ", "si ")):
        raise MissingWords("condition", type(step.while_).__name__)
    said = said.removeprefix(w.pick("if ", "si "))
    # printed Spanish says a comparison after "mientras" in the subjunctive, past a long subject too ("mientras tu
    # devoción al verde y al blanco sea menor que siete")
    return while_mood(said).replace(" es menor que ", " sea menor que ") if w.es else said


def _controls_said(w: Words, check: Any) -> str | None:
    """"you control a Swamp", "controlas dos o más Caballeros" from a typed board check (conditions.Controls);
    None for any other check."""
    from ..grammar.conditions import Controls
    from .nouns import counted

    if not isinstance(check, Controls) or check.at_most is not None or check.who not in ("you", "that_player",
                                                                                          "a_player"):
        return None
    who = {"you": ("you control ", "controlas "), "that_player": ("that player controls ", "ese jugador controla "),
           "a_player": ("a player controls ", "un jugador controla ")}
    if w.you_are:  # said of the player "you" is, in the third person (``Words.you_are``)
        who["you"] = (f"{w.you_are} controls ", f"{w.you_are} controla ")
    said = counted(w, check.at_least, check.filter)
    if check.at_least > 1:  # "two or more Knights": the number, then "or more", then the noun
        number, _, noun = said.partition(" ")
        said = f"{number} {w.pick('or more', 'o más')} {noun}"
    return w.pick(*who[check.who]) + said


@renders_named("ModifyThose")
def _modify_those(step: Any, w: Words) -> Clause:
    """"They gain haste until end of turn" (608.2c, 611.2a): its own sentence, like the printed one."""
    from ..grammar.referent_kinds import THOSE_ES
    from ..grammar.text import fold

    plural = step.noun in ("they", "those creatures", "those tokens", "those permanents")
    spanish = {fold(en): es for es, en in THOSE_ES.items()}
    # "They gain haste": printed Spanish leaves the subject out ("Ganan la habilidad de prisa …")
    who = (step.noun, spanish.get(fold(step.noun), "")) if step.noun != "they" else ("they", "")
    parts = [p for p in (bonus(w, step, plural),) if p]
    if step.keywords:
        parts.append(_keywords(w, step.keywords, "gain" if plural else "gains", "ganan" if plural else "gana"))
    if step.loses:  # "That creature loses first strike until end of turn" (613.1f)
        parts.append(_keywords(w, step.loses, "lose" if plural else "loses", "pierden" if plural else "pierde"))
    said = w.pick(" and ", " y ").join(parts) + (w.pick(" until end of turn", " hasta el final del turno")
                                                  if step.duration == "this_turn" else "")
    return Clause(w.pick(who[0], who[1]), said, own_sentence=True)


_REQUIREMENT_WORDS = {
    "must_attack": ("attacks each combat if able", "ataca en cada combate si es posible"),
    "must_block": ("blocks each combat if able", "bloquea en cada combate si es posible"),
    "must_attack_each_turn": ("attacks each turn if able", "ataca en cada turno si es posible"),
    "must_attack_or_block": ("attacks or blocks each combat if able", "ataca o bloquea en cada combate si es posible"),
    "must_be_blocked": ("must be blocked if able", "debe ser {blocked} si es posible"),
    "block_additional": ("can block an additional creature each combat",
                         "puede bloquear a una criatura adicional en cada combate"),
    "block_any_number": ("can block any number of creatures", "puede bloquear a cualquier cantidad de criaturas"),
    "block_only": ("can block only {other}", "solo puede bloquear a {other}"),
    "cant_block": ("can't block {other}", "no puede bloquear a {other}"),
    "not_blocked_by": ("can't be blocked by {other}", "no puede ser {blocked} por {other}"),
    "blocked_only_by": ("can't be blocked except by {other}", "no puede ser {blocked} excepto por {other}"),
    "max_one_blocker": ("can't be blocked by more than one creature",
                        "no puede ser {blocked} por más de una criatura"),
    "min_blockers": ("can't be blocked except by {n} or more creatures",
                     "no puede ser {blocked} excepto por {n} o más criaturas"),
    "attack_unless_defender": ("can't attack unless defending player controls {one}",
                               "no puede atacar a menos que el jugador defensor controle {one}"),
    "attack_if_defender": ("can't attack if defending player controls {one}",
                           "no puede atacar si el jugador defensor controla {one}"),
    "attack_despite_defender": ("can attack as though it didn't have defender",
                                "puede atacar como si no tuviera la habilidad de defensor"),
    "damage_by_toughness": ("assigns combat damage equal to its toughness rather than its power",
                            "asigna daño de combate igual a su resistencia en vez de a su fuerza"),
    "unblockable_if_defender": ("can't be blocked as long as defending player controls {one}",
                                "no puede ser {blocked} mientras el jugador defensor controle {one}"),
}
_THIS_TURN = {"no_combat_damage": ("assigns no combat damage this turn", "no asigna daño de combate este turno"),
              "must_attack": ("attacks this turn if able", "ataca este turno si es posible"),
              "must_attack_you": ("attacks you this turn if able", "te ataca este turno si es posible"),
              "must_block": ("blocks this turn if able", "bloquea este turno si es posible"),
              "blocked_only_by": ("can't be blocked this turn except by {other}",
                                  "no puede ser {blocked} este turno excepto por {other}"),
              "block_additional": ("can block an additional creature this turn",
                                   "puede bloquear a una criatura adicional este turno"),
              "block_any_number": ("can block any number of creatures this turn",
                                   "puede bloquear a cualquier cantidad de criaturas este turno"),
              "attack_despite_defender": ("can attack this turn as though it didn't have defender",
                                          "puede atacar este turno como si no tuviera la habilidad de defensor"),
              "must_block_source": ("blocks this permanent this turn if able",
                                    "bloquea a este permanente este turno si es posible"),
              "cant_block_source": ("can't block this permanent this turn",
                                    "no puede bloquear a este permanente este turno"),
              "must_block_target": ("blocks {whom} this turn if able", "bloquea a {whom} este turno si es posible"),
              "cant_block_target": ("can't block {whom} this turn", "no puede bloquear a {whom} este turno"),
              "must_be_blocked": ("must be blocked this turn if able", "debe ser {blocked} este turno si es posible"),
              "not_blocked_by": ("can't be blocked by {other} this turn",
                                 "no puede ser {blocked} por {other} este turno"),
              "min_blockers": ("can't be blocked this turn except by {n} or more creatures",
                               "no puede ser {blocked} este turno excepto por {n} o más criaturas")}

# provoke's requirement (702.39a): this combat only
_THIS_COMBAT = {"must_block_source": ("blocks this permanent this combat if able",
                                      "bloquea a este permanente en este combate si es posible")}
# said after "you may have" (render._may_have drops "may" / "puede" and keeps the verb as it is: the subjunctive)
_MAY = {"must_block_source": ("may block this permanent this combat if able",
                              "puede bloquee a este permanente en este combate si es posible")}

@renders_named("CombatRequirement", "TargetCombatRequirement")
def _combat_requirement(step: Any, w: Words) -> Clause:
    """"this permanent attacks each combat if able", "target creature blocks this turn if able" (508.1d, 509.1)."""
    from .nouns import objects

    if step.rule == "lure":  # "All creatures able to block this permanent do so" (509.1c): the blockers lead
        it = (w.pick("target ", "a la ") + objects(w, step.objects, False)
              + w.pick(" this turn", " objetivo este turno") if step.targets_object
              else w.pick("", "a ") + attached_creature(w, step.attached) if step.attached
              else w.pick("this permanent", "a este permanente"))
        blockers = objects(w, step.other, True)
        return Clause(w.pick(f"all {blockers}", f"todas las {blockers}"),
                      w.pick(f"able to block {it} do so", f"que puedan bloquear {it} lo hacen"), own_sentence=True)
    if step.rule == "unblocked_damage":  # 510.1c: a permission to its controller
        return Clause(w.pick("you", "puedes"), w.pick(
            "may have this permanent assign its combat damage as though it weren't blocked",
            "hacer que este permanente asigne su daño de combate como si no estuviera bloqueado"))
    if step.attached:
        who = attached_creature(w, step.attached)
    elif step.targets_object and step.pronoun:  # "… and must be blocked this turn if able": the same target (608.2c)
        who = w.pick("it", "esa criatura" if step.objects is None or step.objects.noun == "creature" else
                     "ese permanente")
    elif step.targets_object:
        who = a_target(w, step.objects)
    else:
        who = w.pick("this permanent", "este permanente")
    words = (_THIS_TURN if step.duration == "this_turn" else _THIS_COMBAT if step.duration == "this_combat"
             else _REQUIREMENT_WORDS)[step.rule]
    if step.optional and step.rule in _MAY:  # "you may have target creature … block …" (608.2d, 702.39a)
        words = _MAY[step.rule]
    other = blockers_said(w, step) if step.other is not None else ""
    one = one_of(w, step.other) if step.other is not None else ""  # "an Island"
    n = w.number(step.blockers, feminine=True) if step.blockers else ""  # "three or more creatures" (509.1b)
    blocked = agree(who, "bloquead")  # "este permanente … bloqueado", "la criatura encantada … bloqueada"
    whom = a_target(w, step.whom) if getattr(step, "whom", None) is not None else ""  # the second target word
    return Clause(who, w.pick(*words).format(other=other, one=one, n=n, blocked=blocked, whom=whom))


def blockers_said(w: Words, step: Any) -> str:
    """The other creatures a combat rule names, each kind of ``other_also`` too: "Walls and/or creatures with flying"
    / "Muros y/o criaturas con la habilidad de volar", "Vampires or Zombies" / "Vampiros o Zombies" (509.1b)."""
    from .nouns import objects

    joint = w.pick(" and/or ", " y/o ") if step.rule == "blocked_only_by" else w.pick(" or ", " o ")
    return joint.join(objects(w, f, True) for f in (step.other, *step.other_also))


def one_of(w: Words, flt: Any) -> str:
    """"an Island" (a subtype said alone names its permanents, 205.3), "a blue permanent": one such object."""
    from .nouns import counted

    if flt.subtypes and len(flt.subtypes) == 1 and not w.es and all(not a[0] for a in flt.alternatives):
        name = str(next(iter(flt.subtypes))).capitalize()
        return ("an " if name[0] in "AEIOU" else "a ") + name
    return str(counted(w, 1, flt))


@renders_named("DoesntUntap", "TargetDoesntUntap")
def _doesnt_untap(step: Any, w: Words) -> Clause:
    """"it doesn't untap during its controller's next untap step" (502.3)."""

    if step.attached:
        who = attached_creature(w, step.attached)
    elif step.refers or step.event_object == "permanent":  # the one named before it, or the trigger's (603.2)
        who = w.pick("it", "esa criatura" if step.objects.noun == "creature" else "ese permanente")
    elif step.targets_object:
        who = a_target(w, step.objects)
    else:
        who = w.pick("this permanent", "este permanente")
    mine, nxt = step.on == "source", step.during == "next"
    if step.may_choose:  # "You may choose not to untap this permanent during your untap step" (502.3)
        return Clause("", w.pick(f"You may choose not to untap {who} during your {'next ' * nxt}untap step",
                                 f"Puedes elegir no enderezar {who} durante tu {'próximo ' * nxt}paso de enderezar"))
    if w.es:
        untap_step = ("tu " if mine else "el ") + ("próximo " if nxt else "") + "paso de enderezar"
        return Clause(who, "no se endereza durante " + untap_step + ("" if mine else " de su controlador")
                      + _untap_while(step, w))
    whose = "your" if mine else "its controller's"
    nxt_word = "next " if nxt else ""
    return Clause(who, f"doesn't untap during {whose} {nxt_word}untap step" + _untap_while(step, w))


# "… for as long as you control this permanent" (611.2b), as printed Spanish says it ("mientras controles …")
_UNTAP_WHILE = {"you_control": (" for as long as you control this permanent", " mientras controles este permanente"),
                "source_tapped": (" for as long as this permanent remains tapped",
                                  " mientras este permanente permanezca girado")}


def _untap_while(step: Any, w: Words) -> str:
    return w.pick(*_UNTAP_WHILE[step.while_]) if step.while_ else ""


@renders_named("DoesntUntapThose")
def _doesnt_untap_those(step: Any, w: Words) -> Clause:
    """"Those creatures don't untap during their controller's next untap step" (502.3, 608.2c): its own sentence;
    printed Spanish leaves "they" out ("No se enderezan durante …")."""
    from ..grammar.referent_kinds import THOSE_ES
    from ..grammar.text import fold

    spanish = {fold(en): es for es, en in THOSE_ES.items()}
    who = (step.noun, spanish.get(fold(step.noun), "")) if step.noun != "they" else ("they", "")
    return Clause(w.pick(*who), w.pick("don't untap during their controller's next untap step",
                                       "no se enderezan durante el próximo paso de enderezar de su controlador"),
                  own_sentence=True)


@renders_named("AdditionalPhases")
def _additional_phases(step: Any, w: Words) -> Clause:
    """"after this main phase, there is an additional combat phase followed by an additional main phase" (500.8)."""
    after = w.pick("After this main phase", "Después de esta fase principal") if step.after == "main_phase" else \
        w.pick("After this phase", "Después de esta fase")
    main = w.pick(" followed by an additional main phase", " seguida de una fase principal adicional") * step.main
    return Clause("", w.pick(f"{after}, there is an additional combat phase{main}",
                             f"{after}, hay una fase de combate adicional{main}"), own_sentence=True)
