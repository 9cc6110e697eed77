"""Utopia: what the rules tell the players, one English template per message id."""

from __future__ import annotations

from boardgames_rules.core.messages import MessageKind, place_names

# Who won, and how ({others}: the seats tied with the winner, who reached the score later).
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
