"""Renderers for step types, amounts and conditions that other branches are adding to the plan this round
(counters, tapping, regenerating and mana on the board; choices of options, words and copies; the top of a
library): registered by the type's name, so each is in place whichever order the branches reach main, and
a type that arrives with no renderer here still fails ``test_rendering.py`` by name.

Why by name and not by type: the types are not on main yet, so they cannot be imported; once one is, its
renderer may move to ``@renders(Type)`` beside the others (``renderer_for`` looks the type up first). Fields
are read the way those branches define them.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ..grammar.spanish_terms import counter_es
from ..grammar.specs import TypeFilter
from .common import accepted_lead, act, act_on_it, person_of, picks
from .nouns import (
    a_target,
    all_of,
    attached_creature,
    counted,
    counted_target,
    each,
    feminine,
    it_or,
    objects,
    that_object,
)
from .registry import Clause, renders_named
from .words import VERBS, Words

_UNITS = {"lose_life": ("for each 1 life lost this way", "por cada 1 vida perdida de esta manera"),
          "gain_life": ("for each 1 life gained this way", "por cada 1 vida ganada de esta manera"),
          "damage": ("for each 1 damage dealt this way", "por cada 1 punto de daño hecho de esta manera")}


def _counters(w: Words, amount: Any, kind: str) -> str:
    """"a +1/+1 counter", "two fury counters", "X charge counters"; "un contador +1/+1"."""
    from ..plan import amounts as a
    from .amounts import number

    n = amount.n if isinstance(amount, a.Fixed) else None
    many = n != 1
    count = (w.number(n) if n is not None and n != 1 else w.pick("a", "un")) if n is not None else number(w, amount)
    return w.pick(f"{count} {kind} {'counters' if many else 'counter'}",
                  f"{count} {'contadores' if many else 'contador'} {counter_es(kind)}")


def _per(w: Words, amount: Any, person: str) -> str:
    from .amounts import per_each

    return "" if per_each(w, amount, person) is None else " " + (per_each(w, amount, person) or "")


def _target(w: Words, flt: Any, of_that_player: bool) -> str:
    said = a_target(w, flt)
    return said + (w.pick(" that player controls", " que controla ese jugador") if of_that_player else "")


# ------------------------------------------------------------------------------------ counters and the board
@renders_named("SourceCounters")
def _source_counters(step: Any, w: Words) -> Clause:
    from ..plan import amounts as a

    per = _per(w, step.amount, person_of(step, w))
    if isinstance(step.amount, a.TotalThisWay) and step.amount.action in _UNITS:  # "for each 1 life lost this way"
        per = " " + w.pick(*_UNITS[step.amount.action])
    amount = a.Fixed(1) if per else step.amount
    if isinstance(step.amount, a.Times) and isinstance(step.amount.b, a.Fixed):  # "2 … counters … for each sprout vote"
        per_one = _per(w, step.amount.a, person_of(step, w))
        if per_one:
            per, amount = per_one, step.amount.b
    lead = ""
    if isinstance(step.amount, a.TotalThisWay) and step.amount.action == "reveal" and per:  # "For each nonland card
        lead, per = per.strip() + ", ", ""  # revealed this way, put a +1/+1 counter on this permanent" (parley)
    return act(step, w, "put", _counters(w, amount, step.kind) + _on_it(w, step, w.pick("this permanent",
                                                                                     "este permanente")) + per, lead)


@renders_named("TargetCounters")
def _target_counters(step: Any, w: Words) -> Clause:
    on = that_object(w, step.objects) if step.event_object == "permanent" else _target(w, step.objects,
                                                                                        step.of_that_player)
    return act(step, w, "put", _counters(w, step.amount, step.kind) + _on_it(w, step, on))


def _on_it(w: Words, step: Any, said: str) -> str:
    """" on this permanent" / " en este permanente"; the object "it" names, printed Spanish "sobre él" / "sobre ella"
    (608.2c), never a noun the card did not say."""
    if not (w.es and step.pronoun and not step.on_attached):
        return w.pick(" on ", " en ") + it_or(w, step, said)
    flt = getattr(step, "objects", None)
    return " sobre ella" if isinstance(flt, TypeFilter) and feminine(w, flt, False) else " sobre él"


@renders_named("PickedCounters")
def _picked_counters(step: Any, w: Words) -> Clause:
    return act(step, w, "put", _counters(w, step.amount, step.kind) + w.pick(" on ", " en ")
               + picks(w, step.picks, control="own", person=person_of(step, w)))


@renders_named("RemoveSourceCounters")
def _remove_counters(step: Any, w: Words) -> Clause:
    said = (w.pick(f"all {step.kind} counters", f"todos los contadores {counter_es(step.kind)}") if step.every
            else _counters(w, step.amount, step.kind))
    return act(step, w, "remove", said + w.pick(" from this permanent", " de este permanente"))


@renders_named("TapTarget", "UntapTarget")
def _turn_target(step: Any, w: Words) -> Clause:
    if step.refers or step.event_object == "permanent":  # "untap that creature" (608.2c; the trigger event's, 603.2)
        return act_on_it(step, w, step.action, w.pick("that creature", "esa criatura"))
    if step.count is not None:  # "tap up to two target creatures" (601.2c)
        return act(step, w, step.action, counted_target(w, step.objects, step.count))
    verb = "tap or untap" if step.or_untap else step.action  # the controller's choice as it resolves (608.2d)
    return act(step, w, verb, _target(w, step.objects, step.of_that_player))


@renders_named("TapPicked", "UntapPicked")
def _turn_picked(step: Any, w: Words) -> Clause:
    own = None if step.anyone else "own"  # "untap up to five lands": any player's, no "they control"
    return act(step, w, step.action, picks(w, step.picks, control=own, person=person_of(step, w)))


@renders_named("RegenerateAll")
def _regenerate_all(step: Any, w: Words) -> Clause:
    return act(step, w, "regenerate", each(w, step.objects))


@renders_named("RegenerateTarget")
def _regenerate_target(step: Any, w: Words) -> Clause:
    return act_on_it(step, w, "regenerate", _target(w, step.objects, step.of_that_player))


def _change(w: Words, step: Any, plural: bool) -> str:
    """"gets +1/+0 and gains deathtouch until end of turn" (611.2a)."""
    from .on_statics import bonus, keyword_list

    parts = [said] if (said := bonus(w, step, plural)) else []
    if step.keywords:  # "gains flying, first strike, and trample": one verb, the keywords listed
        from ..grammar.spanish_terms import keyword_es  # "la habilidad de volar", "protección contra el rojo"

        gain = w.pick("gain" if plural else "gains", "ganan" if plural else "gana")
        parts.append(f"{gain} {keyword_list(w, [keyword_es(k) if w.es else k for k in step.keywords])}")
    if step.loses:  # "loses first strike until end of turn" (613.1f)
        from .on_statics import _keywords

        parts.append(_keywords(w, step.loses, "lose" if plural else "loses", "pierden" if plural else "pierde"))
    if getattr(step, "duration", "this_turn") == "until_your_next_turn":  # 611.2a
        return w.pick(" and ", " y ").join(parts) + w.pick(" until your next turn", " hasta tu próximo turno")
    return w.pick(" and ", " y ").join(parts) + w.pick(" until end of turn", " hasta el final del turno")


def _where(w: Words, step: Any) -> tuple[str, ...]:
    from .on_statics import where_trailing

    return where_trailing(w, step)


@renders_named("ModifyTarget")
def _modify_target(step: Any, w: Words) -> Clause:
    if step.pronoun and w.es:  # "Obtiene +2/+4 …": printed Spanish leaves "it" out (608.2c)
        return Clause("", _change(w, step, False), trailing=_where(w, step), own_sentence=True)
    if step.refers or step.pronoun:  # "It gets +2/+4 until end of turn" (608.2c)
        return Clause(w.pick("it", "esa criatura"), _change(w, step, False), trailing=_where(w, step))
    if step.event_object == "permanent":  # "that creature gets +3/+3 …": the trigger event's object (603.2)
        said = TypeFilter(step.objects.alternatives, step.objects.noun)  # "that creature": its kind, not the words
        return Clause(that_object(w, said), _change(w, step, False), trailing=_where(w, step))  # of the trigger
    if step.count is not None:  # "up to two target creatures each get +1/+1 until end of turn" (601.2c)
        return Clause(counted_target(w, step.objects, step.count) + w.pick(" each", ""), _change(w, step, True),
                      trailing=_where(w, step))
    return Clause(_target(w, step.objects, step.of_that_player), _change(w, step, False), trailing=_where(w, step))


@renders_named("ModifyAll")
def _modify_all(step: Any, w: Words) -> Clause:
    """"Creatures you control get +1/+1 until end of turn" / "Las criaturas que controlas obtienen …" (the article
    printed Spanish puts before a kind of permanents)."""
    article = w.pick("", "las " if feminine(w, step.objects, False) else "los ")
    return Clause(article + objects(w, step.objects, True), _change(w, step, True), trailing=_where(w, step))


@renders_named("ModifySource")
def _modify_source(step: Any, w: Words) -> Clause:
    change = _change(w, step, False)
    if step.or_size is not None:  # "gets +1/-1 or -1/+1 until end of turn" (608.2d)
        first = f"{step.power:+d}/{step.toughness:+d}"
        change = change.replace(first, first + w.pick(" or ", " o ") + f"{step.or_size[0]:+d}/{step.or_size[1]:+d}", 1)
    if step.pronoun and w.es:  # "Gana antimaleficio …": printed Spanish leaves "it" out (608.2c)
        return Clause("", change, trailing=_where(w, step), own_sentence=True)
    return Clause(it_or(w, step, w.pick("this permanent", "este permanente")), change, trailing=_where(w, step))


@renders_named("StaticModify")
def _static_modify(step: Any, w: Words) -> Clause:
    """"creatures you control get +1/+1", "enchanted creature has flying" (611.3a: no duration, while it is there)."""
    # "other" comes with the filter (not_source)
    from .nouns import feminine

    the = "los " if step.objects is not None and not feminine(w, step.objects, False) else "las "  # "los Zombies"
    who = attached_creature(w, step.attached) if step.attached else w.pick("", the) + objects(w, step.objects, True)
    from .on_statics import bonus

    plural = not step.attached
    parts = [said] if (said := bonus(w, step, plural)) else []
    if step.keywords:
        from ..grammar.spanish_terms import keyword_es

        parts.append(w.pick("have " if plural else "has ", "tienen " if plural else "tiene ")
                     + ", ".join(keyword_es(k) if w.es else k for k in step.keywords))
    said = w.pick(" and ", " y ").join(parts)
    if step.while_text:  # "… as long as seven or more cards are in your graveyard" (611.3a), as printed
        from .on_statics import while_said

        said += w.pick(" as long as ", " mientras ") + while_said(w, step)
    return Clause(who, said, trailing=_where(w, step))  # "…, where X is …"


@renders_named("TapSource", "UntapSource")
def _turn_source(step: Any, w: Words) -> Clause:
    return act_on_it(step, w, step.action, w.pick("this permanent", "este permanente"))


@renders_named("EntersTapped")
def _enters_tapped(step: Any, w: Words) -> Clause:
    if getattr(step, "objects", None) is not None:  # "Artifacts and creatures your opponents control enter …"
        return _kinds_enter_tapped(step.objects, w)
    said = w.pick("enters the battlefield tapped", "entra al campo de batalla girado")
    if getattr(step, "unless", None) is not None:  # "… unless you control a Mountain" (614.12)
        from .amounts import condition
        from .board_conditions import while_mood

        unless = re.sub(r"^(?:if|si) ", "", condition(w, step.unless))
        # "a menos que controles una Montaña": the subjunctive, as printed
        said += w.pick(" unless ", " a menos que ") + (while_mood(unless) if w.es else unless)
    return Clause(w.pick("this permanent", "este permanente"), said)


_ENTERING = {"artifact": ("artifacts", "los artefactos", False), "creature": ("creatures", "las criaturas", True),
             "land": ("lands", "las tierras", True), "enchantment": ("enchantments", "los encantamientos", False),
             "planeswalker": ("planeswalkers", "los planeswalkers", False),
             "permanent": ("permanents", "los permanentes", False)}


def _kinds_enter_tapped(flt: Any, w: Words) -> Clause:
    """"Creatures your opponents control enter the battlefield tapped", "Artifacts, creatures, and lands …": each
    kind named, joined as the card lists them; Spanish "Las criaturas que controlan tus oponentes entran … giradas"."""
    kinds = [_ENTERING[next(iter(a[0]), "permanent")] for a in flt.alternatives]
    names = [k[1] if w.es else k[0] for k in kinds]
    last = w.pick(" and ", " y ")
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + ("," if len(names) > 2 and not w.es else "") \
        + last + names[-1]
    whose = w.pick(" your opponents control" if flt.control == "opponents" else " you control",
                   " que controlan tus oponentes" if flt.control == "opponents" else " que controlas")
    tapped = "giradas" if all(k[2] for k in kinds) else "girados"
    return Clause(listed[0].upper() + listed[1:] + whose,
                  w.pick("enter the battlefield tapped", f"entran al campo de batalla {tapped}"))


_COMBAT_WORDS = {"attack": ("attack", "atacar"), "block": ("block", "bloquear"),
                 "attack_or_block": ("attack or block", "atacar ni bloquear"),
                 "attack_block_or_crew": ("attack, block, or crew Vehicles", "atacar, bloquear ni tripular vehículos"),
                 "be_blocked": ("be blocked", "ser bloqueada"), "attack_you": ("attack you", "atacarte"),
                 "attack_you_or_planeswalkers": ("attack you or planeswalkers you control",
                                                 "atacarte ni a los planeswalkers que controlas")}


@renders_named("CantInCombat", "TargetCantInCombat")
def _cant_in_combat(step: Any, w: Words) -> Clause:
    """"this permanent can't block", "target creature can't block this turn", "creatures can't attack"."""
    if step.attached:
        who = attached_creature(w, step.attached)
    elif step.on_source:
        who = w.pick("this permanent", "este permanente")
    elif step.targets_object and getattr(step, "count", None) is not None:  # "up to two target creatures" (601.2c)
        who = counted_target(w, step.objects, step.count)
    elif step.targets_object:
        who = a_target(w, step.objects)
    else:
        who = w.pick("", "las ") + objects(w, step.objects, True)
    plural = not (step.attached or step.on_source or step.targets_object) or getattr(step, "count", None) is not None
    said = w.pick("can't ", "no pueden " if plural else "no puede ") + w.pick(*_COMBAT_WORDS[step.act])
    if getattr(step, "unless_mana", ""):  # 508.1h: a cost to attack
        whose = w.pick("their" if plural else "its", "su")
        said += w.pick(f" unless {whose} controller pays {step.unless_mana}", f" a menos que su controlador pague "
                       f"{step.unless_mana}")
        if step.per_attacker:
            said += w.pick(" for each creature they control that's attacking you",
                           " por cada criatura que controla que te esté atacando")
    return Clause(who, said + (w.pick(" this turn", " este turno") if step.duration == "this_turn" else ""))


def _attached_words(w: Words, attached: str) -> str:
    return w.pick(f"{attached} creature", "la criatura " + ("encantada" if attached == "enchanted" else "equipada"))


@renders_named("TapAttached", "UntapAttached", "RegenerateAttached")
def _on_attached(step: Any, w: Words) -> Clause:
    return act(step, w, step.action, _attached_words(w, step.attached))


@renders_named("ModifyAttached")
def _modify_attached(step: Any, w: Words) -> Clause:
    return Clause(_attached_words(w, step.attached), _change(w, step, False), trailing=_where(w, step))


@renders_named("RegenerateSource")
def _regenerate_source(step: Any, w: Words) -> Clause:
    return act_on_it(step, w, "regenerate", w.pick("this permanent", "este permanente"))


@renders_named("GainControlSource")
def _gain_control_source(step: Any, w: Words) -> Clause:
    return act(step, w, "gain control", w.pick("this permanent", "este permanente"))


@renders_named("GainControlOwned")
def _gain_control_owned(step: Any, w: Words) -> Clause:
    from dataclasses import replace

    control = step.objects.control
    if control is None:  # "all creatures they own"
        said = all_of(w, step.objects) + w.pick(" they own", " de los que es propietario")
    else:  # "each land they own that you control"
        said = each(w, replace(step.objects, control=None)) + w.pick(" they own", " de la que es propietario")
        said += w.pick(" that you control", " que controlas") if control == "you" else ""
    return act(step, w, "gain control", said)


@renders_named("AddMana")
def _add_mana(step: Any, w: Words) -> Clause:
    options = [_mana(w, option) for option in step.options]
    said = w.pick(" or ", " o ").join(options) if len(options) < 3 else \
        ", ".join(options[:-1]) + w.pick(", or ", " o ") + options[-1]  # "{W}, {U}, or {B}" as printed
    times = getattr(step, "times", None)  # "For each nonland card revealed this way, add {G}" (branch g-thisway)
    lead = _per(w, times, person_of(step, w)).strip() + ", " if times is not None else ""
    return act(step, w, "add", said, lead)


def _mana(w: Words, option: str) -> str:
    """"{G}{G}" as printed; "any:1" is "one mana of any color", "one:2" "two mana of any one color" (106.4)."""
    if option.startswith("one:"):
        n = int(option.partition(":")[2] or 1)
        return w.pick(f"{w.number(n) if n != 1 else 'one'} mana of any one color",
                      f"{'un' if n == 1 else w.number(n)} {'maná' if n == 1 else 'manás'} de un mismo color")
    if option.startswith("chosen:"):  # "one mana of the chosen color" (607.2d)
        n = int(option.partition(":")[2] or 1)
        return w.pick(f"{w.number(n) if n != 1 else 'one'} mana of the chosen color",
                      f"{'un' if n == 1 else w.number(n)} {'maná' if n == 1 else 'manás'} del color elegido")
    if option.startswith("any"):
        n = int(option.partition(":")[2] or 1)
        return w.pick(f"{w.number(n) if n != 1 else 'one'} mana of any color",
                      f"{'un' if n == 1 else w.number(n)} maná de cualquier color")
    return option.upper()


# ------------------------------------------------------------------------------------ choices
@renders_named("CreateCopy")
def _create_copy(step: Any, w: Words) -> Clause:
    said = picks(w, step.picks, control="own", person=person_of(step, w))
    return act(step, w, "create", w.pick(f"a token that's a copy of {said}", f"una ficha que es una copia de {said}"))


@renders_named("ChooseTarget")
def _choose_target(step: Any, w: Words) -> Clause:
    """"Choose target creature you control" (115.1)."""
    said = objects(w, step.objects, False)
    if w.es:  # "la criatura objetivo que controlas": "objetivo" right after the noun
        noun = w.noun(step.objects.noun, False)
        said = said.replace(noun, f"{noun} objetivo", 1) if noun in said else f"{said} objetivo"
        return act(step, w, "choose", f"{'la' if w.feminine(step.objects.noun) else 'el'} {said}")
    return act(step, w, "choose", f"target {said}")


@renders_named("CreateCopyOfTarget")
def _create_copy_of_target(step: Any, w: Words) -> Clause:
    """"Create a token that's a copy of that creature" (707.2); "For each opponent who does, …" leads."""
    _amount, lead = accepted_lead(w, step.amount)
    noun = w.noun(step.noun, False)
    that = w.pick("that", "esa" if w.feminine(step.noun) else "ese")
    return act(step, w, "create", w.pick(f"a token that's a copy of {that} {noun}",
                                         f"una ficha que es una copia de {that} {noun}"), lead)


@renders_named("ChooseOption")
def _choose_option(step: Any, w: Words) -> Clause:
    options = w.pick(" or ", " o ").join(step.options)
    if step.per_player:
        return Clause("", w.pick(f"choose {options}", f"elige {options}"),
                      w.pick("for each player, ", "por cada jugador, "))
    return act(step, w, "choose", options)


@renders_named("ChooseWord")
def _choose_word(step: Any, w: Words) -> Clause:
    words = {"creature_type": ("a creature type", "un tipo de criatura"),
             "card_type": ("a card type", "un tipo de carta"), "color": ("a color", "un color"),
             "card_name": ("a card name", "un nombre de carta"), "opponent": ("an opponent", "un oponente"),
             "player": ("a player", "un jugador"), "source": ("a source of damage", "una fuente de daño")}
    if step.options:  # "choose artifact, creature, enchantment, instant, or sorcery"
        from ..grammar.verbs_choose import ES_CARD_TYPES

        spanish = {en: es for es, en in ES_CARD_TYPES.items()} | {"instant": "instantáneo"}  # as printed
        options = [spanish.get(o, o) for o in step.options] if w.es and step.kind == "card_type" else step.options
        said = ", ".join(options[:-1]) + w.pick(", or ", " o ") + options[-1]
        return act(step, w, "choose", said)
    if step.named:  # "Name a card", "Nombra una carta que no sea de tierra"
        card = (w.pick("a nonland card", "una carta que no sea de tierra") if step.only
                else w.pick("a card", "una carta"))
        return act(step, w, "name", card)
    if step.kind == "card_name" and step.only == "nonland":
        return act(step, w, "choose", w.pick("a nonland card name", "un nombre de carta que no sea de tierra"))
    return act(step, w, "choose", w.pick(*words.get(step.kind, (step.kind, step.kind))))


@renders_named("ChooseFromNext")
def _choose_from_next(step: Any, w: Words) -> Clause:
    said = picks(w, step.picks, person=person_of(step, w))
    return act(step, w, "choose", said + w.pick(" controlled by the next player in that direction",
                                                " controlada por el siguiente jugador en esa dirección"))


@renders_named("GainControlChosen")
def _gain_control_chosen(step: Any, w: Words) -> Clause:
    said = objects(w, step.objects, False)
    if getattr(step, "for_which", False):  # "… each permanent for which they were chosen"
        return act(step, w, "gain control", w.pick(f"each {said} for which they were chosen",
                                                    f"cada {said} para el que fue elegido"))
    if getattr(step, "those", False):  # "You gain control of those creatures"
        return act(step, w, "gain control", _those(w, step.objects))
    return act(step, w, "gain control", w.pick(f"the {said} they chose", f"la {said} que eligió"))


def _those(w: Words, flt: Any) -> str:
    """"those creatures" / "esas criaturas" (the Spanish demonstrative agrees with the noun)."""
    said = objects(w, flt, True)
    feminine = said.split(" ")[0] in ("criaturas", "tierras", "cartas")
    return w.pick(f"those {said}", f"{'esas' if feminine else 'esos'} {said}")


@renders_named("ReturnChosen")
def _return_chosen(step: Any, w: Words) -> Clause:
    """"Return those lands to their owners' hands." (no player performs it)."""
    return act(step, w, "return", _those(w, step.objects) + w.pick(" to their owners' hands",
                                                                    " a las manos de sus propietarios"))


@renders_named("PayEither")
def _pay_either(step: Any, w: Words) -> Clause:
    life = w.pick(f"{step.life} life", f"{step.life} {'vida' if step.life == 1 else 'vidas'}")
    return act(step, w, "pay", f"{step.cost.upper()}{w.pick(' or ', ' o ')}{life}")


# What "until no one …" names, after the verb: what keeps the process going.
_UNTIL_WHAT = {"pay": ("life", "vida"), "put": ("a card onto the battlefield", "una carta en el campo de batalla")}


@renders_named("RepeatUntilNone")
def _repeat_until_none(step: Any, w: Words) -> Clause:
    verb = VERBS.get(step.ref_action, (step.ref_action,) * 5)
    what_en, what_es = _UNTIL_WHAT[step.ref_action]
    return act(step, w, "repeat", w.pick(f"this process until no one {verb[0]} {what_en}",
                                         f"este proceso hasta que nadie {verb[2]} {what_es}"))


# ------------------------------------------------------------------------------------ the top of a library
@renders_named("RevealTop")
def _reveal_top(step: Any, w: Words) -> Clause:
    from ..plan import amounts as a
    from .on_players import cards

    person = person_of(step, w)
    lemma = "look" if step.look else "reveal"
    if step.again:  # "if it shares a creature type with this permanent, you may reveal it" (kinship)
        clause = act(step, w, lemma, w.pick("it", "esa carta"))
        if getattr(step, "if_shares_type", False):
            return Clause(clause.subject or w.pick("you", ""), clause.predicate,
                          w.pick("if it shares a creature type with this permanent, ",
                                 "si comparte un tipo de criatura con este permanente, "), clause.trailing)
        return clause
    if step.until is not None:
        until = counted(w, 1, step.until, card=True)
        return act(step, w, lemma, w.pick(f"cards from the top of {w.their(person)} library until they reveal {until}",
                                          f"cartas de la parte superior de su biblioteca hasta revelar {until}"))
    if step.amount == a.Fixed(1):
        top = w.pick(f"the top card of {w.their(person)} library", f"la primera carta de {w.their(person)} biblioteca")
    else:
        top = w.pick(f"the top {cards(w, step.amount, person)} of {w.their(person)} library",
                     f"las primeras {cards(w, step.amount, person)} de {w.their(person)} biblioteca")
    return act(step, w, lemma, (w.pick("at ", "") if step.look else "") + top)


@renders_named("MoveRevealed")
def _move_revealed(step: Any, w: Words) -> Clause:
    person = person_of(step, w)
    where = {"hand": w.pick(f"into {w.their(person)} hand", f"en {w.their(person)} mano"),
             "graveyard": w.pick(f"into {w.their(person)} graveyard", f"en {w.their(person)} cementerio"),
             "battlefield": w.pick("onto the battlefield", "en el campo de batalla")
             + (w.pick(" tapped", " girada") if getattr(step, "tapped", False) else ""),
             "library_bottom": w.pick(f"on the bottom of {w.their(person)} library",
                                      f"en el fondo de {w.their(person)} biblioteca"),
             "library_top": w.pick("back in any order", "de nuevo en cualquier orden")}.get(step.to, step.to)
    what = w.pick("the revealed cards", "las cartas reveladas") if step.everyone else \
        w.pick("that card", "esa carta") if getattr(step, "one", True) else w.pick("those cards", "esas cartas")
    if step.to == "library_top" and not step.everyone:  # "then put them back in any order" (401.4)
        what = w.pick("them", "esas cartas")
    if step.everyone:  # each card to its owner's zone (608.2c)
        where = {"graveyard": w.pick("into their owners' graveyards", "en los cementerios de sus propietarios"),
                 "hand": w.pick("into their owners' hands", "en las manos de sus propietarios")}.get(step.to, where)
    clause = act(step, w, "put", f"{what} {where}")
    if getattr(step, "only_not", None) is not None:  # "Otherwise, …" after "If it's a creature card, …"
        return Clause(clause.subject, clause.predicate, w.pick("otherwise, ", "de lo contrario, "), clause.trailing,
                      clause.after_and)
    if step.only is not None:
        kind = counted(w, 1, step.only, card=True)
        return Clause(clause.subject, clause.predicate, w.pick(f"if it's {kind}, ", f"si es {kind}, "),
                      clause.trailing, clause.after_and)
    return clause


@renders_named("HandToBottom")
def _hand_to_bottom(step: Any, w: Words) -> Clause:
    their = w.their(person_of(step, w))
    return act(step, w, "put", w.pick(
        f"the cards in {their} hand on the bottom of {their} library in any order",
        f"las cartas de {their} mano en el fondo de {their} biblioteca en cualquier orden"))


@renders_named("UnlessPaid")
def _unless_paid(step: Any, w: Words) -> Clause:
    from .on_players import alternative
    from .registry import renderer_for

    penalty = renderer_for(step.penalty)(step.penalty, w)
    escape = w.pick(" or ", " o ").join(alternative(w, alt) for alt in step.alternatives)
    if not w.es:  # "… unless they pay 2 life", as these cards say it (and read back the same)
        escape = " ".join(word.removesuffix("s") if word in ("pays", "sacrifices", "discards") else word
                          for word in escape.split(" "))
    return Clause(penalty.subject, penalty.predicate + w.pick(" unless they ", " a menos que ") + escape,
                  penalty.lead, penalty.trailing)


@renders_named("ExileFromBattlefield")
def _exile_from_battlefield(step: Any, w: Words) -> Clause:
    return act(step, w, "exile", picks(w, step.picks, control="own", person=person_of(step, w)))


@renders_named("ExileFromGraveyard")
def _exile_from_graveyard(step: Any, w: Words) -> Clause:
    person = person_of(step, w)
    return act(step, w, "exile", picks(w, step.picks, card=True, person=person)
               + w.pick(f" from {w.their(person)} graveyard", f" de {w.their(person)} cementerio"))


# ------------------------------------------------------------------------------------ piles and random players
@renders_named("SeparatePiles")
def _separate_piles(step: Any, w: Words) -> Clause:
    said = all_of(w, step.objects, control="own")
    return act(step, w, "separate", w.pick(f"{said} into two piles", f"{said} en dos montones"))


@renders_named("ChoosePile")
def _choose_pile(step: Any, w: Words) -> Clause:
    return Clause(w.pick("one of their piles", "uno de sus montones"),
                  w.pick("is chosen by one of their opponents of their choice",
                         "es elegido por uno de sus oponentes a su elección"),
                  w.pick("for each player, ", "por cada jugador, "))


@renders_named("DestroyPile", "TapPile")
def _pile(step: Any, w: Words) -> Clause:
    piles = w.pick("the chosen piles", "los montones elegidos") if step.chosen else w.pick("the other piles",
                                                                                         "los otros montones")
    return act(step, w, step.action, all_of(w, step.objects) + w.pick(" in ", " de ") + piles)


@renders_named("RandomPlayerPerObject")
def _random_player(step: Any, w: Words) -> Clause:
    return Clause("", w.pick("choose a player at random", "elige un jugador al azar"),
                  w.pick("for each ", "por cada ") + objects(w, step.objects, False) + ", ")


@renders_named("UntapThose")
def _untap_those(step: Any, w: Words) -> Clause:
    """"Untap those creatures." (701.26b): its own sentence, never under the step before's lead ("For each
    opponent, …" would read as one untap per opponent)."""
    noun = getattr(step, "noun", "permanents")  # "those creatures", "those lands", as printed
    spanish = {"creatures": "esas criaturas", "lands": "esas tierras"}.get(noun, "esos permanentes")
    return replace(act(step, w, "untap", w.pick(f"those {noun}", spanish)), own_sentence=True)


@renders_named("TargetOpponentCheck")
def _target_opponent_check(step: Any, w: Words) -> Clause:
    """"That player chooses target player who has more life than they do and is their opponent" (Oath cycle)."""
    if step.measure == "control":
        more = w.pick(f"controls more {objects(w, step.objects, True)} than they do",
                      f"controla más {objects(w, step.objects, True)} que él")
    else:
        what = w.pick("cards in hand", "cartas en la mano") if step.measure == "hand" else w.pick("life", "vidas")
        more = w.pick(f"has more {what} than they do", f"tiene más {what} que él")
    return act(step, w, "choose", w.pick(f"target player who {more} and is their opponent",
                                         f"al jugador objetivo que {more} y es su oponente"))
