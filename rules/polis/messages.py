"""Polis: what the rules tell the players, one English template per message id."""

from __future__ import annotations

from boardgames_rules.core import i18n
from boardgames_rules.core.messages import MessageKind, labels

# Why the game ended (the state's ``end_reason``, in words of its own).
CAPITAL_UNFED = MessageKind("polis.end.capital-unfed", "{side} could not feed its capital")
OUT_OF_PRESTIGE = MessageKind("polis.end.out-of-prestige", "{side} ran out of prestige")
BOTH_OUT_OF_PRESTIGE = MessageKind(
    "polis.end.both-out-of-prestige", "both sides ran out of prestige"
)
LAST_ERA_OVER = MessageKind("polis.end.last-era-over", "the last era is over")
# An end the rules above do not make (a state written by other rules): its words as they are.
ENDED = MessageKind("polis.end.other", "{why}")

# Who won, and how.
WON_AS_OTHER_LOST = MessageKind("polis.won-as-other-lost", "{end}: {side} wins.")
WON_ON_POINTS = MessageKind(
    "polis.won-on-points",
    "Game over ({end}): {side} wins on victory points, {points} to {other}.",
)
WON_ON_TIE_RULE = MessageKind(
    "polis.won-on-tie-rule",
    "Game over ({end}): {side} wins on victory points, {points} each, decided by the tie rule.",
)

# -- the log ---------------------------------------------------------------------------------
# {side}, {other}: a side (SIDES), Athens or Sparta as the game names them; {polis}, {zone},
# {territory}, {sea}, {market}...: places (named in the language on screen); {good}, {era},
# {project}: words of the game's data (``term``); {cost}: GOOD amounts joined with ", " (or
# NOTHING); {cards}: battle cards as the notation writes them (A3 B1).
ATHENS = MessageKind("polis.side.athens", "Athens")
SPARTA = MessageKind("polis.side.sparta", "Sparta")
GOOD = MessageKind("polis.log.good", "{n} {good}")
NOTHING = MessageKind("polis.log.nothing", "nothing")
PLAY_SIDES = MessageKind("polis.log.play-sides", "{athens} plays Athens, {sparta} plays Sparta.")
BOTH_PASSED = MessageKind("polis.log.both-passed", "Both players have passed.")
PROXENOS_CAPTURED = MessageKind(
    "polis.log.proxenos-captured", "{side}'s proxenos in {polis} is captured."
)
# Trade: what the roll did to the good's price marker ({moved}).
BUYS = MessageKind("polis.log.buys", "{side} buys {amount} {good} in {market} ({cost}); {roll}.")
TRADES_FOR = MessageKind(
    "polis.log.trades-for", "{side} trades for {amount} {good} in {market} ({cost}); {roll}."
)
TWO_DICE = MessageKind("polis.log.two-dice", "two dice (2d4) roll {first} and {second}: {moved}")
ONE_DIE = MessageKind("polis.log.one-die", "a die (d4) rolls {die}: {moved}")
PRICE_AT_HIGHEST = MessageKind(
    "polis.log.price-at-highest", "{good}'s price marker is already at its highest, price {price}"
)
PRICE_AT_LOWEST = MessageKind(
    "polis.log.price-at-lowest", "{good}'s price marker is already at its lowest, price {price}"
)
PRICE_UP = MessageKind(
    "polis.log.price-up",
    "{good}'s price marker moves {steps} step up, {price}",
    "{good}'s price marker moves {steps} steps up, {price}",
    "steps",
)
PRICE_DOWN = MessageKind(
    "polis.log.price-down",
    "{good}'s price marker moves {steps} step down, {price}",
    "{good}'s price marker moves {steps} steps down, {price}",
    "steps",
)
PRICE_CHANGED = MessageKind("polis.log.price-changed", "price {old} → {new}")
PRICE_STILL = MessageKind("polis.log.price-still", "price still {new}")
PROXENOS_BY_LAND = MessageKind(
    "polis.log.proxenos-by-land",
    "{side}'s proxenos goes by land from {start} to {polis} ({silver} silver in bribes).",
)
PROXENOS_BY_SEA = MessageKind(
    "polis.log.proxenos-by-sea",
    "{side}'s proxenos goes by sea from {start} to {polis} ({silver} silver in bribes).",
)
REDEEMS = MessageKind(
    "polis.log.redeems", "{side} redeems its proxenos for 2 silver; it returns to {capital}."
)
CIVIL_WAR = MessageKind(
    "polis.log.civil-war",
    "Civil war in {polis}: {side} pays {silver} silver, takes the polis (+{gain} prestige).",
)
# Battles.
DRAWS = MessageKind(
    "polis.log.draws", "{side} draws {n} battle card.", "{side} draws {n} battle cards.", "n"
)
YOU_DRAW = MessageKind("polis.log.you-draw", "You draw {cards}.")
BATTLE_IN = MessageKind(
    "polis.log.battle-in",
    "Battle in {zone}: Athens {athens} against Sparta {sparta}; {side} attacks.",
)
GREAT_COMMANDER = MessageKind(
    "polis.log.great-commander", "{side}'s great commander will double its prestige here."
)
ATTACKS = MessageKind("polis.log.attacks", "{side} attacks with {cards}.")
REPLAYED = MessageKind("polis.log.replayed", "{attack}/{defence} same card: replayed")
HIT = MessageKind("polis.log.hit", "{attack}/{defence} hit")
PARRIED = MessageKind("polis.log.parried", "{attack}/{defence} parried")
ANSWERS = MessageKind(
    "polis.log.answers",
    "{side} answers with {cards}: {notes:; }. "
    "{side} loses {losses} unit, {other} gains {gain} prestige.",
    "{side} answers with {cards}: {notes:; }. "
    "{side} loses {losses} units, {other} gains {gain} prestige.",
    "losses",
)
WITHDRAWS = MessageKind(
    "polis.log.withdraws",
    "{side} withdraws (1 prestige to {other}): {moved} unit escape, {lost} are lost.",
    "{side} withdraws (1 prestige to {other}): {moved} units escape, {lost} are lost.",
    "moved",
)
WITHDRAWS_TO = MessageKind(
    "polis.log.withdraws-to",
    "{side} withdraws to {zone} (1 prestige to {other}): {moved} unit escape, {lost} are lost.",
    "{side} withdraws to {zone} (1 prestige to {other}): {moved} units escape, {lost} are lost.",
    "moved",
)
BATTLE_ENDS = MessageKind(
    "polis.log.battle-ends",
    "The battle in {zone} ends after {rounds} round: {reason}. "
    "Prestige won: Athens {athens}, Sparta {sparta}.",
    "The battle in {zone} ends after {rounds} rounds: {reason}. "
    "Prestige won: Athens {athens}, Sparta {sparta}.",
    "rounds",
)
FEWER_THAN_TWO = MessageKind("polis.log.fewer-than-two", "a side has fewer than 2 units left")
DECK_SHORT = MessageKind("polis.log.deck-short", "the deck cannot refill the hands")
WITHDREW = MessageKind("polis.log.withdrew", "{side} withdrew")
# Turns and eras.
FREE_TRADE = MessageKind(
    "polis.log.free-trade",
    "Free trade: {side} blocks {other}'s route to {markets: and } and loses 1 prestige.",
)
PROJECTS_ON_OFFER = MessageKind("polis.log.projects-on-offer", "Projects on offer: {projects}.")
ERA_BEGINS = MessageKind("polis.log.era-begins", "{era} begins (at most {limit} units per zone).")
ERA_ENDS = MessageKind("polis.log.era-ends", "End of {era}.")
PAYS_SURCHARGE = MessageKind(
    "polis.log.pays-surcharge", "{side} pays 1 {good} (the opponent has passed)."
)
PASSES = MessageKind("polis.log.passes", "{side} passes for the rest of the era.")
# Development.
CREATES_HOPLITES = MessageKind(
    "polis.log.creates-hoplites",
    "{side} creates {n} hoplite at {polis} in {zone} ({cost}).",
    "{side} creates {n} hoplites at {polis} in {zone} ({cost}).",
    "n",
)
CREATES_GALLEYS = MessageKind(
    "polis.log.creates-galleys",
    "{side} creates {n} galley at {polis} in {zone} ({cost}).",
    "{side} creates {n} galleys at {polis} in {zone} ({cost}).",
    "n",
)
CREATES_MERCHANTS = MessageKind(
    "polis.log.creates-merchants",
    "{side} creates {n} merchant at {polis} ({cost}).",
    "{side} creates {n} merchants at {polis} ({cost}).",
    "n",
)
STARTS_PROJECT = MessageKind(
    "polis.log.starts-project", "{side} starts {project} in {polis} ({cost})."
)
# Military.
MOVES = MessageKind("polis.log.moves", "{side} moves {n} from {start} to {end}.")
SIEGE_FALLS = MessageKind(
    "polis.log.siege-falls",
    "{side} besieges {polis}: d4 = {roll} ≥ {fort}, the polis falls (+{fort} prestige).",
)
SIEGE_FAILS = MessageKind(
    "polis.log.siege-fails", "{side} besieges {polis}: d4 = {roll} < {fort}, 1 hoplite is lost."
)
SIEGE_FAILS_NEUTRAL = MessageKind(
    "polis.log.siege-fails-neutral",
    "{side} besieges {polis}: d4 = {roll} < {fort}, 1 hoplite is lost; "
    "{polis} loses its last cube and turns neutral.",
)
SIEGE_FAILS_CUBE = MessageKind(
    "polis.log.siege-fails-cube",
    "{side} besieges {polis}: d4 = {roll} < {fort}, 1 hoplite is lost; {polis} loses 1 cube.",
)
COLLECTS = MessageKind(
    "polis.log.collects",
    "{side} collects {territory} with {n} hoplite.",
    "{side} collects {territory} with {n} hoplites.",
    "n",
)
SENDS_HOME = MessageKind(
    "polis.log.sends-home",
    "{side} sends {n} hoplite home: +{n} prestige.",
    "{side} sends {n} hoplites home: +{n} prestige.",
    "n",
)
TAKES = MessageKind(
    "polis.log.takes",
    "{side} takes {amount} {good} ({n} hoplite).",
    "{side} takes {amount} {good} ({n} hoplites).",
    "n",
)
# Events.
EVENT = MessageKind("polis.log.event", "Event of {era}: {title}. {text}")
BETRAYAL = MessageKind("polis.log.betrayal", "Betrayal: {polis} goes over from {side} to {other}.")
EGYPT_SHORT = MessageKind(
    "polis.log.egypt-short",
    "Athens sent {n} galley to Egypt: -{short} prestige.",
    "Athens sent {n} galleys to Egypt: -{short} prestige.",
    "n",
)
REMOVES = MessageKind("polis.log.removes", "{side} removes a unit from {zone}.")
TREASURY = MessageKind(
    "polis.log.treasury", "{side} turns {prestige} prestige into {silver} silver."
)
SENDS_PERSIA = MessageKind(
    "polis.log.sends-persia",
    "{side} sends {n} hoplite from {territory} to Persia: +2 prestige.",
    "{side} sends {n} hoplites from {territory} to Persia: +2 prestige.",
    "n",
)
SENDS_EGYPT = MessageKind(
    "polis.log.sends-egypt",
    "Athens sends {n} galley from {sea} to Egypt.",
    "Athens sends {n} galleys from {sea} to Egypt.",
    "n",
)
RETURN = MessageKind("polis.log.return", "{n} of {side}'s units return from {abroad} to {zone}.")
# The era's end.
PROJECT_FINISHED = MessageKind(
    "polis.log.project-finished", "{project} in {polis} is finished: {side} +{gain} prestige."
)
FEEDS = MessageKind(
    "polis.log.feeds",
    "{side} feeds {eat} of {need} cube with wheat.",
    "{side} feeds {eat} of {need} cubes with wheat.",
    "need",
)
FEEDS_UNFED = MessageKind(
    "polis.log.feeds-unfed",
    "{side} feeds {eat} of {need} cube with wheat; {hunger} unfed.",
    "{side} feeds {eat} of {need} cubes with wheat; {hunger} unfed.",
    "need",
)
CANNOT_FEED = MessageKind(
    "polis.log.cannot-feed", "{side} cannot feed {capital}: the capital is lost, and the game."
)
PAYS_FOR_UNFED = MessageKind(
    "polis.log.pays-for-unfed", "{side} pays 1 prestige for an unfed cube."
)
STARVES_NEUTRAL = MessageKind(
    "polis.log.starves-neutral", "{polis} loses its last cube to hunger and turns neutral."
)
STARVES = MessageKind(
    "polis.log.starves", "{side} loses 1 cube of {polis} to hunger ({left} left)."
)
GROWS = MessageKind("polis.log.grows", "{side} grows {polis} by {n}.")
MEGALOPOLIS = MessageKind("polis.log.megalopolis", "Megalopolis: {side} +{n} prestige.")
PHOROS = MessageKind("polis.log.phoros", "Phoros: {side} turns {n} prestige into silver.")
NO_PRESTIGE_LEFT = MessageKind(
    "polis.log.no-prestige-left", "{side} has no prestige left and loses the game."
)
SIDES = (ATHENS, SPARTA)

# -- refusals --------------------------------------------------------------------------------
# {kind}: an action's rule code as the notation writes it (move, siege); {reason}: one of
# the reasons below; {polis}, {territory}: places.
GAME_OVER = MessageKind("polis.refusal.game-over", "The game is over: no more actions.")
STEP_PENDING = MessageKind(
    "polis.refusal.step-pending",
    "Rule 'decide the pending step first': a '{kind}' is not expected now; expected: {expected}.",
)
NOT_ALLOWED = MessageKind(
    "polis.refusal.not-allowed",
    "Rule '{kind}': that choice is not one of the {n} open now.",
    "Rule '{kind}': that choice is not one of the {n} open now.",
    "n",
)
NOT_POSSIBLE = MessageKind("polis.refusal.not-possible", "Rule '{kind}': {reason}.")
VARIANT_NOT_POSSIBLE = MessageKind(
    "polis.refusal.variant-not-possible", "that variant is not possible here"
)
ACTIONS_MUST_DIFFER = MessageKind(
    "polis.refusal.actions-must-differ",
    "Rule 'two different actions per turn': '{kind}' was already taken this turn.",
)
PASS_AT_TURN_START = MessageKind(
    "polis.refusal.pass-at-turn-start",
    "Rule 'pass': you may pass only instead of acting; use 'end' to end the turn.",
)
END_AFTER_ACTION = MessageKind(
    "polis.refusal.end-after-action",
    "Rule 'end': a turn needs at least one action; 'pass' to stop acting.",
)
TURN_LIMIT = MessageKind(
    "polis.refusal.turn-limit", "Rule 'turn limit': {turns} turns this era, you can only pass."
)
NOT_A_TURN_ACTION = MessageKind(
    "polis.refusal.not-a-turn-action", "Rule 'turn': '{kind}' is not expected now."
)
# Why no variant of an action is possible (also shown beside the action on the screen).
NO_EXTRA_RESOURCE = MessageKind(
    "polis.reason.no-extra-resource",
    "the opponent has passed and you have no resource left for the extra cost",
)
NO_PRESTIGE_FOR_MILITARY = MessageKind(
    "polis.reason.no-prestige-for-military", "military actions cost 1 prestige and you have none"
)
NO_POLIS_IN_TERRITORY = MessageKind(
    "polis.reason.no-polis-in-territory", "you own no polis in a territory"
)
NO_HOPLITE_ROOM = MessageKind(
    "polis.reason.no-hoplite-room",
    "no polis of yours can spare a cube and has room under the limit of {limit}, "
    "or you lack metal/silver",
)
NO_PORT = MessageKind("polis.reason.no-port", "you own no port")
NO_GALLEY_ROOM = MessageKind(
    "polis.reason.no-galley-room",
    "no port of yours can spare a cube and has room under the limit of {limit}, "
    "or you lack wood/silver",
)
NO_COMMERCIAL_POLIS = MessageKind("polis.reason.no-commercial-polis", "you own no commercial polis")
NO_MERCHANT_ROOM = MessageKind(
    "polis.reason.no-merchant-room",
    "your commercial polis cannot spare a cube, or you lack wood/silver",
)
NO_PROJECT_LEFT = MessageKind("polis.reason.no-project-left", "no project tile is left this era")
NO_PROJECT_FITS = MessageKind(
    "polis.reason.no-project-fits",
    "none of the available projects fits a free polis of yours that you can pay for",
)
NO_HOPLITE_MOVE = MessageKind(
    "polis.reason.no-hoplite-move", "you have no hoplites that can reach a territory with room"
)
NO_GALLEY_MOVE = MessageKind(
    "polis.reason.no-galley-move", "you have no galleys that can reach a sea zone with room"
)
NO_SIEGE = MessageKind(
    "polis.reason.no-siege",
    "you control no territory with a polis you may besiege and enough hoplites",
)
NO_COLLECT = MessageKind("polis.reason.no-collect", "no territory can be collected: {reasons:; }")
NO_MERCHANT_WAITS = MessageKind(
    "polis.reason.no-merchant-waits", "no merchant waits in your Trade Port"
)
NO_SHIPLOAD = MessageKind(
    "polis.reason.no-shipload",
    "no free shipload open this era that your route reaches and you can pay for",
)
PROXENOS_IS_CAPTURED = MessageKind("polis.reason.proxenos-captured", "your proxenos is captured")
NO_BRIBES = MessageKind("polis.reason.no-bribes", "you cannot pay the bribes to any other polis")
PROXENOS_NOT_CAPTURED = MessageKind(
    "polis.reason.proxenos-not-captured", "your proxenos is not captured"
)
REDEEM_COSTS = MessageKind("polis.reason.redeem-costs", "redeeming costs 2 silver")
NO_CIVIL_WAR = MessageKind(
    "polis.reason.no-civil-war", "no civil war in {polis} (a capital or your own polis)"
)
CIVIL_WAR_COSTS = MessageKind(
    "polis.reason.civil-war-costs", "a civil war in {polis} costs {silver} silver"
)
# Why a territory cannot be collected.
ALREADY_COLLECTED = MessageKind(
    "polis.reason.already-collected", "{territory} was already collected this era"
)
EVENT_FORBIDS_COLLECTING = MessageKind(
    "polis.reason.event-forbids-collecting", "the event forbids collecting {territory} this era"
)
NO_TRIBUTE_ROW = MessageKind(
    "polis.reason.no-tribute-row", "{territory} has no row on the tribute panel"
)
NO_POLIS_IN = MessageKind("polis.reason.no-polis-in", "you own no polis in {territory}")
NO_HOPLITES_IN = MessageKind("polis.reason.no-hoplites-in", "you have no hoplites in {territory}")
COLLECT_COSTS_PRESTIGE = MessageKind(
    "polis.reason.collect-costs-prestige",
    "collecting outside your capital's territory costs 1 prestige and you have 0",
)
CANNOT_PAY_EXTRA = MessageKind(
    "polis.reason.cannot-pay-extra",
    "you cannot pay the extra resource owed after the opponent passed",
)


def _cards(cards: str, language: str) -> str:
    """Battle cards as the language on screen writes and types them (``Sh3``, ``Es3``)."""
    from boardgames_rules.core.typed import in_words  # reads terms.json on first use

    return cards if language == i18n.SOURCE else in_words("polis", cards)


for _kind, _field in (
    (YOU_DRAW, "cards"), (ATTACKS, "cards"), (ANSWERS, "cards"),
    (REPLAYED, "attack"), (REPLAYED, "defence"), (HIT, "attack"), (HIT, "defence"),
    (PARRIED, "attack"), (PARRIED, "defence"),
):
    labels(_kind, _field, _cards)

# -- the hint: what a move changes for the seat asking ---------------------------------------
# {sign}: + or −; {n}: how many (never negative); {good}, {project}: words of the game's data;
# {polis}, {zone}: places; {change}: one of these changes.
HINT_GOOD = MessageKind("polis.hint.good", "{sign}{n} {good}")
HINT_PRESTIGE = MessageKind("polis.hint.prestige", "{sign}{n} prestige")
HINT_POPULATION = MessageKind("polis.hint.population", "{sign}{n} population")
HINT_HOPLITES = MessageKind(
    "polis.hint.hoplites", "{sign}{n} hoplite in {zone}", "{sign}{n} hoplites in {zone}", "n"
)
HINT_GALLEYS = MessageKind(
    "polis.hint.galleys", "{sign}{n} galley in {zone}", "{sign}{n} galleys in {zone}", "n"
)
HINT_MERCHANTS = MessageKind(
    "polis.hint.merchants", "{sign}{n} merchant", "{sign}{n} merchants", "n"
)
HINT_TAKES = MessageKind("polis.hint.takes", "takes {polis}")
HINT_LOSES = MessageKind("polis.hint.loses", "loses {polis}")
HINT_CONTROLS = MessageKind("polis.hint.controls", "controls {zone}")
HINT_LOSES_CONTROL = MessageKind("polis.hint.loses-control", "loses control of {zone}")
HINT_PROJECT = MessageKind("polis.hint.project", "starts {project}")
HINT_PROXENOS = MessageKind("polis.hint.proxenos", "proxenos to {polis}")
# A move that ends the era (a pass after the other side's): what follows is the era's end
# (projects, feeding, growth), not the move's own cost.
# A siege: what the seat's sample rolled is one roll of the die; {fort}: the roll it needs.
HINT_SIEGE_FALLS = MessageKind("polis.hint.siege-falls", "on a d4 of {fort} or more, {change}")
HINT_SIEGE_FAILS = MessageKind("polis.hint.siege-fails", "on a d4 under {fort}, {change}")
HINT_ERA_ENDS = MessageKind("polis.hint.era-ends", "ends the era")
HINT_ERA_ENDS_THEN = MessageKind("polis.hint.era-ends-then", "ends the era, then {change}")
