"""Name queries a player might type, each with the card meant (written by hand from the fixture):
exact names, typos, missing accents and punctuation, partial and short names, either face of a
split / double-faced / adventure card, and Spanish printed names. Used by the quality test and
``python -m bench.bench_cards``."""

from __future__ import annotations

FM, LB, CS, LE, SA = "Fleshbag Marauder", "Lightning Bolt", "Counterspell", "Llanowar Elves", "Serra Angel"
GG, WG, DR, SD, BP = "Giant Growth", "Wrath of God", "Dark Ritual", "Shivan Dragon", "Birds of Paradise"
SR, AR, BL, DT, PE = "Sol Ring", "Ancestral Recall", "Black Lotus", "Demonic Tutor", "Path to Exile"
TE, NA, SH, GB, GS = "Terror", "Naturalize", "Shock", "Grizzly Bears", "Giant Spider"
PA, BS, SP, DB, PS = "Pacifism", "Brainstorm", "Swords to Plowshares", "Doom Blade", "Pestilence"
GP, RK, BR, LV, SO = "Grave Pact", "Rankle, Master of Pranks", "Braids, Cabal Minion", "Liliana of the Veil", \
    "Sheoldred, the Apocalypse"
TH, RS, BA, GM, NW = "Thalia, Guardian of Thraben", "Rhystic Study", "Blood Artist", "Gray Merchant of Asphodel", \
    "Night's Whisper"
KF, SE, LD, CR, ST = "Kitchen Finks", "Séance", "Lim-Dûl's Vault", "Cyclonic Rift", "Smothering Tithe"
FI, WT, BG = "Fire // Ice", "Wear // Tear", "Bonecrusher Giant // Stomp"
BB, MR = "Brazen Borrower // Petty Theft", "Murderous Rider // Swift End"
DS, AA = "Delver of Secrets // Insectile Aberration", "Agadeem's Awakening // Agadeem, the Undercrypt"

QUERIES: list[tuple[str, str]] = [
    # exact, any case
    ("Fleshbag Marauder", FM), ("lightning bolt", LB), ("COUNTERSPELL", CS), ("Llanowar Elves", LE),
    ("serra angel", SA), ("Giant Growth", GG), ("wrath of god", WG), ("Dark Ritual", DR),
    ("Shivan Dragon", SD), ("birds of paradise", BP), ("Sol Ring", SR), ("Ancestral Recall", AR),
    ("black lotus", BL), ("Demonic Tutor", DT), ("path to exile", PE), ("Terror", TE), ("naturalize", NA),
    ("Shock", SH), ("Grizzly Bears", GB), ("Giant Spider", GS), ("Pacifism", PA), ("Brainstorm", BS),
    ("Swords to Plowshares", SP), ("Doom Blade", DB), ("Pestilence", PS), ("Grave Pact", GP),
    ("Rhystic Study", RS), ("Blood Artist", BA), ("Kitchen Finks", KF), ("Cyclonic Rift", CR),
    ("Smothering Tithe", ST), ("Fire // Ice", FI), ("Wear // Tear", WT),
    # typos
    ("Fleshbag Maruader", FM), ("Flesbag Marauder", FM), ("lightning blot", LB), ("lightnig bolt", LB),
    ("counterspel", CS), ("conterspell", CS), ("Llanowar Elfs", LE), ("Lanowar Elves", LE),
    ("sera angel", SA), ("serra angle", SA), ("giant grwth", GG), ("Wrath of Gd", WG), ("wrat of god", WG),
    ("dark rituel", DR), ("shivan dragoon", SD), ("Shivan Dargon", SD), ("birds of paradice", BP),
    ("brids of paradise", BP), ("sol rign", SR), ("ancestral recal", AR), ("ancestrall recall", AR),
    ("black lotous", BL), ("demonic tutr", DT), ("demonik tutor", DT), ("path to exil", PE),
    ("pat to exile", PE), ("naturalise", NA), ("grizly bears", GB), ("grizzly bear", GB), ("giant spyder", GS),
    ("pacifsm", PA), ("brainstrom", BS), ("swords to plowshare", SP), ("sword to plowshares", SP),
    ("doom blde", DB), ("pestilance", PS), ("grave pakt", GP), ("rystic study", RS), ("rhystic studdy", RS),
    ("blood artst", BA), ("gray merchant of asphodell", GM), ("grey merchant of asphodel", GM),
    ("nights whsiper", NW), ("kitchen finx", KF), ("cyclonic rfit", CR), ("smothering tith", ST),
    ("smotering tithe", ST), ("liliana of the veill", LV), ("lilianna of the veil", LV),
    ("sheoldred the apocalipse", SO), ("thalia guardian of thraban", TH), ("braids cabal minon", BR),
    ("rankle master of pranx", RK), ("bonecrusher gaint", BG), ("brazen borower", BB),
    ("murderous ryder", MR), ("delver of secret", DS), ("agadeems awakenin", AA),
    # accents, apostrophes, hyphens left out or changed
    ("Seance", SE), ("seance", SE), ("Lim-Dul's Vault", LD), ("lim duls vault", LD), ("limduls vault", LD),
    ("Lim-Dûls Vault", LD), ("Nights Whisper", NW), ("night's whisper", NW), ("Agadeems Awakening", AA),
    ("agadeem's awakening", AA),
    # partial names and short names
    ("Rankle", RK), ("rankle", RK), ("Braids", BR), ("Sheoldred", SO), ("Thalia", TH), ("Liliana of the", LV),
    ("Fleshbag", FM), ("Marauder", FM), ("Gray Merchant", GM), ("Asphodel", GM), ("Kitchen", KF),
    ("Smothering", ST), ("Rhystic", RS), ("Cyclonic", CR), ("Plowshares", SP), ("Llanowar", LE),
    ("Ancestral", AR), ("Demonic", DT), ("Shivan", SD), ("Master of Pranks", RK), ("Cabal Minion", BR),
    ("Guardian of Thraben", TH), ("Pestil", PS), ("Brainst", BS), ("Lim-Dûl", LD), ("Grave Pa", GP),
    # either face of split, adventure and double-faced cards
    ("Fire", FI), ("Ice", FI), ("Wear", WT), ("Tear", WT), ("Stomp", BG), ("Bonecrusher Giant", BG),
    ("Bonecrusher", BG), ("Petty Theft", BB), ("Brazen Borrower", BB), ("Swift End", MR),
    ("Murderous Rider", MR), ("Delver of Secrets", DS), ("Insectile Aberration", DS), ("Insectile", DS),
    ("Delver", DS), ("Agadeem, the Undercrypt", AA), ("Undercrypt", AA), ("Bonecrusher Giant // Stomp", BG),
    ("Delver of Secrets // Insectile Aberration", DS), ("fire ice", FI),
    # Spanish printed names, with and without accents, with typos, partial
    ("Rayo", LB), ("rayo", LB), ("Contrahechizo", CS), ("contrahechiso", CS), ("Elfos de Llanowar", LE),
    ("elfos de llanowar", LE), ("Ángel de Serra", SA), ("Angel de Serra", SA), ("angel de sera", SA),
    ("Crecimiento gigante", GG), ("crecimiento gigant", GG), ("Cólera de Dios", WG), ("Colera de Dios", WG),
    ("colera de dioss", WG), ("Ritual oscuro", DR), ("ritual obscuro", DR), ("Dragón de Shiva", SD),
    ("Dragon de Shiva", SD), ("Aves del Paraíso", BP), ("aves del paraiso", BP), ("Anillo solar", SR),
    ("anillo solr", SR), ("Recuerdo ancestral", AR), ("Loto negro", BL), ("loto negor", BL),
    ("Tutor demoníaco", DT), ("tutor demoniaco", DT), ("Camino al exilio", PE), ("camino al exillio", PE),
    ("Naturalizar", NA), ("Electrochoque", SH), ("electrochoqe", SH), ("Osos grizzly", GB),
    ("Araña gigante", GS), ("arana gigante", GS), ("Pacifismo", PA), ("Lluvia de ideas", BS),
    ("lluvia de idea", BS), ("Fuego", FI), ("Hielo", FI), ("Fuego // Hielo", FI), ("Gigante rompehuesos", BG),
    ("gigante rompeguesos", BG), ("Pisotón", BG), ("pisoton", BG), ("Recuerdo", AR), ("Cólera", WG),
    ("elfos llanowar", LE), ("rompehuesos gigante", BG),
    # typos inside partial names, words out of order or left out
    ("Bonecrushr", BG), ("lilianna", LV), ("Thalai", TH), ("Rakle", RK), ("Sheoldrd", SO), ("gaint growht", GG),
    ("path exile", PE), ("exile path", PE), ("bolt lightning", LB), ("swords plowshares", SP),
    ("sheoldred apocalypse", SO), ("the veil", LV), ("merchant asphodel", GM), ("rhystc", RS),
]
