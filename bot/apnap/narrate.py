"""Readable narration of a :class:`Resolution`, in English or Spanish (strings in data/i18n/apnap.json).

Hidden-zone choices (101.4a) are told only as a count ("chose 2 card(s)"); the names appear
only if the action itself reveals them (discard, exile), never for library placements or draws.
"""

from __future__ import annotations

from typing import Any

from bot.catalog import catalog, t
from bot.i18n import normalize_lang
from bot.i18n.plural import NounRef, count, noun

from .grammar.spanish_terms import counter_word
from .narrate_es import choice_labels, chosen_types_said, event_names
from .narrate_props import read_from_lines
from .narrate_replace import replaced_lines, replacement_text
from .render.words import self_reference
from .result import ChoiceRecord, EventRecord, Resolution, StepResult

_DOT = " · "
_PICK_ACTIONS = frozenset({"sacrifice", "discard", "exile", "return", "choose", "put", "destroy"})


def narrate(resolution: Resolution, lang: str | None = None) -> str:
    lang = normalize_lang(lang or resolution.lang)
    lines = [t("apnap.narrate.effect", lang, text=" ".join(resolution.effect.split())),
             t("apnap.narrate.who", lang, active=resolution.active, controller=resolution.controller)]
    if resolution.target and resolution.targeted:  # an ability with no target names none (115.1)
        lines.append(t("apnap.narrate.target", lang, player=", ".join(resolution.player_targets) or resolution.target))
    if resolution.upkeep:
        lines.append(t("apnap.narrate.upkeep", lang, player=resolution.active))
    for cost in resolution.costs:  # paid before the effect (601.2h), each part with its events
        lines.extend(_cost_lines(cost, lang))
    for step in resolution.steps:
        lines.extend(_step_lines(step, resolution, lang))
    lines.extend(_condition_line(cond, lang) for cond in resolution.conditions)  # why a sentence was done or not
    if resolution.state_based_actions:  # none is left unsaid
        lines.append(_sba_line(resolution, lang))
    lines.extend(_result_lines(resolution, lang))
    if resolution.stack:  # no triggered ability is left unsaid
        lines.append(_stack_line(resolution, lang))
    # a static ability of the spell (604.1), in force on the stack; what a permanent became is said by its event
    lines.extend(_static_line(e, lang) for e in resolution.continuous_effects if e.get("change") != "becomes")
    for delayed in resolution.delayed_triggers:  # 603.7: said in the narration's language, from its own plan
        key = "apnap.narrate.delayed_object" if "object" in delayed else "apnap.narrate.delayed"
        lines.append(t(key, lang, text=delayed.get("reading") or delayed["text"], player=delayed["controller"],
                       object=delayed.get("object", ""), rule=delayed.get("rule", "603.7")))
    if resolution.extra_turns:
        lines.append(t("apnap.narrate.extra_turns", lang, items=" → ".join(resolution.extra_turns)))
    for warning in resolution.warnings:
        lines.append(t("apnap.narrate.warning", lang, text=warning))
    if resolution.citations:
        lines.append(t("apnap.narrate.rules", lang, items=", ".join(resolution.citations)))
    return "\n".join(lines)


def _condition_line(cond: dict[str, Any], lang: str) -> str:
    """A board condition as it was reached (608.2c): whether it held, and so whether its sentence was done."""
    done = t("apnap.narrate.condition_done" if cond["done"] else "apnap.narrate.condition_not_done", lang)
    return t("apnap.narrate.condition_held" if cond["holds"] else "apnap.narrate.condition_failed", lang,
             condition=cond["condition"], text=cond["text"], done=done)


def _static_line(effect: dict[str, Any], lang: str) -> str:
    """A static ability of the spell: "can't be countered" in force on the stack, or its own cost as it was cast
    (601.2f: applied, not applied, or not shown by the board)."""
    if effect.get("change") != "spell_cost":
        return t("apnap.narrate.static_on_stack", lang, source=effect["source"])
    applies = effect.get("applies")
    verdict = "unknown" if applies is None else "applied" if applies else "not_applied"
    return t(f"apnap.narrate.spell_cost_{verdict}", lang, source=effect["source"], text=effect["text"],
             mana=effect["mana"], times=effect.get("times", 1))


def _result_lines(resolution: Resolution, lang: str) -> list[str]:
    """How the game stands: goes on after state-based actions, a draw (104.4a) or who won."""
    if resolution.game_result is None:
        return [t("apnap.narrate.result_continue", lang)] if resolution.state_based_actions else []
    if resolution.game_result.get("result") == "draw":
        rule = "104.4d" if "104.4d" in resolution.citations else "104.4a"
        return [t("apnap.narrate.result_draw", lang, rule=rule)]
    winners = resolution.game_result.get("winners", [])
    return [t("apnap.narrate.result_win", lang, players=_join(winners, lang), n=len(winners))]


def _join(names: list[str], lang: str) -> str:
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + f" {t('apnap.narrate.and', lang)} " + names[-1]


def _choice_item(i: int, c: ChoiceRecord, lang: str) -> str:
    if c.answer is not None:
        if c.what == "penalty":
            return f"{i}) {c.player}: {t('apnap.narrate.takes_penalty', lang)}"
        if c.what.startswith("pay_life:"):
            return f"{i}) {c.player}: {t('apnap.answer.pay_life', lang, n=c.what.split(':')[1])}"
        answer = t(f"apnap.answer.{c.answer}", lang) if c.answer in ("yes", "no", "mana", "life") else c.answer
        return f"{i}) {c.player}: {answer}"
    if c.unknown:
        return f"{i}) {c.player}: {c.what}"
    if c.none:
        body = t("apnap.narrate.none", lang, noun=NounRef(c.noun, many=True))
    elif c.hidden:
        body = t("apnap.narrate.hidden_choice", lang, cards=count(len(c.labels), "card", lang))
    else:
        body = _join(choice_labels(c, lang), lang) if c.labels else "—"
    if c.forced and not c.none:
        body = f"{t('apnap.narrate.forced', lang)} {body}"
    elif c.auto:
        body = f"{body} {t('apnap.narrate.auto', lang)}"
    return f"{i}) {c.player}: {body}"


def _cost_lines(cost: StepResult, lang: str) -> list[str]:
    """A cost part: what was paid, the controller's choice and the event ("Dave discards Duress")."""
    header = t("apnap.narrate.cost", lang, text=cost.reading or cost.text)
    if cost.citations:
        header += " " + t("apnap.narrate.step_rules", lang, items=", ".join(cost.citations))
    items = [_choice_item(i + 1, c, lang) for i, c in enumerate(cost.choices)]
    items += [_event_text(e, lang) for e in cost.events if (e.names or e.amount or e.extra.get("unknown"))
              and not e.extra.get("no_event")]
    return [header, t("apnap.narrate.cost_done", lang, items=_DOT.join(items) or t("apnap.narrate.nothing", lang)),
            *replaced_lines(cost.events, lang)]


def _step_lines(step: StepResult, res: Resolution, lang: str) -> list[str]:
    lines = _step_event_lines(step, res, lang)
    lines.extend(replaced_lines(step.events, lang))  # what the board's replacement effects changed (614.1a)
    lines.extend(read_from_lines(step, lang))  # "its toughness": read from which object, at which moment (608.2h)
    for effect in step.extra.get("effects", []):  # a record that qualifies the step ("It can't be regenerated")
        record = EventRecord(effect["player"], effect["action"], labels=list(effect["objects"]),
                             amount=effect["amount"], extra={k: v for k, v in effect.items() if k not in _RECORD_KEYS})
        lines.append(t("apnap.narrate.rule_change", lang, items=_event_text(record, lang),
                       duration=t(f"apnap.duration.{effect.get('duration', 'static')}", lang, you=res.controller)))
    return lines


_RECORD_KEYS = frozenset({"player", "action", "objects", "amount", "hidden"})


def _step_event_lines(step: StepResult, res: Resolution, lang: str) -> list[str]:
    n = step.index + 1
    header = t("apnap.narrate.step", lang, n=n, text=step.reading or step.text)  # what the resolver understood
    if step.citations:  # each step says which rules decide it, as a judge would
        header += " " + t("apnap.narrate.step_rules", lang, items=", ".join(step.citations))
    lines = [header]
    if not step.order:
        lines.append(t("apnap.narrate.nobody", lang, n=n))
        return lines
    if step.action == "vote":
        items = _DOT.join(_choice_item(i + 1, c, lang) for i, c in enumerate(step.choices))
        lines.append(t("apnap.narrate.votes", lang, n=n, player=step.order[0], items=items))
        tally = step.extra.get("tally", {})
        winner = step.extra.get("winner")
        outcome = (t("apnap.narrate.vote_winner", lang, option=winner) if winner
                   else t("apnap.narrate.vote_tied", lang))
        lines.append(t("apnap.narrate.tally", lang, items=", ".join(f"{o} {v}" for o, v in tally.items()),
                       outcome=outcome))
        return lines
    if step.choices:
        items = _DOT.join(_choice_item(i + 1, c, lang) for i, c in enumerate(step.choices))
        if "101.1" in step.citations:
            key = "apnap.narrate.choices_you_first"
        elif "805.6" in step.citations:
            key = "apnap.narrate.choices_team"
        else:
            key = "apnap.narrate.choices"
        lines.append(t(key, lang, n=n, items=items, player=step.order[0]))
    # players who end up doing nothing are already shown in the choices line ("— (no creatures)")
    acting = [e for e in step.events if (e.names or e.action not in _PICK_ACTIONS or e.extra.get("unknown"))
              and not e.extra.get("no_event")]  # 0 life or 0 damage is no event (119.9, 120.8): not told as one
    acting = chosen_types_said(step, acting, lang)  # "Carol elige Oso" (205.3m)
    events = [_event_text(e, lang) for e in acting] or [t("apnap.narrate.nothing", lang)]
    if step.action in ("rule_change", "prevent", "replace") and step.events:  # nothing happens now: whom, how long
        duration = str(step.events[0].extra.get("duration", "static"))
        lines.append(t("apnap.narrate.rule_change", lang, items=_DOT.join(events),
                       duration=t(f"apnap.duration.{duration}", lang, you=res.controller)))
    elif step.action == "draw":
        lines.append(t("apnap.narrate.sequential", lang, items=_DOT.join(events)))
    elif step.simultaneous:
        lines.append(t("apnap.narrate.simultaneously", lang, items=_DOT.join(events)))
    else:
        lines.append(t("apnap.narrate.in_order", lang, items=_DOT.join(events)))
    return lines


def _source(source: object, lang: str, mid: bool = False) -> str:
    """A self-reference in the answer's language, as the reading says it ("Este permanente"; ``mid``: inside a
    sentence, "until this permanent leaves the battlefield"); a name stays."""
    text = str(source or "")
    phrase = self_reference(text, lang)
    if phrase and mid:
        return phrase
    return phrase[0].upper() + phrase[1:] if phrase else text


def _event_text(e: EventRecord, lang: str) -> str:
    if e.action == "rule_change" and "modify" in e.extra:  # "If … would …, … instead" (614.1a, 615.1a)
        return replacement_text(e, lang, _join(event_names(e, lang), lang))
    return _event_sentence(e, lang)


def _event_sentence(e: EventRecord, lang: str) -> str:
    names = _join(event_names(e, lang), lang)  # "Piedra, Anillo solar y Anillo solar"
    if e.extra.get("unknown") and e.extra.get("what"):
        return t("apnap.narrate.ev.unknown_pick", lang, player=e.player, action=t(f"apnap.verb.{e.action}", lang),
                 what=e.extra["what"])
    if e.action == "scry":
        return t("apnap.narrate.ev.scry", lang, player=e.player, bottom=e.extra.get("bottom", 0),
                 top=e.extra.get("top", 0))
    if e.action == "surveil":
        return t("apnap.narrate.ev.surveil", lang, player=e.player, objects=names or "—", top=e.extra.get("top", 0))
    n = e.amount if e.amount is not None else len(e.names)
    params = {"player": e.player, "objects": names, "amount": e.amount, "count": len(e.names),
              "life": e.extra.get("life") if e.extra.get("life") is not None else "?",
              "source": _source(e.extra.get("source"), lang, mid=bool(e.extra.get("until") or e.extra.get("linked"))),
              "life_n": count(n, "life", lang),
              "cards": count(n, "card", lang), "damage": count(n, "damage", lang),
              "tokens": f"{count(n, 'token', lang)} ({names})" if names else count(n, "token", lang),
              "paid": count(n, "life" if e.extra.get("what") == "life" else "mana", lang),
              "counter": counter_word(str(e.extra.get("counter", "")), lang), "what": e.extra.get("what", ""),
              "limit": e.extra.get("limit", 0), "hand_size": e.extra.get("hand_size", ""),
              "mana": e.extra.get("mana") or e.extra.get("unless_mana", ""),
              "total": e.extra.get("total", "?"), "keyword": e.extra.get("keyword", ""),
              "whom": e.extra.get("for") or e.extra.get("source") or "",
              "other": _join(list(e.extra.get("other_pile", [])), lang) or "—",
              "pile": names or "—", "result": e.extra.get("result", ""), "sides": e.extra.get("sides", ""),
              "ability": e.extra.get("ability", ""), "owner": e.extra.get("owner", ""),
              "under": e.extra.get("under", ""),
              "seen_by": e.extra.get("seen_by", ""), "phases": _phases(e, lang)}
    if e.action == "rule_change" and ("types" in e.extra or "not_types" in e.extra):
        params["what"] = _spells(e, lang)
    if e.action == "rule_change" and not names:  # the printed words where the board does not say which
        params["objects"] = e.extra.get("what", "") if e.extra.get("objects_unknown") else "—"
    if e.action == "rule_change" and (e.extra.get("change") == "prevent" or "instead" in e.extra):  # 615.1a, 614.9
        params["damage"] = _prevented(e, lang)
        params["sources"] = str(e.extra.get("sources_kind") or _join(list(e.extra.get("sources") or []), lang) or "—")
        params["instead"] = _join(list(e.extra.get("instead") or []), lang) or "—"
        if e.extra.get("to_kind"):  # "creatures you control (now: …)": later ones too (not a characteristic, 611.2c)
            params["objects"] = t("apnap.prevent.kind_now", lang, kind=e.extra["to_kind"], names=names or "—")
    params.update(_owner_groups(e, lang))
    if e.action == "add_mana":
        params["mana"] = _mana(str(e.extra.get("mana", "")), lang)
    if e.action == "modify":
        params["change"] = _change(e, lang)
        params["condition"] = str(e.extra.get("condition", ""))  # "as long as …", as printed
    if e.action == "enters_tapped":
        params["condition"] = str(e.extra.get("condition", ""))
    params.update(_layer_params(e, lang))
    if e.action in ("combat_rule", "doesnt_untap"):
        params["other"] = str(e.extra.get("other", ""))  # "creatures with flying", as printed
        params["how_long"] = t(f"apnap.combat_rule.{e.extra.get('duration', 'static')}", lang)
        may = e.extra.get("may_attack", e.extra.get("unblockable_against"))
        params["players"] = ", ".join(may) if isinstance(may, list) and may else t("apnap.combat_rule.nobody", lang)
    key = _event_key(e) if e.extra.get("result") not in ("won", "lost") else f"flip_{e.extra['result']}"  # 705.2
    return t("apnap.narrate.ev." + key, lang, **params)


def _owner_groups(e: EventRecord, lang: str) -> dict[str, object]:
    """"To their owners' hands": the objects said with whose hand each one went to (400.7), not one player's hand;
    nothing for any other event."""
    owners = e.extra.get("owners")
    if not isinstance(owners, dict):
        return {}
    return {"objects": "; ".join(t("apnap.narrate.owner_group", lang, objects=_join(list(v), lang), owner=k)
                                 for k, v in owners.items())}


def _phases(e: EventRecord, lang: str) -> str:
    """The phases "there is an additional combat phase …" adds to the turn (500.8); none for any other event."""
    phases = e.extra.get("phases")
    return t("apnap.phases." + "_".join(phases), lang) if e.action == "additional_phases" and phases else ""
def _layer_params(e: EventRecord, lang: str) -> dict[str, object]:
    """Layers 7a-7d (613.4): the value set and each permanent's power and toughness now (none for other events)."""
    if e.action == "becomes":  # 613.1d-f, 613.4b: what it became (narrate_becomes.py)
        from .narrate_becomes import becomes_params

        return becomes_params(e, lang)
    if e.action not in ("set_pt", "switch_pt"):
        return {}
    now = ", ".join(f"{k} {v}" for k, v in dict(e.extra.get("now") or {}).items())
    return {"now": now or t("apnap.layers.none_shown", lang), "value": e.extra.get("value", ""),
            "pt": e.extra.get("pt", "")}


def _spells(e: EventRecord, lang: str) -> str:
    """"instant or sorcery spells" / "hechizos de instantáneo o de conjuro", "noncreature spell" / "hechizo
    que no sea de criatura": the spells a restriction is about, in the reader's language."""
    one = 1 if e.extra.get("limit") else 2
    spells = noun("spell", one, lang)
    types = [noun(k, 1, lang) for k in e.extra.get("types", [])]
    if e.extra.get("not_types"):
        nots = [noun(k, 1, lang) for k in e.extra["not_types"]]
        if lang == "es":
            return f"{spells} que no {'sea' if one == 1 else 'sean'} de " + " ni de ".join(nots)
        return " ".join(f"non{k}" for k in nots) + f" {spells}"
    if not types:
        return spells
    if lang == "es":
        return f"{spells} de " + " o de ".join(types)
    return " or ".join(types) + f" {spells}"


def _prevented(e: EventRecord, lang: str) -> str:
    """"all combat damage", "the next 3 damage" (615.7): what a prevention effect prevents."""
    if e.amount is not None:
        return t("apnap.prevent.next", lang, amount=e.amount)
    if e.extra.get("next_time"):  # "The next time a source of your choice would deal damage …" (615.1a)
        return t("apnap.prevent.next_time", lang)
    if e.extra.get("noncombat"):
        return t("apnap.prevent.all_noncombat", lang)
    return t("apnap.prevent.all_combat" if e.extra.get("combat") else "apnap.prevent.all", lang)


def _shield_variant(e: EventRecord) -> str:
    """Whom a prevention effect protects and from whose damage; whom damage can't be prevented to."""
    if e.extra.get("to_and_by"):
        return "_to_and_by"
    if e.extra.get("blocked"):
        return "_to_blocked"
    if e.extra.get("sources") == [] and e.extra.get("change") == "prevent":  # a source to choose, none there (609.7a)
        return "_no_source"
    by = e.extra.get("sources") is not None or bool(e.extra.get("sources_kind"))
    return ("_to" if e.extra.get("to") else "") + ("_by" if by else "")


def _rule_change_key(e: EventRecord) -> str:
    """rule_change.<change>_<act>, with the variant the event says (a limit, "next", whose untap steps)."""
    key = f"rule_change.{e.extra.get('change')}_{e.extra.get('act')}"
    if e.extra.get("limit"):
        key += "_limit"
    elif ((e.extra.get("act") == "hand_size" and e.extra.get("hand_size") is None)
          or (e.extra.get("act") == "be_regenerated" and not e.names)):  # no creature: a player was dealt damage
        key += "_none"
    elif e.extra.get("unless_mana"):  # 508.1h: "… unless its controller pays {3}"
        key += "_unless"
    elif e.extra.get("zone"):  # 601.3: "from your graveyard", "the top card of your library [if it's …]"
        key += "_" + str(e.extra["zone"]) + ("_kind" if e.extra.get("zone") == "library_top" and e.extra.get("what")
                                             else "")
    elif e.extra.get("as_though"):  # 601.3b-c: "as though they had flash", the source card's own, an extra cost
        key += "_" + str(e.extra["as_though"]) + ("_self" if e.extra.get("spells") == "source" else "") \
            + ("_cost" if e.extra.get("mana") else "")
    elif e.extra.get("act") == "spell_cost":  # 601.2f: "cost {2} more" / "cost {1} less"
        key += "_more" if e.extra.get("more") else "_less"
    elif e.extra.get("change") == "untap":
        key += "_others" if e.extra.get("during") == "others" else "_each"
    elif e.extra.get("duration") == "next":
        key += "_next"
    elif e.extra.get("change") == "prevent" or e.extra.get("act") == "be_prevented":
        key += _shield_variant(e)
    elif "instead" in e.extra and e.extra.get("sources") is not None:
        key += "_by"
    # a change the narration has no sentence for still reads as one
    return key if f"apnap.narrate.ev.{key}" in catalog() else "rule_change"



def _mana(mana: str, lang: str) -> str:
    """"{G}{G}", "{R} or {G} (their choice)", "two mana of any color" (each its own), "two mana of any one color"
    (all of one) (106.1)."""
    if mana.startswith("any:"):  # each mana of any colour, one colour each (106.1)
        return t("apnap.mana.any", lang, n=int(mana[4:]))
    if mana.startswith("one:"):  # all of them of one colour the player picks
        return t("apnap.mana.one_color", lang, n=int(mana[4:]))
    if not mana:  # "add {U} for each artifact you control" with none: no mana (106.4)
        return t("apnap.mana.none", lang)
    options = mana.split("|")
    if len(options) == 1:
        return options[0]
    joined = ", ".join(options[:-1]) + f" {t('apnap.mana.or', lang)} " + options[-1]
    return t("apnap.mana.either", lang, options=joined)


def _change(e: EventRecord, lang: str) -> str:
    """"gets +1/+0 and gains deathtouch" (611.2a), keywords in the answer's language."""
    from .grammar.spanish_terms import keyword_es

    parts = []
    if e.extra.get("pt"):
        parts.append(t("apnap.change.gets", lang, pt=e.extra["pt"]))
    if e.extra.get("keywords"):
        words = [keyword_es(k) if lang == "es" else k.strip() for k in str(e.extra["keywords"]).split(",")]
        has = "apnap.change.has" if e.extra.get("duration") == "static" else "apnap.change.gains"
        parts.append(t(has, lang, keywords=", ".join(words)))
    if e.extra.get("loses"):  # "loses first strike" (613.1f)
        lost = [keyword_es(k) if lang == "es" else k.strip() for k in str(e.extra["loses"]).split(",")]
        parts.append(t("apnap.change.loses", lang, keywords=", ".join(lost)))
    return f" {t('apnap.change.and', lang)} ".join(parts)


_NOTHING_ACTIONS = frozenset({"sacrifice", "discard", "exile", "return", "mill", "counter", "tap", "untap",
                              "modify", "regenerate", "gain_control", "remove_counter", "choose",
                              "chosen_at_random"})
# where an exiled card came from, said; an event that does not say is told with no zone (never "from their hand")
_EXILE_FROM = frozenset({"graveyard", "battlefield", "library", "stack", "hand"})


def _event_key(e: EventRecord) -> str:
    """Which sentence tells this event: the action's own, or a variant for what the event says."""
    keyword = _keyword_key(e) or _moved_key(e)
    if keyword is not None:
        return keyword
    if e.action == "rule_change":
        return _rule_change_key(e)
    if e.action in ("draw", "mill", "exile") and (e.extra.get("shuffled") or e.extra.get("order_hidden")):
        # 701.24a: after a shuffle which cards is not known; 401.4: nor under an order the owner chose unseen
        return f"{e.action}_shuffled" if e.extra.get("shuffled") else f"{e.action}_order_hidden"
    if e.action == "choose" and e.labels is not None:  # a named option ("war", "foe"), not objects kept
        return "choose_for" if e.extra.get("for") else "choose_as_enters" if e.extra.get("as_enters") \
            else "choose_option"
    library = _library_key(e)
    if library is not None:
        return library
    if e.action == "draw":
        return "draw_unknown" if e.extra.get("unknown") else "draw_empty" if e.extra.get("empty_library") else "draw"
    on_objects = _on_objects_key(e)
    if on_objects is not None:
        return on_objects
    if e.action == "search":
        return "search_none" if not e.names else "search_hidden" if e.hidden else "search"
    if e.action in _NOTHING_ACTIONS and not e.names:
        return "none"
    if e.action == "exile" and e.extra.get("from") in _EXILE_FROM:
        owner = e.extra.get("owner")  # another player's hand or graveyard: said whose (never "their hand")
        key = f"exile_{e.extra['from']}"
        return f"{key}_of" if owner and owner != e.player and f"apnap.narrate.ev.{key}_of" in catalog() else key
    if e.action == "return" and "battlefield" in (e.extra.get("destination"), e.extra.get("to")):
        return "return_battlefield"
    return e.action


def _keyword_key(e: EventRecord) -> str | None:
    """Keyword actions and designations (701.16a, 701.37a, 701.46a, 107.14) have sentences of their own."""
    if e.action == "energy":
        return "energy" if "total" in e.extra else "energy_unknown"
    if e.action == "pay" and e.extra.get("what") == "energy":
        if not e.amount:
            return "pay_energy_short" if e.extra.get("short") else "pay_energy_none"
        return "pay_energy" if "total" in e.extra else "pay_energy_unknown"
    if e.action == "create" and e.extra.get("keyword") in ("investigate", "populate"):
        return "populate_none" if e.extra["keyword"] == "populate" and not e.objects else (
            "populate" if e.extra["keyword"] == "populate" else "investigate")
    if e.action == "fight":  # only "up to one target creature" with none chosen is a fight event (701.14a)
        return "fight_none"
    if e.action == "counter" and e.extra.get("keyword") in ("support", "bolster") and not e.objects:
        return f"{e.extra['keyword']}_none"
    if e.action == "counter" and e.extra.get("already"):
        return f"counter_already_{e.extra.get('keyword')}"
    if e.action == "counter" and e.extra.get("becomes_monstrous"):  # 701.37a: the counters and the designation
        return "counter_monstrous"
    return None


def _static_key(e: EventRecord) -> str | None:
    """A static ability's or a continuous effect's sentence on permanents, or None for any other event."""
    if e.action == "enters_tapped" and e.extra.get("tapped") is not None:  # "… unless …" (614.12)
        return "enters_tapped_unless" if e.extra["tapped"] else "enters_untapped_unless"
    if e.action == "set_pt" and e.extra.get("layer") in ("7a", "7b"):  # 613.4a: what it defines; 613.4b: how long
        return f"set_pt_{e.extra['layer']}_{e.extra.get('which') or e.extra.get('duration', 'static')}"
    if e.action == "doesnt_untap":  # 502.3: the next untap step only, or each while the source is there
        return "doesnt_untap_may" if e.extra.get("may_choose") else \
            "doesnt_untap_next" if e.extra.get("during") == "next" else "doesnt_untap"
    if e.action == "combat_rule":  # 508.1d, 509.1a-c: one sentence for each rule
        return f"combat_rule_{e.extra['rule']}" if e.extra.get("rule") else "combat_rule"
    if e.action in ("modify", "becomes") and e.extra.get("applies") is False:
        return "modify_static_off"  # "as long as …" false now: the static ability changes nothing (611.3a)
    if e.action == "attach" and (e.extra.get("already") or not e.names):  # 701.3b: nothing happens
        return "attach_nothing"
    if e.action in ("modify", "gain_control") and e.extra.get("duration") == "static" and e.names:
        return f"{e.action}_static"  # "You control enchanted creature": while the source is attached (613.1b)
    if e.action == "modify" and e.extra.get("duration") == "until_your_next_turn":
        return "modify_until_your_next_turn"  # 611.2a: until that player's next turn begins
    return None


def _on_objects_key(e: EventRecord) -> str | None:
    """Damage to creatures, a static ability's change (611.3a: while its source is on the battlefield, not "until
    end of turn"), counters on the source, a token with a quoted ability (111.3), a target chosen as the spell was
    cast, have sentences of their own (None for any other event)."""
    if e.action == "damage" and e.names:
        return "damage_creatures"
    if e.action == "create" and e.extra.get("ability"):
        return "create_with_ability"
    if e.action == "choose" and e.extra.get("target"):
        return "choose_target"  # 115.1: chosen as it was cast, named here
    static = _static_key(e)
    if static is not None:
        return static
    if e.action == "counter" and e.extra.get("on") == "source":
        return "counter_source"
    if e.action == "counter_spell" and e.extra.get("to") in ("exile", "none"):  # 614.1a "exile it instead"; an
        return "counter_spell_" + ("exile" if e.extra["to"] == "exile" else "ability")  # ability just ceases
    return _moved_key(e)


def _moved_key(e: EventRecord) -> str | None:
    """A card moved with a promise about where it goes next or whose zone it reaches (None for any other)."""
    if e.action == "exile" and e.extra.get("until") == "source_leaves":
        return "exile_until_source_leaves"  # 610.3: it returns when the source leaves the battlefield
    if e.extra.get("new_object"):  # back from exile as a new object (400.7)
        return "return_new_object"
    if e.extra.get("linked"):  # the cards exiled with the source (607.2a)
        return f"linked_{e.extra.get('to')}" if e.names else "linked_none"
    if e.extra.get("found") and e.names:  # the card a "dies" trigger's object became: its owner's zone (400.7e)
        return f"found_{e.extra.get('to')}"
    if e.action == "return" and e.extra.get("to") == "owners_hand" and e.names:
        return "return_owners_hand"  # a target or the source: its owner's hand, whoever returns it
    if e.action == "return" and e.extra.get("to") == "owners_hands" and e.names:
        return "return_owners_hands"  # "Return those lands to their owners' hands": each to its own owner's
    return None


def _hand_key(e: EventRecord, unknown: bool) -> str:
    """A hand shown, looked at or chosen from; "reveal X cards from your hand": some of its cards (701.20a)."""
    if e.action == "reveal" and e.extra.get("part") and not unknown:
        return "reveal_from_hand" + ("_random" if e.extra.get("random") else "" if e.names else "_empty")
    return f"{e.action}_hand" + ("_unknown" if unknown else "" if e.names else "_empty")


def _library_key(e: EventRecord) -> str | None:
    """The sentences of the top of a library (and of a hand put under it), or None for any other event."""
    unknown = bool(e.extra.get("unknown"))
    if e.action in ("reveal", "look", "choose") and e.extra.get("from") == "hand":  # 701.20a / 701.20e, 402.3
        return _hand_key(e, unknown)
    if e.action == "shuffle" and e.extra.get("from") == []:  # "Then shuffle your library." (701.24a)
        return "shuffle_library"
    if e.action == "permission":  # "You may play that card this turn" (611.2a)
        act = "cast" if e.extra.get("act") == "cast" else "play"
        return f"permission_{act}" + ("_unknown" if unknown else "")
    if e.action == "draw" and e.extra.get("that_many"):
        return "draw_that_many_unknown"  # "that many" of a zone nobody described
    if e.action in ("mill", "exile") and unknown and e.extra.get("from") == "library":
        return f"{e.action}_library_unknown"  # 401.2: a library nobody described: how many, not which
    if e.action in ("reveal", "look", "put", "put_on_bottom") and unknown:
        kind = "_if_kind" if e.extra.get("if_kind") else ""
        return f"{e.action}_unknown{kind}"  # 401.2: a library or hand nobody described shows no card
    if e.action in ("reveal", "look", "put_on_bottom") and not e.names:
        return "none"  # an empty library shows nothing; an empty hand puts nothing
    if e.action == "exile" and e.extra.get("face") == "down":
        return "exile_face_down"  # 406.3: face down, nobody may look at them
    if e.action == "put" and e.extra.get("to") == "library_top" and e.hidden and len(e.objects) > 1:
        return "put_library_top_ordered"  # 401.4: back on top in an order nobody else sees
    if e.action == "put" and e.extra.get("to") in ("hand", "graveyard", "library_bottom", "library_top"):
        return f"put_{e.extra['to']}"
    if e.action == "put" and e.extra.get("tapped") and e.names:
        return "put_tapped"  # "… onto the battlefield tapped" (110.5b)
    return None


def _sba_key(rules: list[str]) -> str:
    """Why it is put into the graveyard: no loyalty (704.5i), toughness 0 or less (704.5f: no damage was dealt)
    or lethal damage (704.5g)."""
    if "704.5i" in rules:
        return "apnap.narrate.sba_no_loyalty"
    if "704.5h" in rules:  # damage from a source with deathtouch (702.2b)
        return "apnap.narrate.sba_deathtouch"
    return "apnap.narrate.sba_no_toughness" if "704.5f" in rules else "apnap.narrate.sba_dies"


# each state-based action's line by its event; "dies" by why (_sba_key), "loses" (704.5a-c) otherwise
_SBA_KEYS = {"exiled_instead": "apnap.narrate.sba_exiled_instead", "indestructible": "apnap.narrate.sba_indestructible",
             "aura_to_graveyard": "apnap.narrate.sba_aura", "unattached": "apnap.narrate.sba_unattached"}


def _sba_line(res: Resolution, lang: str) -> str:
    items = _DOT.join(t("apnap.narrate.sba_replaced", lang, player=s.player, object=s.object, source=s.replaced_by,
                        rules=", ".join(s.rules))
                      if s.replaced_by is not None and s.event != "dies" else
                      t(_sba_key(s.rules) if s.event == "dies" else _SBA_KEYS.get(s.event, "apnap.narrate.loses"),
                        lang, player=s.player, object=s.object, rules=", ".join(s.rules))
                      for s in res.state_based_actions)
    return t("apnap.narrate.sba", lang, items=items)


def _stack_line(res: Resolution, lang: str) -> str:
    groups: list[list[Any]] = []  # consecutive identical [controller, source, count]
    for tr in res.stack:
        if groups and groups[-1][0] == tr.controller and groups[-1][1] == tr.source:
            groups[-1][2] += 1
        else:
            groups.append([tr.controller, tr.source, 1])
    items = _DOT.join(f"{c}: {s}" + (f" ×{k}" if k > 1 else "") for c, s, k in groups)
    top = res.stack[-1]
    line = t("apnap.narrate.stack", lang, items=items, first=f"{top.source} ({top.controller})")
    choosing = list(dict.fromkeys(tr.controller for tr in res.stack if tr.order_chosen))
    if choosing:  # 603.3b: the order among one player's own triggers is that player's choice, not a rule's
        line += " " + t("apnap.narrate.own_order", lang, players=_DOT.join(choosing))
    return line
