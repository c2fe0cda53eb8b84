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
decision-quake = choose a palace to lose a floor in the earthquake (remove-floor N [KIND])
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
charter-nothing = { charter-chooses } nothing
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
refused-unknown = { $input } is not an action of this game; { $seat } must { $decision }: { $legal }
refused-not-now = { $input } does not answer the decision now: { $seat } must { $decision }
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
