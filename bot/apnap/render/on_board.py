"""Renderers of the board's own steps (``plan/steps_board.py``): counters on the source, a target or a pick, tap and
untap, regenerate, "gets +N/+N", control, mana, "enters tapped", "can't attack or block", and the same on the
permanent the source is attached to."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ..grammar.mana_produced import PRODUCED
from ..grammar.spanish_terms import counter_es
from ..grammar.specs import TypeFilter
from ..plan import (
    AddMana,
    CantInCombat,
    DetainTarget,
    EntersTapped,
    GainControlOwned,
    GainControlSource,
    ModifyAll,
    ModifyAttached,
    ModifySource,
    ModifyTarget,
    PickedCounters,
    RegenerateAll,
    RegenerateAttached,
    RegenerateSource,
    RegenerateTarget,
    RemoveSourceCounters,
    SourceCounters,
    StaticModify,
    TapAttached,
    TapPicked,
    TapSource,
    TapTarget,
    TargetCantInCombat,
    TargetCounters,
    UntapAttached,
    UntapPicked,
    UntapSource,
    UntapTarget,
)
from ..plan import amounts as a
from .common import act, act_on_it, person_of, picks, quoted
from .es_agreement import agree
from .kind_words import attached_creature, group_said, it_or
from .nouns import (
    a_target,
    all_of,
    counted_target,
    each,
    feminine,
    objects,
    that_object,
)
from .registry import Clause, renders
from .sizes import signed_pt
from .words import Words, self_reference

_UNITS = {"lose_life": ("for each 1 life lost this way", "por cada 1 vida perdida de esta manera"),
          "gain_life": ("for each 1 life gained this way", "por cada 1 vida ganada de esta manera"),
          "damage": ("for each 1 damage dealt this way", "por cada 1 punto de daño hecho de esta manera")}


def counters_said(w: Words, amount: Any, kind: str) -> str:
    """"a +1/+1 counter", "two fury counters", "X charge counters"; "un contador +1/+1"."""
    from ..plan import amounts as a
    from .amounts import number

    n = amount.n if isinstance(amount, a.Fixed) else None
    many = n != 1
    article = "an" if kind[:1] in ("a", "e", "i", "o", "u") else "a"  # "an experience counter", "an age counter"
    count = (w.number(n) if n is not None and n != 1 else w.pick(article, "un")) if n is not None else number(w, amount)
    of = "" if isinstance(amount, (a.Fixed, a.X, a.WhereX)) else "de "  # "esa cantidad de contadores" (that many)
    return w.pick(f"{count} {kind} {'counters' if many else 'counter'}",
                  f"{count} {of}{'contadores' if many else 'contador'} {counter_es(kind)}")


def _defined_counters(step: Any, w: Words, amount: Any) -> Clause | None:
    """"Put a number of +1/+1 counters on it equal to the number of creatures you control" (608.2h): an amount the
    board defines, said after the object as printed; None for a printed number or "that many"."""
    from ..plan import amounts as a
    from .amounts import is_number, reference

    if is_number(amount) or isinstance(amount, (a.ThatMany, a.EventAmount)):
        return None
    on = _on_it(w, step, w.pick("this permanent", "este permanente"))
    said = reference(w, amount, person_of(step, w))
    return act(step, w, "put", w.pick(f"a number of {step.kind} counters{on} equal to {said}",
                                      f"un número de contadores {counter_es(step.kind)}{on} igual a {said}"))


def _per(w: Words, amount: Any, person: str) -> str:
    from .amounts import per_each

    return "" if per_each(w, amount, person) is None else " " + (per_each(w, amount, person) or "")


def target_said(w: Words, flt: Any, of_that_player: bool) -> str:
    said = a_target(w, flt)
    return said + (w.pick(" that player controls", " que controla ese jugador") if of_that_player else "")


# ------------------------------------------------------------------------------------ counters and the board
@renders(SourceCounters)
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
    defined = None if per else _defined_counters(step, w, amount)
    if defined is not None:
        return defined
    lead = ""
    if isinstance(step.amount, a.TotalThisWay) and step.amount.action == "reveal" and per:  # "For each nonland card
        lead, per = per.strip() + ", ", ""  # revealed this way, put a +1/+1 counter on this permanent" (parley)
    return act(step, w, "put", counters_said(w, amount, step.kind) + _on_it(w, step, w.pick("this permanent",
                                                                                     "este permanente")) + per, lead)


@renders(TargetCounters)
def _target_counters(step: Any, w: Words) -> Clause:
    on = that_object(w, step.objects) if step.event_object == "permanent" else target_said(w, step.objects,
                                                                                        step.of_that_player)
    return act(step, w, "put", counters_said(w, step.amount, step.kind) + _on_it(w, step, on))


def _on_it(w: Words, step: Any, said: str) -> str:
    """" on this permanent" / " en este permanente"; the object "it" names, printed Spanish "sobre él" / "sobre ella"
    (608.2c), never a noun the card did not say."""
    if not (w.es and step.pronoun and not step.on_attached):
        return w.pick(" on ", " en ") + it_or(w, step, said)
    flt = getattr(step, "objects", None)
    return " sobre ella" if isinstance(flt, TypeFilter) and feminine(w, flt, False) else " sobre él"


@renders(PickedCounters)
def _picked_counters(step: Any, w: Words) -> Clause:
    control = None if step.anyone else "own"  # anyone's permanent: whose is the filter's own word, if any
    person = person_of(step, w)
    said = picks(w, step.picks, control=control, person=person)
    counters = counters_said(w, step.amount, step.kind)
    if step.said_choose:  # "chooses a nonland permanent and puts a doom counter on it" (the same pick, 122.1)
        it = w.pick("it", "ella" if feminine(w, step.picks[0].filter, False) else "él")
        return act(step, w, "choose", f"{said}{w.pick(' and ', ' y ')}{w.verb('put', person)} {counters}"
                   f"{w.pick(' on ', ' sobre ')}{it}")
    return act(step, w, "put", counters + w.pick(" on ", " en ") + said)


@renders(RemoveSourceCounters)
def _remove_counters(step: Any, w: Words) -> Clause:
    from ..plan import amounts as a

    per = None if step.every else _per(w, step.amount, person_of(step, w))  # "… for each card in …" (122.1)
    said = (w.pick(f"all {step.kind} counters", f"todos los contadores {counter_es(step.kind)}") if step.every
            else counters_said(w, a.Fixed(1) if per else step.amount, step.kind))
    return act(step, w, "remove", said + w.pick(" from this permanent", " de este permanente") + (per or ""))


@renders(TapTarget, UntapTarget)
def _turn_target(step: Any, w: Words) -> Clause:
    if step.refers or step.event_object == "permanent":  # "untap that creature" (608.2c; the trigger event's, 603.2)
        return act_on_it(step, w, step.action, w.pick("that creature", "esa criatura"))
    if step.count is not None:  # "tap up to two target creatures" (601.2c)
        return act(step, w, step.action, counted_target(w, step.objects, step.count))
    verb = "tap or untap" if step.or_untap else step.action  # the controller's choice as it resolves (608.2d)
    return act(step, w, verb, target_said(w, step.objects, step.of_that_player))


@renders(DetainTarget)
def _detain_target(step: Any, w: Words) -> Clause:
    """"detain target creature an opponent controls", "detain up to two target creatures your opponents control";
    Spanish "detén a la criatura objetivo …" (the personal "a" printed cards use)."""
    if step.count is not None:  # 601.2c
        return act(step, w, "detain", counted_target(w, step.objects, step.count))
    return act(step, w, "detain", w.pick("", "a ") + target_said(w, step.objects, step.of_that_player))


@renders(TapPicked, UntapPicked)
def _turn_picked(step: Any, w: Words) -> Clause:
    own = None if step.anyone else "own"  # "untap up to five lands": any player's, no "they control"
    return act(step, w, step.action, picks(w, step.picks, control=own, person=person_of(step, w)))


@renders(RegenerateAll)
def _regenerate_all(step: Any, w: Words) -> Clause:
    return act(step, w, "regenerate", each(w, step.objects))


@renders(RegenerateTarget)
def _regenerate_target(step: Any, w: Words) -> Clause:
    return act_on_it(step, w, "regenerate", target_said(w, step.objects, step.of_that_player))


def _change(w: Words, step: Any, plural: bool) -> str:
    """"gets +1/+0 and gains deathtouch until end of turn" (611.2a)."""
    from .on_statics import bonus, keyword_list

    parts = [said] if (said := bonus(w, step, plural)) else []
    if step.keywords:  # "gains flying, first strike, and trample": one verb, the keywords listed
        from ..grammar.choice_words import keyword_choice_said
        from ..grammar.spanish_terms import keyword_es  # "la habilidad de volar", "protección contra el rojo"

        gain = w.pick("gain" if plural else "gains", "ganan" if plural else "gana")
        keywords = [keyword_choice_said(k, w.es, keyword_es if w.es else str) or (keyword_es(k) if w.es else k)
                    for k in step.keywords]  # "your choice of reach, trample, or haste" (608.2d)
        parts.append(f"{gain} {keyword_list(w, keywords)}")
    if (gained := getattr(step, "ability", None)) is not None:  # 'gains trample and "Whenever …"' (113.10)
        said = quoted(w, gained)
        if step.keywords:
            parts[-1] += w.pick(" and ", " y ") + said
        else:
            parts.append(w.pick("gain " if plural else "gains ", "ganan " if plural else "gana ") + said)
    if step.loses:  # "loses first strike until end of turn" (613.1f)
        from .on_statics import _keywords

        parts.append(_keywords(w, step.loses, "lose" if plural else "loses", "pierden" if plural else "pierde"))
    if getattr(step, "duration", "this_turn") == "indefinite":  # "It gains haste.": no end said (611.2a)
        return w.pick(" and ", " y ").join(parts)
    if getattr(step, "duration", "this_turn") == "until_your_next_turn":  # 611.2a
        return w.pick(" and ", " y ").join(parts) + w.pick(" until your next turn", " hasta tu próximo turno")
    if getattr(step, "duration", "this_turn") == "while_source_tapped":  # 611.2b
        return w.pick(" and ", " y ").join(parts) + w.pick(" for as long as this permanent remains tapped",
                                                           " mientras este permanente permanezca girado")
    return w.pick(" and ", " y ").join(parts) + w.pick(" until end of turn", " hasta el final del turno")


def _where(w: Words, step: Any) -> tuple[str, ...]:
    from .on_statics import where_trailing

    return where_trailing(w, step)


@renders(ModifyTarget)
def _modify_target(step: Any, w: Words) -> Clause:
    if step.pronoun and w.es:  # "Obtiene +2/+4 …": printed Spanish leaves "it" out (608.2c)
        return Clause("", _change(w, step, False), trailing=_where(w, step), own_sentence=True)
    if step.refers or step.pronoun:  # "It gets +2/+4 until end of turn" (608.2c); "esa tierra" after a target land
        that = "esa tierra" if step.refers and step.objects.noun == "land" else "esa criatura"
        return Clause(w.pick("it", that), _change(w, step, False), trailing=_where(w, step))
    if step.on_entered:  # "That creature gains haste": the permanent a return put onto the battlefield (400.7)
        return Clause(w.pick("that creature", "esa criatura"), _change(w, step, False), trailing=_where(w, step))
    if step.event_object == "permanent":  # "that creature gets +3/+3 …": the trigger event's object (603.2)
        said = TypeFilter(step.objects.alternatives, step.objects.noun)  # "that creature": its kind, not the words
        return Clause(that_object(w, said), _change(w, step, False), trailing=_where(w, step))  # of the trigger
    if step.count is not None:  # "up to two target creatures each get +1/+1 until end of turn" (601.2c)
        return Clause(counted_target(w, step.objects, step.count) + w.pick(" each", ""), _change(w, step, True),
                      trailing=_where(w, step))
    return Clause(target_said(w, step.objects, step.of_that_player), _may_change(w, step, False),
                  trailing=_where(w, step))


@renders(ModifyAll)
def _modify_all(step: Any, w: Words) -> Clause:
    """"Creatures you control get +1/+1 until end of turn" / "Las criaturas que controlas obtienen …" (the article
    printed Spanish puts before a kind of permanents)."""
    return Clause(group_said(w, step.objects), _may_change(w, step, True), trailing=_where(w, step))


# "puedes hacer que la criatura objetivo obtenga …": the verbs after "hacer que" are subjunctives
_ES_SUBJUNCTIVE = {"obtiene": "obtenga", "obtienen": "obtengan", "gana": "gane", "ganan": "ganen",
                   "pierde": "pierda", "pierden": "pierdan"}


def _may_change(w: Words, step: Any, plural: bool) -> str:
    """The change; as the "may" the controller's "you may have …" reading is made of (render/__init__.py
    ``_may_have``, 608.2d): "may get +3/-3 …", "puede obtenga +3/-3 …" (the subjunctive already, kept as it is)."""
    if not step.optional:
        return _change(w, step, plural)
    if w.es:
        said = " ".join(_ES_SUBJUNCTIVE.get(word, word) for word in _change(w, step, plural).split(" "))
        return ("pueden " if plural else "puede ") + said
    return "may " + _change(w, step, True)


@renders(ModifySource)
def _modify_source(step: Any, w: Words) -> Clause:
    change = _change(w, step, False)
    if step.or_size is not None:  # "gets +1/-1 or -1/+1 until end of turn" (608.2d)
        first = signed_pt(step.power, step.toughness)
        change = change.replace(first, first + w.pick(" or ", " o ") + signed_pt(step.or_size[0], step.or_size[1]), 1)
    if step.pronoun and w.es:  # "Gana antimaleficio …": printed Spanish leaves "it" out (608.2c)
        return Clause("", change, trailing=_where(w, step), own_sentence=True)
    return Clause(it_or(w, step, w.pick("this permanent", "este permanente")), change, trailing=_where(w, step))


@renders(StaticModify)
def _static_modify(step: Any, w: Words) -> Clause:
    """"creatures you control get +1/+1", "enchanted creature has flying" (611.3a: no duration, while it is there)."""
    # "other" comes with the filter (not_source)
    from .on_kinds import alternatives_said

    who = attached_creature(w, step.attached) if step.attached else group_said(w, step.objects)  # "los Zombies"
    if step.objects is not None and (kinds := alternatives_said(w, step.objects)) is not None:
        who = kinds  # "Artifacts and enchantments you control have shroud" (611.3a: every one of those kinds)
    from .on_statics import bonus

    plural = not step.attached
    parts = [said] if (said := bonus(w, step, plural)) else []
    if step.keywords:
        from ..grammar.spanish_terms import keyword_es

        parts.append(w.pick("have " if plural else "has ", "tienen " if plural else "tiene ")
                     + ", ".join(keyword_es(k) if w.es else k for k in step.keywords))
    if step.loses:  # "Enchanted creature loses all abilities" (613.1f)
        from .on_statics import _keywords

        parts.append(_keywords(w, step.loses, "lose" if plural else "loses", "pierden" if plural else "pierde"))
    said = w.pick(" and ", " y ").join(parts)
    if step.while_text:  # "… as long as seven or more cards are in your graveyard" (611.3a), as printed
        from .on_statics import while_said

        said += w.pick(" as long as ", " mientras ") + while_said(w, step)
    return Clause(who, said, trailing=_where(w, step))  # "…, where X is …"


@renders(TapSource, UntapSource)
def _turn_source(step: Any, w: Words) -> Clause:
    return act_on_it(step, w, step.action, w.pick("this permanent", "este permanente"))


@renders(EntersTapped)
def _enters_tapped(step: Any, w: Words) -> Clause:
    if getattr(step, "objects", None) is not None:  # "Artifacts and creatures your opponents control enter …"
        return kinds_enter_tapped(step.objects, w)
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


def kinds_enter_tapped(flt: Any, w: Words) -> Clause:
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
                 "be_blocked": ("be blocked", "ser {blocked}"), "attack_you": ("attack you", "atacarte"),
                 "attack_you_or_planeswalkers": ("attack you or planeswalkers you control",
                                                 "atacarte ni a los planeswalkers que controlas")}


@renders(CantInCombat, TargetCantInCombat)
def _cant_in_combat(step: Any, w: Words) -> Clause:
    """"this permanent can't block", "target creature can't block this turn", "creatures can't attack"."""
    if step.attached:
        who = attached_creature(w, step.attached)
    elif step.on_source:  # "This creature can't block": the noun the card prints
        who = self_reference(f"this {step.self_noun}", w.lang) or w.pick("this permanent", "este permanente")
    elif step.targets_object and (getattr(step, "refers", False) or step.event_object == "permanent"):
        who = w.pick("that creature", "esa criatura")  # the target before it (608.2c) or the trigger's (603.2)
    elif step.targets_object and getattr(step, "count", None) is not None:  # "up to two target creatures" (601.2c)
        who = counted_target(w, step.objects, step.count)
    elif step.targets_object:
        who = a_target(w, step.objects)
    else:  # "las criaturas …", "los artefactos …": the article of the noun's gender
        who = w.pick("", "las " if feminine(w, step.objects, False) else "los ") + objects(w, step.objects, True)
    plural = not (step.attached or step.on_source or step.targets_object) or getattr(step, "count", None) is not None
    said = w.pick("can't ", "no pueden " if plural else "no puede ") + w.pick(*_COMBAT_WORDS[step.act]).format(
        blocked=agree(who, "bloquead", plural))  # "no puede ser bloqueado", "no pueden ser bloqueadas"
    if getattr(step, "unless_mana", ""):  # 508.1h: a cost to attack
        whose = w.pick("their" if plural else "its", "su")
        said += w.pick(f" unless {whose} controller pays {step.unless_mana}", f" a menos que su controlador pague "
                       f"{step.unless_mana}")
        if step.per_attacker:
            said += w.pick(" for each creature they control that's attacking you",
                           " por cada criatura que controla que te esté atacando")
    lasting = {"this_turn": w.pick(" this turn", " este turno"), "this_combat": w.pick(" this combat", " este combate"),
               "until_your_next_turn": w.pick(" until your next turn", " hasta tu próximo turno")}  # 611.2a
    return Clause(who, said + lasting.get(step.duration, ""))


def _attached_words(w: Words, attached: str) -> str:
    return w.pick(f"{attached} creature", "la criatura " + ("encantada" if attached == "enchanted" else "equipada"))


@renders(TapAttached, UntapAttached, RegenerateAttached)
def _on_attached(step: Any, w: Words) -> Clause:
    return act(step, w, step.action, _attached_words(w, step.attached))


@renders(ModifyAttached)
def _modify_attached(step: Any, w: Words) -> Clause:
    return Clause(_attached_words(w, step.attached), _change(w, step, False), trailing=_where(w, step))


@renders(RegenerateSource)
def _regenerate_source(step: Any, w: Words) -> Clause:
    return act_on_it(step, w, "regenerate", w.pick("this permanent", "este permanente"))


@renders(GainControlSource)
def _gain_control_source(step: Any, w: Words) -> Clause:
    return act(step, w, "gain control", w.pick("this permanent", "este permanente"))


@renders(GainControlOwned)
def _gain_control_owned(step: Any, w: Words) -> Clause:

    control = step.objects.control
    if control is None:  # "all creatures they own"
        said = all_of(w, step.objects) + w.pick(" they own", " de los que es propietario")
    else:  # "each land they own that you control"
        said = each(w, replace(step.objects, control=None)) + w.pick(" they own", " de la que es propietario")
        said += w.pick(" that you control", " que controlas") if control == "you" else ""
    return act(step, w, "gain control", said)


@renders(AddMana)
def _add_mana(step: Any, w: Words) -> Clause:
    if step.options[0].startswith(PRODUCED):  # "one mana of any type that land produced" (106.7)
        return act(step, w, "add", w.pick("one mana of any type that land produced",
                                          "un maná de cualquier tipo que produjo esa tierra"))
    if step.options[0].startswith("combination:"):  # "three mana in any combination of {R} and/or {G}" (106.1)
        return act(step, w, "add", _combination(w, step.options[0], step.times))
    options = [_mana(w, option) for option in step.options]
    said = w.pick(" or ", " o ").join(options) if len(options) < 3 else \
        ", ".join(options[:-1]) + w.pick(", or ", " o ") + options[-1]  # "{W}, {U}, or {B}" as printed
    if getattr(step, "additional", False):  # "an additional {G}", besides the tapped permanent's own (106.12a)
        said = _additional(w, said)
    times = getattr(step, "times", None)  # "For each nonland card revealed this way, add {G}" (branch g-thisway)
    if times is None:
        return act(step, w, "add", said)
    per = _per(w, times, person_of(step, w))
    if not per:  # "an amount of {B} equal to the sacrificed creature's power" (106.4): no "for each" says it
        return act(step, w, "add", _amount_of(w, said, times, person_of(step, w)))
    if type(times).__name__ != "TotalThisWay":  # "Add {U} for each artifact you control", as printed in both
        return act(step, w, "add", said + per)
    return act(step, w, "add", said, per.strip() + ", ")


def _additional(w: Words, said: str) -> str:
    """"an additional {G}" / "{G} adicional", "un maná adicional de cualquier color", "dos manás adicionales …" as
    printed Spanish says it."""
    if not w.es:
        return f"an additional {said}"
    if re.search(r"\bmaná\b", said):
        return re.sub(r"\bmaná\b", "maná adicional", said, count=1)
    if re.search(r"\bmanás\b", said):
        return re.sub(r"\bmanás\b", "manás adicionales", said, count=1)
    return f"{said} adicional"


def _amount_of(w: Words, mana: str, times: Any, person: str) -> str:
    """"an amount of {B} equal to the sacrificed creature's converted mana cost" / "una cantidad de {B} igual al
    coste de maná convertido de la criatura sacrificada": the amount as the board defines it (render/amounts.py)."""
    from .amounts import reference

    said = reference(w, times, person)
    return w.pick(f"an amount of {mana} equal to {said}", re.sub(r"\bigual a el\b", "igual al",
                                                                f"una cantidad de {mana} igual a {said}"))


def _combination(w: Words, option: str, times: Any) -> str:
    symbols = option.partition(":")[2]
    n = times.n if isinstance(times, a.Fixed) else None
    count = w.pick("X", "X") if n is None else w.number(n) if n != 1 else w.pick("one", "un")
    noun = w.pick("mana", "maná" if n == 1 else "manás")
    return w.pick(f"{count} {noun} in any combination of {symbols[:3]} and/or {symbols[3:]}",
                  f"{count} {noun} en cualquier combinación de {symbols[:3]} y/o {symbols[3:]}")


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
                      f"{'un' if n == 1 else w.number(n)} {'maná' if n == 1 else 'manás'} de cualquier color")
    return option.upper()
