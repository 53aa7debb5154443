"""Narration of a replacement or prevention static's record (614.1a, 615.1a; engine/act_replace.py): the event it
watches for and what happens instead, in the answer's language, from the event's own fields.

Why a module of its own: the family's sentence has two halves that vary independently (seven events, nine
modifications), so it is built from the catalogue's halves rather than one key per pair, and narrate.py stays small.
"""

from __future__ import annotations

from bot.catalog import t

from .grammar.spanish_terms import counter_word
from .result import EventRecord


def replacement_text(e: EventRecord, lang: str, names: str) -> str:
    """"if green sources would deal damage to Dave, 2 of that damage is prevented (from now on; …)"."""
    x = e.extra
    damage = t("apnap.replace.damage." + ("combat" if x.get("combat") else "noncombat" if x.get("noncombat")
                                          else "any"), lang)
    yard = t(f"apnap.replace.yard.{x.get('yard', 'any')}", lang, you=e.player)
    key = "deal_damage_anyone" if x.get("event") == "deal_damage" and "to" not in x else x.get("event")
    event = t(f"apnap.replace.event.{key}", lang, by=x.get("by", ""), to=x.get("to", ""), damage=damage,
              yard=yard, amount=e.amount if e.amount is not None else 1)
    modify = str(x.get("modify"))
    if modify == "prevent" and e.amount is None:
        modify = "prevent_all"
    elif modify == "draw" and e.amount is None:
        modify = "draw_that_many"
    elif modify == "shuffle_into_library" and x.get("reveal"):
        modify = "reveal_and_shuffle"
    rounding = t(f"apnap.replace.rounding.{x.get('rounding', 'down')}", lang)
    instead = t(f"apnap.replace.modify.{modify}", lang, amount=e.amount if e.amount is not None else 1,
                rounding=rounding, counter=x.get("counter", ""))
    rule = "615.1a" if x.get("change") == "prevent" else "614.1a"
    objects = t("apnap.replace.objects", lang, names=names) if names else ""
    return t("apnap.replace.now", lang, event=event, instead=instead, rule=rule, objects=objects)


def prevented_then_text(e: EventRecord, lang: str, on: str) -> str:
    """"; when it prevents damage, Dave gains that much life (615.5)": what a prevention record does with the damage
    it prevents (engine/act_shields.py), or "" for any other record. ``on``: whose counters, said."""
    then = e.extra.get("prevented_then")
    if not then:
        return ""
    return t(f"apnap.prevented_then.{then['act']}", lang, player=then.get("player", ""),
             counter=counter_word(str(then.get("counter", "")), lang),
             on=on or t("apnap.prevented_then.that_permanent", lang))


def replaced_lines(events: list[EventRecord], lang: str) -> list[str]:
    """One line per replacement the board's statics made to this step's events (engine/replacing.py): what happened
    instead, by which permanent and rule, and who chose the order when several applied (616.1)."""
    lines: list[str] = []
    for e in events:
        for entry in e.extra.get("replaced", []):
            sources = ", ".join(f"{s} ({c})" for s, c in zip(entry["sources"], entry["controllers"], strict=False))
            chosen = t("apnap.replace.applied.chosen", lang, player=entry["chosen_by"]) if "chosen_by" in entry else ""
            rules = ", ".join(entry["rules"])
            if entry.get("tapped"):  # 614.1c: "… enter the battlefield tapped"
                lines.append(t("apnap.replace.applied.tapped", lang, object=entry["object"], player=e.player,
                               sources=sources, rules=rules))
            elif "redirected_to" in entry:  # 614.9: the same damage, dealt to another
                key = "redirect_prevented" if entry.get("prevented") else "redirect"  # 702.16e on the new one
                lines.append(t(f"apnap.replace.applied.{key}", lang, amount=entry["amount"],
                               whom=entry["redirected_from"], instead=entry["redirected_to"], sources=sources,
                               rules=rules))
            elif "zone" in entry:
                moved = t(f"apnap.replace.applied.moved.{entry['zone']}", lang)
                instead = t(f"apnap.replace.applied.instead.{entry['event']}", lang)
                lines.append(t("apnap.replace.applied.zone", lang, object=entry["object"], moved=moved,
                               event=instead, sources=sources, rules=rules, chosen=chosen))
            else:
                kind = "gain_life" if e.action == "gain_life" else "damage"
                lines.append(t(f"apnap.replace.applied.amount.{kind}", lang, whom=entry.get("object", e.player),
                               amount=entry["amount"], now=entry["now"], sources=sources, rules=rules,
                               chosen=chosen))
    return lines


__all__ = ["prevented_then_text", "replaced_lines", "replacement_text"]
