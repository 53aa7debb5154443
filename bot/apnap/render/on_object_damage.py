"""An object other than the source dealing damage equal to its own power or toughness, said back (120.3):
"That creature deals damage equal to its power to its controller" / "Esa criatura hace una cantidad de daño igual a
su fuerza a su controlador", "Each creature deals damage equal to its power to itself" / "Cada criatura hace una
cantidad de daño igual a su fuerza a sí misma", "You may have it deal damage equal to its power to any target"."""

from __future__ import annotations

from ..plan.object_damage import ObjectDamage
from .kind_words import attached_object
from .nouns import a_target, objects
from .registry import Clause, renders
from .words import Words

_PROP = {"power": ("power", "fuerza"), "toughness": ("toughness", "resistencia")}


def _dealer(step: ObjectDamage, w: Words) -> str:
    """The dealing object as the card names it: a target, each of a kind, "that creature" or "it" named before."""
    if step.dealer == "target":
        said = a_target(w, step.objects)
        return said[0].upper() + said[1:]
    if step.dealer == "each":
        return w.pick("Each ", "Cada ") + objects(w, step.objects, False)
    if step.dealer == "source":
        return w.pick("it", "este permanente")
    if step.dealer == "attached":  # "Enchanted creature" / "La criatura encantada" (303.4, 301.5)
        said = attached_object(w, step.attached, step.objects)
        return said[0].upper() + said[1:]
    return w.pick("it" if step.said_it else "That creature", "esa criatura" if step.said_it else "Esa criatura")


def _recipient(step: ObjectDamage, w: Words) -> str:
    if step.to == "target" and step.to_objects is not None:
        said = a_target(w, step.to_objects)
        return f"a {said}".replace("a el ", "al ") if w.es else said
    return {"its_controller": w.pick("its controller", "a su controlador"),
            "itself": w.pick("itself", "a sí misma"),
            "source": w.pick("this permanent", "a este permanente"),
            "any_target": w.pick("any target", "a cualquier objetivo")}[step.to]


@renders(ObjectDamage)
def _object_damage(step: ObjectDamage, w: Words) -> Clause:
    """The dealer, the verb (the controller's "may have" first, 608.2d), its own property and the recipient."""
    en, es = _PROP[step.prop]
    amount = w.pick(f"damage equal to its {en}", f"una cantidad de daño igual a su {es}")
    to = _recipient(step, w)
    if step.optional:  # "You may have it deal …": the controller chooses, the object deals (608.2d)
        # printed Spanish leaves "it" out: "Puedes hacer que haga una cantidad de daño igual a su fuerza a …"
        es_dealer = "" if step.dealer == "source" or (step.dealer == "it" and step.said_it) else f"{_dealer(step, w)} "
        said = w.pick(f"You may have {_dealer(step, w)} deal {amount} to {to}",
                      f"Puedes hacer que {es_dealer}haga {amount} {to}")
    else:
        dealer = _dealer(step, w)
        said = w.pick(f"{dealer} deals {amount} to {to}", f"{dealer} hace {amount} {to}")
    # a sentence of its own, as printed: its subject is an object, never "…, then that creature deals …"
    return Clause("", said, "", w.flush(), after_and=said[0].lower() + said[1:], own_sentence=True)
