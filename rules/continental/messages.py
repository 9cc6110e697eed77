"""Continental: what the rules tell the players, one English template per message id."""

from __future__ import annotations

from boardgames_rules.core.messages import MessageKind

# A seat (or several, {losers: and }) is out: the others win, or nobody does.  {losers} and
# {winner} are seats (``core.messages.seat``), rendered as the players' names.
DRAW_ALL_OUT = MessageKind("continental.draw-all-out", "{losers: and } lose at once: a draw.")
WON_BY_ELIMINATION = MessageKind(
    "continental.won-by-elimination",
    "{losers: and } has no People and no Moral left: {winner} wins by elimination.",
)
WON_NO_STRONGHOLD = MessageKind(
    "continental.won-no-stronghold",
    "{losers: and } has no City, no Tower and no Army left: {winner} wins.",
)

# The board is scored as Domination ({ending}: one of these two)...
ALL_SQUARES_OWNED = MessageKind(
    "continental.all-squares-owned", "All {squares} squares are owned (Domination)"
)
TURN_LIMIT_REACHED = MessageKind(
    "continental.turn-limit",
    "The turn limit of {turns} turns each is reached, scored as Domination",
)
# ...and won on squares, then on People + Moral + Resources, or drawn.
WON_ON_SQUARES = MessageKind(
    "continental.won-on-squares",
    "{ending}: {winner} wins with {squares} square to {other}.",
    "{ending}: {winner} wins with {squares} squares to {other}.",
    "squares",
)
WON_ON_WEALTH = MessageKind(
    "continental.won-on-wealth",
    "{ending}: both hold {squares} squares, and {winner} wins on "
    "People + Moral + Resources, {wealth} to {other}.",
)
DRAW_EVEN = MessageKind(
    "continental.draw-even",
    "{ending}: both hold {squares} squares and {wealth} People + Moral + Resources: a draw.",
)

# -- the log ---------------------------------------------------------------------------------
# {player}, {enemy}, {attacker}, {defender}: a seat, rendered as the player's name; {square}
# and {squares}: squares of the board as the notation names them (C4); {path}: squares joined
# with "-" (C4-C5-D5).  {claims} is empty or CLAIMING, {price} the costs joined with ", ".
NEW_GAME = MessageKind("continental.log.new-game", "A new game of Continental. {cities:; }.")
CITY_AT = MessageKind("continental.log.city-at", "{player} has a City on {square}")
CLAIMING = MessageKind("continental.log.claiming", ", claiming {squares}")
STATS = MessageKind("continental.log.stats", "{player} assigns the stats: {stats}")
STAT = MessageKind("continental.log.stat", "{structure} {letter}{value}")
ROLL = MessageKind(
    "continental.log.roll", "{player} rolls {first}+{second} = {total}: {providence}. {produced}"
)
PROVIDENCE_BUILDS = MessageKind(
    "continental.log.providence-builds", "Providence {providence} ({structures})"
)
MILITARY = MessageKind("continental.log.military", "Military")
PROSPERITY = MessageKind("continental.log.prosperity", "Prosperity")
UPKEEP = MessageKind("continental.log.upkeep", "Upkeep {loss}: {paid}")
NOTHING_TO_PAY = MessageKind("continental.log.nothing-to-pay", "nothing left to pay")
PRODUCTION = MessageKind(
    "continental.log.production",
    "Production: +{people} People, +{moral} Moral, +{resources} Resources",
)
PAID_PEOPLE = MessageKind("continental.log.paid-people", "-{n} People")
PAID_MORAL = MessageKind("continental.log.paid-moral", "-{n} Moral")
PAID_RESOURCES = MessageKind("continental.log.paid-resources", "-{n} Resources")
BUILD = MessageKind(
    "continental.log.build", "{player} builds {structure} on {square} ({price}){claims}"
)
RECRUIT = MessageKind(
    "continental.log.recruit", "{player} recruits an Army on {square} ({price}){claims}"
)
TOWER_FROM_ARMY = MessageKind(
    "continental.log.tower",
    "{player} turns an Army on {square} into a Tower ({price}){claims}",
)
CITY_FROM_TOWER = MessageKind(
    "continental.log.city",
    "{player} turns a Tower on {square} into a City ({price}){claims}",
)
MOVE = MessageKind("continental.log.move", "{player} moves an Army {path}{claims}")
ATTACK_PIECE = MessageKind(
    "continental.log.attack-piece",
    "{player} attacks {enemy}'s {piece} on {square} from {launch} investing {moral} Moral ({kind})",
)
ATTACK_TERRITORY = MessageKind(
    "continental.log.attack-territory",
    "{player} attacks {enemy}'s territory {square} from {launch} investing {moral} Moral ({kind})",
)
DIRECT_BATTLE = MessageKind("continental.log.direct-battle", "direct battle")
SKIRMISH = MessageKind("continental.log.skirmish", "skirmish")
# {halt} is empty or HALT: where the repelled army stops, and what it claims there.
DEFEND_PEOPLE = MessageKind(
    "continental.log.defend-people",
    "{defender} defends {square} with {amount} People; the attack is repelled{halt}",
)
DEFEND_RESOURCES = MessageKind(
    "continental.log.defend-resources",
    "{defender} defends {square} with {amount} Resources; the attack is repelled and "
    "{attacker} receives {share} Resources{halt}",
)
HALT = MessageKind("continental.log.halt", ". {attacker}'s army stops on {square}{claims}")
YIELD = MessageKind(
    "continental.log.yield",
    "{defender} does not defend {square}: {attacker}'s army takes it{claims}",
)
YIELD_LOSING = MessageKind(
    "continental.log.yield-losing",
    "{defender} does not defend {square} and loses {structure}: {attacker}'s army takes it{claims}",
)
END_TURN = MessageKind("continental.log.end-turn", "{player} ends turn {turn}")
GAME_OVER = MessageKind("continental.log.game-over", "Game over. {reason}")

# The pieces by letter: alone, and with the article a sentence gives them (the log's English
# gives each its own article: "an Army").
PIECE = {
    "C": MessageKind("continental.piece.city", "City"),
    "T": MessageKind("continental.piece.tower", "Tower"),
    "A": MessageKind("continental.piece.army", "Army"),
    "I": MessageKind("continental.piece.church", "Church"),
    "E": MessageKind("continental.piece.school", "School"),
    "G": MessageKind("continental.piece.farm", "Farm"),
    "Q": MessageKind("continental.piece.barracks", "Barracks"),
}
A_PIECE = {
    "C": MessageKind("continental.a-piece.city", "a City"),
    "T": MessageKind("continental.a-piece.tower", "a Tower"),
    "A": MessageKind("continental.a-piece.army", "an Army"),
    "I": MessageKind("continental.a-piece.church", "a Church"),
    "E": MessageKind("continental.a-piece.school", "a School"),
    "G": MessageKind("continental.a-piece.farm", "a Farm"),
    "Q": MessageKind("continental.a-piece.barracks", "a Barracks"),
}

# -- refusals (their rule codes are in checks.py and engine.py) --------------------------------
# {player}: the player's name; {square}, {launch}: squares (C4); {structure}: A_PIECE;
# {providence}: NOT_ROLLED, PHASE or PROVIDENCE_BUILDS; {what}: what the player tried.
OVER = MessageKind("continental.refusal.over", "the game is over")
ASSIGN_STATS_FIRST = MessageKind(
    "continental.refusal.assign-stats-first", "{player} must first assign the stats I, E, G, Q"
)
STATS_EACH_ONCE = MessageKind(
    "continental.refusal.stats-each-once",
    "the stats must be 1, 2, 3 and 4, each once, not {values}",
)
ROLL_FIRST = MessageKind("continental.refusal.roll-first", "{player} must roll the dice first")
ANSWER_FIRST = MessageKind(
    "continental.refusal.answer-first", "{player} must first answer the attack on {square}"
)
ALREADY_ROLLED = MessageKind(
    "continental.refusal.already-rolled", "{player} has already rolled this turn"
)
STATS_SET = MessageKind(
    "continental.refusal.stats-set", "the stats are assigned once, before the first roll"
)
NO_ATTACK = MessageKind("continental.refusal.no-attack", "there is no attack to answer")
NOT_A_SQUARE = MessageKind(
    "continental.refusal.not-a-square", "{square} is not a square of the board (a1 to h8)"
)
COSTS = MessageKind(
    "continental.refusal.costs",
    "{what} costs {price}; {player} has {people} People, {moral} Moral, {resources} Resources",
)
COST_PEOPLE = MessageKind("continental.refusal.cost-people", "{n} People")
COST_MORAL = MessageKind("continental.refusal.cost-moral", "{n} Moral")
COST_RESOURCES = MessageKind("continental.refusal.cost-resources", "{n} Resources")
AN_ARMY = MessageKind("continental.refusal.an-army", "an Army")
NOT_TERRITORY = MessageKind(
    "continental.refusal.not-territory", "{square} is not {player}'s territory"
)
OCCUPIED = MessageKind("continental.refusal.occupied", "{square} already holds {structure}")
ENEMY_PROHIBITION = MessageKind(
    "continental.refusal.enemy-prohibition",
    "{square} is next to an enemy structure or army: nothing may be built or converted there",
)
PROVIDENCE_FORBIDS = MessageKind(
    "continental.refusal.providence-forbids", "{providence} does not allow {what}"
)
NOT_ROLLED = MessageKind("continental.refusal.not-rolled", "not rolled yet")
PHASE = MessageKind("continental.refusal.phase", "{phase} (Providence {providence})")
BUILDING = MessageKind("continental.refusal.building", "building {structure}")
RECRUITING = MessageKind("continental.refusal.recruiting", "recruiting")
TURNING_ARMY = MessageKind("continental.refusal.turning-army", "turning an Army into a Tower")
TURNING_TOWER = MessageKind("continental.refusal.turning-tower", "turning a Tower into a City")
NEXT_TO_CITY = MessageKind(
    "continental.refusal.next-to-city", "{structure} must be built next to one of your Cities"
)
NEXT_TO_MUSTER = MessageKind(
    "continental.refusal.next-to-muster",
    "an Army must be recruited next to your Barracks or Tower",
)
ARMY_LIMIT = MessageKind(
    "continental.refusal.army-limit",
    "{player} has {armies} Armies and {barracks} Barracks: at most one Army per Barracks",
)
NO_PIECE = MessageKind("continental.refusal.no-piece", "{square} holds no {piece} of {player}'s")
ONE_CONVERSION = MessageKind(
    "continental.refusal.one-conversion", "only one conversion is allowed per turn"
)
STEPS = MessageKind("continental.refusal.steps", "an army moves 1 or {most} steps, not {steps}")
NO_ARMY = MessageKind("continental.refusal.no-army", "{square} holds no army of {player}'s")
ALREADY_MOVED = MessageKind(
    "continental.refusal.already-moved", "the army on {square} may not move again this turn"
)
REVISIT = MessageKind("continental.refusal.revisit", "an army's path may not visit a square twice")
NOT_ORTHOGONAL = MessageKind(
    "continental.refusal.not-orthogonal", "{square} to {next} is not one orthogonal step"
)
PASSES_EMPTY = MessageKind(
    "continental.refusal.passes-empty",
    "an army passes only through empty squares, not {square}",
)
STEPS_ON_ENEMY = MessageKind(
    "continental.refusal.steps-on-enemy",
    "stepping on enemy {square} is an attack and ends the move",
)
MOVE_IS_ATTACK = MessageKind(
    "continental.refusal.move-is-attack",
    "{square} is enemy territory: moving there is an attack "
    "(write it as {launch}x{square} and the Moral invested)",
)
NOT_ENEMY = MessageKind(
    "continental.refusal.not-enemy",
    "{square} is not enemy territory: there is nothing to attack",
)
BATTLE_RANGE = MessageKind(
    "continental.refusal.battle-range",
    "a direct battle invests {least} to {most} Moral, not {moral}",
)
SKIRMISH_RANGE = MessageKind(
    "continental.refusal.skirmish-range", "a skirmish invests {least} to {most} Moral, not {moral}"
)
MORAL_SHORT = MessageKind(
    "continental.refusal.moral-short", "{player} has only {have} Moral to invest, not {moral}"
)
DEFEND_PEOPLE_COSTS = MessageKind(
    "continental.refusal.defend-people-costs",
    "defending with People costs {need}; {player} has {have}",
)
DEFEND_RESOURCES_COSTS = MessageKind(
    "continental.refusal.defend-resources-costs",
    "defending with Resources costs {need}; {player} has {have}",
)

# -- the hint: what a move changes for the seat asking ---------------------------------------
# {sign}: + or −; {n}: how many (never negative); {stat}: a stat's letter (I E G Q).  People,
# Moral, Resources and the pieces are written as the player's panel writes them.
HINT_PEOPLE = MessageKind("continental.hint.people", "{sign}{n} People")
HINT_MORAL = MessageKind("continental.hint.moral", "{sign}{n} Moral")
HINT_RESOURCES = MessageKind("continental.hint.resources", "{sign}{n} Resources")
HINT_SQUARES = MessageKind(
    "continental.hint.squares", "{sign}{n} square", "{sign}{n} squares", "n"
)
HINT_STAT = MessageKind("continental.hint.stat", "{stat} {sign}{n}")
HINT_STATS_SET = MessageKind("continental.hint.stats-set", "stats assigned")
# A roll: what it brings (Providence, production) is the dice's, which no hint can know.
HINT_DICE = MessageKind("continental.hint.dice", "what it brings depends on the dice")
# {square}: a square as the notation names it (d2).
HINT_ARMY_TO = MessageKind("continental.hint.army-to", "Army to {square}")
HINT_PIECES = {
    "armies": MessageKind("continental.hint.armies", "{sign}{n} Army", "{sign}{n} Armies", "n"),
    "cities": MessageKind("continental.hint.cities", "{sign}{n} City", "{sign}{n} Cities", "n"),
    "towers": MessageKind("continental.hint.towers", "{sign}{n} Tower", "{sign}{n} Towers", "n"),
    "churches": MessageKind(
        "continental.hint.churches", "{sign}{n} Church", "{sign}{n} Churches", "n"
    ),
    "schools": MessageKind(
        "continental.hint.schools", "{sign}{n} School", "{sign}{n} Schools", "n"
    ),
    "farms": MessageKind("continental.hint.farms", "{sign}{n} Farm", "{sign}{n} Farms", "n"),
    "barracks": MessageKind(
        "continental.hint.barracks", "{sign}{n} Barracks", "{sign}{n} Barracks", "n"
    ),
}
