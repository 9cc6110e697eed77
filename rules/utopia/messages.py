"""Utopia: what the rules tell the players, one English template per message id."""

from __future__ import annotations

from boardgames_rules.core.messages import MessageKind, labels, place_names

# Who won, and how ({others}: the seats tied with the winner, who reached the score later).
# {player} and {others} are seats (``core.messages.seat``), rendered as the players' names.
WON = MessageKind(
    "utopia.won",
    "{player} wins with {points} point after round {round}.",
    "{player} wins with {points} points after round {round}.",
    "points",
)
WON_TIED = MessageKind(
    "utopia.won-tied",
    "{player} wins with {points} point after round {round} "
    "(tied with {others}, but reached {points} first).",
    "{player} wins with {points} points after round {round} "
    "(tied with {others}, but reached {points} first).",
    "points",
)
LEADS_AT_ROUND_LIMIT = MessageKind(
    "utopia.leads-at-round-limit",
    "{player} leads with {points} when the round limit ends the game.",
)
LEADS_AT_ROUND_LIMIT_TIED = MessageKind(
    "utopia.leads-at-round-limit-tied",
    "{player} leads with {points} when the round limit ends the game "
    "(tied with {others}, but reached {points} first).",
)

# -- the log ---------------------------------------------------------------------------------
# {player}: a seat, rendered as the player's name; {island}: an island, {district}: DISTRICT,
# {name}: a district (places, named in the language on screen); {civ}: A_CIV ("a Maya");
# {adjective}: ADJECTIVE ("Maya"); {people}: PEOPLE ("Maya", "Persians"); {cards}: the
# cards' adjectives joined with ", " (or NOTHING).
DISTRICT = MessageKind("utopia.log.district", "{name} ({id})")
NOTHING = MessageKind("utopia.log.nothing", "nothing")
RESHUFFLE = MessageKind(
    "utopia.log.reshuffle", "The deck is empty: the discards are shuffled into a new deck."
)
DRAWS = MessageKind(
    "utopia.log.draws", "{player} draws {count} card.", "{player} draws {count} cards.", "count"
)
YOU_DRAW = MessageKind("utopia.log.you-draw", "You draw {cards}.")
WONDER = MessageKind(
    "utopia.log.wonder",
    "{player} builds the wonder of {island} with princes from {districts} (+{points}).",
)
CONTROL = MessageKind(
    "utopia.log.control", "{player} takes control of {district} with {civ} monument."
)
WONDER_BONUS = MessageKind(
    "utopia.log.wonder-bonus", "{player} owns the wonder of {island} and scores {points}."
)
PRIVILEGE = MessageKind(
    "utopia.log.privilege",
    "{player} spends a privilege token and draws {civ} guest for {island}.",
)
VISIT = MessageKind("utopia.log.visit", "{player} owns that monument and scores {points}.")
DISCARDS = MessageKind("utopia.log.discards", "{player} discards {cards}.")
ENDS_TURN = MessageKind("utopia.log.ends-turn", "{player} ends the turn.")
WELCOME = MessageKind(
    "utopia.log.welcome", "{player} welcomes {civ} guest to {island}: a prince goes to {district}."
)
WELCOME_NO_PRINCE = MessageKind(
    "utopia.log.welcome-no-prince",
    "{player} welcomes {civ} guest to {island} but has no {adjective} prince left.",
)
# A card play: PLAYS_ONE or PLAYS_MORE, then what it does ({done}: one of the six below).
PLAYS_ONE = MessageKind("utopia.log.plays-one", "{player} plays {civ} card: {done}")
PLAYS_MORE = MessageKind(
    "utopia.log.plays-more", "{player} plays {count} {adjective} cards: {done}"
)
MOVES_ONE = MessageKind(
    "utopia.log.moves-one", "moves {civ} prince from {origin} to {destination}."
)
MOVES_TWO = MessageKind(
    "utopia.log.moves-two", "moves 2 {adjective} princes from {origin} to {destination}."
)
SAILS_ONE = MessageKind(
    "utopia.log.sails-one", "sails {civ} prince from {origin} to {destination}."
)
SAILS_TWO = MessageKind(
    "utopia.log.sails-two", "sails 2 {adjective} princes from {origin} to {destination}."
)
ADDS = MessageKind("utopia.log.adds", "adds a prince in {district}.")
TAKES_BACK = MessageKind(
    "utopia.log.takes-back", "takes back a prince from {district} (+{points})."
)
RISE = MessageKind("utopia.log.rise", "the {people} rise. Scale: {scale}.")
FALL = MessageKind("utopia.log.fall", "the {people} fall to the bottom. Scale: {scale}.")
SPECIAL = MessageKind("utopia.log.special", "a special guest comes to {district}.")
# The prestige scale, top first: SCALE_STEP each.
SCALE_STEP = MessageKind("utopia.log.scale-step", "{people} {value}")
TWO_PLAYERS = MessageKind("utopia.log.two-players", "Two players: the Water island is out of play.")
PRESTIGE_SCALE = MessageKind("utopia.log.prestige-scale", "Prestige scale: {scale}.")
PLAYS_FIRST = MessageKind("utopia.log.plays-first", "{player} plays first.")
# {guests}: GUESTS_ON each island, joined with "; ".
GUESTS_ON = MessageKind("utopia.log.guests-on", "{island}: {adjectives}")
GUESTS_ARRIVE = MessageKind(
    "utopia.log.guests-arrive", "Round {round}, phase 1: guests arrive. {guests:; }."
)
LEFTOVERS = MessageKind(
    "utopia.log.leftovers", "Leftover guests, one each for the others: {guests:; }."
)
BACK_TO_BAG = MessageKind(
    "utopia.log.back-to-bag",
    "Nobody may take the leftover guests ({guests:; }): they go back into the bag.",
)
PHASE_TWO = MessageKind("utopia.log.phase-two", "Round {round}, phase 2: {cards} cards each.")
DISCARDS_BY_RANK = MessageKind("utopia.log.discards-by-rank", "Discards by rank: {ranks}.")
RANK_DISCARDS = MessageKind("utopia.log.rank-discards", "{player} {count}")
GAME_OVER = MessageKind("utopia.log.game-over", "Game over: {player} wins with {points} points.")
PHASE_THREE = MessageKind("utopia.log.phase-three", "Round {round}, phase 3: prestige.")
SCORES = MessageKind(
    "utopia.log.scores",
    "{player} scores {income} for {count} district: {total} in all.",
    "{player} scores {income} for {count} districts: {total} in all.",
    "count",
)
NO_DISTRICT = MessageKind(
    "utopia.log.no-district", "{player} controls no district: {total} in all."
)

# The civilisations, by letter: as a people, as an adjective, and with its article.
PEOPLE = {
    "M": MessageKind("utopia.people.maya", "Maya"),
    "P": MessageKind("utopia.people.persians", "Persians"),
    "E": MessageKind("utopia.people.egyptians", "Egyptians"),
    "G": MessageKind("utopia.people.greeks", "Greeks"),
    "C": MessageKind("utopia.people.chinese", "Chinese"),
}
ADJECTIVE = {
    "M": MessageKind("utopia.adjective.maya", "Maya"),
    "P": MessageKind("utopia.adjective.persian", "Persian"),
    "E": MessageKind("utopia.adjective.egyptian", "Egyptian"),
    "G": MessageKind("utopia.adjective.greek", "Greek"),
    "C": MessageKind("utopia.adjective.chinese", "Chinese"),
}
A_CIV = {
    "M": MessageKind("utopia.a-civ.maya", "a Maya"),
    "P": MessageKind("utopia.a-civ.persian", "a Persian"),
    "E": MessageKind("utopia.a-civ.egyptian", "an Egyptian"),
    "G": MessageKind("utopia.a-civ.greek", "a Greek"),
    "C": MessageKind("utopia.a-civ.chinese", "a Chinese"),
}


def _place_name(canonical: str) -> str:
    """An island's or a district's English name, by its id ("V", "V1")."""
    from boardgames_rules.utopia.data import board  # the map, read when a place is shown

    b = board()
    for island in b.islands:
        if island.id == canonical:
            return island.name
    return b.names[b.ids.index(canonical)]


place_names("utopia", _place_name)


def _label(canonical: str, language: str) -> str:
    from boardgames_rules.utopia.labels import district  # labels reads this module's words

    return district(canonical, language)


labels(DISTRICT, "id", _label)  # "Sail Quay (Wi1)", as the board labels it

# -- refusals --------------------------------------------------------------------------------
# {district}: DISTRICT; {island}: an island (a place); {adjective}: ADJECTIVE; {people}:
# PEOPLE; {kind}, {action}: an action's kind as the notation writes it; {name}: what was typed.
NO_MORE_ACTIONS = MessageKind("utopia.refusal.game-over", "The game is over: no more actions.")
NOT_NOW = MessageKind(
    "utopia.refusal.not-now", "'{action}' is not possible now: {player} must {expected}."
)
# What the player to act must do ({expected}).
MUST = {
    "guest": MessageKind("utopia.must.guest", "take a waiting guest"),
    "place": MessageKind("utopia.must.place", "place the prince of the guest drawn blind"),
    "after": MessageKind(
        "utopia.must.after", "build a wonder, take control of a district, or end the turn"
    ),
    "discard": MessageKind("utopia.must.discard", "discard cards by rank"),
    "act": MessageKind("utopia.must.act", "play cards, take free actions, or end the turn"),
    "limit": MessageKind("utopia.must.limit", "discard down to 5 cards"),
    "pick": MessageKind("utopia.must.pick", "choose which prince goes into the wonder"),
}
UNKNOWN_DISTRICT = MessageKind("utopia.refusal.no-district", "There is no district {name}.")
DISTRICT_OUT_OF_PLAY = MessageKind(
    "utopia.refusal.district-out-of-play", "{district} is on {island}, out of play with 2 players."
)
NO_ISLAND = MessageKind("utopia.refusal.no-island", "There is no island {number}.")
ISLAND_OUT_OF_PLAY = MessageKind(
    "utopia.refusal.island-out-of-play", "{island} is out of play with 2 players."
)
NO_SUCH_GUEST = MessageKind(
    "utopia.refusal.no-such-guest", "No {adjective} guest is waiting at {island}."
)
NO_PRINCE_FOR_GUEST = MessageKind(
    "utopia.refusal.no-prince-for-guest",
    "You have no {adjective} prince left: take the guest without a district.",
)
GUEST_NEEDS_DISTRICT = MessageKind(
    "utopia.refusal.guest-needs-district", "Say where on {island} the {adjective} prince goes."
)
GUEST_ISLAND = MessageKind(
    "utopia.refusal.guest-island", "The guest's prince must go to {island}, not to {district}."
)
PRIVILEGE_LEFTOVERS = MessageKind(
    "utopia.refusal.privilege-leftovers", "A privilege cannot be used for leftover guests."
)
PRIVILEGE_NONE_LEFT = MessageKind(
    "utopia.refusal.privilege-none-left", "You have no privilege token left."
)
PRIVILEGE_ONCE = MessageKind(
    "utopia.refusal.privilege-once", "A privilege token can be used at most once per round."
)
BAG_EMPTY = MessageKind("utopia.refusal.bag-empty", "The bag is empty.")
WONDER_BUILT = MessageKind("utopia.refusal.wonder-built", "{island} already has its wonder.")
WONDER_NEEDS_FIVE = MessageKind(
    "utopia.refusal.wonder-needs-five",
    "A wonder needs one of your princes of each of the 5 civilisations on {island}.",
)
PICK_CIV = MessageKind(
    "utopia.refusal.pick-civ", "Choose the {adjective} prince for the wonder now."
)
PICK_SOURCE = MessageKind(
    "utopia.refusal.pick-source", "You have no {adjective} prince in {district} on {island}."
)
DISTRICT_CONTROLLED = MessageKind(
    "utopia.refusal.district-controlled",
    "{district} already has a monument: a district is never retaken.",
)
CONTROL_NEEDS = MessageKind(
    "utopia.refusal.control-needs",
    "Taking control needs {need} of your {adjective} princes in {district}; you have {have}.",
)
MONUMENTS_GONE = MessageKind(
    "utopia.refusal.monuments-gone", "All 8 {adjective} monuments are built."
)
NEEDS_CARDS = MessageKind(
    "utopia.refusal.needs-cards",
    "'{kind}' needs {cost} {adjective} card; you hold {have}.",
    "'{kind}' needs {cost} {adjective} cards; you hold {have}.",
    "cost",
)
NO_PRINCES_THERE = MessageKind(
    "utopia.refusal.no-princes-there",
    "You have {have} {adjective} prince in {district}, not {count}.",
    "You have {have} {adjective} princes in {district}, not {count}.",
    "have",
)
NOT_ADJACENT = MessageKind(
    "utopia.refusal.not-adjacent",
    "{origin} and {destination} are not joined by a street or bridge.",
)
NOT_A_SHIP_DISTRICT = MessageKind(
    "utopia.refusal.not-a-ship-district",
    "{district} has no ship: sea moves go between ship districts.",
)
SEA_TOO_FAR = MessageKind(
    "utopia.refusal.sea-too-far",
    "{destination} is not in the same or an adjacent sea sector as {origin}.",
)
NEEDS_MONUMENT = MessageKind(
    "utopia.refusal.needs-monument", "{district} holds no {adjective} monument."
)
ALL_PRINCES_PLACED = MessageKind(
    "utopia.refusal.all-princes-placed", "All 8 of your {adjective} princes are placed."
)
NO_PRINCE_IN = MessageKind(
    "utopia.refusal.no-prince-in", "You have no {adjective} prince in {district}."
)
SCALE_TOP = MessageKind(
    "utopia.refusal.scale-top", "The {people} are already at the top of the scale."
)
SCALE_BOTTOM = MessageKind(
    "utopia.refusal.scale-bottom", "The {people} are already at the bottom of the scale."
)
DISCARD_BY_RANK = MessageKind(
    "utopia.refusal.discard-by-rank",
    "Discard exactly {due} card by rank, not {given}.",
    "Discard exactly {due} cards by rank, not {given}.",
    "due",
)
DISCARD_TO_FIVE = MessageKind(
    "utopia.refusal.discard-to-five",
    "Discard exactly {due} card to keep 5 cards, not {given}.",
    "Discard exactly {due} cards to keep 5 cards, not {given}.",
    "due",
)
DISCARD_NOT_HELD = MessageKind(
    "utopia.refusal.discard-not-held",
    "You hold {have} {adjective} card, not {count}.",
    "You hold {have} {adjective} cards, not {count}.",
    "have",
)

# -- the hint: what a move changes for the seat asking ---------------------------------------
# {sign}: + or −; {n}: how many (never negative); {district}: a district's id, shown as the
# board labels it (V4); {island}: an island (a place).
HINT_POINTS = MessageKind("utopia.hint.points", "{sign}{n} point", "{sign}{n} points", "n")
HINT_CARDS = MessageKind("utopia.hint.cards", "{sign}{n} card", "{sign}{n} cards", "n")
HINT_PRIVILEGES = MessageKind(
    "utopia.hint.privileges", "{sign}{n} privilege", "{sign}{n} privileges", "n"
)
HINT_PRINCES = MessageKind(
    "utopia.hint.princes", "{sign}{n} prince in {district}", "{sign}{n} princes in {district}", "n"
)
HINT_MONUMENT = MessageKind("utopia.hint.monument", "monument in {district}")
HINT_MONUMENT_LOST = MessageKind("utopia.hint.monument-lost", "loses the monument in {district}")
HINT_WONDER = MessageKind("utopia.hint.wonder", "wonder on {island}")
# {people}: PEOPLE, a civilisation moved up or down the prestige scale (the King, a downfall).
HINT_SCALE = MessageKind("utopia.hint.scale", "{people} {sign}{n} on the scale")


def _short_label(canonical: str, language: str) -> str:
    from boardgames_rules.utopia.labels import district  # labels reads this module's words

    return district(canonical, language)


for _kind in (HINT_PRINCES, HINT_MONUMENT, HINT_MONUMENT_LOST):
    labels(_kind, "district", _short_label)  # "V4", as the board labels it
