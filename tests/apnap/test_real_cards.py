"""Real cards, whole Oracle text (English), on the standard board (see realcards.py).

Standard board: Alice, Bob, Carol (3 life, no creatures, empty hand, 3-card library), Dave in turn
order; Bob is active, Dave controls. APNAP order: Bob, Carol, Dave, Alice (101.4); Dave's opponents
in APNAP order: Bob, Carol, Alice. Creatures: Alice Grizzly Bears 2/2, Serra Angel 4/4 flying; Bob
Hill Giant 3/3; Dave Llanowar Elves 1/1, Craw Wurm 6/4. Each expectation is reasoned in a comment.
Cards are grouped by family; no card is special-cased by the resolver.
"""

from __future__ import annotations

import pytest

from tests.apnap.realcards import run, typed

APNAP = ["Bob", "Carol", "Dave", "Alice"]
OPPONENTS = ["Bob", "Carol", "Alice"]
NO_SBA = {"state_based_actions": [], "game_result": None}
CAROL_LOSES = {"state_based_actions": [{"player": "Carol", "event": "loses"}], "game_result": None}


def steps(*items: dict) -> dict:
    return {"steps": list(items)}


# ------------------------------------------------------------------------------------------- edicts
EDICTS = [
    # Each player sacrifices in APNAP order (101.4): Bob's only creature is forced, Carol has none (101.3).
    pytest.param("Merciless Executioner", "When this creature enters, each player sacrifices a creature of their choice.",
                 {"choices": {"Dave": ["Llanowar Elves"], "Alice": ["Serra Angel"]}},
                 {**steps({"action": "sacrifice", "order": APNAP, "chosen": {
                     "Bob": ["Hill Giant"], "Carol": [], "Dave": ["Llanowar Elves"], "Alice": ["Serra Angel"]}}),
                  **NO_SBA}, id="merciless-executioner"),
    # "Sacrifices two": a player with fewer sacrifices all they can (609.3); Dave and Alice are forced too.
    pytest.param("Barter in Blood", "Each player sacrifices two creatures of their choice.", {},
                 steps({"action": "sacrifice", "order": APNAP, "chosen": {
                     "Bob": ["Hill Giant"], "Carol": [], "Dave": ["Llanowar Elves", "Craw Wurm"],
                     "Alice": ["Grizzly Bears", "Serra Angel"]}}), id="barter-in-blood"),
    # "Each other player": everyone but the controller Dave, still from the active player (101.4).
    pytest.param("Grave Pact", "Whenever a creature you control dies, each other player sacrifices a creature of their choice.",
                 {"choices": {"Alice": ["Grizzly Bears"]}},
                 steps({"action": "sacrifice", "order": OPPONENTS, "chosen": {
                     "Bob": ["Hill Giant"], "Carol": [], "Alice": ["Grizzly Bears"]}}), id="grave-pact"),
    # A keyword line ("Flash") is not an ability; each opponent = Bob, Carol, Alice (Flare of Malice rulings).
    pytest.param("Dictate of Erebos", "Flash\nWhenever a creature you control dies, each opponent sacrifices a creature of their choice.",
                 {}, steps({"action": "sacrifice", "order": OPPONENTS}), id="dictate-of-erebos"),
    pytest.param("Butcher of Malakir", "Flying\nWhenever this creature or another creature you control dies, each opponent "
                 "sacrifices a creature of their choice.", {},
                 steps({"action": "sacrifice", "order": OPPONENTS}), id="butcher-of-malakir"),
    # A permanent of their choice: lands and artifacts are legal picks.
    pytest.param("Crack the Earth", "Each player sacrifices a permanent of their choice.",
                 {"choices": {"Bob": ["Mind Stone"], "Carol": ["Swamp"], "Dave": ["Swamp"], "Alice": ["Sol Ring"]}},
                 steps({"action": "sacrifice", "order": APNAP, "chosen": {
                     "Bob": ["Mind Stone"], "Carol": ["Swamp"], "Dave": ["Swamp"], "Alice": ["Sol Ring"]}}),
                 id="crack-the-earth"),
    # Target player: only Alice acts.
    pytest.param("Diabolic Edict", "Target player sacrifices a creature of their choice.",
                 {"target": "Alice", "choices": {"Alice": ["Serra Angel"]}},
                 steps({"action": "sacrifice", "order": ["Alice"], "chosen": {"Alice": ["Serra Angel"]}}),
                 id="diabolic-edict"),
    # The flashback line is a keyword with reminder text: skipped, so the card has one ability.
    pytest.param("Chainer's Edict", "Target player sacrifices a creature of their choice.\nFlashback {5}{B}{B} "
                 "(You may cast this card from your graveyard for its flashback cost. Then exile it.)",
                 {"target": "Bob"}, steps({"action": "sacrifice", "order": ["Bob"], "chosen": {"Bob": ["Hill Giant"]}}),
                 id="chainers-edict"),
    # The additional-cost line is static (counted, never resolved on its own): the spell's effect resolves.
    pytest.param("Innocent Blood", "As an additional cost to cast this spell, sacrifice a creature.\n"
                 "Each player sacrifices a creature of their choice.", {},
                 steps({"action": "sacrifice", "order": APNAP}), id="innocent-blood"),
    # Loyalty ability 3: two creatures each; everyone is forced here.
    pytest.param("Liliana, Dreadhorde General", "Whenever a creature you control dies, draw a card.\n+1: Create a 2/2 "
                 "black Zombie creature token.\n−4: Each player sacrifices two creatures of their choice.\n−9: Each "
                 "opponent chooses a permanent they control of each permanent type and sacrifices the rest.",
                 {"ability": 3}, steps({"action": "sacrifice", "order": APNAP, "chosen": {
                     "Bob": ["Hill Giant"], "Carol": [], "Dave": ["Llanowar Elves", "Craw Wurm"],
                     "Alice": ["Grizzly Bears", "Serra Angel"]}}), id="liliana-dreadhorde-minus-4"),
    # Loyalty ability 2: one token for the controller (111.1).
    pytest.param("Liliana, Dreadhorde General", "Whenever a creature you control dies, draw a card.\n+1: Create a 2/2 "
                 "black Zombie creature token.\n−4: Each player sacrifices two creatures of their choice.\n−9: Each "
                 "opponent chooses a permanent they control of each permanent type and sacrifices the rest.",
                 {"ability": 2}, steps({"action": "create", "order": ["Dave"],
                                        "events": [{"player": "Dave", "action": "create", "amount": 1}]}),
                 id="liliana-dreadhorde-plus-1"),
]

# ------------------------------------------------------------------------------------------- wheels
WHEELS = [
    # Discard all, then draw 7 one player at a time (121.2c); Carol's 3-card library runs out: she loses
    # at the next SBA check (121.4, 704.5b); the other three remain, so the game goes on (800.4a).
    pytest.param("Wheel of Fortune", "Each player discards their hand, then draws seven cards.", {},
                 {**steps({"action": "discard", "order": APNAP},
                          {"action": "draw", "order": APNAP, "simultaneous": False, "events": [
                              {"player": "Bob", "amount": 7}, {"player": "Carol", "amount": 3},
                              {"player": "Dave", "amount": 7}, {"player": "Alice", "amount": 7}]}),
                  **CAROL_LOSES}, id="wheel-of-fortune"),
    # Miracle line skipped (keyword + reminder): the same wheel.
    pytest.param("Reforge the Soul", "Each player discards their hand, then draws seven cards.\nMiracle {1}{R} (You may "
                 "cast this card for its miracle cost when you draw it if it's the first card you drew this turn.)", {},
                 CAROL_LOSES, id="reforge-the-soul"),
    # Activated ability: resolves as if its cost were paid.
    pytest.param("Magus of the Wheel", "{1}{R}, {T}, Sacrifice this creature: Each player discards their hand, then "
                 "draws seven cards.", {}, CAROL_LOSES, id="magus-of-the-wheel"),
    # Hand and graveyard shuffled in (Bob 1+1, Carol 0, Dave 2+3, Alice 3+3), then seven each; Carol
    # has only her 3 library cards: she loses.
    pytest.param("Timetwister", "Each player shuffles their hand and graveyard into their library, then draws seven cards.",
                 {}, {**steps({"action": "shuffle", "order": APNAP, "events": [
                     {"player": "Bob", "amount": 2}, {"player": "Carol", "amount": 0},
                     {"player": "Dave", "amount": 5}, {"player": "Alice", "amount": 6}]},
                     {"action": "draw", "order": APNAP}), **CAROL_LOSES}, id="timetwister"),
    # "That many": each player draws as many as they shuffled in (Bob 1, Carol 0, Dave 2, Alice 3).
    pytest.param("Winds of Change", "Each player shuffles the cards from their hand into their library, then draws that "
                 "many cards.", {}, {**steps({"action": "shuffle", "order": APNAP},
                                             {"action": "draw", "order": APNAP, "events": [
                                                 {"player": "Bob", "amount": 1}, {"player": "Carol", "amount": 0},
                                                 {"player": "Dave", "amount": 2}, {"player": "Alice", "amount": 3}]}),
                                     **NO_SBA}, id="winds-of-change"),
    # The greatest number discarded this way is Alice's 3: everyone draws 3 (Carol exactly her library).
    pytest.param("Whispering Madness", "Each player discards their hand, then draws cards equal to the greatest number of "
                 "cards a player discarded this way.\nCipher (Then you may exile this spell card encoded on a creature "
                 "you control. Whenever that creature deals combat damage to a player, its controller may cast a copy "
                 "of the encoded card without paying its mana cost.)", {},
                 {**steps({"action": "discard"}, {"action": "draw", "events": [
                     {"player": "Bob", "amount": 3}, {"player": "Carol", "amount": 3},
                     {"player": "Dave", "amount": 3}, {"player": "Alice", "amount": 3}]}), **NO_SBA},
                 id="whispering-madness"),
    # "That many cards minus one": Bob 1→0, Carol 0→0, Dave 2→1, Alice 3→2.
    pytest.param("Dark Deal", "Each player discards all the cards in their hand, then draws that many cards minus one.",
                 {}, steps({"action": "discard"}, {"action": "draw", "events": [
                     {"player": "Bob", "amount": 0}, {"player": "Carol", "amount": 0},
                     {"player": "Dave", "amount": 1}, {"player": "Alice", "amount": 2}]}), id="dark-deal"),
    # "Any number of cards" (Alice keeps Island), then that many: Alice draws 2.
    pytest.param("Flux", "Each player discards any number of cards, then draws that many cards.\nDraw a card.",
                 {"ability": 1, "choices": {"Alice": [["Opt", "Shock"]], "Dave": [["Duress"]], "Bob": [[]]}},
                 steps({"action": "discard", "chosen": {"Alice": ["Opt", "Shock"], "Dave": ["Duress"], "Bob": []}},
                       {"action": "draw", "events": [
                           {"player": "Bob", "amount": 0}, {"player": "Carol", "amount": 0},
                           {"player": "Dave", "amount": 1}, {"player": "Alice", "amount": 2}]}), id="flux"),
]

# ------------------------------------------------------------------------------------------- draws
DRAWS = [
    pytest.param("Vision Skeins", "Each player draws two cards.", {},
                 {**steps({"action": "draw", "order": APNAP, "simultaneous": False}), **NO_SBA}, id="vision-skeins"),
    # X = 4: Carol draws her 3 cards and tries a fourth (121.4): she loses.
    pytest.param("Prosperity", "Each player draws X cards.", {"x": 4},
                 {**steps({"action": "draw", "events": [
                     {"player": "Bob", "amount": 4}, {"player": "Carol", "amount": 3},
                     {"player": "Dave", "amount": 4}, {"player": "Alice", "amount": 4}]}), **CAROL_LOSES},
                 id="prosperity"),
    # Join forces: starting with you (Dave), then turn order (101.1); X = 2 + 1 = 3 paid in total.
    pytest.param("Minds Aglow", "Join forces — Starting with you, each player may pay any amount of mana. Each player "
                 "draws X cards, where X is the total amount of mana paid this way.",
                 {"choices": {"Dave": [2], "Alice": [1]}},
                 {**steps({"action": "pay", "order": ["Dave", "Alice", "Bob", "Carol"]},
                          {"action": "draw", "order": APNAP, "events": [
                              {"player": "Bob", "amount": 3}, {"player": "Carol", "amount": 3},
                              {"player": "Dave", "amount": 3}, {"player": "Alice", "amount": 3}]}), **NO_SBA},
                 id="minds-aglow"),
    # Join forces mill: 1 + 1 = 2 each (701.17a).
    pytest.param("Shared Trauma", "Join forces — Starting with you, each player may pay any amount of mana. Each player "
                 "mills X cards, where X is the total amount of mana paid this way.",
                 {"choices": {"Dave": [1], "Bob": [1]}},
                 steps({"action": "pay"}, {"action": "mill", "order": APNAP, "events": [
                     {"player": "Bob", "amount": 2}, {"player": "Carol", "amount": 2},
                     {"player": "Dave", "amount": 2}, {"player": "Alice", "amount": 2}]}), id="shared-trauma"),
    # Join forces tokens: 2 each.
    pytest.param("Alliance of Arms", "Join forces — Starting with you, each player may pay any amount of mana. Each player "
                 "creates X 1/1 white Soldier creature tokens, where X is the total amount of mana paid this way.",
                 {"choices": {"Dave": [2]}},
                 steps({"action": "pay"}, {"action": "create", "order": APNAP, "events": [
                     {"player": "Bob", "amount": 2}, {"player": "Carol", "amount": 2},
                     {"player": "Dave", "amount": 2}, {"player": "Alice", "amount": 2}]}), id="alliance-of-arms"),
    # "May draw up to two": an integer each (default 2); "for each card less than two", 2 life per card.
    pytest.param("Truce", "Each player may draw up to two cards. For each card less than two a player draws this way, "
                 "that player gains 2 life.", {"choices": {"Bob": [0], "Alice": [2]}},
                 steps({"action": "draw", "events": [
                     {"player": "Bob", "amount": 0}, {"player": "Carol", "amount": 2},
                     {"player": "Dave", "amount": 2}, {"player": "Alice", "amount": 2}]},
                     {"action": "gain_life", "events": [
                         {"player": "Bob", "amount": 4}, {"player": "Carol", "amount": 0},
                         {"player": "Dave", "amount": 0}, {"player": "Alice", "amount": 0}]}), id="truce-default-and-script"),
    # The player named in that_player: Carol draws 7 from 3 and loses.
    pytest.param("Forced Fruition", "Whenever an opponent casts a spell, that player draws seven cards.",
                 {"that_player": "Carol"}, {**steps({"action": "draw", "order": ["Carol"]}), **CAROL_LOSES},
                 id="forced-fruition"),
    # Counted back: Bob and Alice each discard one (Carol can't); Dave draws 2.
    pytest.param("Syphon Mind", "Each other player discards a card. You draw a card for each card discarded this way.",
                 {"choices": {"Alice": ["Opt"]}},
                 steps({"action": "discard", "order": OPPONENTS},
                       {"action": "draw", "order": ["Dave"], "events": [{"player": "Dave", "amount": 2}]}),
                 id="syphon-mind"),
]

# ------------------------------------------------------------------------------------------- life
LIFE = [
    # X = 3 to each opponent at once; Dave gains the total lost this way (9). Carol 3 → 0 loses (704.5a).
    pytest.param("Exsanguinate", "Each opponent loses X life. You gain life equal to the life lost this way.", {"x": 3},
                 {**steps({"action": "lose_life", "order": OPPONENTS},
                          {"action": "gain_life", "order": ["Dave"], "events": [{"player": "Dave", "amount": 9}]}),
                  **CAROL_LOSES}, id="exsanguinate"),
    # X is Dave's devotion to black: {3}{B}{B} + {1}{B}{B} = 4 (700.5); 12 lost in total.
    pytest.param("Gray Merchant of Asphodel", "When this creature enters, each opponent loses X life, where X is your "
                 "devotion to black. You gain life equal to the life lost this way.",
                 {"Dave": {"battlefield": [{"name": "Gray Merchant of Asphodel", "types": ["creature"],
                                            "mana_cost": "{3}{B}{B}"},
                                           {"name": "Phyrexian Arena", "types": ["enchantment"], "mana_cost": "{1}{B}{B}"}]}},
                 {**steps({"action": "lose_life", "events": [
                     {"player": "Bob", "amount": 4}, {"player": "Carol", "amount": 4}, {"player": "Alice", "amount": 4}]},
                     {"action": "gain_life", "events": [{"player": "Dave", "amount": 12}]}), **CAROL_LOSES},
                 id="gray-merchant-devotion"),
    # An explicit x never answers "where X is" (107.3c): tests/apnap/test_judge10_classes.py asks it instead.
    # The card's short name ("Kokusho") means the source; 5 from each opponent, 15 gained.
    pytest.param("Kokusho, the Evening Star", "Flying\nWhen Kokusho dies, each opponent loses 5 life. You gain life "
                 "equal to the life lost this way.", {},
                 {**steps({"action": "lose_life"}, {"action": "gain_life", "events": [{"player": "Dave", "amount": 15}]}),
                  **CAROL_LOSES}, id="kokusho"),
    pytest.param("Zulaport Cutthroat", "Whenever this creature or another creature you control dies, each opponent loses "
                 "1 life and you gain 1 life.", {},
                 {**steps({"action": "lose_life", "order": OPPONENTS}, {"action": "gain_life", "order": ["Dave"]}),
                  **NO_SBA}, id="zulaport-cutthroat"),
    pytest.param("Blood Artist", "Whenever this creature or another creature dies, target player loses 1 life and you "
                 "gain 1 life.", {"target": "Carol"},
                 steps({"action": "lose_life", "order": ["Carol"]}, {"action": "gain_life", "order": ["Dave"]}),
                 id="blood-artist"),
    # Damage to each other player (Bob, Carol, Alice), then life equal to the damage dealt this way (6).
    pytest.param("Syphon Soul", "This spell deals 2 damage to each other player. You gain life equal to the damage "
                 "dealt this way.", {},
                 steps({"action": "damage", "order": OPPONENTS},
                       {"action": "gain_life", "events": [{"player": "Dave", "amount": 6}]}), id="syphon-soul"),
    pytest.param("Breath of Malfegor", "This spell deals 5 damage to each opponent.", {},
                 {**steps({"action": "damage", "order": OPPONENTS}), **CAROL_LOSES}, id="breath-of-malfegor"),
    # Upkeep trigger: "that player" is the active player (Bob) unless named.
    pytest.param("Sulfuric Vortex", "At the beginning of each player's upkeep, this enchantment deals 2 damage to that "
                 "player.\nIf a player would gain life, that player gains no life instead.",
                 {"ability": 1, "that_player": "Carol"},
                 steps({"action": "damage", "order": ["Carol"], "events": [{"player": "Carol", "amount": 2}]}),
                 id="sulfuric-vortex"),
    # "They" in a that-player trigger is the player who drew.
    pytest.param("Sheoldred, the Apocalypse", "Deathtouch\nWhenever you draw a card, you gain 2 life.\nWhenever an "
                 "opponent draws a card, they lose 2 life.", {"ability": 2, "that_player": "Alice"},
                 steps({"action": "lose_life", "order": ["Alice"], "events": [{"player": "Alice", "amount": 2}]}),
                 id="sheoldred-opponent-draws"),
]

# ------------------------------------------------------------------------------------------- damage to creatures
CREATURE_DAMAGE = [
    # X = 3 to each creature without flying and each player (Serra Angel is spared). Lethal damage is a
    # state-based action (704.5g): Hill Giant (3/3), Llanowar Elves (1/1), Grizzly Bears (2/2) die; Craw
    # Wurm (6/4) survives; Carol 3 → 0 loses (704.5a). All at the same check (704.3).
    pytest.param("Earthquake", "This spell deals X damage to each creature without flying and each player.", {"x": 3},
                 {**steps({"action": "damage", "order": APNAP}),
                  "state_based_actions": [{"player": "Bob", "event": "dies"}, {"player": "Dave", "event": "dies"},
                                          {"player": "Alice", "event": "dies"}, {"player": "Carol", "event": "loses"}],
                  "game_result": None}, id="earthquake"),
    # Only the flyer: Serra Angel (4/4) dies to 4; Carol loses.
    pytest.param("Hurricane", "This spell deals X damage to each creature with flying and each player.", {"x": 4},
                 {"state_based_actions": [{"player": "Alice", "event": "dies"}, {"player": "Carol", "event": "loses"}]},
                 id="hurricane"),
    # Creatures only: the order lists the damaged creatures' controllers (Carol has none); 1/1 and 2/2 die.
    pytest.param("Pyroclasm", "This spell deals 2 damage to each creature.", {},
                 {**steps({"action": "damage", "order": ["Bob", "Dave", "Alice"]}),
                  "state_based_actions": [{"player": "Dave", "event": "dies"}, {"player": "Alice", "event": "dies"}],
                  "game_result": None}, id="pyroclasm"),
    # Pestilence with creatures: 1 to each creature and each player; Llanowar Elves dies.
    pytest.param("Pestilence", "At the beginning of the end step, if no creatures are on the battlefield, sacrifice this "
                 "enchantment.\n{B}: This enchantment deals 1 damage to each creature and each player.", {"ability": 2},
                 {"state_based_actions": [{"player": "Dave", "event": "dies"}], "game_result": None},
                 id="pestilence-creatures"),
]

# ------------------------------------------------------------------------------------------- mass removal and returns
MASS = [
    # An instruction with no player subject is performed by the controller: order [Dave] (scenario-format).
    pytest.param("Day of Judgment", "Destroy all creatures.", {},
                 steps({"action": "destroy", "order": ["Dave"], "events": [{"player": "Dave", "objects": [
                     "Grizzly Bears", "Serra Angel", "Hill Giant", "Llanowar Elves", "Craw Wurm"]}]}),
                 id="day-of-judgment"),
    # "They can't be regenerated" changes nothing a resolver reports: one step.
    pytest.param("Wrath of God", "Destroy all creatures. They can't be regenerated.", {},
                 steps({"action": "destroy", "order": ["Dave"]}), id="wrath-of-god"),
    pytest.param("Armageddon", "Destroy all lands.", {},
                 steps({"action": "destroy", "events": [{"player": "Dave", "objects": [
                     "Forest", "Plains", "Mountain", "Island", "Forest", "Swamp", "Swamp"]}]}), id="armageddon"),
    # A list of types: every artifact, creature and land; Oblivion Ring stays.
    pytest.param("Jokulhaups", "Destroy all artifacts, creatures, and lands. They can't be regenerated.", {},
                 steps({"action": "destroy", "events": [{"player": "Dave", "objects": [
                     "Grizzly Bears", "Serra Angel", "Forest", "Plains", "Sol Ring", "Hill Giant", "Mountain", "Island",
                     "Mind Stone", "Forest", "Swamp", "Llanowar Elves", "Craw Wurm", "Swamp"]}]}), id="jokulhaups"),
    pytest.param("Planar Cleansing", "Destroy all nonland permanents.", {},
                 steps({"action": "destroy", "events": [{"player": "Dave", "objects": [
                     "Grizzly Bears", "Serra Angel", "Sol Ring", "Oblivion Ring", "Hill Giant", "Mind Stone",
                     "Llanowar Elves", "Craw Wurm"]}]}), id="planar-cleansing"),
    # Modal: mode 2 exiles all creatures.
    pytest.param("Merciless Eviction", "Choose one —\n• Exile all artifacts.\n• Exile all creatures.\n• Exile all "
                 "enchantments.\n• Exile all planeswalkers.", {"mode": 2},
                 steps({"action": "exile", "order": ["Dave"]}), id="merciless-eviction-mode-2"),
    # Global Ruin: one land of each basic land type is kept; Alice's second Forest is the rest (701.21a).
    pytest.param("Global Ruin", "Each player chooses from among the lands they control a land of each basic land type, "
                 "then sacrifices the rest.",
                 {"Alice": {"battlefield": ["Forest (basic land)", "Forest (basic land)", "Plains (basic land)"]}},
                 steps({"action": "choose", "order": APNAP},
                       {"action": "sacrifice", "order": APNAP, "chosen": {
                           "Bob": [], "Carol": [], "Dave": [], "Alice": ["Forest"]}}), id="global-ruin"),
    # Each player returns their own creature cards (the static flash line is counted, not resolved).
    pytest.param("Twilight's Call", "You may cast this spell as though it had flash if you pay {2} more to cast it.\n"
                 "Each player returns all creature cards from their graveyard to the battlefield.", {},
                 steps({"action": "return", "order": APNAP}), id="twilights-call"),
    pytest.param("Replenish", "Return all enchantment cards from your graveyard to the battlefield.",
                 {"Dave": {"graveyard": ["Pacifism (enchantment)", "Elvish Mystic (creature)"]}},
                 steps({"action": "return", "order": ["Dave"], "events": [{"player": "Dave", "objects": ["Pacifism"]}]}),
                 id="replenish"),
    pytest.param("Rise of the Dark Realms", "Put all creature cards from all graveyards onto the battlefield under your "
                 "control.", {}, steps({"action": "put", "order": ["Dave"], "events": [{"player": "Dave", "objects": [
                     "Gray Ogre", "Runeclaw Bear", "Elvish Mystic"]}]}), id="rise-of-the-dark-realms"),
    # Three steps (608.2e): exile creature cards, sacrifice all creatures, put the exiled cards back.
    pytest.param("Living Death", "Each player exiles all creature cards from their graveyard, then sacrifices all "
                 "creatures they control, then puts all cards they exiled this way onto the battlefield.", {},
                 steps({"action": "exile", "order": APNAP}, {"action": "sacrifice", "order": APNAP},
                       {"action": "put", "order": APNAP, "events": [
                           {"player": "Bob", "objects": ["Runeclaw Bear"]}, {"player": "Carol", "objects": []},
                           {"player": "Dave", "objects": ["Elvish Mystic"]}, {"player": "Alice", "objects": ["Gray Ogre"]}]}),
                 id="living-death"),
    # Both instructions, in order: untap all creatures (701.26b), then gain control of them. The old clause tables
    # read only the second, and tapped creatures stayed tapped.
    pytest.param("Insurrection", "Untap all creatures and gain control of them until end of turn. They gain haste until "
                 "end of turn.", {}, steps({"action": "untap", "order": ["Dave"]},
                                           {"action": "gain_control", "order": ["Dave"]},
                                           # 608.2c, 611.2a: "They" are the creatures of the step before, typed
                                           {"action": "modify", "order": ["Dave"], "events": [{
                                               "player": "Dave", "keywords": "haste", "duration": "this_turn",
                                               "objects": ["Llanowar Elves", "Craw Wurm", "Grizzly Bears",
                                                           "Serra Angel", "Hill Giant"]}]}), id="insurrection"),
]

# ------------------------------------------------------------------------------------------- votes, offers, turns
VOTES = [
    # Votes from Dave, then turn order (701.38a): time 3, knowledge 1 → Dave takes an extra turn.
    pytest.param("Plea for Power", "Will of the council — Starting with you, each player votes for time or knowledge. If "
                 "time gets more votes, take an extra turn after this one. If knowledge gets more votes or the vote is "
                 "tied, draw three cards.", {"choices": {"Dave": ["time"], "Alice": ["knowledge"], "Bob": ["time"],
                                                        "Carol": ["time"]}},
                 {**steps({"action": "vote", "order": ["Dave", "Alice", "Bob", "Carol"]},
                          {"action": "extra_turn", "order": ["Dave"]}), "extra_turns": ["Dave"]}, id="plea-for-power"),
    # Votes for objects, starting with Dave (701.38a): Serra Angel 2, Hill Giant 1, Grizzly Bears 1 → only
    # Serra Angel is exiled. A permanent Dave controls is not a legal vote ("you don't control").
    pytest.param("Council's Judgment", "Will of the council — Starting with you, each player votes for a nonland "
                 "permanent you don't control. Exile each permanent with the most votes or tied for most votes.",
                 {"choices": {"Dave": ["Serra Angel"], "Alice": ["Hill Giant"], "Bob": ["Serra Angel"],
                              "Carol": ["Grizzly Bears"]}},
                 steps({"action": "vote", "order": ["Dave", "Alice", "Bob", "Carol"], "chosen": {
                     "Dave": ["Serra Angel"], "Alice": ["Hill Giant"], "Bob": ["Serra Angel"], "Carol": ["Grizzly Bears"]}},
                       {"action": "exile", "order": ["Dave"], "events": [{"player": "Dave", "objects": ["Serra Angel"]}]}),
                 id="councils-judgment"),
    # Will of the council with a self-reference: carnage wins 3-1, so the Portal is sacrificed and every
    # nonland permanent destroyed (the Portal is already gone: sacrificed first, 608.2c).
    pytest.param("Coercive Portal", "Will of the council — At the beginning of your upkeep, starting with you, each player "
                 "votes for carnage or homage. If carnage gets more votes, sacrifice this artifact and destroy all nonland "
                 "permanents. If homage gets more votes or the vote is tied, draw a card.",
                 {"Dave": {"battlefield": ["Coercive Portal (artifact)", "Swamp (basic land)"]},
                  "choices": {"Dave": ["carnage"], "Alice": ["carnage"], "Bob": ["homage"], "Carol": ["carnage"]},
                  "card": "Coercive Portal"},
                 steps({"action": "vote"}, {"action": "sacrifice", "order": ["Dave"]},
                       {"action": "destroy", "events": [{"player": "Dave", "objects": [
                           "Grizzly Bears", "Serra Angel", "Sol Ring", "Oblivion Ring", "Hill Giant", "Mind Stone"]}]}),
                 id="coercive-portal-carnage"),
    # "Each creature card": all of them, from each player's own graveyard.
    pytest.param("Magister of Worth", "Flying\nWill of the council — When this creature enters, starting with you, each "
                 "player votes for grace or condemnation. If grace gets more votes, each player returns each creature card "
                 "from their graveyard to the battlefield. If condemnation gets more votes or the vote is tied, destroy all "
                 "creatures other than this creature.",
                 {"choices": {"Dave": ["grace"], "Alice": ["grace"], "Bob": ["grace"]}},
                 steps({"action": "vote"}, {"action": "return", "order": APNAP}), id="magister-of-worth-grace"),
    # Council's dilemma with counts: time 2 (Dave, Bob), money 2 (Alice, Carol). Two extra turns for Dave
    # (500.7); for each money voter, Dave chooses a permanent that voter owns and gains control of it (613.1b).
    pytest.param("Expropriate", "Council's dilemma — Starting with you, each player votes for time or money. For each "
                 "time vote, take an extra turn after this one. For each money vote, choose a permanent owned by the "
                 "voter and gain control of it. Exile Expropriate.",
                 {"card": "Expropriate", "choices": {"Dave": ["time", "Serra Angel", "Swamp"], "Alice": ["money"],
                                                     "Bob": ["time"], "Carol": ["money"]}},
                 {**steps({"action": "vote", "order": ["Dave", "Alice", "Bob", "Carol"]},
                          {"action": "extra_turn", "order": ["Dave"]},
                          {"action": "gain_control", "order": ["Dave"], "chosen": {"Dave": ["Serra Angel", "Swamp"]},
                           "events": [{"player": "Dave", "objects": ["Serra Angel", "Swamp"]}]},
                          # a spell exiling itself is a step performed by its controller (scenario-format)
                          {"action": "exile", "order": ["Dave"], "events": [{"player": "Dave", "objects": ["Expropriate"]}]}),
                  "extra_turns": ["Dave", "Dave"]}, id="expropriate"),
    pytest.param("Time Walk", "Take an extra turn after this one.", {}, {"extra_turns": ["Dave"]}, id="time-walk"),
    # Tempting offer: X = 2 for Dave; Bob and Alice accept (2 each), Carol declines; Dave creates 2 × 2 more.
    pytest.param("Tempt with Vengeance", "Tempting offer — Create X 1/1 red Elemental creature tokens with haste. Each "
                 "opponent may create X 1/1 red Elemental creature tokens with haste. For each opponent who does, "
                 "create X 1/1 red Elemental creature tokens with haste.",
                 {"x": 2, "choices": {"Bob": ["yes"], "Carol": ["no"], "Alice": ["yes"]}},
                 steps({"action": "create", "order": ["Dave"], "events": [{"player": "Dave", "amount": 2}]},
                       {"action": "create", "order": OPPONENTS, "events": [
                           {"player": "Bob", "amount": 2}, {"player": "Alice", "amount": 2}]},
                       {"action": "create", "order": ["Dave"], "events": [{"player": "Dave", "amount": 4}]}),
                 id="tempt-with-vengeance"),
]

# ------------------------------------------------------------------------------------------- discard and mill
DISCARD = [
    # At random: no choice (701.9b); two of Alice's three cards.
    pytest.param("Hymn to Tourach", "Target player discards two cards at random.", {"target": "Alice", "seed": 7},
                 steps({"action": "discard", "order": ["Alice"]}), id="hymn-to-tourach"),
    # X = 5 at random, Bob has one card: he discards it (609.3).
    pytest.param("Mind Twist", "Target player discards X cards at random.", {"target": "Bob", "x": 5},
                 steps({"action": "discard", "chosen": {"Bob": ["Lightning Bolt"]}}), id="mind-twist"),
    # Draw 3 (one player at a time), then 3 at random.
    pytest.param("Burning Inquiry", "Each player draws three cards, then discards three cards at random.", {"seed": 1},
                 {**steps({"action": "draw", "simultaneous": False}, {"action": "discard", "order": APNAP}), **NO_SBA},
                 id="burning-inquiry"),
    pytest.param("Wit's End", "Target player discards their hand.", {"target": "Alice"},
                 steps({"action": "discard", "chosen": {"Alice": ["Opt", "Shock", "Island"]}}), id="wits-end"),
    # Half of Bob's 10-card library, rounded down.
    pytest.param("Traumatize", "Target player mills half their library, rounded down.", {"target": "Bob"},
                 steps({"action": "mill", "events": [{"player": "Bob", "amount": 5}]}), id="traumatize"),
    # Rankle: "choose any number" — modes 1 and 3, each its own step (Rankle's Prank ruling, 608.2e).
    pytest.param("Rankle, Master of Pranks", "Flying, haste\nWhenever Rankle deals combat damage to a player, choose any "
                 "number —\n• Each player discards a card.\n• Each player loses 1 life and draws a card.\n• Each player "
                 "sacrifices a creature of their choice.", {"mode": [1, 3]},
                 steps({"action": "discard", "order": APNAP}, {"action": "sacrifice", "order": APNAP}),
                 id="rankle-modes-1-3"),
]


# ------------------------------------------------------------------------------------------- fractions, per-player amounts
FRACTIONS = [
    # 107.1a: the card says how to round. A third, rounded up: life 20 → 7, Carol 3 → 1; hand Bob 1 → 1,
    # Dave 2 → 1, Alice 3 → 1; creatures Bob 1 → 1, Dave 2 → 1, Alice 2 → 1; lands 2 → 1, Dave 1 → 1.
    pytest.param("Pox", "Each player loses a third of their life, then discards a third of the cards in their hand, then "
                 "sacrifices a third of the creatures they control, then sacrifices a third of the lands they control. "
                 "Round up each time.", {},
                 {**steps({"action": "lose_life", "events": [
                     {"player": "Bob", "amount": 7}, {"player": "Carol", "amount": 1},
                     {"player": "Dave", "amount": 7}, {"player": "Alice", "amount": 7}]},
                     {"action": "discard", "events": [
                         {"player": "Bob", "objects": ["Lightning Bolt"]}, {"player": "Carol", "objects": []},
                         {"player": "Dave", "objects": ["Duress"]}, {"player": "Alice", "objects": ["Opt"]}]},
                     {"action": "sacrifice", "chosen": {"Bob": ["Hill Giant"], "Carol": [], "Dave": ["Llanowar Elves"],
                                                        "Alice": ["Grizzly Bears"]}},
                     {"action": "sacrifice", "chosen": {"Bob": ["Mountain"], "Carol": ["Forest"], "Dave": ["Swamp"],
                                                        "Alice": ["Forest"]}}),
                  "state_based_actions": [], "game_result": None}, id="pox"),
    # Per-player amount: twice each player's nonbasic lands (a land not written "basic" is nonbasic).
    pytest.param("Price of Progress", "Price of Progress deals damage to each player equal to twice the number of "
                 "nonbasic lands that player controls.",
                 {"Bob": {"battlefield": ["Volcanic Island (land)", "Mountain (basic land)"]},
                  "Alice": {"battlefield": ["Savannah (land)", "Taiga (land)", "Forest (basic land)"]}},
                 steps({"action": "damage", "order": APNAP, "events": [
                     {"player": "Bob", "amount": 2}, {"player": "Carol", "amount": 0},
                     {"player": "Dave", "amount": 0}, {"player": "Alice", "amount": 4}]}), id="price-of-progress"),
    # "Creatures you don't control": only Bob's and Alice's.
    pytest.param("Plague Wind", "Destroy all creatures you don't control. They can't be regenerated.", {},
                 steps({"action": "destroy", "events": [{"player": "Dave", "objects": [
                     "Grizzly Bears", "Serra Angel", "Hill Giant"]}]}), id="plague-wind"),
    # Balance: the fewest lands is Dave's 1, the fewest cards in hand and creatures Carol's 0; each pair is a
    # choose step and a "rest" step (608.2e), "the same way" repeating the pair for cards and creatures.
    pytest.param("Balance", "Each player chooses a number of lands they control equal to the number of lands controlled "
                 "by the player who controls the fewest, then sacrifices the rest. Players discard cards and sacrifice "
                 "creatures the same way.", {"choices": {"Alice": [["Plains"]]}},
                 steps({"action": "choose", "chosen": {"Bob": ["Mountain"], "Alice": ["Plains"]}},
                       {"action": "sacrifice", "chosen": {"Bob": ["Island"], "Carol": ["Swamp"], "Dave": [],
                                                          "Alice": ["Forest"]}},
                       {"action": "choose"},
                       {"action": "discard", "chosen": {"Bob": ["Lightning Bolt"], "Carol": [],
                                                        "Dave": ["Duress", "Counterspell"],
                                                        "Alice": ["Opt", "Shock", "Island"]}},
                       {"action": "choose"},
                       {"action": "sacrifice", "chosen": {"Bob": ["Hill Giant"], "Carol": [],
                                                          "Dave": ["Llanowar Elves", "Craw Wurm"],
                                                          "Alice": ["Grizzly Bears", "Serra Angel"]}}),
                 id="balance"),
    # Slaughter the Strong: keep creatures with total power 4 or less, sacrifice all the others. Dave keeps
    # Llanowar Elves (1) and must lose Craw Wurm (6); Alice keeps Serra Angel (4), so Grizzly Bears goes.
    pytest.param("Slaughter the Strong", "Each player chooses any number of creatures they control with total power 4 "
                 "or less, then sacrifices all other creatures they control.", {"choices": {"Alice": [["Serra Angel"]]}},
                 steps({"action": "choose", "chosen": {"Bob": ["Hill Giant"], "Dave": ["Llanowar Elves"],
                                                       "Alice": ["Serra Angel"]}},
                       {"action": "sacrifice", "chosen": {"Bob": [], "Carol": [], "Dave": ["Craw Wurm"],
                                                          "Alice": ["Grizzly Bears"]}}), id="slaughter-the-strong"),
    # A kept set over the total is refused: nothing resolves.
    pytest.param("Slaughter the Strong", "Each player chooses any number of creatures they control with total power 4 "
                 "or less, then sacrifices all other creatures they control.",
                 {"choices": {"Alice": [["Serra Angel", "Grizzly Bears"]]}}, {"error": "bad_choice"},
                 id="slaughter-the-strong-over-total"),
    # Back to their owners' hands, from the battlefield.
    pytest.param("Evacuation", "Return all creatures to their owners' hands.", {},
                 steps({"action": "return", "order": ["Dave"], "events": [{"player": "Dave", "objects": [
                     "Grizzly Bears", "Serra Angel", "Hill Giant", "Llanowar Elves", "Craw Wurm"]}]}), id="evacuation"),
    # "You and target opponent each": Dave and Alice, in APNAP order from Bob (101.4).
    pytest.param("Secret Rendezvous", "You and target opponent each draw three cards.", {"target": "Alice"},
                 steps({"action": "draw", "order": ["Dave", "Alice"]}), id="secret-rendezvous"),
]

# ------------------------------------------------------------------------------------------- object filters and conditions
FILTERS = [
    # Subtypes come from the board ("creature — Dragon"); mode 1 destroys only Dragons, mode 2 all the others.
    pytest.param("Crux of Fate", "Choose one —\n• Destroy all Dragon creatures.\n• Destroy all non-Dragon creatures.",
                 {"mode": 1, "Bob": {"battlefield": ["Shivan Dragon (creature — Dragon)", "Hill Giant (creature — Giant)"]},
                  "Alice": typed("Alice"), "Dave": typed("Dave")},
                 steps({"action": "destroy", "events": [{"player": "Dave", "objects": ["Shivan Dragon"]}]}),
                 id="crux-of-fate-dragons"),
    pytest.param("Crux of Fate", "Choose one —\n• Destroy all Dragon creatures.\n• Destroy all non-Dragon creatures.",
                 {"mode": 2, "Bob": {"battlefield": ["Shivan Dragon (creature — Dragon)", "Hill Giant (creature — Giant)"]},
                  "Alice": typed("Alice"), "Dave": typed("Dave")},
                 steps({"action": "destroy", "events": [{"player": "Dave", "objects": [
                     "Grizzly Bears", "Serra Angel", "Hill Giant", "Llanowar Elves", "Craw Wurm"]}]}),
                 id="crux-of-fate-non-dragons"),
    # "With the greatest power among creatures that player controls": Dave's only legal pick is Craw Wurm (6),
    # Alice's Serra Angel (4); both forced (608.2d). 2 damage first, in its own step: Carol 3 → 1.
    pytest.param("Crackling Doom", "Crackling Doom deals 2 damage to each opponent. Each opponent sacrifices a creature "
                 "with the greatest power among creatures that player controls.", {"controller": "Bob"},
                 steps({"action": "damage", "order": ["Carol", "Dave", "Alice"]},
                       {"action": "sacrifice", "order": ["Carol", "Dave", "Alice"], "chosen": {
                           "Carol": [], "Dave": ["Craw Wurm"], "Alice": ["Serra Angel"]}}), id="crackling-doom"),
    # A power nobody gave is not guessed: choice_needed names it.
    pytest.param("Crackling Doom", "Each opponent sacrifices a creature with the greatest power among creatures that "
                 "player controls.", {"Alice": {"battlefield": ["Grizzly Bears (creature)", "Serra Angel (creature)"]}},
                 {"error": "choice_needed"}, id="crackling-doom-unknown-power"),
    # Colors are object properties (long form); "nonwhite" spares the white Serra Angel.
    pytest.param("Mass Calcify", "Destroy all nonwhite creatures.",
                 {"Alice": {"battlefield": [{"name": "Serra Angel", "types": ["creature"], "colors": ["white"]},
                                            {"name": "Grizzly Bears", "types": ["creature"], "colors": ["green"]}]}},
                 steps({"action": "destroy", "events": [{"player": "Dave", "objects": [
                     "Grizzly Bears", "Hill Giant", "Llanowar Elves", "Craw Wurm"]}]}), id="mass-calcify"),
    # "If you control a Liliana planeswalker" is checked as the effect resolves (608.2c): with one, a second
    # step; without, none.
    pytest.param("Liliana's Triumph", "Each opponent sacrifices a creature of their choice. If you control a Liliana "
                 "planeswalker, each opponent also discards a card.",
                 {"Dave": {"battlefield": ["Liliana of the Veil (planeswalker — Liliana)", "Swamp (basic land)"]}},
                 steps({"action": "sacrifice", "order": OPPONENTS}, {"action": "discard", "order": OPPONENTS}),
                 id="lilianas-triumph-with-liliana"),
    pytest.param("Liliana's Triumph", "Each opponent sacrifices a creature of their choice. If you control a Liliana "
                 "planeswalker, each opponent also discards a card.", {},
                 steps({"action": "sacrifice", "order": OPPONENTS}), id="lilianas-triumph-without"),
    # Damage to creatures and planeswalkers; 4 kills Serra Angel (4/4) too, Craw Wurm (6/4) as well.
    pytest.param("Storm's Wrath", "Storm's Wrath deals 4 damage to each creature and each planeswalker.", {},
                 {"state_based_actions": [{"player": "Alice", "event": "dies"}, {"player": "Alice", "event": "dies"},
                                          {"player": "Bob", "event": "dies"}, {"player": "Dave", "event": "dies"},
                                          {"player": "Dave", "event": "dies"}]}, id="storms-wrath"),
    # Choose two: 4 to target player Carol (3 → -1), then 2 to each creature; lethal damage and Carol's loss
    # are checked together after the spell (704.3).
    pytest.param("Incendiary Command", "Choose two —\n• Incendiary Command deals 4 damage to target player or "
                 "planeswalker.\n• Incendiary Command deals 2 damage to each creature.\n• Destroy target nonbasic land."
                 "\n• Each player discards all the cards in their hand, then draws that many cards.",
                 {"mode": [1, 2], "target": "Carol"},
                 {**steps({"action": "damage", "order": ["Carol"]}, {"action": "damage", "order": ["Bob", "Dave", "Alice"]}),
                  "state_based_actions": [{"player": "Carol", "event": "loses"}, {"player": "Dave", "event": "dies"},
                                          {"player": "Alice", "event": "dies"}]}, id="incendiary-command-1-2"),
    # Half of Bob's 10-card library (5) and half his life (10), rounded up.
    pytest.param("Peer into the Abyss", "Target player draws cards equal to half the number of cards in their library "
                 "and loses half their life. Round up each time.", {"target": "Bob"},
                 steps({"action": "draw", "events": [{"player": "Bob", "amount": 5}]},
                       {"action": "lose_life", "events": [{"player": "Bob", "amount": 10}]}), id="peer-into-the-abyss"),
    # "Two additional cards" for the player whose draw step it is.
    pytest.param("Font of Mythos", "At the beginning of each player's draw step, that player draws two additional "
                 "cards.", {}, steps({"action": "draw", "order": ["Bob"], "events": [{"player": "Bob", "amount": 2}]}),
                 id="font-of-mythos"),
    # Tempting offer with picks: Bob and Alice accept; Dave returns one creature card per acceptance (he has one).
    pytest.param("Tempt with Immortality", "Tempting offer — Return a creature card from your graveyard to the "
                 "battlefield. Each opponent may return a creature card from their graveyard to the battlefield. For each "
                 "opponent who does, return a creature card from your graveyard to the battlefield.",
                 {"Dave": {"graveyard": ["Elvish Mystic (creature)", "Gravedigger (creature)", "Ravenous Chupacabra (creature)"]},
                  "choices": {"Bob": ["yes"], "Carol": ["no"], "Alice": ["yes", "Gray Ogre"]}},
                 steps({"action": "return", "order": ["Dave"], "chosen": {"Dave": ["Elvish Mystic"]}},
                       {"action": "return", "order": OPPONENTS, "chosen": {"Bob": ["Runeclaw Bear"], "Alice": ["Gray Ogre"]}},
                       {"action": "return", "order": ["Dave"], "chosen": {"Dave": ["Gravedigger", "Ravenous Chupacabra"]}}),
                 id="tempt-with-immortality"),
]

TARGETS = [
    # "May put … from their hand": yes / no first, then the pick (hidden while chosen, 101.4a); all enter
    # at once. Bob declines; Carol and Dave have no legal card (101.3); Alice puts Island.
    pytest.param("Show and Tell", "Each player may put an artifact, creature, enchantment, or land card from their hand "
                 "onto the battlefield.", {"choices": {"Bob": ["no"], "Alice": ["yes", "Island"]}},
                 steps({"action": "put", "order": APNAP, "events": [
                     {"player": "Bob", "objects": []}, {"player": "Carol", "objects": []},
                     {"player": "Dave", "objects": []}, {"player": "Alice", "objects": ["Island"]}]}), id="show-and-tell"),
    # The whole graveyard, no choice.
    pytest.param("Bojuka Bog (written for each player)", "Each player exiles their graveyard.", {},
                 steps({"action": "exile", "events": [
                     {"player": "Bob", "objects": ["Runeclaw Bear"]}, {"player": "Carol", "objects": []},
                     {"player": "Dave", "objects": ["Elvish Mystic", "Island", "Swamp"]},
                     {"player": "Alice", "objects": ["Gray Ogre", "Ponder", "Mountain"]}]}), id="exile-graveyards"),
    # An object target is named in ``target``; Dave's own permanent can be targeted too.
    pytest.param("Vindicate", "Destroy target permanent.", {"target": "Serra Angel"},
                 steps({"action": "destroy", "order": ["Dave"], "events": [{"player": "Dave", "objects": ["Serra Angel"]}]}),
                 id="vindicate"),
    pytest.param("Vindicate (Spanish)", "Destruye el permanente objetivo.", {"target": "Mind Stone"},
                 steps({"action": "destroy", "events": [{"player": "Dave", "objects": ["Mind Stone"]}]}),
                 id="vindicar"),
    # An illegal or missing object target is refused, nothing resolves.
    pytest.param("Vindicate", "Destroy target nonbasic land.", {"target": "Forest"}, {"error": "bad_scenario"},
                 id="target-not-legal"),
    pytest.param("Vindicate", "Destroy target permanent.", {}, {"error": "choice_needed"}, id="target-missing"),
]

# ------------------------------------------------------------------------------------------- unless, repeat
UNLESS = [
    # X = 2: the process twice (608.2c). Each round, each opponent (Bob, Carol, Alice) gives up a nonland
    # permanent or a card, or loses 3 life. Round 1: Bob sacrifices Mind Stone, Carol has nothing to give and
    # no script ("no"): 3 → 0, Alice discards Opt. Round 2: Bob takes the 3, Carol (at 0, no SBA during
    # resolution, 704.3) loses 3 more, Alice sacrifices Sol Ring. After resolution Carol loses (704.5a).
    pytest.param("Torment of Hailfire", "Repeat the following process X times. Each opponent loses 3 life unless they "
                 "sacrifice a nonland permanent of their choice or discard a card.",
                 {"x": 2, "choices": {"Bob": ["Mind Stone", "no"], "Alice": ["Opt", "Sol Ring"]}},
                 {**steps({"action": "lose_life", "order": OPPONENTS, "events": [
                     {"player": "Bob", "action": "sacrifice", "objects": ["Mind Stone"]},
                     {"player": "Carol", "action": "lose_life", "amount": 3},
                     {"player": "Alice", "action": "discard", "objects": ["Opt"]}]},
                     {"action": "lose_life", "order": OPPONENTS, "events": [
                         {"player": "Bob", "action": "lose_life", "amount": 3},
                         {"player": "Carol", "action": "lose_life", "amount": 3},
                         {"player": "Alice", "action": "sacrifice", "objects": ["Sol Ring"]}]}),
                  **CAROL_LOSES}, id="torment-of-hailfire"),
    # Paying life is an alternative answered "yes"; the default is the printed penalty ("no").
    pytest.param("Pain tax (written in the same family)", "Each opponent loses 3 life unless they pay 1 life.",
                 {"choices": {"Bob": ["yes"]}},
                 steps({"action": "lose_life", "events": [
                     {"player": "Bob", "action": "pay", "amount": 1}, {"player": "Carol", "action": "lose_life"},
                     {"player": "Alice", "action": "lose_life", "amount": 3}]}), id="unless-pay-life"),
]


@pytest.mark.parametrize("card,text,changes,expect", TARGETS + FILTERS + FRACTIONS + UNLESS + EDICTS + WHEELS + DRAWS + LIFE + CREATURE_DAMAGE + MASS + VOTES
                         + DISCARD)
def test_real_card(card: str, text: str, changes: dict, expect: dict) -> None:
    run(expect, effect=text, **changes)


HOWLING_MINE = ("At the beginning of each player's draw step, if this artifact is untapped, that player draws an "
                "additional card.")


@pytest.mark.parametrize(("mine", "expect"), [
    # "That player" of a draw-step trigger is the active player by default (Bob), and the intervening "if" is
    # checked on the board (603.4): Dave's Howling Mine untapped, Bob draws; tapped, the ability does nothing.
    ("Howling Mine (artifact)", {"steps": [{"action": "draw", "order": ["Bob"]}]}),
    ({"name": "Howling Mine", "types": ["artifact"], "tapped": True}, {"steps": [], "state_based_actions": []}),
], ids=["untapped", "tapped"])
def test_intervening_if_is_checked_on_the_source(mine: object, expect: dict) -> None:
    run(expect, card="Howling Mine", effect=HOWLING_MINE, Dave={"battlefield": [mine, "Swamp (basic land)"]})


def test_random_discard_is_repeatable_and_marked() -> None:
    # Same seed, same cards; the amount is the contract, the picks are marked random.
    a = run({}, effect="Target player discards two cards at random.", target="Alice", seed=3)
    b = run({}, effect="Target player discards two cards at random.", target="Alice", seed=3)
    assert a["steps"][0]["choices"] == b["steps"][0]["choices"]
    assert a["steps"][0]["choices"][0]["random"] is True
    assert len(a["steps"][0]["choices"][0]["chosen"]) == 2
