"""Which catalogue sentence tells an event: the action's own, or the variant for what its record says.

Why apart: the choice of a sentence (a library nobody described, a card moved with a promise, a rule change's
limit or duration, a keyword action with nothing to act on) is a decision over the event's fields alone, kept in
one place so that every variant has its key in ``data/i18n/apnap.json`` (a key the catalogue lacks reads as the
plain action's sentence); ``narrate_events.py`` fills the chosen sentence.
"""

from __future__ import annotations

from bot.catalog import catalog

from .result import EventRecord


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


def _which_spells(e: EventRecord) -> str:
    """"more than one … each turn"; "… with the same name as the exiled card" (607.2a): named, or none exiled."""
    if e.extra.get("limit"):
        return "_limit"
    if "looked" in e.extra:  # "may look at cards exiled with …" (406.3): which, or none
        return "" if e.extra["looked"] else "_none"
    return "_same_name" + ("" if e.extra["same_name"] else "_none")


# what qualifies the objects of the instruction before it ("It can't be regenerated", "If a creature dealt damage this
# way would die this turn, exile it instead"): with none of them (a player was dealt the damage), it applies to nothing
_ON_THE_OBJECTS_BEFORE = frozenset({"be_regenerated", "dies_exile"})


def applies_to_nothing(e: EventRecord) -> bool:
    """A qualifier of the instruction before it that found none of its objects (said "applies to nothing")."""
    return e.action == "rule_change" and e.extra.get("act") in _ON_THE_OBJECTS_BEFORE and not e.names


def _rule_change_key(e: EventRecord) -> str:
    """rule_change.<change>_<act>, with the variant the event says (a limit, "next", whose untap steps)."""
    key = f"rule_change.{e.extra.get('change')}_{e.extra.get('act')}"
    if e.extra.get("limit") or "same_name" in e.extra or "looked" in e.extra:
        key += _which_spells(e)
    elif ((e.extra.get("act") == "hand_size" and e.extra.get("hand_size") is None)
          or applies_to_nothing(e)):  # no creature: a player was dealt damage
        key += "_none" if e.extra.get("this_way", "damaged") == "damaged" else "_nothing"  # or nothing destroyed
    elif e.extra.get("unless_mana"):  # 508.1h: "… unless its controller pays {3}"
        key += "_unless"
    elif e.extra.get("zone"):  # 601.3: "from your graveyard", "the top card of your library [if it's …]"
        key += "_" + str(e.extra["zone"]) + ("_kind" if e.extra.get("zone") == "library_top" and e.extra.get("what")
                                             else "")
    elif e.extra.get("as_though"):  # 601.3b-c: "as though they had flash", the source card's own, an extra cost
        key += "_" + str(e.extra["as_though"]) + ("_self" if e.extra.get("spells") == "source" else "") \
            + ("_cost" if e.extra.get("mana") else "")
    elif e.extra.get("act") in ("spell_cost", "ability_cost"):  # 601.2f, 602.2b: "cost {2} more" / "cost {1} less"
        key += ("_more" if e.extra.get("more") else "_less") + ("_up_to" if e.extra.get("up_to") else "") \
            + ("_targeting" if e.extra.get("targeting") else "")
    elif e.extra.get("change") == "untap":
        key += "_others" if e.extra.get("during") == "others" else "_each"
    elif e.extra.get("duration") == "next":
        key += "_next"
    elif e.extra.get("duration") == "this_turn" and f"apnap.narrate.ev.{key}_this_turn" in catalog():
        key += "_this_turn"  # 611.2a: "attack this turn if able", "an additional land this turn": never each one's
    elif e.extra.get("change") == "prevent" or e.extra.get("act") == "be_prevented":
        key += _shield_variant(e)
    elif "instead" in e.extra and e.extra.get("sources") is not None:
        key += "_by" if e.names else "_by_anyone"  # "the next time target creature would deal damage": to anyone
    # a change the narration has no sentence for still reads as one
    return key if f"apnap.narrate.ev.{key}" in catalog() else "rule_change"


_NOTHING_ACTIONS = frozenset({"sacrifice", "discard", "exile", "return", "mill", "counter", "tap", "untap",
                              "modify", "regenerate", "gain_control", "remove_counter", "choose",
                              "chosen_at_random", "shuffle_into_library"})
# where an exiled card came from, said; an event that does not say is told with no zone (never "from their hand")
_EXILE_FROM = frozenset({"graveyard", "battlefield", "library", "stack", "hand"})


def _own_cost_key(e: EventRecord) -> str | None:
    """601.2f: a spell's own cost, more or less, and the cost paid when the card's is known; None for other events."""
    if e.action not in ("own_spell_cost", "own_ability_cost"):
        return None
    return f"{e.action}_" + ("more" if e.extra.get("more") else "less") + ("_paid" if "cost_paid" in e.extra else "")


def _cast_now_key(e: EventRecord) -> str | None:
    """A card cast as the ability resolves (608.2g), for no mana (118.9); a card nobody named; None for others."""
    if e.action != "cast_now":
        return None
    if e.extra.get("from") == "exile":  # the cards the step before exiled (act_cast_now.cast_exiled)
        if e.extra.get("none"):
            return "cast_now_exiled_none"
        free = "_free" if e.extra.get("without_paying") else ""
        many = "_many" if e.extra.get("several") else ""
        return "cast_now_exiled" + free + (f"_unknown{many}" if e.extra.get("unknown") else "")
    unknown = ("_unknown_if_kind" if e.extra.get("if_kind") else "_unknown") if e.extra.get("unknown") else ""
    return "cast_now" + ("_free" if e.extra.get("without_paying") else "") + unknown


def _copy_key(e: EventRecord) -> str | None:
    """A copy of the spell just countered, as it last existed on the stack (707.10, 608.2h), a coloured copy, a copy
    of an ability on the stack, a copy of the resolving spell itself; None for others."""
    if e.action == "copy_spell" and e.extra.get("copy_colors"):  # Fork: "except that the copy is red" (707.9b)
        return "copy_spell_colored"
    if e.action == "copy_spell" and e.extra.get("ability"):  # "copy that ability": an ability, never cast (707.10)
        return "copy_ability"
    if e.action == "copy_spell" and e.extra.get("source_spell"):  # the resolving spell copies itself: it is leaving
        return "copy_spell_resolving"  # the stack as it finishes (608.2n), so the copy is on nothing of it
    return "copy_spell_countered" if e.action == "copy_spell" and e.extra.get("countered") else None


def _manifest_key(e: EventRecord) -> str | None:
    """Manifest (701.40a): the cards named for their controller, or unnamed (a library nobody described)."""
    if e.action != "manifest":
        return None
    key = "manifest_unknown" if e.extra.get("unknown") else "manifest"
    return key.replace("manifest", "manifest_from") if e.extra.get("owner") else key  # another player's library


def _others_library_key(e: EventRecord) -> str | None:
    """Cards the controller exiled from another player's library (701.13a, others_library.py): whose library is
    said, and why which cards is not known when it is not (401.2, 701.24a, 401.4, 406.3)."""
    if e.action != "exile" or e.extra.get("from") != "library" or e.extra.get("owner") is None:
        return None
    why = next((flag for flag in ("unknown", "shuffled", "order_hidden") if e.extra.get(flag)), None)
    if why is None and e.extra.get("face") == "down":
        why = "face_down"
    return "exile_library_of" + (f"_{why}" if why else "" if e.amount else "_none")


def _others_search_key(e: EventRecord) -> str | None:
    """The controller's search of another player's library (701.23a, others_search.py): whose library, what was
    found and where it went, or that a library nobody described gave cards nobody can name (401.2)."""
    if e.action != "search" or e.extra.get("owner") is None:
        return None
    if e.extra.get("owned_zones"):  # one of a player's three zones (owned_zones_search), said by zone
        said = "_unknown" if e.extra.get("unknown") else "" if e.names else "_none"
        return f"search_owned_{e.extra.get('from')}{said}"
    if e.extra.get("unknown"):
        return f"search_of_unknown_{e.extra.get('to')}"
    return f"search_of_{e.extra.get('to')}" if e.names else "search_of_none"


def _zone_move_key(e: EventRecord) -> str | None:
    """A whole zone put into another (402.1, zone_moves.py): its pair of zones, and whether its cards are known."""
    if e.action != "put_zone":
        return None
    key = f"put_zone_{e.extra.get('from')}_{e.extra.get('to')}" + ("_unknown" if e.extra.get("unknown") else "")
    return key if f"apnap.narrate.ev.{key}" in catalog() else "put_zone"  # a pair with no sentence: said plainly


def event_key(e: EventRecord) -> str:
    """Which sentence tells this event: the action's own, or a variant for what the event says; of another player's
    library looked at by the controller, the variant that says who saw (701.20e: "Dave looks at … of Bob's library")."""
    key = _event_key(e)
    if (e.extra.get("seen_by") or e.extra.get("revealed_by")) and e.extra.get("from") == "library" \
            and f"apnap.narrate.ev.{key}_of" in catalog():
        return f"{key}_of"
    return key


def _phase_out_key(e: EventRecord) -> str | None:
    """Nothing of the kind on the battlefield to phase out (702.26b): said so."""
    return "phase_out_none" if e.action == "phase_out" and not e.names and not e.labels else None


def _combat_removal_key(e: EventRecord) -> str | None:
    """A creature the stated combat shows in no combat role (506.4): its removal changes nothing, said so; no creature
    of the kind at all ("Remove all attacking creatures from combat" with none attacking): nothing is removed."""
    if e.action != "remove_from_combat":
        return None
    if not e.names:
        return "remove_from_combat_nothing"
    return "remove_from_combat_none" if e.extra.get("in_combat") is False else None


def _event_key(e: EventRecord) -> str:
    keyword = _keyword_key(e) or _moved_key(e) or _exchange_key(e) or _own_cost_key(e) or _cast_now_key(e) \
        or _copy_key(e) or _manifest_key(e) or _not_type_key(e) or _resolved_key(e) or _tapped_mana_key(e) \
        or _zone_move_key(e) or _others_library_key(e) or _others_search_key(e) or _phase_out_key(e) \
        or _combat_removal_key(e)
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
    library = _one_of_key(e) or _library_key(e)
    if library is not None:
        return library
    if e.action == "draw":
        return "draw_unknown" if e.extra.get("unknown") else "draw_empty" if e.extra.get("empty_library") else "draw"
    on_objects = _on_objects_key(e)
    if on_objects is not None:
        return on_objects
    if e.action == "search":
        return _search_key(e)
    if e.action in _NOTHING_ACTIONS and not e.names:
        return "none"
    if e.action == "exile" and e.extra.get("from") in _EXILE_FROM:
        owner = e.extra.get("owner")  # another player's hand or graveyard: said whose (never "their hand")
        key = f"exile_{e.extra['from']}"
        return f"{key}_of" if owner and owner != e.player and f"apnap.narrate.ev.{key}_of" in catalog() else key
    if e.action == "return" and "battlefield" in (e.extra.get("destination"), e.extra.get("to")):
        key = "return_battlefield_tapped" if e.extra.get("tapped") else "return_battlefield"
        return f"{key}_control" if e.extra.get("control") else key  # another's card, under the controller's (110.2)
    return e.action


def _tapped_mana_key(e: EventRecord) -> str | None:
    """Mana a triggered mana ability added as a permanent was tapped for mana (106.12a, 605.4a): said with it."""
    if e.action != "add_mana" or not e.extra.get("tapped"):
        return None
    return "add_mana_additional" if e.extra.get("additional") else "add_mana_tapped"


def _not_type_key(e: EventRecord) -> str | None:
    """"As long as …, <this> isn't a creature" (611.3a): so now, or not (act_not_type.py); None for any other event."""
    if e.action != "not_type":
        return None
    return "not_type" if e.extra.get("applies") else "not_type_off"


def _resolved_key(e: EventRecord) -> str | None:
    """A permanent spell entering as it resolves (608.3), tapped by its own line (614.1c); None for any other event."""
    if e.action != "permanent_spell_resolves":
        return None
    return "permanent_spell_resolves_tapped" if e.extra.get("tapped") else "permanent_spell_resolves"


def _search_key(e: EventRecord) -> str:
    """A search says where the found cards go and how ("onto the battlefield tapped", 701.23a, 110.5b): the
    reading says it, so the event's sentence must too; the bare "finds" only for a destination it does not know."""
    if not e.names:
        return "search_none"
    base = "search_hidden" if e.hidden else "search_in_graveyard" if e.extra.get("from") == "graveyard" else "search"
    if e.extra.get("shuffle_first"):  # "…, then shuffle and put that card on top of it": the shuffle's event puts it
        return base
    to = f"{e.extra.get('to')}{'_tapped' if e.extra.get('tapped') else ''}"
    if e.extra.get("reveal") and base == "search" and f"apnap.narrate.ev.search_shown_{to}" in catalog():
        return f"search_shown_{to}"  # "finds X, reveals it and puts it into their hand" (701.20a)
    return f"{base}_{to}" if f"apnap.narrate.ev.{base}_{to}" in catalog() else base


def _exchange_key(e: EventRecord) -> str | None:
    """An exchange of control: both permanents changed controllers, or why nothing happened (701.12a: not two
    to exchange; 701.12b: one player controls both); None for any other event."""
    if e.action != "exchange_control":
        return None
    return "exchange_control" if e.extra.get("exchanged") else \
        "exchange_control_same" if e.extra.get("why") == "same" else "exchange_control_incomplete"


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
    if e.action == "enters_with_counters" and e.extra.get("tapped"):  # "… tapped with two … counters" (614.12)
        return "enters_with_counters_tapped"
    if e.action == "enters_with_counters" and e.extra.get("additional"):  # "… with an additional … counter"
        return "enters_with_counters_additional"
    if e.action == "enters_tapped" and e.extra.get("tapped") is not None:  # "… unless …" (614.12)
        return "enters_tapped_unless" if e.extra["tapped"] else "enters_untapped_unless"
    if e.action == "set_pt" and e.extra.get("layer") in ("7a", "7b"):  # 613.4a: what it defines; 613.4b: how long
        return f"set_pt_{e.extra['layer']}_{e.extra.get('which') or e.extra.get('duration', 'static')}"
    if e.action == "doesnt_untap":  # 502.3: the next untap step only, or each while the source is there
        return "doesnt_untap_may" if e.extra.get("may_choose") else "doesnt_untap_those" if e.extra.get("those") \
            else "doesnt_untap_next" if e.extra.get("during") == "next" else "doesnt_untap"
    if e.action == "combat_rule":  # 508.1d, 509.1a-c: one sentence for each rule
        return f"combat_rule_{e.extra['rule']}" if e.extra.get("rule") else "combat_rule"
    if e.action in ("modify", "becomes") and e.extra.get("applies") is False:
        return "modify_static_off"  # "as long as …" false now: the static ability changes nothing (611.3a)
    if e.action == "attach" and (e.extra.get("cant") or e.extra.get("already") or not e.names):
        # 701.3b: it can't be attached to that object, so it stays; or nothing happens
        return "attach_cant" if e.extra.get("cant") else "attach_nothing"
    if e.action in ("modify", "gain_control") and e.extra.get("duration") == "static" and e.names:
        return f"{e.action}_static" + _while(e)  # "You control enchanted creature": while the source is attached
    if e.action == "modify" and e.extra.get("duration") == "indefinite":
        return "modify_indefinite"  # 611.2a: no end said, so none
    if e.action in ("modify", "become_copy") and e.extra.get("duration") in _LONGER:
        return f"{e.action}_{e.extra['duration']}"  # 611.2a: until that player's next turn begins; 611.2b: until the
        # source untaps or leaves
    return None


# a resolving ability's change that lasts longer than the turn (611.2a "until your next turn", 611.2b "for as long as
# … remains tapped", the latter a change of size or abilities only: grammar/next_turn.py)
_LONGER = frozenset({"until_your_next_turn", "while_source_tapped"})


def _while(e: EventRecord) -> str:
    """"_while" for a static change under "as long as …" that is true now: it lasts only as long as that too (611.3a;
    soulbond's grant only while the pair is paired, 702.95b)."""
    return "_while" if e.action == "modify" and e.extra.get("condition") else ""


def _counter_family_key(e: EventRecord) -> str | None:
    """Counters as a family (act_counter_family.py): proliferated (701.34a), a player's (122.1), moved (122.5)."""
    if e.action in ("proliferate", "player_counter") and e.extra.get("unknown"):  # quick mode: not known before
        return f"{e.action}_unknown"
    if e.action == "counter" and e.extra.get("proliferate"):  # 701.34a: one more of a kind it has
        return "counter_proliferate"
    if e.action == "move_counter" and not e.amount:  # 122.5: nothing removed, nothing put (or none known there)
        return "move_counter_assumed" if e.extra.get("assumed") else "move_counter_none"
    return None


def _on_objects_key(e: EventRecord) -> str | None:
    """Damage to creatures, a static ability's change (611.3a: while its source is on the battlefield, not "until
    end of turn"), counters on the source, a token with a quoted ability (111.3), a target chosen as the spell was
    cast, have sentences of their own (None for any other event)."""
    if e.action == "damage" and e.names:  # a planeswalker's loyalty left, when known (120.3c)
        return "damage_planeswalker" if "loyalty" in e.extra else "damage_creatures"
    if e.action == "create" and e.extra.get("attacking"):  # put onto the battlefield attacking (508.4, 506.3a-b)
        return {"never": "create_never_attacking", "noncreature": "create_noncreature_attacking",
                "choose": "create_attacking_chosen"}.get(e.extra["attacking"], "create_attacking")
    if e.action == "create" and e.extra.get("defined"):  # its own defining ability's size, now (604.3, 613.4a)
        return "create_defined"
    if e.action == "create" and e.extra.get("ability"):
        return "create_with_ability"
    if e.action == "create" and e.extra.get("copy_of") and e.extra.get("what"):
        return "create_copy"  # 707.2: what the token copies
    if e.action == "choose" and e.extra.get("target"):
        return "choose_target"  # 115.1: chosen as it was cast, named here
    static = _static_key(e)
    if static is not None:
        return static
    if e.action == "counter" and e.extra.get("doubled"):  # 701.10e: as many more as it had
        return "counter_doubled"
    family = _counter_family_key(e)
    if family is not None:
        return family
    if e.action == "counter" and (e.extra.get("on") == "source" or len(e.objects) == 1):  # one permanent: "on
        return "counter_source"  # Craw Wurm", never "on each of Craw Wurm" ("each of up to two target creatures")
    if e.action == "counter_spell" and e.extra.get("to") in ("exile", "none"):  # 614.1a "exile it instead"; an
        return "counter_spell_" + ("exile" if e.extra["to"] == "exile" else "ability")  # ability just ceases
    return _moved_key(e)


def _moved_key(e: EventRecord) -> str | None:
    """A card moved with a promise about where it goes next or whose zone it reaches (None for any other)."""
    if e.action == "exile" and e.extra.get("with_counters"):  # "… with three time counters on it" (122.1)
        return "exile_with_counters"
    if e.action == "exile" and e.extra.get("until") == "source_leaves":
        return "exile_until_source_leaves"  # 610.3: it returns when the source leaves the battlefield
    if e.extra.get("new_object"):  # back from exile as a new object (400.7)
        return "return_new_object"
    if e.extra.get("linked"):  # the cards exiled with the source (607.2a); turned face up (406.3)
        if e.action == "turn_face_up":
            return "turn_face_up" if e.names else "turn_face_up_none"
        if not e.names:
            return "linked_none"
        mine, tapped = e.extra.get("under") == "controller", e.extra.get("tapped")
        return f"linked_{e.extra.get('to')}" + ("_yours" if mine else "") + ("_tapped" if tapped else "")
    if e.action == "shuffle" and (e.extra.get("source_in") or e.extra.get("target")):  # the source or a target
        # into its owner's library (701.24a)
        return "shuffle_source" + ("_by_owner" if e.extra.get("owner") == e.player else "")
    if e.extra.get("found") and e.names:  # the card a "dies" trigger's object became: its owner's zone (400.7e)
        return f"found_{e.extra.get('to')}"
    if e.action == "return" and e.extra.get("to") == "owners_hand" and e.names:
        return "return_owners_hand"  # a target or the source: its owner's hand, whoever returns it
    if e.action == "put" and e.extra.get("to") == "graveyard" and e.extra.get("owners"):  # each to its own owner's
        # (400.3): "into their owners' graveyards", or from exile ("a card an opponent owns from exile", the processors)
        return "put_exile_owners_graveyard" if e.extra.get("from") == "exile" else "put_owners_graveyards"
    if e.action == "return" and e.extra.get("to") == "owners_hands" and e.names:
        return "return_owners_hands"  # "Return those lands to their owners' hands": each to its own owner's
    return None


def _hand_key(e: EventRecord, unknown: bool) -> str:
    """A hand shown, looked at or chosen from; "reveal X cards from your hand": some of its cards (701.20a)."""
    if e.action == "reveal" and e.extra.get("part") and not unknown:
        return "reveal_from_hand" + ("_random" if e.extra.get("random") else "" if e.names else "_empty")
    return f"{e.action}_hand" + ("_unknown" if unknown else "" if e.names else "_empty")


def _one_of_key(e: EventRecord) -> str | None:
    """A top card not named but known to be one of cards put back in an order nobody else saw (401.4)."""
    if e.action in ("reveal", "look", "put") and e.extra.get("unknown") and e.extra.get("could_be"):
        return f"{e.action}_one_of" + ("_if_kind" if e.extra.get("if_kind") else "")
    return None


_SHUFFLED = {(True, True): "shuffle_library_then_top", (True, False): "shuffle_library_then_top",
             (False, True): "shuffle_library", (False, False): "shuffle_unknown"}
_SHUFFLED_REST = {True: "shuffle_rest_unknown"}


def _permission_key(e: EventRecord, unknown: bool) -> str:
    """"You may play / cast that card this turn [without paying …]" (611.2a, 118.9): the cards named, or not (a
    library nobody described); "nonland cards from among those exiled cards" with none left, or none named."""
    act = "cast" if e.extra.get("act") == "cast" else "play"
    free = "_free" if e.extra.get("without_paying") else ""  # 118.9
    many = "_many" if unknown and e.extra.get("several") else ""  # "the exiled cards", none named
    if e.extra.get("nonland") and (unknown or not e.names):  # "nonland cards from among those exiled cards"
        return f"permission_{act}{free}" + ("_unknown_many_nonland" if unknown else "_nonland_none")
    if not unknown and not e.names:  # nothing was exiled (a search that found nothing, 701.23b; an empty library)
        return f"permission_{act}_nothing"
    return f"permission_{act}{free}" + ("_unknown" if unknown else "") + many


def _library_key(e: EventRecord) -> str | None:
    """The sentences of the top of a library (and of a hand put under it), or None for any other event."""
    unknown = bool(e.extra.get("unknown"))
    if e.action in ("reveal", "look", "choose") and e.extra.get("from") == "hand":  # 701.20a / 701.20e, 402.3
        return _hand_key(e, unknown)
    if e.action == "shuffle" and (e.extra.get("from") == [] or unknown):  # "Then shuffle your library." (701.24a)
        # "then shuffle and put that card on top of it" (608.2c); a zone nobody described; "the rest" of a hand
        # nobody described (which cards and how many, not known)
        return _SHUFFLED_REST.get(bool(e.extra.get("rest"))) or _SHUFFLED[bool(e.extra.get("then_top")),
                                                                          e.extra.get("from") == []]
    if e.action == "permission":  # "You may play that card this turn" (611.2a)
        return _permission_key(e, unknown)
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
    if e.action == "put" and e.extra.get("to") in ("hand", "graveyard", "library_bottom", "library_top", "library_nth"):
        return f"put_{e.extra['to']}"
    if e.action == "put" and e.extra.get("tapped") and e.names:
        return "put_tapped"  # "… onto the battlefield tapped" (110.5b)
    return None
