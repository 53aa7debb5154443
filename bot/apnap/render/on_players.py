"""Renderers of the steps on players: life, damage, cards drawn or milled, votes, turns, the effect's shape."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from bot.i18n.plural import number_word

from ..plan import (
    Alternative,
    Damage,
    DamageAnyTarget,
    DamageTarget,
    DamageTargetObject,
    Delayed,
    Draw,
    ExileTop,
    ExtraTurn,
    GainLife,
    LoseGame,
    LoseLife,
    LoseMana,
    Mill,
    Pay,
    PayFixed,
    PayLifeInstead,
    Plan,
    PutOnTopInstead,
    Repeat,
    SacrificeInstead,
    Scry,
    SetLife,
    Surveil,
    Unless,
    Unperformed,
    Vote,
    VoteForObject,
)
from ..plan import amounts as a
from .amounts import is_number, is_that_much, number, per_each, quantity, reference
from .common import act, person_of, reading_of, subject_of
from .kind_words import it_or
from .nouns import a_target, counted, each, that_object
from .nouns import objects as objects_words
from .registry import Clause, renders, renders_named
from .words import VERBS, Words, self_reference

_ES_SUBJUNCTIVE = {"draw": "robe", "discard": "descarte", "sacrifice": "sacrifique", "mill": "muela"}


@renders(LoseLife)
def _lose_life(step: LoseLife, w: Words) -> Clause:
    return _life(step, w, "lose")


@renders(LoseMana)
def _lose_mana(step: LoseMana, w: Words) -> Clause:
    """"Each player loses all unspent mana" (106.4)."""
    return act(step, w, "lose", w.pick("all unspent mana", "todo el maná no gastado"))


@renders(GainLife)
def _gain_life(step: GainLife, w: Words) -> Clause:
    return _life(step, w, "gain")


def _life(step: LoseLife | GainLife, w: Words, lemma: str) -> Clause:
    """"loses 3 life"; "For each card less than two a player draws this way, that player gains 2 life"."""
    match step.amount:
        case a.Times(a.Shortfall(action, base), a.Fixed(n)) if step.subject.all_of_step:
            verb = VERBS.get(action or "", (action or "",))[0]
            lead = w.pick(f"for each card less than {number_word(base)} a player {verb} this way, ",
                          f"por cada carta menos de {number_word(base, 'es', feminine=True)} que un jugador "
                          f"{_ES_SUBJUNCTIVE.get(action or '', action)} de esta manera, ")
            said = f"{w.verb(lemma, '3')} {quantity(w, a.Fixed(n), 'life', '3')}"
            return Clause(w.pick("that player", "ese jugador"), said, lead)
    return act(step, w, lemma, quantity(w, step.amount, "life", person_of(step, w)))


def top_es(said: str) -> str:
    """"las dos primeras cartas", "las X primeras cartas": Spanish puts the number before "primeras" (as the CR and
    printed cards do; judge 42es: "las primeras dos cartas"); any other amount follows "las primeras"."""
    number, _, noun = said.partition(" ")
    return f"las {number} primeras {noun}" if noun == "cartas" else f"las primeras {said}"


def cards(w: Words, amount: a.Amount, person: str) -> str:
    """A number of cards: "a card", "two cards", "X cards", "that many cards minus one", "cards equal to …"."""
    match amount:
        case a.Fixed(n):
            return f"{w.number(n, feminine=True)} {w.noun('card', n != 1)}"
        case a.NonNegative(inner):
            return cards(w, inner, person)
        case a.ThatMany() | a.EventAmount():
            return w.pick("that many cards", "esa cantidad de cartas")
        case a.Plus(inner, n) if isinstance(inner, (a.ThatMany, a.EventAmount)):
            sign = w.pick("plus", "más") if n > 0 else w.pick("minus", "menos")
            return f"{cards(w, inner, person)} {sign} {w.pick('one', 'una') if abs(n) == 1 else abs(n)}"
    if is_number(amount):
        return f"{number(w, amount, person)} {w.noun('card', True)}"
    per = per_each(w, amount, person)
    if per is not None:
        return f"{w.number(1, feminine=True)} {w.noun('card', False)} {per}"
    return w.pick(f"cards equal to {reference(w, amount, person)}",
                  f"una cantidad de cartas igual a {reference(w, amount, person)}")


@renders(Draw)
def _draw(step: Draw, w: Words) -> Clause:
    said = cards(w, step.amount, person_of(step, w))
    return act(step, w, "draw", w.pick("up to ", "hasta ") + said if step.up_to else said)


def _top(w: Words, amount: a.Amount, person: str) -> str:
    """"the top card of their library" / "the top three cards of their library"."""
    their = w.their(person)
    if amount == a.Fixed(1):
        return w.pick(f"the top card of {their} library", f"la primera carta de {their} biblioteca")
    n = number(w, amount, person) if is_number(amount) else reference(w, amount, person)
    n = w.number(amount.n) if isinstance(amount, a.Fixed) else n
    return w.pick(f"the top {n} cards of {their} library", f"{top_es(f'{n} cartas')} de {their} biblioteca")


@renders(Mill)
def _mill(step: Mill, w: Words) -> Clause:
    person = person_of(step, w)
    if not is_number(step.amount):  # "puts a number of cards equal to … from the top of their library into …"
        said = w.pick(f"a number of cards equal to {reference(w, step.amount, person)} from the top of "
                      f"{w.their(person)} library into {w.their(person)} graveyard",
                      f"una cantidad de cartas igual a {reference(w, step.amount, person)} de la parte superior de "
                      f"{w.their(person)} biblioteca en {w.their(person)} cementerio")
        return act(step, w, "put", said)
    top = _top(w, step.amount, person)
    return act(step, w, "put", top + w.pick(f" into {w.their(person)} graveyard", f" en {w.their(person)} cementerio"))


@renders(ExileTop)
def _exile_top(step: ExileTop, w: Words) -> Clause:
    face_down = w.pick(" face down", " boca abajo") if getattr(step, "face_down", False) else ""  # branch g-library
    return act(step, w, "exile", _top(w, step.amount, person_of(step, w)) + face_down)


@renders(Scry)
def _scry(step: Scry, w: Words) -> Clause:
    return act(step, w, "scry", number(w, step.amount, person_of(step, w)))


@renders(Surveil)
def _surveil(step: Surveil, w: Words) -> Clause:
    return act(step, w, "surveil", number(w, step.amount, person_of(step, w)))


def source(w: Words, said: str | None) -> str:
    """The damage's source as the text names it: "this permanent", "it", or a name kept as written."""
    if said is None:
        return w.pick("this permanent", "este permanente")
    if said in _REMEMBERED:  # a created trigger's remembered object (603.7c), said "it" as printed
        return w.pick("it", _REMEMBERED[said])
    return self_reference(said, w.lang) or said


_REMEMBERED = {"that creature": "esa criatura", "that permanent": "ese permanente"}


# "each opponent and each creature and planeswalker they control": the objects of the players named first
_THEIRS = {("each_opponent", "opponents"), ("each_other_player", "not_you"), ("each_player", None)}


def _their_permanents(step: Damage | Unless, w: Words) -> str | None:
    """The players, then their permanents as the card says them ("… and each planeswalker they control")."""
    objects = getattr(step, "objects", None)
    if objects is None or not getattr(step, "theirs", False) or (step.subject.kind, objects.control) not in _THEIRS:
        return None
    kinds = [objects_words(w, replace(objects, alternatives=(alt,), control=None), False)
             for alt in objects.alternatives] or [objects_words(w, replace(objects, control=None), False)]
    said = w.pick(" and ", " y ").join(kinds) + w.pick(" they control", " que controlan")
    return subject_of(w, step.subject)[0] + w.pick(" and each ", " y a cada ") + said


def _recipients(step: Damage | Unless, w: Words) -> str:
    theirs = _their_permanents(step, w)
    if theirs is not None:
        return theirs
    parts = []
    objects = getattr(step, "objects", None)
    if objects is not None:
        parts.append(each(w, objects))
    if getattr(step, "to_players", True):
        parts.append(subject_of(w, step.subject)[0])
    return w.pick(" and ", " y a ").join(parts)


def _x_plus(w: Words, amount: a.Amount) -> str | None:
    """"X plus 2" / "X más 2": a printed X and a number added to it (107.3), said as printed; None otherwise."""
    if isinstance(amount, a.Plus) and isinstance(amount.a, a.X) and amount.n > 0:
        return w.pick(f"X plus {amount.n}", f"X más {amount.n}")
    return None


def _damage_words(step: Damage | Unless, w: Words) -> str:
    """"deals 3 damage to each creature and each player", "deals damage to … equal to …"."""
    to = _recipients(step, w)
    summed = _x_plus(w, step.amount)
    if summed is not None:
        return w.pick(f"deals {summed} damage to {to}", f"hace {summed} puntos de daño a {to}")
    if is_number(step.amount):
        n = number(w, step.amount)
        if w.es and step.subject.kind == "you" and getattr(step, "objects", None) is None:  # "te hace 1 punto …"
            return f"te hace {n} {'punto' if n == '1' else 'puntos'} de daño"
        return w.pick(f"deals {n} damage to {to}", f"hace {n} {'punto' if n == '1' else 'puntos'} de daño a {to}")
    if is_that_much(step.amount):  # "deals that much damage to each player"
        return w.pick(f"deals that much damage to {to}", f"hace esa cantidad de daño a {to}")
    return w.pick(f"deals damage to {to} equal to {reference(w, step.amount)}",
                  f"hace a {to} una cantidad de daño igual a {reference(w, step.amount)}")


@renders(Damage)
def _damage(step: Damage, w: Words) -> Clause:
    predicate = _damage_words(step, w)
    if step.optional:  # as "you may have it deal 1 damage to each creature …" is made of (render ``_may_have``, 608.2d)
        verb, _, rest = predicate.partition(" ")  # "deals 1 damage …" → "may deal 1 damage …" / "puede haga …"
        predicate = w.pick("may deal ", "puede haga " if verb == "hace" else f"puede {verb} ") + rest
    return Clause(source(w, step.source), predicate, "", w.flush(), own_sentence=True)


@renders(DamageAnyTarget, DamageTargetObject)
def _damage_any_target(step: DamageTarget, w: Words) -> Clause:
    """"deals 3 damage to any target" / "hace 3 puntos de daño a cualquier objetivo" (115.4)."""
    anyone = w.pick("that permanent or player", "ese permanente o jugador") if getattr(step, "again", False) \
        else w.pick("any target", "cualquier objetivo")
    to = anyone if step.objects is None else it_or(w, step, (
        that_object(w, step.objects) if step.event_object == "permanent" or not step.object_target_words
        else a_target(w, step.objects)))  # "… deals 3 damage to that creature instead" says no new target (115.1)
    if getattr(step, "of_that_player", False):  # "target creature that player controls" (608.2c)
        to += w.pick(" that player controls", " que controla ese jugador")
    summed = _x_plus(w, step.amount)
    if summed is not None:  # "deals X plus 2 damage to that permanent or player" (Crater's Claws)
        said = w.pick(f"deals {summed} damage to {to}", f"hace {summed} puntos de daño a {to}")
    elif is_number(step.amount) and w.es and step.pronoun and step.objects is not None:  # "le hace 2 puntos …":
        n = number(w, step.amount)  # the object "it" names, as printed Spanish says it (608.2c)
        said = f"le hace {n} {'punto' if n == '1' else 'puntos'} de daño"
    elif is_number(step.amount):
        n = number(w, step.amount)
        said = w.pick(f"deals {n} damage to {to}", f"hace {n} {'punto' if n == '1' else 'puntos'} de daño a {to}")
    elif is_that_much(step.amount):  # "deals that much damage to that creature" (603.2, 608.2c)
        said = w.pick(f"deals that much damage to {to}", f"hace esa cantidad de daño a {to}")
    else:
        said = w.pick(f"deals damage to {to} equal to {reference(w, step.amount)}",
                      f"hace a {to} una cantidad de daño igual a {reference(w, step.amount)}")
    if step.optional:  # "you may have it deal 3 damage to target creature" (608.2d): the controller's choice
        verb = w.pick("deal ", "haga ") + said.split(" ", 1)[1]  # "deals 3 damage …" → "deal 3 damage …"
        if said.startswith("le hace "):  # "le haga 2 puntos de daño" (printed Spanish's "it")
            verb = "le haga " + said.removeprefix("le hace ")
        return Clause(w.pick("you may have", "puedes hacer que"), f"{source(w, step.source)} {verb}", "", w.flush(),
                      own_sentence=True)
    return Clause(source(w, step.source), said, "", w.flush(), own_sentence=True)


def alternative(w: Words, alt: Alternative) -> str:
    if isinstance(alt, PayLifeInstead):  # Spanish "a menos que" takes the subjunctive: "pague", "sacrifique"
        return w.pick(f"pays {alt.n} life", f"pague {alt.n} {'vida' if alt.n == 1 else 'vidas'}")
    if isinstance(alt, SacrificeInstead):
        return w.pick("sacrifices ", "sacrifique ") + counted(w, 1, alt.filter)
    if isinstance(alt, PutOnTopInstead):  # 401.2: their own hand, on top of their own library
        return w.pick("puts ", "ponga ") + counted(w, 1, alt.filter, card=True) + w.pick(
            " from their hand on top of their library", " de su mano en la parte superior de su biblioteca")
    return w.pick("discards ", "descarte ") + counted(w, 1, alt.filter, card=True)


@renders(Unless)
def _unless(step: Unless, w: Words) -> Clause:
    """"Each opponent loses 3 life unless that player sacrifices a nonland permanent or discards a card"."""
    escape = w.pick(" or ", " o ").join(alternative(w, alt) for alt in step.alternatives)
    unless = w.pick(" unless that player ", " a menos que ") + escape
    if step.action == "damage":
        clause = Clause(source(w, step.source), _damage_words(step, w) + unless, "", w.flush())
    else:
        clause = act(step, w, "lose", quantity(w, step.amount, "life") + unless)
    return clause


@renders(SetLife)
def _set_life(step: SetLife, w: Words) -> Clause:
    subject, person = subject_of(w, step.subject)
    n = number(w, step.amount, person) if is_number(step.amount) else reference(w, step.amount, person)
    owner = w.pick("your", "tu") if person == "you" else w.pick(f"{subject}'s", f"el de {subject}")
    said = w.pick(f"{owner} life total becomes {n}", f"{owner} total de vidas se convierte en {n}")
    return Clause("", said, "", w.flush())


@renders(PayFixed)
def _pay_fixed(step: PayFixed, w: Words) -> Clause:
    return act(step, w, "pay", _paid(step, w))


def paid(step: PayFixed, lang: str) -> str:
    """What paying ``step`` costs, as said after "pay" ("{2}", "3 life", "3 vidas"): an "unless" decision's
    ``pay`` (118.12), from the step's own fields, never cut out of its sentence."""
    return _paid(step, Words(lang))


def _paid(step: PayFixed, w: Words) -> str:
    if step.what == "life":
        return quantity(w, step.amount, "life", person_of(step, w))
    if step.mana and not is_number(step.amount):  # "pay {U} for each creature chosen this way"
        inner = step.amount.a if isinstance(step.amount, a.Times) else step.amount
        # "… unless you pay {G} for each wind counter on it": a count of the board's, said as "for each" says it; "it"
        # is the source the instruction gives up (choice_clauses.unless_paid reads no other)
        counted_by = None if getattr(inner, "action", None) == "choose" else per_each(w, inner, person_of(step, w))
        if isinstance(inner, a.CountersOnSource) and not w.es:
            counted_by = f"for each {inner.kind} counter on it"
        return f"{step.mana} " + (counted_by or _for_each_chosen(w, inner))
    if step.mana:
        return step.mana
    n = number(w, step.amount) if is_number(step.amount) else reference(w, step.amount)
    return "{" + n + "}"


def _for_each_chosen(w: Words, amount: a.Amount) -> str:
    """"for each creature chosen this way": one object at a time of what this player chose."""
    flt = getattr(amount, "filter", None)
    noun = counted(w, 1, flt).split(" ", 1)[1] if flt is not None else w.pick("permanent", "permanente")
    chosen = "elegida" if noun.split(" ")[0].endswith("a") else "elegido"
    return w.pick(f"for each {noun} chosen this way", f"por cada {noun} {chosen} de esta manera")


@renders(Pay)
def _pay(step: Pay, w: Words) -> Clause:
    return act(step, w, "pay", w.pick(f"any amount of {step.what}", f"cualquier cantidad de {w.zone(step.what)}"))


@renders(ExtraTurn)
def _extra_turn(step: ExtraTurn, w: Words) -> Clause:
    if step.times is None:
        return act(step, w, "take", w.pick("an extra turn after this one", "un turno adicional después de este"))
    per = per_each(w, step.times, person_of(step, w)) or reference(w, step.times)
    return act(step, w, "take", w.pick(f"an extra turn {per}", f"un turno adicional {per}"))


@renders(LoseGame)
def _lose_game(step: LoseGame, w: Words) -> Clause:
    return act(step, w, "lose the game")


@renders(Vote)
def _vote(step: Vote, w: Words) -> Clause:
    options = list(step.options)  # 701.38a: "for blue, black, red, or green" / "por azul, negro, rojo o verde"
    listed = options[0] if len(options) < 2 else ", ".join(options[:-1]) + w.pick(
        ", or " if len(options) > 2 else " or ", " o ") + options[-1]
    return act(step, w, "vote", w.pick("for ", "por ") + listed)


@renders(VoteForObject)
def _vote_object(step: VoteForObject, w: Words) -> Clause:
    return act(step, w, "vote", w.pick("for ", "por ") + counted(w, 1, step.objects))


@renders(Repeat)
def _repeat(step: Repeat, w: Words) -> Clause:
    n = number(w, step.times) if is_number(step.times) else reference(w, step.times)
    return act(step, w, "repeat", w.pick(f"the following process {n} times", f"el siguiente proceso {n} veces"))


# When a delayed trigger triggers, as Oracle and printed Spanish open it (603.7)
_WHEN = {"next_end_step": ("at the beginning of the next end step", "al comienzo del próximo paso final"),
         "your_next_end_step": ("at the beginning of your next end step", "al comienzo de tu próximo paso final"),
         "next_upkeep": ("at the beginning of the next turn's upkeep",
                         "al comienzo del mantenimiento del próximo turno"),
         "your_next_upkeep": ("at the beginning of your next upkeep", "al comienzo de tu próximo mantenimiento"),
         "next_cleanup": ("at the beginning of the next cleanup step", "al comienzo del próximo paso de limpieza"),
         "end_of_combat": ("at end of combat", "al final del combate"),
         "next_combat": ("at the beginning of the next combat", "al comienzo del próximo combate"),
         "next_main_phase": ("at the beginning of the next main phase", "al comienzo de la próxima fase principal")}


@renders(Delayed)
def _delayed(step: Delayed, w: Words) -> Clause:
    """603.7: a delayed triggered ability, said from its own typed plan after the words that say when it triggers."""
    said = reading_of(Plan(step.steps), w.lang).rstrip(".")
    if w.es and step.names not in ("source", ""):  # its object is no source: "ese permanente", never "este" (603.7c)
        said = said.replace("este permanente", "ese permanente")
    when = w.pick(*_WHEN[step.when])
    return Clause("", f"{when}, {said[:1].lower()}{said[1:]}", own_sentence=True)  # capitalised as a sentence


@renders(Unperformed)
def _unperformed(step: Unperformed, w: Words) -> Clause:
    """A combination no handler performs: said as its bare action, so it never passes for what the card says."""
    subject, _ = subject_of(w, step.subject)
    return Clause(subject, f"[{step.action}]")


@renders_named("ChooserMayDamage")
def _chooser_may_damage(step: Any, w: Words) -> Clause:
    """"The first player may have this permanent deal 1 damage to the second player" (Oath of Mages)."""
    n = number(w, step.amount) if is_number(step.amount) else reference(w, step.amount)
    said = w.pick(f"may have {source(w, step.source)} deal {n} damage to the second player",
                  f"puede hacer que {source(w, step.source)} haga {n} {'punto' if n == '1' else 'puntos'} de daño "
                  "al segundo jugador")
    return Clause(w.pick("the first player", "el primer jugador"), said, "", w.flush(), own_sentence=True)
