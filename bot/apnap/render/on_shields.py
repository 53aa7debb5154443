"""Renderers of prevention and replacement effects (615, 614) and "can't be regenerated" (701.19c), from the
steps' typed fields: which damage, to whom, by whom, for how long."""

from __future__ import annotations

from bot.i18n.plural import number_word

from ..plan import (
    CantBePrevented,
    CantBePreventedTarget,
    CantBeRegenerated,
    CantBeRegeneratedTarget,
    ExileIfDies,
    PreventDamage,
    PreventDamageAnyTarget,
    PreventDamageTarget,
    RedirectDamage,
    RedirectDamageAnyTarget,
    RedirectDamageTarget,
)
from ..plan.shields import NoPrevention, NoRegeneration, PreventDamageDivided, Prevention, Redirection
from .amounts import number
from .nouns import a_target, objects, ordered_colors
from .prevented_words import with_prevented_then
from .registry import Clause, renders
from .words import Words

_FIXED = {"any_target": ("any target", "cualquier objetivo"),
          "player_or_planeswalker": ("target player or planeswalker", "el jugador o planeswalker objetivo"),
          "you": ("you", "ti"), "that": ("it", "ella"),
          "source": ("this permanent", "este permanente"),
          "source_and_you": ("this permanent and/or you", "este permanente y/o a ti"),
          "enchanted": ("enchanted creature", "la criatura encantada"),
          "equipped": ("equipped creature", "la criatura equipada"),
          "each_creature_and_player": ("each creature and each player", "cada criatura y cada jugador"),
          "blocked": ("creatures it's blocking", "las criaturas que está bloqueando"),
          "players": ("players", "los jugadores"), "opponent": ("an opponent", "un oponente"),
          "divided": ("any number of targets, divided as you choose",
                      "cualquier número de objetivos, divididos como elijas")}
_TURN = (" this turn", " este turno")
# "una fuente roja de tu elección"
_ES_FEMININE = {"white": "blanca", "blue": "azul", "black": "negra", "red": "roja", "green": "verde"}
_TYPE_SOURCES = {"artifact": ("an artifact source of your choice", "una fuente de artefacto de tu elección"),
                 "land": ("a land source of your choice", "una fuente de tierra de tu elección")}


def _has_type(flt: object, kind: str) -> bool:
    """Whether the chosen source's kind is that card type (chosen_source.chosen_source_filter)."""
    return any(kind in alt[0] for alt in getattr(flt, "alternatives", ()))


def _next_part(w: Words, step: Prevention) -> str:
    """", prevent that damage", ", prevent half that damage, rounded down" (107.1a), ", prevent all but 1 of that
    damage"."""
    if step.half:
        es = "arriba" if step.half == "up" else "abajo"
        return w.pick(f", prevent half that damage, rounded {step.half}",
                      f", previene la mitad de ese daño, redondeando hacia {es}")
    if step.all_but is not None:
        return w.pick(f", prevent all but {step.all_but} of that damage",
                      f", previene todo ese daño excepto {step.all_but}")
    return w.pick(", prevent that damage", ", previene ese daño")


def _whom(w: Words, role: str, flt: object) -> str:
    if role == "chosen":  # "a red source of your choice" (609.7a)
        colors = ordered_colors(getattr(flt, "colors", frozenset())) if flt is not None else []
        if flt is not None and not colors:  # "an artifact source", "a land source" (a card type, 609.7a)
            return w.pick(*_TYPE_SOURCES["land" if _has_type(flt, "land") else "artifact"])
        en = " or ".join(colors) + " " if colors else ""
        es = " o ".join(_ES_FEMININE[c] for c in colors) + " " if colors else ""
        return w.pick(f"a {en}source of your choice", f"una fuente {es}de tu elección")
    if role in ("kind", "you_and_kind") and flt is not None:  # "by Walls", "to you and creatures you control"
        said = objects(w, flt, True)  # type: ignore[arg-type]
        return w.pick("you and ", "ti y a ") + said if role == "you_and_kind" else said
    if role == "target" and flt is not None:
        return a_target(w, flt)  # type: ignore[arg-type]
    return w.pick(*_FIXED[role])


def _prevented(w: Words, step: Prevention) -> str:
    combat = w.pick(" combat", " de combate") if step.combat else ""  # "the next 1 combat damage" (510.2)
    if step.amount_x:
        if step.defined_x is not None:  # ", where X is …" at the end of the clause (107.3)
            number(w, step.defined_x)
        return w.pick(f"the next X{combat} damage", f"los próximos X puntos de daño{combat}")
    if step.amount is not None:
        n = number_word(step.amount) if step.amount > 1 else str(step.amount)
        return w.pick(f"the next {n}{combat} damage", f"los próximos {step.amount} puntos de daño{combat}"
                      if step.amount > 1 else f"el próximo 1 punto de daño{combat}")
    if step.combat:
        return w.pick("all combat damage", "todo el daño de combate")
    if step.noncombat:
        return w.pick("all noncombat damage", "todo el daño que no sea de combate")
    return w.pick("all damage", "todo el daño")


@renders(PreventDamage, PreventDamageTarget, PreventDamageAnyTarget, PreventDamageDivided)
def _prevent(step: Prevention, w: Words) -> Clause:
    """"prevent all combat damage that would be dealt this turn", "prevent the next 3 damage that would be dealt
    to any target this turn", and what it does with the damage it prevents (615.5)."""
    return with_prevented_then(_prevention(step, w), w, step.then)


def _prevention(step: Prevention, w: Words) -> Clause:
    if step.next_time:  # "The next time a red source of your choice would deal damage to you this turn, prevent …"
        to = w.pick(" to ", " a ") + _whom(w, step.to, step.to_objects) if step.to else ""
        return Clause("", w.pick("the next time ", "la próxima vez que ") + _whom(w, step.by, step.by_objects)
                      + _would_deal(w, step) + to + w.pick(*_TURN) + _next_part(w, step))
    # "los próximos 3 puntos de daño que se fueran a hacer"
    plural = (step.amount is not None and step.amount > 1) or step.amount_x
    said = w.pick("prevent ", "previene ") + _prevented(w, step) + w.pick(
        " that would be dealt", " que se fueran a hacer" if plural else " que se fuera a hacer")
    if step.to == "divided":  # "… that would be dealt this turn to any number of targets, divided as you choose"
        turn = w.pick(*_TURN) if step.duration == "this_turn" else ""
        return Clause("", said + turn + w.pick(" to ", " a ") + _whom(w, step.to, step.to_objects))
    if step.to and step.to == step.by:
        said += w.pick(" to and dealt by ", " a y por ") + _whom(w, step.to, step.to_objects)
    else:
        if step.to:
            said += w.pick(" to ", " a ") + _whom(w, step.to, step.to_objects)
        if step.by:
            said += w.pick(" by ", " por ") + _whom(w, step.by, step.by_objects)
    if step.duration == "this_turn":
        said += w.pick(*_TURN)
    return Clause("", said, trailing=w.flush())  # ", where X is …" (107.3)


@renders(RedirectDamage, RedirectDamageTarget, RedirectDamageAnyTarget)
def _redirect(step: Redirection, w: Words) -> Clause:
    """"all damage that would be dealt to target creature this turn is dealt to you instead", "the next time damage
    would be dealt to this permanent this turn, that damage is dealt to any target instead" (614.9)."""
    if step.next_time:
        return _redirect_next_time(step, w)
    damage = _prevented(w, step)
    plural = (step.amount is not None and step.amount > 1) or step.amount_x
    said = damage[0].upper() + damage[1:] + w.pick(" that would be dealt", " que se fueran a hacer" if plural
                                                   else " que se fuera a hacer")
    said += w.pick(" to ", " a ") + _whom(w, step.to, step.to_objects)
    if step.duration == "this_turn":
        said += w.pick(*_TURN)
    if step.by:
        said += w.pick(" by ", " por ") + _whom(w, step.by, step.by_objects)
    return Clause(said, w.pick("is dealt to ", "se hacen a " if plural else "se hace a ") + _instead(w, step)
                  + w.pick(" instead", " en su lugar"), own_sentence=True)


def _would_deal(w: Words, step: Prevention) -> str:
    """"would deal damage", "would deal combat damage" (510.2: that event only)."""
    if step.combat:
        return w.pick(" would deal combat damage", " fuera a hacer daño de combate")
    return w.pick(" would deal damage", " fuera a hacer daño")


def _redirect_next_time(step: Redirection, w: Words) -> Clause:
    if step.by and step.by != "chosen":  # "the next time target creature would deal damage this turn, it deals …"
        to = w.pick(" to ", " a ") + _whom(w, step.to, step.to_objects) if step.to else ""
        said = w.pick("The next time ", "La próxima vez que ") + _whom(w, step.by, step.by_objects) \
            + _would_deal(w, step) + to + w.pick(*_TURN)
        return Clause("", said + w.pick(", it deals that damage to ", ", en su lugar hace ese daño a ")
                      + _instead(w, step) + w.pick(" instead", ""), own_sentence=True)
    if step.by == "chosen":  # "the next time a source of your choice would deal damage to you this turn, …"
        to = w.pick(" to ", " a ") + _whom(w, step.to, step.to_objects) if step.to and step.to != "you" else ""
        deal = w.pick(" would deal damage", " fuera a hacer daño") if not to and step.to != "you" else w.pick(
            " would deal damage to you", " fuera a hacerte daño") if step.to == "you" else w.pick(
            " would deal damage", " fuera a hacer daño")
        said = w.pick("The next time ", "La próxima vez que ") + _whom(w, step.by, step.by_objects) + deal + to
    else:  # "the next time damage would be dealt to this permanent this turn, …"
        said = w.pick("The next time damage would be dealt to ", "La próxima vez que se fuera a hacer daño a ") \
            + _whom(w, step.to, step.to_objects)
    said += w.pick(*_TURN) + w.pick(", that damage is dealt to ", ", ese daño se hace a ") + _instead(w, step)
    return Clause("", said + w.pick(" instead", " en su lugar"), own_sentence=True)


# "… is dealt to its owner / its controller instead"
_ITS = {"owner": ("its owner", "su propietario"), "controller": ("its controller", "su controlador")}


def _instead(w: Words, step: Redirection) -> str:
    if step.instead in _ITS:
        return w.pick(*_ITS[step.instead])
    return _whom(w, step.instead, step.instead_objects)


@renders(CantBePrevented, CantBePreventedTarget)
def _cant_be_prevented(step: NoPrevention, w: Words) -> Clause:
    """"damage can't be prevented this turn" (615.12)."""
    turn = w.pick(*_TURN) if step.duration == "this_turn" else ""
    if step.to:
        return Clause(w.pick("damage that would be dealt to ", "el daño que se fuera a hacer a ")
                      + _whom(w, step.to, step.to_objects) + turn, w.pick("can't be prevented", "no puede prevenirse"))
    said = "the damage" if step.duration == "this_effect" else "damage"  # "The damage can't be prevented" (615.12)
    return Clause(w.pick(said, "el daño"), w.pick("can't be prevented", "no puede prevenirse") + turn)


_THIS_WAY = {"destroyed": ("a creature destroyed this way", "una criatura destruida de esta manera"),
             "damaged": ("a creature dealt damage this way", "una criatura a la que se le hizo daño de esta manera"),
             "earlier": ("it", ""), "those": ("they", "")}


@renders(CantBeRegenerated, CantBeRegeneratedTarget)
def _cant_be_regenerated(step: NoRegeneration, w: Words) -> Clause:
    """"It can't be regenerated", "a creature dealt damage this way can't be regenerated this turn" (701.19c)."""
    turn = w.pick(*_TURN) if step.duration == "this_turn" else ""
    who = w.pick(*_THIS_WAY[step.this_way or "earlier"]) if step.to == "that" else _whom(w, step.to, step.to_objects)
    several = step.this_way == "those"
    verb = w.pick("can't be regenerated", "no pueden ser regeneradas" if several else "no puede ser regenerada")
    return Clause(who, verb + turn, own_sentence=True)


@renders(ExileIfDies)
def _exile_if_dies(step: ExileIfDies, w: Words) -> Clause:
    """"If that creature would die this turn, exile it instead" (614.1a); "If that creature would leave the battlefield,
    exile it instead of putting it anywhere else"."""
    if step.leaves:
        return Clause("", w.pick("if that creature would leave the battlefield, exile it instead of putting it "
                                 "anywhere else", "si esa criatura fuera a dejar el campo de batalla, exíliala en vez "
                                 "de ponerla en cualquier otro lugar"), own_sentence=True)
    who = w.pick("a creature dealt damage this way", "una criatura a la que se le hizo daño de esta manera") \
        if step.this_way == "damaged" else w.pick("that creature", "esa criatura")
    return Clause("", w.pick(f"if {who} would die this turn, exile it instead",
                             f"si {who} fuera a morir este turno, exíliala en su lugar"), own_sentence=True)
