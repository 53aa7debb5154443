"""The renderer of a search whose found cards are revealed and left in the library (plan/search_revealed.py), in the
printed words: "Search your library for an instant or sorcery card and reveal that card." / "Busca en tu biblioteca
una carta de instantáneo o de conjuro y muéstrala." (with "may": "Puedes buscar … y mostrarla"). Only the controller's
own library is read (grammar/search_revealed.py), so the words are the controller's; the sentence that moves the card
is said by its own step.
"""

from __future__ import annotations

from ..plan import SearchRevealed
from ..plan import amounts as a
from .common import act, person_of, picks
from .registry import Clause, renders
from .words import Words


@renders(SearchRevealed)
def _search_revealed(step: SearchRevealed, w: Words) -> Clause:
    found = picks(w, step.picks, card=True, person=person_of(step, w)) + "".join(w.flush())
    many = len(step.picks) > 1 or any(p.up_to or p.count != a.Fixed(1) for p in step.picks)
    if w.es:
        them = "las" if many else "la"
        reveal = f"mostrar{them}" if step.optional else f"muéstra{them}"
        return act(step, w, "search", f"en tu biblioteca {found} y {reveal}")
    return act(step, w, "search", f"your library for {found} and reveal {'them' if many else 'it'}")
