"""The renderer of a search of the library and/or the graveyard (plan/search_zones.py), in the printed words: "Search
your library and/or graveyard for a card named Ral, Caller of Storms, reveal it, and put it into your hand. If you
search your library this way, shuffle it." / "Busca en tu biblioteca y/o cementerio una carta llamada …, muéstrala y
ponla en tu mano. Si buscas en tu biblioteca de esta manera, barájala." (with "may": "Puedes buscar …, mostrarla y
ponerla …"). Only the controller's own zones are read (grammar/search_zones.py), so the words are the controller's.
"""

from __future__ import annotations

from ..plan import SearchLibraryAndGraveyard
from .common import act, person_of, picks
from .registry import Clause, renders
from .words import Words


@renders(SearchLibraryAndGraveyard)
def _search_zones(step: SearchLibraryAndGraveyard, w: Words) -> Clause:
    found = picks(w, step.picks, card=True, person=person_of(step, w)) + "".join(w.flush())
    tapped = w.pick(" tapped", " girada") if step.tapped else ""
    if w.es:
        may = step.optional
        reveal = ("mostrarla" if may else "muéstrala") if step.reveal else ""
        put = "ponerla" if may else "ponla"
        where = f"{put} en el campo de batalla{tapped}" if step.to == "battlefield" else f"{put} en tu mano"
        moves = f", {reveal} y {where}" if reveal else f" y {where}"
        return act(step, w, "search", f"en tu biblioteca y/o cementerio {found}{moves}. Si buscas en tu biblioteca "
                                      f"de esta manera, barájala")
    where = f"onto the battlefield{tapped}" if step.to == "battlefield" else "into your hand"
    moves = f", reveal it, and put it {where}" if step.reveal else f" and put it {where}"
    return act(step, w, "search", f"your library and/or graveyard for {found}{moves}. If you search your library "
                                  f"this way, shuffle it")
