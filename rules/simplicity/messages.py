"""Simplicity: what the rules tell the players, one English template per message id."""

from __future__ import annotations

from boardgames_rules.core.messages import MessageKind

# Who won, then every seat's score in the final ranking ({ranking}: one SEAT_* message each).
# {player}: a seat (``core.messages.seat``), rendered as the player's name.
WON = MessageKind(
    "simplicity.won",
    "{player} wins with {points} point. {ranking:; }.",
    "{player} wins with {points} points. {ranking:; }.",
    "points",
)
WON_TIE_BROKEN = MessageKind(
    "simplicity.won-tie-broken",
    "{player} wins with {points} point (tie broken: first in the final turn order). {ranking:; }.",
    "{player} wins with {points} points (tie broken: first in the final turn order). {ranking:; }.",
    "points",
)
# A seat's score: its lower-scoring team's (the one that counts), and its other team's.
SEAT_ONE_TEAM = MessageKind("simplicity.seat-one-team", "{player} {points} (team {team})")
SEAT_TEAMS_EVEN = MessageKind(
    "simplicity.seat-teams-even", "{player} {points} (team {team} and team {other} both scored it)"
)
SEAT_LOWER_TEAM = MessageKind(
    "simplicity.seat-lower-team",
    "{player} {points} (team {team} counted, the lower; team {other} scored {other_points})",
)

# -- the log ---------------------------------------------------------------------------------
# {player}: a seat, rendered as the player's name; {team}: TEAM, a team and its player;
# {tile}: one of TILE; {space}, {blank}: a space of the city as the notation names it (B3).
TEAM = MessageKind("simplicity.log.team", "{colour} ({player})")
STRIPS = MessageKind("simplicity.log.strips", "The city is built from strips {strips}.")
STRIP_UPSIDE_DOWN = MessageKind("simplicity.log.strip-upside-down", "{strip} (upside down)")
PREPRINTED = MessageKind(
    "simplicity.log.preprinted",
    "Pre-printed buildings: {buildings}. The blank space is {blank}.",
)
TILE_ON = MessageKind("simplicity.log.tile-on", "{tile} on {space}")
PLAYS_TEAMS = MessageKind("simplicity.log.plays-teams", "{player} plays {colours: and }.")
FIRST_ROUND = MessageKind("simplicity.log.first-round", "Round 1, random turn order: {order}.")
ROUND = MessageKind("simplicity.log.round", "Round {round}, turn order: {order}.")
TILES = MessageKind("simplicity.log.tiles", "Round {round} tiles: {rows}.")
ROW_TILE = MessageKind("simplicity.log.row-tile", "row {row} {tile}")
DEMOLISH = MessageKind(
    "simplicity.log.demolish",
    "{team} puts the demolition token on the {tile} tile of row {row}.",
)
BUILD = MessageKind(
    "simplicity.log.build", "{team} takes the {tile} tile of row {row} and builds it on {space}."
)
BUILD_ANYWHERE = MessageKind(
    "simplicity.log.build-anywhere",
    "{team} takes the {tile} tile of row {row} and builds it on {space} "
    "(no tile had a legal space, so any space was allowed).",
)
LAST_GETS_BONUS = MessageKind(
    "simplicity.log.last-gets-bonus", "{team} plays last this round and gets a bonus token."
)
LAST_GETS_BONUS_AND_DEMOLITION = MessageKind(
    "simplicity.log.last-gets-bonus-and-demolition",
    "{team} plays last this round and gets a bonus token and the demolition token.",
)
GAME_ENDS = MessageKind(
    "simplicity.log.game-ends",
    "The game ends after round {rounds}. Final turn order: {order}.",
)

# The teams' colours, by team number, and the tiles, by id.
COLOUR = (
    MessageKind("simplicity.colour.red", "Red"),
    MessageKind("simplicity.colour.white", "White"),
    MessageKind("simplicity.colour.pink", "Pink"),
    MessageKind("simplicity.colour.cyan", "Cyan"),
    MessageKind("simplicity.colour.brown", "Brown"),
    MessageKind("simplicity.colour.grey", "Grey"),
)
TILE = {
    "blue": MessageKind("simplicity.tile.blue", "Blue"),
    "orange": MessageKind("simplicity.tile.orange", "Orange"),
    "purple": MessageKind("simplicity.tile.purple", "Purple"),
    "yellow": MessageKind("simplicity.tile.yellow", "Yellow"),
    "park": MessageKind("simplicity.tile.park", "Park"),
}

# -- refusals (their rule codes are in engine.py) ---------------------------------------------
# {team}: TEAM with the player's name; {space}, {first}, {last}: city spaces (B3);
# {rule}: ANY_SPACE or SYMBOL_SPACE; {symbol}: SYMBOL.
GAME_OVER = MessageKind(
    "simplicity.refusal.game-over", "The game is over: all 5 rounds are played."
)
NOT_AN_ACTION = MessageKind(
    "simplicity.refusal.not-an-action", "{action} is not a Simplicity action."
)
NO_DEMOLITION_NOW = MessageKind(
    "simplicity.refusal.no-demolition-now",
    "The demolition token is only placed before a round starts, by the team that plays last "
    "in rounds 2-5 (with 4 or 5 teams).",
)
NO_SUCH_ROW = MessageKind("simplicity.refusal.no-such-row", "There is no planning row {row}.")
DEMOLITION_FIRST = MessageKind(
    "simplicity.refusal.demolition-first",
    "{team} must first place the demolition token on a tile.",
)
TILE_DEMOLISHED = MessageKind(
    "simplicity.refusal.tile-demolished",
    "The {tile} tile of row {row} carries the demolition token: nobody may take it this round.",
)
TILE_TAKEN = MessageKind(
    "simplicity.refusal.tile-taken",
    "The tile of row {row} was already taken by {colour} this round.",
)
NO_SUCH_SPACE = MessageKind(
    "simplicity.refusal.no-such-space",
    "There is no city space {space}: the spaces are {first} to {last}.",
)
PREPRINTED_HERE = MessageKind(
    "simplicity.refusal.preprinted-here", "Space {space} is a pre-printed {tile} building."
)
BUILT_HERE = MessageKind(
    "simplicity.refusal.built-here", "Space {space} is already built ({tile} tile)."
)
BUILT_BUILDING_HERE = MessageKind(
    "simplicity.refusal.built-building-here",
    "Space {space} is already built ({tile} building).",
)
TILE_UNPLAYABLE = MessageKind(
    "simplicity.refusal.tile-unplayable",
    "Row {row}'s tile needs {rule} and none is empty: take a tile that can be built.",
)
BLANK_NEEDS_LAST_ROW = MessageKind(
    "simplicity.refusal.blank-needs-last-row",
    "Space {space} is the blank space: only the row-{last} tile may be built there.",
)
SYMBOL_MISMATCH = MessageKind(
    "simplicity.refusal.symbol-mismatch", "Row {row}'s tile goes on {rule}; {space} shows {symbol}."
)
ANY_SPACE = MessageKind("simplicity.rule.any-space", "any empty space")
SYMBOL_SPACE = MessageKind("simplicity.rule.symbol-space", "a {symbols: or } space")
SYMBOL = {
    "circle": MessageKind("simplicity.symbol.circle", "● circle"),
    "triangle": MessageKind("simplicity.symbol.triangle", "▲ triangle"),
    "square": MessageKind("simplicity.symbol.square", "■ square"),
    "diamond": MessageKind("simplicity.symbol.diamond", "◆ diamond"),
    "hexagon": MessageKind("simplicity.symbol.hexagon", "⬢ hexagon"),
}

# -- the hint: what a move changes for the seat asking ---------------------------------------
# {team}: one of COLOUR; {sign}: + or −; {n}: how many (never negative); {tile}: one of TILE;
# {space}: a space of the city as the notation names it.  The parts are the score table's.
HINT_POINTS = MessageKind(
    "simplicity.hint.points", "{team} {sign}{n} point", "{team} {sign}{n} points", "n"
)
HINT_LINKS = MessageKind("simplicity.hint.links", "{team} links {sign}{n}")
HINT_NEIGHBOURHOODS = MessageKind(
    "simplicity.hint.neighbourhoods", "{team} neighbourhoods {sign}{n}"
)
HINT_PARKS = MessageKind("simplicity.hint.parks", "{team} parks {sign}{n}")
HINT_BONUS = MessageKind("simplicity.hint.bonus", "{team} bonus {sign}{n}")
HINT_BONUS_TOKENS = MessageKind(
    "simplicity.hint.bonus-tokens", "{sign}{n} bonus token", "{sign}{n} bonus tokens", "n"
)
HINT_TILE = MessageKind("simplicity.hint.tile", "{tile} tile on {space}")
HINT_DEMOLISHED = MessageKind("simplicity.hint.demolished", "nobody may take the {tile} tile")
