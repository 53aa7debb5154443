"""Renderers of the steps on the stack: "Counter target creature spell unless its controller pays {4}." /
"Contrarresta el hechizo de criatura objetivo a menos que su controlador pague {4}." (701.6a, 118.12), and
"This spell can't be countered." / "Este hechizo no puede ser contrarrestado." (604.1)."""

from __future__ import annotations

import re
from dataclasses import replace

from bot.i18n.plural import number_word

from ..plan import CantBeCountered, CopySpell, CounterAbility, CounterSpell, CounterThatSpell, OwnSpellCost, SplitSecond
from ..plan import amounts as a
from ..plan.stack import (
    CopyCounteredSpell,
    CopyThatSpell,
    CopyThisSpell,
    OwnAbilityCost,
    SpellCopy,
    SpellCounter,
)
from .amounts import number, per_each
from .common import act
from .nouns import counted, objects
from .registry import Clause, renders
from .words import Words


def _spell(w: Words, step: SpellCounter | SpellCopy) -> str:
    """"target instant or sorcery spell" / "el hechizo de instantáneo o de conjuro objetivo": the card words of
    the kind (the object lexicon's reading), with "spell" for "card"."""
    if isinstance(step, CounterAbility):  # "target activated or triggered ability"
        en = " or ".join(step.kinds)
        es = " o ".join({"activated": "activada", "triggered": "disparada"}[k] for k in step.kinds)
        return w.pick(f"target {en} ability", f"la habilidad {es} objetivo")
    if step.event_object == "ability":  # "copy that ability" / "copia esa habilidad": the event's (603.2, 707.10)
        return w.pick("that ability", "esa habilidad")
    if isinstance(step, CounterThatSpell | CopyThatSpell):  # the spell of the trigger event (603.2)
        return w.pick("it", "ese hechizo") if step.said_it else w.pick("that spell", "ese hechizo")
    said = objects(w, step.objects, False, card=True)
    # "carta negra" → "hechizo negro": the noun is masculine in Spanish, so are its colour adjectives (105.1)
    said = re.sub(r"\bcard\b", "spell", said) if not w.es else re.sub(
        r"\b(negr|blanc|roj)a\b", r"\1o", re.sub(r"\bcarta\b", "hechizo", said)).replace(
        "de que no sea ", "que no sea de ")  # "hechizo que no sea de criatura", as printed
    if w.es:  # "el hechizo objetivo que controlas": "objetivo" after the noun, before what is said of it (as printed)
        head, tail = re.match(r"(.*?)((?: que | con ).*)?$", said).groups()  # type: ignore[union-attr]
        return f"el {head} objetivo{tail or ''}"
    return f"target {said}"


@renders(CounterSpell, CounterThatSpell, CounterAbility)
def _counter(step: SpellCounter, w: Words) -> Clause:
    said = _spell(w, step) + _targeting(w, step)
    if step.unless_mana:
        that_player = isinstance(step, CounterThatSpell) and step.payer_that_player
        who = w.pick("that player pays", "ese jugador pague") if that_player else w.pick(
            "its controller pays", "su controlador pague")
        said += w.pick(f" unless {who} {step.unless_mana}", f" a menos que {who} {step.unless_mana}")
        per = None if step.unless_per is None else per_each(w, step.unless_per, "you")
        if step.unless_per is not None:  # "… for each card in your graveyard" (118.12a): said, or no reading at all
            assert per is not None, "a payment counted by words the renderer cannot say"
            said += f" {per}"
    if step.exile_instead:
        said += w.pick(". If that spell is countered this way, exile it instead of putting it into its owner's "
                       "graveyard", ". Si ese hechizo es contrarrestado de esta manera, exílialo en vez de ponerlo "
                       "en el cementerio de su propietario")
    clause = act(step, w, "counter", said)
    if w.es and isinstance(step, CounterThatSpell) and step.said_it and clause.predicate.startswith(_THAT_SPELL):
        # "contrarréstalo a menos que ese jugador pague {3}" (Nether Void, as printed): English "counter it"
        return replace(clause, predicate="contrarréstalo" + clause.predicate.removeprefix(_THAT_SPELL))
    return clause


_THAT_SPELL = "contrarresta ese hechizo"
_COLOR_ES = {"white": "blanca", "blue": "azul", "black": "negra", "red": "roja", "green": "verde"}  # "la copia es …"
_TARGETING = {"you": ("that targets you", "que te haga objetivo"),
              "player": ("that targets a player", "que haga objetivo a un jugador"),
              "source": ("that targets this permanent", "que haga objetivo a este permanente")}


def spell_target_words(w: Words, step: SpellCounter | SpellCopy) -> str:
    """The whole target word of a counter or a copy as its rendering says it ("target creature spell", "el hechizo
    de criatura objetivo que haga objetivo a una criatura"): what a note about the word's only legal spell names."""
    return _spell(w, step) + (_targeting(w, step) if isinstance(step, SpellCounter) else "")


def _targeting(w: Words, step: SpellCounter) -> str:
    """What the spell must target (115.1): " that targets you", " que haga objetivo a una criatura"."""
    if not step.targeting:
        return ""
    if step.targeting in _TARGETING:
        return " " + w.pick(*_TARGETING[step.targeting])
    assert step.targeting_kind is not None
    return " " + w.pick(f"that targets {counted(w, 1, step.targeting_kind)}",
                        f"que haga objetivo a {counted(w, 1, step.targeting_kind)}")


def _times(w: Words, times: a.Amount) -> str:
    """How many copies, as printed (707.10): "" for one, " twice" / " dos veces", " three times" / " tres veces",
    " X times" / " X veces"."""
    if times == a.Fixed(1):
        return ""
    if times == a.Fixed(2):
        return w.pick(" twice", " dos veces")
    said = number_word(times.n, w.lang) if isinstance(times, a.Fixed) else number(w, times)
    return w.pick(f" {said} times", f" {said} veces")


@renders(CopySpell, CopyThatSpell)
def _copy(step: SpellCopy, w: Words) -> Clause:
    said = _spell(w, step) + _times(w, step.times)
    several = step.times != a.Fixed(1)
    if step.color:  # Fork: ", except that the copy is red" / ", excepto que la copia es roja" (707.9b)
        said += w.pick(f", except that the copy is {step.color}", f", excepto que la copia es {_COLOR_ES[step.color]}")
    if step.new_targets and step.subject.kind == "each_other_player":  # Hive Mind (707.10c)
        said += w.pick(". Each of those players may choose new targets for their copy",
                       ". Cada uno de esos jugadores puede elegir nuevos objetivos para su copia")
    elif step.new_targets:
        said += w.pick(". You may choose new targets for the copies", ". Puedes elegir nuevos objetivos para las "
                       "copias") if several else w.pick(". You may choose new targets for the copy",
                                                         ". Puedes elegir nuevos objetivos para la copia")
    return act(step, w, "copy", said)


@renders(CopyThisSpell)
def _copy_this(step: CopyThisSpell, w: Words) -> Clause:
    """"that permanent's controller may copy this spell and may choose new targets for that copy" / "el controlador
    de ese permanente puede copiar este hechizo y puede elegir nuevos objetivos para esa copia" (707.10, 707.10c)."""
    said = w.pick("this spell", "este hechizo")
    if step.new_targets:
        you = step.subject.kind == "you"
        said += w.pick(" and may choose new targets for that copy",
                       f" y {'puedes' if you else 'puede'} elegir nuevos objetivos para esa copia")
    return act(step, w, "copy", said)


@renders(CopyCounteredSpell)
def _copy_countered(step: CopyCounteredSpell, w: Words) -> Clause:
    """"you may copy the spell countered this way" / "puedes copiar el hechizo contrarrestado de esta manera"."""
    said = w.pick("the spell countered this way", "el hechizo contrarrestado de esta manera")
    if step.new_targets:
        said += w.pick(". You may choose new targets for the copy", ". Puedes elegir nuevos objetivos para la copia")
    return act(step, w, "copy", said)


@renders(CantBeCountered)
def _cant_be_countered(step: CantBeCountered, w: Words) -> Clause:
    return Clause(w.pick("this spell", "este hechizo"), w.pick("can't be countered", "no puede ser contrarrestado"))


@renders(SplitSecond)
def _split_second(step: SplitSecond, w: Words) -> Clause:
    return Clause(w.pick("it", "este hechizo"), w.pick("has split second", "tiene fracción de segundo"))


@renders(OwnSpellCost)
def _own_spell_cost(step: OwnSpellCost, w: Words) -> Clause:
    """"this spell costs {1} less to cast for each creature card in your graveyard" (601.2f)."""
    per = per_each(w, step.per, "2") or ""
    more = w.pick("more", "más") if step.more else w.pick("less", "menos")
    return Clause(w.pick("this spell", "este hechizo"),
                  w.pick(f"costs {step.mana} {more} to cast {per}", f"cuesta {step.mana} {more} para lanzarse {per}"),
                  own_sentence=True)


@renders(OwnAbilityCost)
def _own_ability_cost(step: OwnAbilityCost, w: Words) -> Clause:
    """"this ability costs {1} more to activate for each card in your hand" (602.2b, 601.2f)."""
    per = per_each(w, step.per, "2") or ""
    more = w.pick("more", "más") if step.more else w.pick("less", "menos")
    return Clause(w.pick("this ability", "esta habilidad"),
                  w.pick(f"costs {step.mana} {more} to activate {per}",
                         f"cuesta {step.mana} {more} para activarse {per}"),
                  own_sentence=True)
