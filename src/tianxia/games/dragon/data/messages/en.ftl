# In the Year of the Dragon: what the game says, in English.
#
# Arguments (docs/dragon.md, "The log in words"): $seat, $seat2 seats (named by the page);
# $person a person tile (young/old type, e.g. wa-y), $persons a list of them; $type a person type;
# $card a person card; $event an event tile; $great a great event; $bonus a wall tile;
# $action an action card ($actions1.. the cards of each group); $reason why persons leave;
# $decision what a seat must decide.  Every other argument is a number.
# Forms used here: .a ("a young warrior"), .the ("the young warrior"), .plural ("warriors").

## Seats
seat = Seat { $seat }

## Person tiles
person-cr = craftsman
    .a = a craftsman
    .the = the craftsman
person-cl = court lady
    .a = a court lady
    .the = the court lady
person-tc = tax collector
    .a = a tax collector
    .the = the tax collector
person-py-y = young pyrotechnist
    .a = a young pyrotechnist
    .the = the young pyrotechnist
person-py-o = old pyrotechnist
    .a = an old pyrotechnist
    .the = the old pyrotechnist
person-wa-y = young warrior
    .a = a young warrior
    .the = the young warrior
person-wa-o = old warrior
    .a = an old warrior
    .the = the old warrior
person-mo-y = young monk
    .a = a young monk
    .the = the young monk
person-mo-o = old monk
    .a = an old monk
    .the = the old monk
person-he-y = young healer
    .a = a young healer
    .the = the young healer
person-he-o = old healer
    .a = an old healer
    .the = the old healer
person-fa-y = young farmer
    .a = a young farmer
    .the = the young farmer
person-fa-o = old farmer
    .a = an old farmer
    .the = the old farmer
person-sc-y = young scholar
    .a = a young scholar
    .the = the young scholar
person-sc-o = old scholar
    .a = an old scholar
    .the = the old scholar

## Person types
type-cr = craftsman
    .plural = craftsmen
type-cl = court lady
    .plural = court ladies
type-tc = tax collector
    .plural = tax collectors
type-py = pyrotechnist
    .plural = pyrotechnists
type-wa = warrior
    .plural = warriors
type-mo = monk
    .plural = monks
type-he = healer
    .plural = healers
type-fa = farmer
    .plural = farmers
type-sc = scholar
    .plural = scholars

## Person cards
card-cr = craftsman card
    .the = the craftsman card
card-cl = court lady card
    .the = the court lady card
card-tc = tax collector card
    .the = the tax collector card
card-py = pyrotechnist card
    .the = the pyrotechnist card
card-wa = warrior card
    .the = the warrior card
card-mo = monk card
    .the = the monk card
card-he = healer card
    .the = the healer card
card-fa = farmer card
    .the = the farmer card
card-sc = scholar card
    .the = the scholar card
card-wild = wild card
    .the = the wild card

## Event tiles
event-peace = Peace
event-tribute = Imperial Tribute
event-drought = Drought
event-festival = Dragon Festival
event-mongol = Mongol Invasion
event-plague = Plague

## Great events
great-lanternfest = Lanternfest
great-buddha = Buddha
great-earthquake = Earthquake
great-flood = Flood
great-solar-eclipse = Solar Eclipse
great-volcanic-eruption = Volcanic Eruption
great-tornado = Tornado
great-sunrise = Sunrise
great-assassination-attempt = Assassination Attempt
great-charter = Charter

## Wall tiles (by their bonus)
bonus-rice = Rice
bonus-fireworks = Fireworks
bonus-floor = Palace floor
bonus-yuan = Yuan
bonus-track = Person track
bonus-vp = Victory points

## Action cards
action-taxes = Taxes
action-build = Build
action-harvest = Harvest
action-fireworks = Fireworks display
action-parade = Military parade
action-research = Research
action-privilege = Privilege
action-wall = Build Wall

## Why persons are released
reason-tribute = Imperial Tribute
reason-drought = Drought
reason-mongol = Mongol Invasion
reason-plague = Plague
reason-wall = Great Wall
reason-earthquake = Earthquake

## What a seat must decide
decision-pair = choose the pair of initial persons (pair A B)
decision-initial = choose the palace for an initial person (place N)
decision-act = choose an action (money, or occupy GROUP CARD)
decision-floor = place a palace floor (floor new, floor N)
decision-privilege = choose the privilege to buy (privilege small|large)
decision-wallbuild = choose the wall tile to build (wall BONUS)
decision-card = play a person card (card TYPE|wild)
decision-tile = choose the person tile to take (tile KIND)
decision-place = place the new person (place N, replace N KIND, discard)
decision-release = choose a person to release (release N KIND)
decision-unsupplied = choose an unsupplied palace for the drought (unsupplied N)
decision-quake = choose a palace to lose a floor in the earthquake (remove-floor N, or remove-floor N KIND)
decision-flood = choose what to return to the flood (return YUAN RICE FIREWORKS)
decision-tornado = choose two cards to discard to the tornado (discard-cards A B)
decision-sunrise = choose a young person type for the sunrise (sunrise TYPE)
decision-charter = choose a person type for the charter (charter TYPE)

## The log: setup (D-4)
start-player = { $seat } is the start player
event-track = Event track: { $events }
great-hidden = A great event lies face down on event slot 7
great-on-slot = Great event on slot 7: { $great }
pair = { $seat } takes { $person_a } and { $person2_a }
initial = { $seat } places the { $person } in palace { $palace }
moves-to = { $seat } moves to space { $space }

## The log: rounds and the action phase (D-6..D-8, D-15)
round-begins = Round { $round } begins
groups = Action groups: group 1: { $actions1 }; group 2: { $actions2 }{ $groups ->
        [2] {""}
        [3] ; group 3: { $actions3 }
        [4] ; group 3: { $actions3 }; group 4: { $actions4 }
       *[5] ; group 3: { $actions3 }; group 4: { $actions4 }; group 5: { $actions5 }
    }
money = { $seat } takes money: +{ $yuan } yuan
money-none = { $seat } takes money: +0 yuan (already had { $yuan })
occupies = { $seat } occupies group { $group }{ $fee ->
        [0] {""}
       *[other] {" "}(pays { $fee } yuan)
    } and
occupy-privilege = { occupies } buys a privilege
occupy-wall = { occupies } builds the wall
occupy-track = { occupies } holds a military parade: moves { $n } to space { $space }
occupy-floors = { occupies } builds { $n ->
        [one] { $n } floor
       *[other] { $n } floors
    }
occupy-yuan = { occupies } collects taxes: +{ $n } yuan
occupy-rice = { occupies } harvests: +{ $n } rice
occupy-fireworks = { occupies } holds a fireworks display: +{ $n } fireworks
occupy-vp = { occupies } researches: +{ $n } VP
floor-new = { $seat } builds a new palace (palace { $palace })
floor-add = { $seat } adds a floor to palace { $palace } ({ $floors } floors)
privilege-small = { $seat } buys a small privilege for { $yuan } yuan
privilege-large = { $seat } buys a large privilege for { $yuan } yuan
privilege-none = { $seat } has only { $yuan } yuan and buys no privilege
wall-build = { $seat } builds wall tile { $n } ({ $bonus } bonus)

## The log: the person phase (D-9)
card = { $seat } plays { $card_the }
card-spent = { $seat } plays { $card_the }: no tile left, nothing happens
tile = { $seat } takes { $person_a }
place = { $seat } places the { $person } in palace { $palace } and moves { $value } to space { $space }
replace = { $seat } releases the { $person2 } from palace { $palace } for the { $person } and moves { $value } to space { $space }
discard = { $seat } has no free floor and discards the { $person }

## The log: events (D-10, D-11)
round-event = Round { $round } event: { $event }
round-event-again = Round { $round } event again (Solar Eclipse): { $event }
peace = Peace: nothing happens
tribute = Imperial Tribute: { $seat } pays { $yuan } yuan
tribute-short = Imperial Tribute: { $seat } pays { $yuan } yuan and must release { $n ->
        [one] { $n } person
       *[other] { $n } persons
    }
drought-none = Drought: { $seat } has no inhabited palace and hands in no rice
drought = Drought: { $seat } hands in { $rice } rice
drought-short = Drought: { $seat } hands in { $rice } rice; { $palaces ->
        [one] { $palaces } palace
       *[other] { $palaces } palaces
    } unsupplied
unsupplied = Drought: { $seat }'s palace { $palace } is unsupplied
festival = Dragon Festival: { $seat } has { $fireworks } fireworks: +{ $vp } VP, returns { $back }
mongol = Mongol Invasion: { $seat } has { $helmets ->
        [one] { $helmets } helmet
       *[other] { $helmets } helmets
    }: +{ $vp } VP
plague = Plague: { $seat } has { $mortars ->
        [one] { $mortars } mortar
       *[other] { $mortars } mortars
    } and must release { $n ->
        [one] { $n } person
       *[other] { $n } persons
    }
plague-safe = Plague: { $seat } has { $mortars ->
        [one] { $mortars } mortar
       *[other] { $mortars } mortars
    }: nobody leaves
release = { $reason }: { $seat } releases the { $person } from palace { $palace }
release-all = { $reason }: { $seat } releases { $persons_the }
release-none = { $reason }: { $seat } has no person to release

## The log: the Great Wall (D-15)
wall-check = { $final ->
        [yes] Final wall check
       *[no] Wall check
    }
wall-holds = { wall-check }: the wall ({ $tiles } tiles) holds
wall-vp = { wall-check }: { $seat } gains { $vp } VP for wall tiles
wall-breaks = { wall-check }: the wall ({ $tiles ->
        [one] { $tiles } tile
       *[other] { $tiles } tiles
    }) { $final ->
        [yes] is not complete
       *[no] does not reach the Mongol Invasion of round { $round }
    }
wall-breaks-one = { wall-breaks }; { $seat } (fewest wall tiles: { $low }) releases a person
wall-breaks-many = { wall-breaks }; { $seats } (fewest wall tiles: { $low } each) release a person each

## The log: the great event (D-16)
great-revealed = The great event is revealed: { $great }
great-event = Great event: { $great }
lanternfest = Lanternfest: { $seat } gains { $vp } VP
buddha = Buddha: { $seat } gains { $vp } VP
volcano = Volcanic Eruption: every person marker goes back to space 0, order kept
assassination = Assassination Attempt: every privilege returns to the supply
quake-no-floor = Earthquake: { $seat } has no palace floor to lose
quake-all = Earthquake: { $seat } loses all { $floors ->
        [one] { $floors } floor
       *[other] { $floors } floors
    }
quake-all-persons = { quake-all } and every person in them
quake-collapse = Earthquake: { $seat }'s palace { $palace } collapses
quake-collapse-release = { quake-collapse }, releasing { $persons_the }
quake-floor = Earthquake: { $seat }'s palace { $palace } loses a floor
quake-release = { quake-floor } and releases the { $person }
flood = Flood: { $seat } returns { $yuan } yuan, { $rice } rice, { $fireworks } fireworks
flood-nothing = Flood: { $seat } has nothing to return
tornado = Tornado: { $seat } discards { $cards_the }
tornado-nothing = Tornado: { $seat } discards nothing
tornado-face-down = Tornado: { $seat } discards { $n } cards face down
sunrise = Sunrise: { $seat } takes { $person_a }
sunrise-none = Sunrise: { $seat } finds no young person of an unchosen type and gets nothing
charter-chooses = Charter: { $seat } chooses the { $type_plural } and gains
charter-floors = { charter-chooses } { $n ->
        [one] { $n } palace floor
       *[other] { $n } palace floors
    }
charter-vp = { charter-chooses } { $n } VP
charter-monk-vp = { charter-chooses } { $n } VP
charter-fireworks = { charter-chooses } { $n } fireworks
charter-yuan = { charter-chooses } { $n } yuan
charter-rice = { charter-chooses } { $n } rice
charter-track = { charter-chooses } { $n ->
        [one] { $n } space
       *[other] { $n } spaces
    }
charter-nothing = Charter: { $seat } chooses the { $type_plural } and gains nothing
charter-none = Charter: { $seat } has no persons and gets nothing

## The log: decay and scoring (D-12..D-14)
decay-one = Decay: { $seat }'s empty palace loses a floor
decay-one-gone = Decay: { $seat }'s empty palace loses a floor and disappears
decay-many = Decay: { $seat }'s { $empty } empty palaces lose a floor each{ $lost ->
        [0] {""}
        [one] {" "}({ $lost } palace disappears)
       *[other] {" "}({ $lost } palaces disappear)
    }
decay-many-gone = Decay: { $seat }'s { $empty } empty palaces lose a floor each and disappear
scoring = Scoring: { $seat } gains { $vp } VP ({ $palaces } for palaces, { $ladies } for court ladies, { $privileges } for privileges)
final-scoring = Final scoring: { $seat } gains { $vp } VP ({ $persons } for persons, { $monks } for monks, { $money } for money)
wins = { $seat } wins with { $vp } VP

## Refusals: why an action is not legal now
refused-must = { $input } is not legal: { $seat } must { $decision }; legal now: { $legal }
refused-group-number = { $input } is not legal: the group is a number; legal now: { $legal }
refused-group-count = { $input } is not legal: there are { $groups } groups; legal now: { $legal }
refused-group-holds = { $input } is not legal: group { $group } holds { $actions }; legal now: { $legal }
refused-fee = { $input } is not legal: group { $group } already has a dragon and the { $fee }-yuan fee is more than { $seat }'s { $yuan } yuan; legal now: { $legal }
refused-privilege-after-fee = { $input } is not legal: after the { $fee }-yuan fee { $left } yuan { $left ->
        [one] is
       *[other] are
    } left, fewer than the { $cost } a small privilege costs (R-2); legal now: { $legal }
refused-privilege-poor = { $input } is not legal: { $seat } has { $yuan } yuan, fewer than the { $cost } a small privilege costs (R-2); legal now: { $legal }
refused-wall = { $input } is not legal: no unused wall tile, or the wall is complete (R-3); legal now: { $legal }
refused-large-privilege = { $input } is not legal: a large privilege costs { $cost } yuan and { $seat } has { $yuan }; legal now: { $legal }
refused-free-floor = { $input } is not legal: a palace still has a free floor, so the tile must go there (D-9.6); legal now: { $legal }
refused-card = { $input } is not legal: that card is not in the hand; legal now: { $legal }
refused-tile = { $input } is not legal: that tile is not in the supply or does not match the card; legal now: { $legal }
refused-pair = { $input } is not legal: both types must differ, have a young tile left, and the pair may not be taken already (D-4.7); legal now: { $legal }
refused-release = { $input } is not legal: no such person in the palaces that must release; legal now: { $legal }
refused-quake-full = { $input } is not legal: palace { $palace } is full: name the person who leaves with the floor (remove-floor { $palace } KIND, R-24); legal now: { $legal }

## The table (render/): names and rules of the components, the status bar, panels and scores
game-title = In the Year of the Dragon
player = Player { $number }
named-value = { $name }: { $value }

symbols-hammer = { $n ->
        [one] { $n } hammer
       *[other] { $n } hammers
    }
symbols-dragon = { $n ->
        [one] { $n } dragon
       *[other] { $n } dragons
    }
symbols-coin = { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    }
symbols-rocket = { $n ->
        [one] { $n } rocket
       *[other] { $n } rockets
    }
symbols-helmet = { $n ->
        [one] { $n } helmet
       *[other] { $n } helmets
    }
symbols-buddha = { $n ->
        [one] { $n } Buddha
       *[other] { $n } Buddhas
    }
symbols-mortar = { $n ->
        [one] { $n } mortar
       *[other] { $n } mortars
    }
symbols-rice = { $n ->
        [one] { $n } rice sack
       *[other] { $n } rice sacks
    }
symbols-book = { $n ->
        [one] { $n } book
       *[other] { $n } books
    }

effect-cr = Craftsmen: each hammer adds a palace floor to the Build action.
effect-cl = Court ladies: each dragon scores 1 VP in every scoring phase.
effect-tc = Tax collectors: each coin adds 1 yuan to the Taxes action.
effect-py = Pyrotechnists: each rocket adds a fireworks token to the Fireworks display.
effect-wa = Warriors: each helmet adds a space to the Military parade and scores 1 VP in a Mongol Invasion.
effect-mo = Monks: at the end each Buddha scores 1 VP per floor of the monk's palace.
effect-he = Healers: each mortar saves one person in a Plague.
effect-fa = Farmers: each rice sack adds a rice token to the Harvest.
effect-sc = Scholars: each book adds 1 VP to the Research action.
person-desc = Track value { $value }; { $symbols }. { $effect }
supply-desc = { $n } left in the supply. Track value { $value }; { $symbols }. { $effect }

rule-event-peace = Nothing happens.
rule-event-tribute = Each player pays { $n } yuan; a player who cannot pays all they have and releases 1 person per missing yuan.
rule-event-drought = Each player hands in 1 rice per palace with persons; each palace left without rice releases 1 person.
rule-event-festival = Most fireworks: { $first } VP, second most: { $second } VP; those who score give back half their fireworks, rounded up.
rule-event-mongol = Each player scores 1 VP per helmet on their warriors; the players with the fewest helmets release 1 person each.
rule-event-plague = Each player releases { $n } persons, 1 fewer per mortar on their healers.
rule-wall-check = Great Wall check: if the wall reaches this round, 1 VP per own wall tile; if not, the players with the fewest wall tiles release 1 person each.
rule-great-lanternfest = Each player scores 2 VP per person in their palaces.
rule-great-buddha = Each player scores their monks as at the end: Buddhas times the floors of the monk's palace.
rule-great-earthquake = In turn order each player removes 2 palace floors; a palace left with more persons than floors releases the extra persons.
rule-great-flood = In turn order each player returns half of their yuan, rice and fireworks together, rounded down.
rule-great-solar-eclipse = The event of round 7 happens a second time.
rule-great-volcanic-eruption = All person markers go back to space 0, keeping the turn order.
rule-great-tornado = In turn order each player discards 2 person cards; the 2 left are played in rounds 8 and 9, and rounds 10 to 12 have no person phase.
rule-great-sunrise = In turn order each player takes a young person of a type nobody took in this sunrise, without a card, and places it as usual.
rule-great-assassination-attempt = Every privilege goes back to the supply, without compensation.
rule-great-charter = In turn order each player chooses a type of their persons and gains its benefit from those persons' symbols.
rule-great-hidden = A great event lies face down here; it is revealed and happens in round 7, after the event.
rule-bonus-rice = Gain 1 rice.
rule-bonus-fireworks = Gain 1 fireworks.
rule-bonus-floor = Gain 1 palace floor and build it at once.
rule-bonus-yuan = Gain 2 yuan.
rule-bonus-track = Move 3 spaces on the person track.
rule-bonus-vp = Gain 3 VP.
rule-action-taxes = Gain 2 yuan, plus 3 for each tax collector in your palaces.
rule-action-build = Gain 1 palace floor, plus 1 per hammer on your craftsmen; build them all at once, on your palaces (up to 3 floors) or as new palaces.
rule-action-harvest = Gain 1 rice, plus 1 per rice sack on your farmers.
rule-action-fireworks = Gain 1 fireworks, plus 1 per rocket on your pyrotechnists.
rule-action-parade = Move 1 space on the person track, plus 1 per helmet on your warriors.
rule-action-research = Gain 1 VP, plus 1 per book on your scholars.
rule-action-privilege = Buy one privilege: small for { $small } yuan or large for { $large } yuan.
rule-action-wall = Build one of your wall tiles on the Great Wall and gain its bonus at once.
gain-taxes = gives yuan
gain-build = gives floors
gain-harvest = gives rice
gain-fireworks = gives fireworks
gain-parade = moves you on
gain-research = gives VP
gain-privilege = buys a privilege
gain-wall = builds the wall

when-over = Game over
when-setup = Setup: each player takes two young persons
when-action = Round { $round } of { $rounds }: action phase
when-person = Round { $round } of { $rounds }: person phase
when-event = Round { $round } of { $rounds }: event phase
when-scoring = Round { $round } of { $rounds }: scoring phase
when-round = Round { $round } of { $rounds }
section-events = Event track
section-track = Person track: turn order
section-groups = Action groups: a group that already holds a dragon costs { $fee } yuan
section-bank = Bank
section-pairs = Opening pairs: each player takes a young person of two types, a pair nobody took yet
section-supply = Person supply: old persons above, young below
section-courts = Players' courts

event-title = Round { $round }: { $event }
event-title-current = Round { $round }, this round: { $event }
round = Round { $round }
great-title = Great event: { $great }
great-title-hidden = Great event, face down
great-label = Great event
face-down = Face down
wall-built-title = Wall position { $position }: { $bonus } tile of { $name }
wall-built-desc = Built on the Great Wall; counts for its builder in every wall check.
wall-empty-title = Wall position { $position }, empty
wall-empty-desc = The next wall tile built goes to the first empty position. In a Mongol Invasion round the wall holds if it reaches that round.
marker-title = Person marker of { $name }
marker-desc = Number { $rank } in turn order, on space { $space }. Players act in person-track order: further along first; on the same space the marker on top first.
space = Space { $space }
group-title = Action group { $group }
group-desc = Occupying a card of this group puts your dragon here. Joining a group that already holds a dragon costs { $fee } yuan.
dragon-title = Dragon of { $name }
dragon-desc = { $name } occupied this group this round; anyone joining it pays { $fee } yuan.
money-title = Take money (up to { $yuan } yuan)
money-text = Take money: up to { $yuan } yuan
money-desc = Instead of an action card: take yuan from the supply until you have { $yuan }. No dragon is placed.
privilege-small-name = Small privilege
privilege-large-name = Large privilege
privilege-small-cost = Small privilege: { $yuan } yuan
privilege-large-cost = Large privilege: { $yuan } yuan
privilege-desc = Costs { $yuan } yuan. Scores { $vp } VP in every scoring phase.
pair-title = { $person } and { $person2 }
pair-taken = Taken by Player { $number }.
pair-desc = Take one young tile of each type; each goes into one of your two palaces and your marker moves by both values.
supply-left = { $n } left
palace-title = Palace { $palace } of { $name }
palace-desc = Floors: { $floors }, persons: { $persons }. Each floor holds one person; the palace scores 1 VP in every scoring phase; an empty palace loses a floor after each event.
palace-label = Palace { $palace }
new-palace = New palace
new-palace-desc = Build the floor here as the first floor of a new palace.
no-palaces = No palaces
cards-label = Cards:
card-title = Person card: { $type }
card-title-wild = Wild card
hand-card-desc = In hand: { $n }. Played in the person phase: take a { $type } from the supply, young or old (nothing if none is left).
hand-card-desc-wild = In hand: { $n }. Played in the person phase: take any person tile from the supply.
card-count = ×{ $n }
wall-tiles-label = Wall tiles:
wall-tile-title = Wall tile: { $bonus }
wall-tile-desc = Not built yet. Its bonus: { $rule }
wall-tile-gain = +{ $n }
to-place-label = To place:
to-place-title = { $person }, to place
flood-title = Flood: return { $n } of your yuan, rice and fireworks.
flood-help = Rows: yuan returned; columns: rice returned; each square shows the fireworks returned with them.
flood-rice = Rice:
flood-yuan = Yuan { $yuan }
flood-square = Return { $yuan } yuan, { $rice } rice and { $fireworks } fireworks
flood-desc = Flood: what you return goes to the supply.
court-title = Court of { $name }
court-desc = The player's palaces with their persons, goods, person cards and unused wall tiles.
your-cards = Your cards:
no-cards = No person cards left

counter-yuan = Yuan
counter-yuan-tip = Pays the tribute, the group fee and privileges; at the end every 3 yuan score 1 VP.
counter-rice = Rice
counter-rice-tip = Feeds palaces with persons in a drought, 1 each; at the end worth 2 yuan.
counter-fireworks = Fireworks
counter-fireworks-tip = Count in the Dragon Festival; at the end worth 2 yuan.
counter-small = Small privileges
counter-small-tip = Each scores 1 VP in every scoring phase.
counter-large = Large privileges
counter-large-tip = Each scores 2 VP in every scoring phase.
counter-score = Victory points
counter-score-tip = Most VP at the end wins; a tie goes to the player further on the person track.
counter-track = Person track
counter-track-tip = Space on the person track; number { $rank } in turn order.
counter-palaces = Palaces
counter-palaces-tip = Each palace scores 1 VP in every scoring phase.
counter-persons = Persons
counter-persons-tip = Each person scores 2 VP at the end.
counter-cards = Person cards
counter-cards-tip = Cards left to play, one in each person phase.
counter-wall = Wall tiles built
counter-wall-tip = Wall tiles on the Great Wall: they count in the wall checks.

category-research = Research
category-festival = Dragon Festival
category-mongol = Mongol Invasion
category-wall = Great Wall
category-palaces = Palaces
category-ladies = Court ladies
category-privileges = Privileges
category-great = Great event
category-persons = Persons at the end
category-monks = Monks at the end
category-money = Money at the end
category-earlier = Earlier points

## The status bar: what is being decided, and each choice's name
prompt-pair = Choose two young persons of different types for your first persons (a pair nobody has taken)
prompt-place = Choose the palace for your { $person }
prompt-place-full = All your floors are full: choose a person to make way for your { $person }, or discard it
prompt-act = Choose an action card, or take money
prompt-floor = { $n ->
        [one] Choose where to build the palace floor
       *[other] Choose where to build a palace floor ({ $n } left to build)
    }
prompt-privilege = Choose the privilege to buy
prompt-wallbuild = Choose the wall tile to build
prompt-card = Play a person card
prompt-tile = Choose the { $type } to take, young or old
prompt-tile-wild = Choose any person tile for your wild card
prompt-release = { $n ->
        [one] { $reason }: choose a person to release
       *[other] { $reason }: choose a person to release ({ $n } still to release)
    }
prompt-release-palace = { $reason }: choose the person to release from palace { $palace }
prompt-unsupplied = { $n ->
        [one] Drought: choose the palace that gets no rice
       *[other] Drought: choose a palace that gets no rice ({ $n } still to choose)
    }
prompt-quake = { $n ->
        [one] Earthquake: choose the palace that loses a floor
       *[other] Earthquake: choose a palace that loses a floor ({ $n } floors to remove)
    }
prompt-flood = Flood: choose the { $n } yuan, rice and fireworks to return
prompt-tornado = Tornado: choose two person cards to discard
prompt-sunrise = Sunrise: choose a young person of a type nobody took in this sunrise
prompt-charter = Charter: choose one type of your persons and gain its benefit

amount-yuan = { $n } yuan
amount-rice = { $n } rice
amount-fireworks = { $n } fireworks
amount-vp = { $n } VP
amount-floors = { $n ->
        [one] { $n } palace floor
       *[other] { $n } palace floors
    }
amount-track = { $n ->
        [one] { $n } space
       *[other] { $n } spaces
    }
amount-nothing = nothing
label-pair = Take { $person_a } and { $person2_a }
label-place = Put it in palace { $palace }
label-money = Take money (+{ $yuan } yuan)
label-occupy = { $action } in group { $group }
label-occupy-fee = { $action } in group { $group }, paying { $fee } yuan
label-floor = Add a floor to palace { $palace }
label-floor-new = Build a new palace
label-privilege-small = Buy a small privilege for { $yuan } yuan
label-privilege-large = Buy a large privilege for { $yuan } yuan
label-wall = Build the wall tile: { $bonus }
label-card = Play { $card_the }
label-card-wild = Play a wild card
label-tile = Take { $person_a }
label-replace = Release the { $person } of palace { $palace } for the new person
label-discard = Discard the new person
label-release = Release the { $person } from palace { $palace }
label-unsupplied = Leave palace { $palace } without rice
label-remove-floor = Remove a floor from palace { $palace }
label-remove-floor-person = Remove a floor from palace { $palace } with its { $person }
label-return = Return { $goods }
label-return-nothing = Return nothing
label-discard-cards = Discard { $cards_the }
label-discard-both-wild = Discard both wild cards
label-charter = Choose the { $type_plural }: { $gain }

## The terminal (render/text.py)
text-head = { game-title } - { $moment }
text-head-over = { game-title } - { $moment } - game over, winner { $winners }
text-when-setup = setup
text-when-over = after round { $round }
text-when-action = round { $round }, action phase
text-when-person = round { $round }, person phase
text-when-event = round { $round }, event phase
text-when-scoring = round { $round }, scoring phase
text-events = Events: { $track }
text-great = Great event (round 7): { $great }
text-face-down = face down
text-wall = Wall ({ $n }/12): { $tiles }
text-groups = Groups: { $listed }
text-dragons = dragon of { $owners }
text-key = Key: { $types }; -y young, -o old; cr(2):6 = 6 tiles left, track value 2
text-supply = Supply: { $supply }
text-pairs = Pairs taken: { $pairs }
text-sunrise = Sunrise types taken: { $types }
text-track = Person track: { $track }
text-player = { $seat }: { $vp } VP, { $yuan } yuan, { $rice } rice, { $fireworks } fireworks, { $small } small and { $large } large privileges, person track { $space }
text-palaces = palaces: { $palaces }
text-hand = hand: { $cards }
text-hand-hidden = hand: { $n } cards, out of { $cards }
text-wall-unused = wall tiles unused: { $tiles }
text-none = none
text-empty = empty
text-must = { $seat } must { $decision }{ $detail }
text-release = {" "}- { $reason }: { $n ->
        [one] { $n } person
       *[other] { $n } persons
    } still to release
text-release-palace = {" "}- { $reason }: { $n ->
        [one] { $n } person
       *[other] { $n } persons
    } still to release from palace { $palace }
text-new-tile = {" "}- the new tile: { $person }
text-floors-place = {" "}- { $n ->
        [one] { $n } floor
       *[other] { $n } floors
    } still to place
text-floors-remove = {" "}- { $n ->
        [one] { $n } floor
       *[other] { $n } floors
    } still to remove

## Options that do not go together
setup-hidden-needs-random = option great_event_hidden needs great_events=random (a chosen or absent great event cannot be hidden)
setup-start-player = option start_player: seat { $choice } does not exist with { $players } players

# names and third person
## What another seat is deciding, said to everybody else ($name: the deciding seat's name).
prompt-pair-other = { $name } is choosing two young persons of different types as their first persons
prompt-place-other = { $name } is choosing the palace for their { $person }
prompt-place-full-other = { $name } is choosing which person makes way for their { $person } (all their floors are full), or discarding it
prompt-act-other = { $name } is choosing an action card, or taking money
prompt-floor-other = { $n ->
        [one] { $name } is choosing where to build a palace floor
       *[other] { $name } is choosing where to build palace floors ({ $n } left to build)
    }
prompt-privilege-other = { $name } is choosing a privilege to buy
prompt-wallbuild-other = { $name } is choosing a wall tile to build
prompt-card-other = { $name } is playing a person card
prompt-tile-other = { $name } is choosing the { $type } to take, young or old
prompt-tile-wild-other = { $name } is choosing a person tile for their wild card
prompt-release-other = { $n ->
        [one] { $reason }: { $name } is choosing a person to release
       *[other] { $reason }: { $name } is choosing persons to release ({ $n } still to release)
    }
prompt-release-palace-other = { $reason }: { $name } is choosing the person to release from their palace { $palace }
prompt-unsupplied-other = { $n ->
        [one] Drought: { $name } is choosing the palace that gets no rice
       *[other] Drought: { $name } is choosing palaces that get no rice ({ $n } still to choose)
    }
prompt-quake-other = { $n ->
        [one] Earthquake: { $name } is choosing the palace that loses a floor
       *[other] Earthquake: { $name } is choosing palaces that lose a floor ({ $n } floors to remove)
    }
prompt-flood-other = Flood: { $name } is choosing the { $n } yuan, rice and fireworks to return
prompt-tornado-other = Tornado: { $name } is choosing two person cards to discard
prompt-sunrise-other = Sunrise: { $name } is choosing a young person of a type nobody took in this sunrise
prompt-charter-other = Charter: { $name } is choosing one type of their persons to gain its benefit

# reasons
## Why a choice is not open now, said on the table (docs/table.md, "Why not"): the short form of a
## refusal above (why-<refusal id>, same arguments), and the costs and gains shown before choosing.
why-refused-fee = Group { $group } already holds a dragon: joining it costs { $fee } yuan, and you have { $yuan } (D-7.3).
why-refused-privilege-after-fee = After the { $fee }-yuan fee you would have { $left } yuan, fewer than the { $cost } a small privilege costs (D-7.3, D-8).
why-refused-privilege-poor = A small privilege costs { $cost } yuan and you have { $yuan } (D-8).
why-refused-wall = You have no unused wall tile, or the wall is complete (D-15).
why-refused-large-privilege = A large privilege costs { $cost } yuan and you have { $yuan } (D-8).
action-fee-note = This group already holds a dragon: joining it costs { $fee } yuan.
money-title-gain = Take money: +{ $gain } yuan (up to { $yuan })
money-text-gain = Take money: +{ $gain } yuan
