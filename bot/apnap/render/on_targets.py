"""Renderers of the steps on one object a word names: a target (115.1, "up to two" 601.2c, one per opponent), the
source itself, the trigger's object or "it", the permanent the source is attached to, a card in a graveyard.
"""

from __future__ import annotations

from dataclasses import replace

from ..grammar import TypeFilter
from ..ordinals import nth_from_top
from ..plan import (
    AttachTargetTo,
    AttachToCreated,
    AttachToTarget,
    CardFromGraveyard,
    DestroyTarget,
    ExchangeControl,
    ExileSource,
    ExileTarget,
    ExileTargetCard,
    GainControlTarget,
    LibraryTarget,
    LibraryTopSource,
    MoveTarget,
    PutTargetFromGraveyard,
    ReturnSource,
    ReturnTarget,
    SacrificeSource,
    SacrificeTarget,
    ShuffleSource,
    SourceCardFromGraveyard,
    TargetCardFromGraveyard,
)
from .common import act, act_on_it, person_of
from .kind_words import it_or
from .nouns import a_target, counted_target, feminine, objects, that_object
from .registry import Clause, renders
from .words import Words, self_reference


def _printed_self(step: SacrificeSource | ExileSource, w: Words) -> str:
    """The source as the card calls it ("this creature" inside a granted ability is each creature that has it),
    said in the reading's language; "this permanent" for a name or a pronoun."""
    return (self_reference(f"this {step.said}", w.lang) if step.said else None) or w.pick("this permanent",
                                                                                         "este permanente")


@renders(SacrificeSource)
def _sacrifice_source(step: SacrificeSource, w: Words) -> Clause:
    return act_on_it(step, w, "sacrifice", _printed_self(step, w))


@renders(ExileSource)
def _exile_source(step: ExileSource, w: Words) -> Clause:
    said = act_on_it(step, w, "exile", _printed_self(step, w))
    if not step.counters:
        return said
    from ..plan import amounts as a
    from .on_board import counters_said

    kept = counters_said(w, a.Fixed(step.counters), step.counter)  # "with three time counters on it" (122.1)
    return replace(said, predicate=said.predicate + w.pick(f" with {kept} on it", f" con {kept} sobre él"))


def _target_words(step: DestroyTarget | ExileTarget | GainControlTarget | PutTargetFromGraveyard | ExchangeControl,
                  w: Words, card: bool) -> str:
    """"target creature", or several for the one word: "two / X / up to two target creatures" (601.2c)."""
    if step.count is not None:  # with the instruction's further target words: "… and target land" (115.3)
        return w.pick(" and ", " y ").join(counted_target(w, word.objects, word.count)
                                           for word in ((step, *step.also)))
    return a_target(w, step.objects, card)


def _no_target(step: DestroyTarget | ExileTarget | GainControlTarget | PutTargetFromGraveyard, w: Words,
               lemma: str) -> Clause | None:
    """The same verbs on an object no target names: the trigger event's ("destroy that creature", 603.2), the one
    "it" names, or the permanent the source is attached to ("destroy enchanted creature", "You control enchanted
    creature": a static control change, 613.1b); None for a target."""
    if isinstance(step, GainControlTarget) and step.duration == "static":
        return Clause(w.pick("you", ""), w.pick("control ", "controlas ") + it_or(w, step, ""), "", w.flush())
    if step.event_object == "permanent" or step.pronoun or step.on_attached:
        clause = act_on_it(step, w, lemma, that_object(w, step.objects))
        if getattr(step, "duration", None) == "this_turn":  # "gain control of it until end of turn" (611.2a)
            until = w.pick(" until end of turn", " hasta el final del turno")
            return replace(clause, predicate=clause.predicate + until,
                           after_and=clause.after_and + until if clause.after_and else "")
        return clause
    return None


@renders(SacrificeTarget)
def _sacrifice_target(step: SacrificeTarget, w: Words) -> Clause:
    """"For each player, choose target permanent that player controls. Those players sacrifice those permanents."
    (601.2c, 701.21a), as printed."""
    return Clause("", _chosen_targets(step, w) + w.pick(
        f". Those players sacrifice those {objects(w, step.objects, True)}",
        f". Esos jugadores sacrifican {'esas' if feminine(w, step.objects, False) else 'esos'} "
        f"{objects(w, step.objects, True)}"), _per_player_lead(step, w), w.flush())


def _chosen_targets(step: DestroyTarget | SacrificeTarget, w: Words) -> str:
    """"choose target creature that player controls" / "elige la criatura objetivo que controla ese jugador"."""
    return w.pick("choose ", "elige ") + a_target(w, step.objects, False) + w.pick(" that player controls",
                                                                                     " que controla ese jugador")


def _per_player_lead(step: MoveTarget, w: Words) -> str:
    return w.pick("For each player, ", "Por cada jugador, ") if step.per == "each_player" \
        else w.pick("For each opponent, ", "Por cada oponente, ")


@renders(DestroyTarget, ExileTarget, GainControlTarget, PutTargetFromGraveyard)
def _target(step: DestroyTarget | ExileTarget | GainControlTarget | PutTargetFromGraveyard, w: Words) -> Clause:
    """"Destroy target creature", "For each opponent, gain control of up to one target creature that player
    controls until end of turn" (601.2c), "… put up to one target creature card from that player's graveyard
    onto the battlefield under your control"."""
    lemma = {"destroy": "destroy", "exile": "exile", "put": "put"}.get(step.action, "gain control")
    named = _no_target(step, w, lemma)
    if named is not None:
        return named
    if isinstance(step, DestroyTarget) and step.chosen_first:  # "… choose target creature …. Destroy those creatures."
        those = w.pick("those ", "esas " if feminine(w, step.objects, False) else "esos ") + \
            objects(w, step.objects, True)
        return Clause("", _chosen_targets(step, w) + w.pick(f". Destroy {those}", f". Destruye {those}"),
                      _per_player_lead(step, w), w.flush())
    card = isinstance(step, PutTargetFromGraveyard)
    said = _target_words(step, w, card)
    # "exile another target creature until …": the source is no target; "otro permanente objetivo que no sea tierra"
    # (a_target says "otro" by the noun's gender, what it is not after "objetivo")
    # counted target words say their own "up to" (_target_words); "hasta una criatura objetivo", never "hasta una la
    # criatura objetivo" (its article dropped)
    if step.up_to and step.count is None:
        said = said.removeprefix("la ").removeprefix("el ") if w.es else said
        said = w.pick("up to one ", "hasta " + ("una " if feminine(w, step.objects, card) else "un ")) + said
    yours = getattr(step, "yours", False)
    if card:
        whose = (w.pick("your", "tu") if yours else
                 w.pick("that player's", "el de ese jugador") if step.per else w.pick("a", "un"))
        said += w.pick(f" from {whose} graveyard onto the battlefield under your control",
                       f" de {'tu' if yours else 'su'} cementerio al campo de batalla bajo tu control")
    elif step.per is not None:  # "that player controls": Oracle's words for "they control" (the reading's own)
        said += w.pick(" they control", " que controla ese jugador")
    if step.per == "that_player":  # "… of their choice": that player picks the target (601.2c)
        return act(step, w, lemma, said + w.pick(" of their choice", " a su elección"))
    if step.per == "of_that_player":  # "… target permanent that player controls": the controller picks among them
        said = said.removesuffix(" they control")
        said += w.pick(" that player controls", "") if not w.es else ""
    said += _lasting(step, w)
    if step.holders_gain_power:  # each target's controller gains life equal to its power (608.2h)
        said += w.pick(" and that player gains life equal to its power",
                       " y ese jugador gana una cantidad de vidas igual a su fuerza")
    clause = act(step, w, lemma, said)
    if step.per is None or step.per == "of_that_player":
        return clause
    lead = w.pick("for each player, ", "por cada jugador, ") if step.per == "each_player" \
        else w.pick("for each opponent, ", "por cada oponente, ")
    return replace(clause, lead=lead + clause.lead)


_LASTING = {"this_turn": (" until end of turn", " hasta el final del turno"),
            "while_you_control_source": (" for as long as you control this permanent",  # 611.2b
                                         " mientras controles este permanente"),
            "while_source_tapped": (" for as long as this permanent remains tapped",
                                    " mientras este permanente permanezca girado"),
            "while_you_control_source_tapped": (" for as long as you control this permanent and it remains tapped",
                                                " mientras controles este permanente y permanezca girado")}


def _lasting(step: DestroyTarget | ExileTarget | GainControlTarget | PutTargetFromGraveyard, w: Words) -> str:
    """How long the effect lasts, as said after its objects (611.2a, 611.2b; 610.3: until the source leaves)."""
    duration = str(getattr(step, "duration", None))
    said = w.pick(*_LASTING[duration]) if duration in _LASTING else ""
    if getattr(step, "until_source_leaves", False):  # the source as the card calls it ("this creature")
        source = self_reference(f"this {getattr(step, 'source_noun', 'permanent')}", w.lang) or w.pick(
            "this permanent", "este permanente")
        said += w.pick(f" until {source} leaves the battlefield", f" hasta que {source} deje el campo de batalla")
    return said


@renders(AttachToTarget, AttachToCreated)
def _attach(step: AttachToTarget | AttachToCreated, w: Words) -> Clause:
    """"attach this permanent to target creature you control" / "anexa este permanente a la criatura objetivo que
    controlas"; "… to it" / "a ella" (the token just created, or the trigger's object)."""
    if isinstance(step, AttachToCreated):
        to = w.pick("it", "ella")
    elif step.event_object == "permanent":  # "… to that creature": the trigger event's object (603.2)
        to = it_or(w, step, that_object(w, step.objects))
    else:
        to = it_or(w, step, a_target(w, step.objects))
        if w.es and step.objects.control == "you":  # "la criatura objetivo que controlas" (the Spanish order)
            to = "la " + objects(w, replace(step.objects, control=None), False) + " objetivo que controlas"
    return act(step, w, "attach", w.pick("this permanent to ", "este permanente a ") + to)


@renders(AttachTargetTo)
def _attach_target_to(step: AttachTargetTo, w: Words) -> Clause:
    """"attach target Aura you control to target creature" / "anexa el Aura objetivo que controlas a la criatura
    objetivo"; "… to this permanent" / "… a este permanente" (the source itself)."""
    onto = w.pick("this permanent", "este permanente") if step.to_source else _es_target(w, step.objects)
    return act(step, w, "attach", _es_target(w, step.attachment) + w.pick(" to ", " a ") + onto)


def _es_target(w: Words, flt: TypeFilter) -> str:
    """A target said as printed: English "target creature you control", Spanish "la criatura objetivo que
    controlas" (the controller after "objetivo")."""
    if w.es and flt.control == "you":  # "el Aura", "el Equipo", "la criatura"
        article = "la " if feminine(w, flt, False) else "el "
        return article + objects(w, replace(flt, control=None), False) + " objetivo que controlas"
    return a_target(w, flt)


@renders(ReturnTarget)
def _return_target(step: ReturnTarget, w: Words) -> Clause:
    if step.count is not None:  # "return up to two target creatures to their owners' hands" (601.2c)
        return act(step, w, "return", counted_target(w, step.objects, step.count)
                   + w.pick(" to their owners' hands", " a las manos de sus propietarios"))
    said = a_target(w, step.objects)
    if step.up_to:  # "Return up to one target nonland permanent …" (601.2c: none is a choice too); Spanish without
        # its article: "hasta un permanente objetivo que no sea tierra"
        said = w.pick("up to one " + said, "hasta " + ("una " if feminine(w, step.objects, False) else "un ")
                      + said.split(" ", 1)[-1])
    return act(step, w, "return", it_or(w, step, said) + w.pick(" to its owner's hand", " a la mano de su propietario"))


@renders(LibraryTarget)
def _library_target(step: LibraryTarget, w: Words) -> Clause:
    said = a_target(w, step.objects)
    if step.end == "shuffle":
        return _shuffled_in(step, w, said)
    if step.end == "nth":  # "into its owner's library third from the top" (401.7)
        return act(step, w, "put", said + w.pick(" into its owner's library ", " en la biblioteca de su propietario ")
                   + nth_from_top(step.position, w.lang))
    where = w.pick(" on top of its owner's library", " en la parte superior de la biblioteca de su propietario") \
        if step.end == "top" else w.pick(" on the bottom of its owner's library",
                                         " en el fondo de la biblioteca de su propietario")
    return act(step, w, "put", said + where)


def _shuffled_in(step: LibraryTarget, w: Words, said: str) -> Clause:
    """"Shuffle target artifact into its owner's library"; by its owner, after "Choose target …": "Its owner
    shuffles it into their library" / "Su propietario lo baraja en su biblioteca" (a clitic, the antecedent named
    before)."""
    if step.by_owner:
        return Clause(w.pick("its owner", "su propietario"),
                      w.pick(f"shuffles {it_or(w, step, said)} into their library",
                             ("lo baraja" if step.pronoun else f"baraja {said}") + " en su biblioteca"))
    return act(step, w, "shuffle", it_or(w, step, said) + w.pick(" into its owner's library",
                                                                   " en la biblioteca de su propietario"))


@renders(ReturnSource)
def _return_source(step: ReturnSource, w: Words) -> Clause:
    return act(step, w, "return", w.pick("this permanent to its owner's hand",
                                         "este permanente a la mano de su propietario"))


@renders(LibraryTopSource)
def _library_top_source(step: LibraryTopSource, w: Words) -> Clause:
    return act(step, w, "put", w.pick("this permanent on top of its owner's library",
                                      "este permanente en la parte superior de la biblioteca de su propietario"))


@renders(ShuffleSource)
def _shuffle_source(step: ShuffleSource, w: Words) -> Clause:
    """"Shuffle this permanent into its owner's library"; by its owner: "This permanent's owner shuffles it into
    their library" / "El propietario de este permanente lo baraja en su biblioteca"."""
    if step.by_owner:
        return Clause(w.pick("this permanent's owner", "el propietario de este permanente"),
                      w.pick("shuffles it into their library", "lo baraja en su biblioteca"))
    return act(step, w, "shuffle", w.pick("this permanent into its owner's library",
                                          "este permanente en la biblioteca de su propietario"))


@renders(SourceCardFromGraveyard, TargetCardFromGraveyard, ExileTargetCard)
def _card_from_graveyard(step: CardFromGraveyard, w: Words) -> Clause:
    """"return target creature card from your graveyard to your hand", "put target creature card from a graveyard
    onto the battlefield under your control", "return this permanent from your graveyard to the battlefield"."""
    count, up_to = getattr(step, "count", 1), getattr(step, "up_to", False)
    if step.objects is None:
        said = w.pick("this permanent", "este permanente")
    elif count > 1 or up_to or step.count_x:  # "up to two / X target creature cards" (601.2c, 107.3)
        n = "X" if step.count_x else w.pick("one", "una") if count == 1 else w.number(count, True)  # "up to one …"
        said = w.pick(f"{'up to ' * up_to}{n} target ", f"{'hasta ' * up_to}{n} ") + objects(
            w, step.objects, count > 1 or step.count_x, card=True) + w.pick("", " objetivo")
    else:
        said = a_target(w, step.objects, card=True)
    if step.of_opponent:  # "… from an opponent's graveyard" (115.1)
        return _from_opponents_graveyard(step, w, said)
    if step.to == "exile":
        return act(step, w, "exile", said + (w.pick(" from a graveyard", " de un cementerio") if step.any_graveyard
                                             else w.pick(" from your graveyard", " de tu cementerio")))
    if step.any_graveyard and step.to == "hand":  # "… from a graveyard to its owner's hand" (400.3)
        return act(step, w, "return", said + w.pick(" from a graveyard to its owner's hand",
                                                    " de un cementerio a la mano de su propietario"))
    if step.any_graveyard and step.to == "library_top":  # "… from a graveyard on top of its owner's library"
        return act(step, w, "put", said + w.pick(" from a graveyard on top of its owner's library",
                                                 " de un cementerio en la parte superior de la biblioteca de su "
                                                 "propietario"))
    if step.any_graveyard:
        return act(step, w, "put", said + w.pick(" from a graveyard onto the battlefield under your control",
                                                 " de un cementerio al campo de batalla bajo tu control"))
    if step.to == "library_shuffle":  # "Target player shuffles up to four target cards from their graveyard into
        their = w.their(person_of(step, w))  # their library" / "El jugador objetivo baraja … de su cementerio en su
        return act(step, w, "shuffle", said + w.pick(f" from {their} graveyard into {their} library",  # biblioteca"
                                                     f" de {their} cementerio en {their} biblioteca"))
    if step.to == "library_top":  # "put target creature card from your graveyard on top of your library"
        return act(step, w, "put", said + w.pick(" from your graveyard on top of your library",
                                                 " de tu cementerio en la parte superior de tu biblioteca"))
    where = w.pick(" to your hand", " a tu mano") if step.to == "hand" else w.pick(
        " to the battlefield", " al campo de batalla") + w.pick(" tapped", " girado") * step.tapped
    return act(step, w, "return", said + w.pick(" from your graveyard", " de tu cementerio") + where)


def _from_opponents_graveyard(step: CardFromGraveyard, w: Words, said: str) -> Clause:
    """"exile target card from an opponent's graveyard", "return three target cards from an opponent's graveyard to
    their hand", "put target creature card from an opponent's graveyard onto the battlefield under your control"."""
    verb, where = {"exile": ("exile", ("", "")), "hand": ("return", (" to their hand", " a su mano"))}.get(
        step.to, ("put", (" onto the battlefield under your control", " al campo de batalla bajo tu control")))
    return act(step, w, verb, said + w.pick(" from an opponent's graveyard", " del cementerio de un oponente")
               + w.pick(*where))


@renders(ExchangeControl)
def _exchange(step: ExchangeControl, w: Words) -> Clause:
    """"exchange control of target land you control and target land an opponent controls", "… of two target
    lands", "… of this permanent and target nonland permanent" / "intercambia el control de …" (701.12)."""
    said = _target_words(step, w, False)
    if step.with_source:
        said = w.pick("this permanent and ", "este permanente y ") + said
    return act(step, w, "exchange control", said)
