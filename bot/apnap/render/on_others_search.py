"""The renderer of the controller's search of another player's library (plan/others_search.py), in the printed words:
"Search target player's library for a card and exile it. Then that player shuffles their library." / "Busca en la
biblioteca del jugador objetivo una carta y exíliala. Luego ese jugador baraja su biblioteca." (701.23a, 701.24a)."""

from __future__ import annotations

from ..plan import SearchOthersLibrary, SearchOwnedZones
from ..plan import amounts as a
from .common import act, picks
from .nouns import all_of
from .registry import Clause, renders
from .words import Words

# whose library, as Oracle names it (the step's ``zone_of``); Spanish names the owner after the library
_LIBRARY_OF = {"target": ("target player's library", "la biblioteca del jugador objetivo"),
               "target_opponent": ("target opponent's library", "la biblioteca del oponente objetivo"),
               "that_player": ("that player's library", "la biblioteca de ese jugador")}


def _where(step: SearchOthersLibrary, w: Words, many: bool) -> str:
    """What the searcher does with the cards found (imperative in Spanish, the pronoun attached)."""
    them = "las" if many else "la"
    if step.to == "graveyard":
        return w.pick(f"put {'them' if many else 'it'} into that player's graveyard",
                      f"pon{them} en el cementerio de ese jugador")
    if step.to == "battlefield":
        return w.pick(f"put {'them' if many else 'it'} onto the battlefield under your control",
                      f"pon{them} en el campo de batalla bajo tu control")
    return w.pick(f"exile {'them' if many else 'it'}", f"exília{them}")


@renders(SearchOthersLibrary)
def _search_others(step: SearchOthersLibrary, w: Words) -> Clause:
    en, es = _LIBRARY_OF[step.zone_of]
    found = picks(w, step.picks, card=True) + "".join(w.flush())
    many = any(p.up_to or p.count != a.Fixed(1) for p in step.picks)
    where = _where(step, w, many)
    if w.es:
        return act(step, w, "search", f"en {es} {found} y {where}. Luego ese jugador baraja su biblioteca")
    return act(step, w, "search", f"{en} for {found} and {where}. Then that player shuffles their library")


# whose graveyard, hand and library (SearchOwnedZones' ``zone_of``), as Oracle and printed Spanish say them
_ZONES_OF = {"target": ("target player's", "del jugador objetivo"),
             "target_opponent": ("target opponent's", "del oponente objetivo"),
             "that_player": ("that player's", "de ese jugador"),
             "object_controller": ("its controller's", "de su controlador"),
             "spell_controller": ("", "del controlador de ese hechizo"),  # English names the owner after the zones
             "object_owner": ("its owner's", "de su propietario")}


@renders(SearchOwnedZones)
def _search_owned(step: SearchOwnedZones, w: Words) -> Clause:
    """"Search its controller's graveyard, hand, and library for all cards with … and exile them. Then that player
    shuffles their library." (701.23a, 701.24a)."""
    en, es = _ZONES_OF[step.zone_of]
    (pick,) = step.picks
    found = all_of(w, pick.filter, True) if step.every else picks(w, step.picks, card=True)
    found += "".join(w.flush())
    if w.es:
        return act(step, w, "search", f"en el cementerio, la mano y la biblioteca {es} {found} y exílialas. Luego ese "
                                      "jugador baraja su biblioteca")
    zones = f"{en} graveyard, hand, and library" if en else \
        "the graveyard, hand, and library of that spell's controller"
    return act(step, w, "search", f"{zones} for {found} and exile them. Then that player shuffles their library")
