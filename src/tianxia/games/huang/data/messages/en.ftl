# Huang's words in English (Project Fluent).  The engine's events and refusals name a message
# here with typed arguments (tianxia.core.messages): $seat is a seat, $colour a tile's colour
# (colour-<id> below), $leader a leader by its colour (leader-<id>: its role; .colour its
# colour's word); a place $where (and $where2) is the message `where` with the hex's id $hex
# (never shown) and $cap, $dir and $steps, its place from the nearest capital.
# Translating: docs/huang.md, "Words and languages".

## Seats: the seat number and its dynasty (a name chosen at the table replaces both).
seat = P{ $seat } ({ $seat ->
        [0] Tiger
        [1] Rabbit
        [2] Rat
        [3] Goat
       *[4] Dragon
    })

## Places: a hex from its nearest capital, never by coordinates.
where = { $steps ->
        [0] at { $cap }
        [1] { $dir } of { $cap }
       *[other] { $steps } hexes { $dir } of { $cap }
    }

## Colours of tiles, leaders and pagodas.
colour-yellow = yellow
colour-red = red
colour-blue = blue
colour-green = green
colour-white = white

## Why points were scored.
reason-tile = tile
reason-revolt = revolt
reason-war = war
reason-bandits = bandits
reason-pagoda = pagoda

## Directions from a capital.
dir-east = east
dir-north-east = north-east
dir-north = north
dir-north-west = north-west
dir-west = west
dir-south-west = south-west
dir-south = south
dir-south-east = south-east

## Capitals (both sides of the board).
cap-qin = Qin
cap-zhao = Zhao
cap-yan = Yan
cap-qi = Qi
cap-wei = Wei
cap-han = Han
cap-chu = Chu
cap-dai = Dai
cap-changshan = Changshan
cap-liaodong = Liaodong
cap-di = Di
cap-jibei = Jibei
cap-yin = Yin
cap-jiaodong = Jiaodong
cap-yong = Yong
cap-sai = Sai
cap-henan = Henan
cap-hann = Hann
cap-linjiang = Linjiang
cap-jiujiang = Jiujiang
cap-hengshan = Hengshan
cap-western-wei = Western Wei
cap-western-chu = Western Chu

## What is being decided (phase-<phase>).
phase-action = choose an action
phase-revolt = commit yellow tiles to the revolt
phase-war-support = support a warring kingdom or pass
phase-war-tie = choose the winner of the tied war
phase-war-loss = choose the winner's red tiles to lose
phase-bandit-loss = choose the red tiles that fight the bandits
phase-structure = build a structure or decline
phase-market = pick a market tile or decline
phase-chain = continue the river chain or stop
phase-granary = choose the granary to leave
phase-palace-draw = draw to a hand of 6 or 7 tiles
phase-over = the game is over

## The log.
bandits-appear = { $count } bandit tiles appear, with { $strengths } bandits
starts = { $seat } starts
draws = { $seat } draws { $amount } { $amount ->
        [one] tile
       *[other] tiles
    }
draws-secret = { $seat } draws { $colours }
scores = { $seat } scores { $amount } { $colour } ({ $reason })
ends-bag-empty = the game ends: the bag is empty
ends-turn-cap = the game ends: the turn cap of { $turns } turns is reached (a safety net for bots, not a rule)
leader-withdrawn = { $seat } withdraws the { $leader_colour } leader standing { $where }
passes = { $seat } has no legal action and passes
war-winner-chosen = { $seat } chooses the kingdom { $where } as the winner
market-taken = { $seat } takes a { $colour } tile from the market
leader-placed = { $seat } places the { $leader_colour } leader { $where }
leader-moved = { $seat } moves the { $leader_colour } leader { $where } (it stood { $where2 })
revolt-starts = revolt over the { $leader_colour } leader: { $seat } attacks { $seat2 } (base { $base }+{ $bonus } against { $base2 }+{ $bonus2 })
commits = { $seat } commits { $tiles } yellow { $tiles ->
        [one] tile
       *[other] tiles
    }
commits-forced = { $seat } commits { $tiles } yellow { $tiles ->
        [one] tile
       *[other] tiles
    } (no choice)
revolt-won = revolt: { $strength } against { $strength2 }; { $seat } wins
tile-placed = { $seat } places a { $colour } tile { $where }
war-starts = war { $where } over { $colours }: kingdoms of strength { $strengths }
support-none = { $seat } gives no support
support-none-forced = { $seat } gives no support (no choice)
supports = { $seat } supports the kingdom { $where } with { $tiles } red { $tiles ->
        [one] tile
       *[other] tiles
    }
supports-soldier = { $seat } supports the kingdom { $where } with { $tiles ->
        [0] the Soldier
        [one] { $tiles } red tile and the Soldier
       *[other] { $tiles } red tiles and the Soldier
    }
war-tied = the war is tied at { $strength }; the placer chooses the winner
war-won = the kingdom { $where } wins the war with { $strength }
leader-leaves = { $seat }'s { $leader_colour } leader { $where } leaves the board
war-ends = the war ends; the tile { $where } stays as an ordinary tile
granary-removed = the granary { $where } is removed from the game
tile-removed = the { $colour } tile { $where } goes to the box
leader-returns = { $seat }'s { $leader_colour } leader { $where } has no yellow tile next to it and returns
pagoda-returns = the { $pagoda_name } { $where } returns to the supply
palace-returns = the { $pagoda_name } { $where } returns to the supply
bandits-fight = the tile { $where } brings the kingdom against { $strength } bandits
bandits-gone = the { $strength } defeated bandits go to the box
peasant-revolt = { $seat } reveals { $tiles } blue tiles for a peasant revolt { $where }
peasant-revolt-farmer = { $seat } reveals { $tiles } blue tile and uses the off-board Farmer for a peasant revolt { $where }
pagoda-built = { $seat } builds a { $pagoda_name } { $where }
pagoda-moved = { $seat } builds a { $pagoda_name } { $where } (moved; it stood { $where2 })
palace-built = { $seat } builds the { $pagoda_name } { $where }
palace-moved = { $seat } builds the { $pagoda_name } { $where } (moved; it stood { $where2 })
green-revealed = { $seat } reveals { $tiles } green tiles
green-revealed-merchant = { $seat } reveals { $tiles } green tile and uses the off-board Merchant
discards = { $seat } discards { $tiles } { $tiles ->
        [one] tile
       *[other] tiles
    } face down
discards-secret = { $seat } discards { $colours } face down
granaries-taken = { $seat } takes { $amount } { $amount ->
        [one] granary
       *[other] granaries
    }, leaving the one { $where }
market-refilled = the market receives { $colours }
to-play = { $seat } to play

## Options that do not go together (the lobby says why).
setup-bandits-side = Bandits need board side A and cannot be combined with Eighteen Kingdoms (H-23)
setup-five-players = 5 players need the Dragon Dynasty module (dragon=on) (H-1.1)
setup-short-game = the shorter game is for exactly 2 players, not { $players } (H-22)

## Refusals: why an action is not legal ($action: what the player wrote).  A word of no decision
## and an answer to another decision are the core's refusals (core/flow.py), naming the pending
## decision (decision-<kind>: its phase's words); Huang says the first without the legal actions,
## which would show hex coordinates.
refused-unknown = { $input } is not a Huang action; now { $seat } must { $decision }
decision-action = { phase-action }
decision-revolt = { phase-revolt }
decision-war-support = { phase-war-support }
decision-war-tie = { phase-war-tie }
decision-war-loss = { phase-war-loss }
decision-bandit-loss = { phase-bandit-loss }
decision-structure = { phase-structure }
decision-market = { phase-market }
decision-chain = { phase-chain }
decision-granary = { phase-granary }
decision-palace-draw = { phase-palace-draw }
refused-no-hex = '{ $action }' is not legal: { $input } is not a hex of this board (H-3.1.5)
refused-write-tile = '{ $action }' is not legal: write it as: tile <colour> <q,r>
refused-write-place = '{ $action }' is not legal: write it as: place <colour> <q,r>
refused-write-move = '{ $action }' is not legal: write it as: move <colour> <q,r>
refused-no-tile = '{ $action }' is not legal: you have no { $colour } tile behind your screen
refused-not-empty = '{ $action }' is not legal: there is already a piece { $where } (H-8.1.1)
refused-river = '{ $action }' is not legal: blue tiles go only on rivers and the others only on land (H-8.1.2)
refused-bandits = '{ $action }' is not legal: it would connect bandits to a kingdom in a way H-18.3 forbids
refused-leader-on-board = '{ $action }' is not legal: your { $leader_colour } leader is on the board; move it instead
refused-leader-off-board = '{ $action }' is not legal: your { $leader_colour } leader is not on the board
refused-not-land = '{ $action }' is not legal: a leader cannot stand { $where }: it is not an empty land hex (H-7.2.1)
refused-no-yellow = '{ $action }' is not legal: a leader { $where } would have no yellow tile next to it (H-7.2.2)
refused-leader-rules = '{ $action }' is not legal: it would merge kingdoms into a duplicate colour, touch bandits, or not move (H-7.2)
refused-exchange = '{ $action }' is not legal: name 1 to { $most } different positions 0..{ $last } behind your screen (H-12.1)
refused-revolt = '{ $action }' is not legal: a peasant revolt needs 2 blue tiles, or 1 and your off-board Farmer, and a tile to remove (H-10)
refused-build = '{ $action }' is not legal: no such free triangle or rhombus, no such structure, or you cannot pay (H-11)
refused-commit = '{ $action }' is not legal: commit 0 to { $most } yellow tiles (H-14.5)
refused-support = '{ $action }' is not legal: support one warring kingdom (named by its first hex) with red tiles you hold and/or your off-board Soldier (H-15.5)
refused-pass = '{ $action }' is not legal: pass is allowed only when no other action is (H-6.3)
refused-choices = '{ $action }' is not legal: it is not one of the { $count } choices now

## ---------------------------------------------------------------------------------------------
## The table's words (render/): names and rules of the pieces, the board's labels, the status
## bar, the buttons, the panels and the terminal picture.

## Pieces: names (also the words of log arguments of these kinds) and what they do.
tile-yellow = Yellow tile
tile-red = Red tile
tile-blue = Blue tile
tile-green = Green tile
tile-white = White tile
tile-desc-yellow = Yellow tile: a leader must stand next to a yellow tile, and each yellow tile next to a leader adds 1 to its strength in a revolt.
tile-desc-red = Red tile: each red tile in a kingdom adds 1 to its strength in a war.
tile-desc-blue = Blue tile: it goes only on a river hex, and more blue tiles may follow it along the river.
tile-desc-green = Green tile: after placing one you may take a tile from the market.
tile-desc-white = White tile: it scores white points, which count as any colour at the end.
leader-yellow = Governor
    .colour = yellow
leader-red = Soldier
    .colour = red
leader-blue = Farmer
    .colour = blue
leader-green = Merchant
    .colour = green
leader-white = Artist
    .colour = white
leader-desc-yellow = Governor: scores yellow points, and the points of tiles whose own leader is missing from its kingdom. In front of the screen it adds 1 to its dynasty's strength in a revolt.
leader-desc-red = Soldier: scores red points. In front of the screen it may add 1 to a warring kingdom's strength.
leader-desc-blue = Farmer: scores blue points and collects granaries. In front of the screen it may replace one of the two blue tiles of a peasant revolt.
leader-desc-green = Merchant: scores green points. In front of the screen it may replace one of the two green tiles of the build action.
leader-desc-white = Artist: scores white points, which count as any colour at the end.
dynasty-tiger = Tiger
dynasty-rabbit = Rabbit
dynasty-rat = Rat
dynasty-goat = Goat
dynasty-dragon = Dragon
pagoda-yellow = Yellow pagoda
    .name = yellow pagoda
pagoda-red = Red pagoda
    .name = red pagoda
pagoda-blue = Blue pagoda
    .name = blue pagoda
pagoda-green = Green pagoda
    .name = green pagoda
pagoda-white = White pagoda
    .name = white pagoda
pagoda-palace = Imperial palace
    .name = palace
pagoda-desc = At the end of a player's turn each of their leaders of the pagoda's colour in its kingdom scores 1 point of that colour. It returns beside the board when one of its three tiles leaves.
palace-desc = The owner of the Governor in the palace's kingdom may hold 7 tiles instead of 6. It scores no points and returns beside the board when one of its four tiles leaves.
granary = Granary
granary-desc = At the end of your turn, if your Farmer's kingdom holds more than one granary, you may take all but one. Each granary you hold is worth 2 blue points at the end.
unification = Unification marker
unification-desc = It marks the tile that joined kingdoms at war or brought a kingdom to bandits: that tile scores nothing and adds no strength.
market-desc = After placing a green tile you may take one market tile into your hand. Empty places are refilled at the end of the turn.
river = River
river-desc = River: only blue tiles go here, never leaders.
land = Land
land-desc = Land: any tile but blue, or a leader next to a yellow tile.
capital = Capital of { $cap }
capital-desc = It began the game with a yellow tile; now it is ordinary land.
bag-desc = Tiles are drawn from the bag; the game ends when a tile must be drawn and the bag is empty.
box-desc = Discarded tiles go into the box and never come back.
bandits = Bandits
bandits-desc = A bandit tile covers three hexes and shows its number of bandits. No kingdom may touch it, unless a tile joins it to a kingdom with at least as many other red tiles: the bandits are defeated, the kingdom's Soldier scores that many red points and the kingdom loses that many red tiles.
kingdom = Kingdom
kingdom-desc = Connected tiles and leaders with at least one leader, outlined in dark brown; kingdoms at war are outlined in red and lettered A, B, ...
site-desc = A shape of tiles where a structure may be built.
war-kingdom-desc = A kingdom at war; its letter marks it on the map.
screen-desc = Leaders off the board stand in front of the screen; the tiles and points stay hidden behind it.

## Titles of pieces on the board.
leader-title = { $leader } of the { $dynasty } dynasty
leader-title-front = { $leader } of the { $dynasty } dynasty, in front of the screen
leader-title-board = { $leader } of the { $dynasty } dynasty, on the board
tile-under = { $tile }, under a structure
beside = { $pagoda } (beside the board)
bandits-title = Bandits: { $strength }
bandits-rule = No kingdom may touch the bandits. A tile that joins them to a kingdom with at least { $strength } other red { $strength ->
        [one] tile
       *[other] tiles
    } defeats them: its Soldier scores { $strength } red { $strength ->
        [one] point
       *[other] points
    } and the kingdom loses { $strength } red { $strength ->
        [one] tile
       *[other] tiles
    }.
site-palace = the imperial palace
site-pagoda = a { $colour } pagoda
site-title = Site for { $phrase }
site-title-palace = Site of { $phrase }
list-or = { $first } or { $last }
kingdom-title = Kingdom { $letter }
market = Market
market-tile = Market: { $colour } tile
market-empty = Empty market place
beside-board = Beside the board
no-structures = no structures
bag-box = Bag and box
bag-title = Bag: { $count } { $count ->
        [one] tile
       *[other] tiles
    }
box-title = Box: { $count } { $count ->
        [one] tile
       *[other] tiles
    }
player-n = Player { $number }
screens = In front of the screens
dynasty-title = { $dynasty } dynasty
screen-line = { $dynasty } dynasty, { $tiles } { $tiles ->
        [one] tile
       *[other] tiles
    } behind the screen

## The conflict being fought, below the map.
revolt-title = Revolt over the { $leader }
revolt-desc = Each side counts the yellow tiles next to its leader, plus 1 if its Governor is in front of the screen, plus the yellow tiles it commits; the attacker needs more to win, a tie goes to the defender.
revolt-attacker = attacker: yellow tiles next to the leader { $base }, Governor bonus { $bonus }, committed { $commit }, strength { $strength }
revolt-defender = defender: yellow tiles next to the leader { $base }, Governor bonus { $bonus }, committed { $commit }, strength { $strength }
war-title = War over { $colours }
war-desc = Each warring kingdom counts its red tiles; every player in turn, the placer last, may add red tiles and the Soldier from in front of the screen to one kingdom. The strongest kingdom wins; the losers lose their leaders of these colours and their red tiles.
war-line = red tiles on the board { $base }, committed { $tiles }, from Soldiers { $bonus }, strength { $strength }
war-no-support = no support
war-support = support for kingdom { $letter }: red tiles { $tiles }
war-support-soldier = support for kingdom { $letter }: red tiles { $tiles } and the Soldier
war-won-left = Kingdom { $letter } won; red tiles it still loses: { $left }
bandits-defeated = Bandits defeated
bandits-defeated-desc = The kingdom that reached the bandits loses as many red tiles as there were bandits.
bandits-left = Bandits defeated; red tiles still to lose: { $left }

## The hand strip: the actions that do not start from a piece.
do-revolt = Peasant revolt
do-revolt-desc = Discard 2 blue tiles, or 1 and your Farmer from in front of the screen, to remove any tile from the board.
do-build = Build with green tiles
do-build-desc = Discard 2 green tiles, or 1 and your Merchant from in front of the screen, to build a pagoda or the palace on a shape of tiles already on the board.
do-exchange = Exchange tiles
do-exchange-desc = Discard 1 to 6 tiles face down and draw as many from the bag. Pick the tiles from the left, then confirm.
swap-title = { $tile }, to exchange
swap-desc = Exchange tiles: pick them from the left, then confirm the exchange in the status bar; they are discarded face down and as many are drawn.

## The status bar: what is being decided.
prompt-action-first = Take your first action: place a tile or a leader, start a peasant revolt, build with green tiles or exchange tiles
prompt-action-second = Take your second action: place a tile or a leader, start a peasant revolt, build with green tiles or exchange tiles
prompt-revolt-attacker = Commit yellow tiles to the revolt over the { $leader }, as the attacker (strength: attacker { $strength }, defender { $strength2 })
prompt-revolt-defender = Commit yellow tiles to the revolt over the { $leader }, as the defender (strength: attacker { $strength }, defender { $strength2 })
prompt-war-support = Support one warring kingdom with red tiles or your Soldier, or give no support (strength: { $phrase })
prompt-war-tie = Choose which of the tied kingdoms wins the war (strength: { $phrase })
kingdom-strength = kingdom { $letter } { $strength }
prompt-war-loss = Choose a red tile the winning kingdom loses ({ $left } to choose)
prompt-bandit-loss = Choose a red tile to send against the bandits ({ $left } to choose)
prompt-structure = Build on the shape your tile completed, or decline
prompt-market = Take a tile from the market, or decline
prompt-chain = Place another blue tile on the river next to the last one, or stop
prompt-granary = Choose the granary to leave; you take the others in your Farmer's kingdom
prompt-palace-draw = Your Governor rules the palace's kingdom: draw to a hand of 6 or of 7 tiles

## Buttons: each legal action in words (never notation).
label-tile = Place a { $colour } tile { $where }
label-place = Place your { $leader } { $where }
label-move = Move your { $leader } { $where }
label-withdraw = Take your { $leader } back in front of your screen
label-revolt = Peasant revolt: remove the { $colour } tile { $where }, paying 2 blue tiles
label-revolt-farmer = Peasant revolt: remove the { $colour } tile { $where }, paying 1 blue tile and your Farmer
label-build-palace = Build the palace { $where }
label-build-pagoda = Build a { $colour } pagoda { $where }
label-move-palace = Move the palace { $where } (it now stands { $where2 })
label-move-pagoda = Move the { $colour } pagoda { $where } (it now stands { $where2 })
label-paying = { $phrase }, paying 2 green tiles
label-paying-merchant = { $phrase }, paying 1 green tile and your Merchant
label-exchange = Exchange { $count ->
        [one] tile
       *[other] tiles
    } { $places }
label-exchange-colours = Exchange { $count ->
        [one] tile
       *[other] tiles
    } { $places } ({ $colours })
label-pass = Pass (no action is possible)
label-no-support = Give no support
label-commit-none = Commit no yellow tile
label-commit = Commit { $tiles } yellow { $tiles ->
        [one] tile
       *[other] tiles
    }
label-commit-governor = Commit { $tiles } yellow { $tiles ->
        [one] tile
       *[other] tiles
    } and add your Governor's +1
label-refill = Draw to a hand of { $tiles } tiles
label-support = Support kingdom { $letter } with { $tiles } red { $tiles ->
        [one] tile
       *[other] tiles
    }
label-support-soldier = Support kingdom { $letter } with { $tiles ->
        [0] your Soldier
        [one] { $tiles } red tile and your Soldier
       *[other] { $tiles } red tiles and your Soldier
    }
label-winner = Kingdom { $letter } wins the war
label-remove = Lose the red tile { $where }
label-decline-structure = Build nothing
label-decline-market = Take no market tile
label-decline-granary = Take no granary
label-decline = Decline
label-pick = Take the { $colour } tile from the market
label-chain = Place another blue tile { $where }
label-stop = End the river chain
label-keep = Leave the granary { $where } and take the others
label-other = Another action
label-nothing = Nothing

## The score table at the end and the seats' panels.
score-weakest = Points in the weakest colour
score-granaries = Granaries in it (2 blue points each)
score-white = White points added to it
panel-hand = Tiles behind the screen
panel-hand-tip = Tiles in hand, hidden from the others; refilled to 6 at the end of each turn.
panel-front = Leaders in front of the screen
panel-front-tip = In front of the screen: { $leaders }. Some leaders give a bonus from there.
panel-front-none = Nobody is in front of the screen.
panel-points = Points taken
panel-points-tip = Victory points this dynasty has taken; their colours stay behind the screen until the end.
points-yellow = Yellow points
points-red = Red points
points-blue = Blue points
points-green = Green points
points-white = White points
panel-white-tip = White points count as any colour at the end.
panel-colour-tip = The score is the weakest of yellow, red, blue and green after the white points.
panel-granaries = Granaries
panel-granaries-tip = Each granary is worth 2 blue points at the end.

## The terminal picture (render/text.py); it shows hexes by their coordinates, as typed.
side-a = Warring States
side-b = Eighteen Kingdoms
term-head = Huang - side { $letter } ({ $title }), turn { $turn }, { $seat } to act ({ $left } { $left ->
        [one] action
       *[other] actions
    } left): { $phase }
term-legend = legend: Y R B G W tiles (* under a structure, ! unification), y0 = seat 0's yellow leader, ~ river, . land, #3 bandit tile 3, Yg tile with a granary
term-market = market: { $tiles }   bag { $bag }   box { $open } open + { $down } face down
term-supply = supply: { $pagodas }
term-supply-empty = supply: empty
term-pagoda = { $pagoda } on { $hexes }
term-bandits = bandit tile { $number } ({ $strength } bandits) on { $hexes }
term-seat = { $seat }: hand { $tiles }
term-off-board = off-board leaders: { $leaders }
term-off-board-none = off-board leaders: none
term-granaries = granaries { $count }
term-pending = pending: { $phase }
term-over = game over: { $cause }; scores { $results }; winner { $seats }
term-over-nobody = game over: { $cause }; scores { $results }; no winner
cause-bag = the bag is empty
cause-cap = the turn cap is reached (a safety net for bots, not a rule)

# names and third person
## What another seat is deciding, said to everybody else ($name: the deciding seat's name).
prompt-action-first-other = { $name } is taking their first action
prompt-action-second-other = { $name } is taking their second action
prompt-revolt-attacker-other = { $name } is committing yellow tiles to the revolt over the { $leader }, as the attacker (strength: attacker { $strength }, defender { $strength2 })
prompt-revolt-defender-other = { $name } is committing yellow tiles to the revolt over the { $leader }, as the defender (strength: attacker { $strength }, defender { $strength2 })
prompt-war-support-other = { $name } is choosing which warring kingdom to support, if any (strength: { $phrase })
prompt-war-tie-other = { $name } is choosing which of the tied kingdoms wins the war (strength: { $phrase })
prompt-war-loss-other = { $name } is choosing a red tile the winning kingdom loses ({ $left } to choose)
prompt-bandit-loss-other = { $name } is choosing a red tile to send against the bandits ({ $left } to choose)
prompt-structure-other = { $name } is building on the shape their tile completed, or declining
prompt-market-other = { $name } is taking a tile from the market, or declining
prompt-chain-other = { $name } is placing another blue tile on the river, or stopping
prompt-granary-other = { $name } is choosing the granary to leave in their Farmer's kingdom
prompt-palace-draw-other = { $name } is choosing to draw to a hand of 6 or of 7 tiles (the palace)
## Whose side the viewer is on in a war: the kingdoms its leaders stand in ($leaders: their colours).
prompt-and-side = { $prompt }. { $side }
war-side = Your side: { $sides }
war-side-kingdom = kingdom { $letter } (your { $leaders })
war-side-none = You have no leader in this war
war-kingdom-leaders = At war here: { $leaders }
war-kingdom-leader = { $name }'s { $leader }
## A leader's tooltip names its seat ($what: the leader's title).
leader-owned = { $what } ({ $name })

# reasons
## Why a choice is not open now, said on the table (docs/table.md, "Why not"): the short form of a
## refusal above (why-<refusal id>, same arguments).
why-refused-revolt = A peasant revolt needs 2 blue tiles behind your screen (or 1 and your off-board Farmer) and a tile it can remove (H-10).
why-refused-build = No free triangle or rhombus of tiles to build on, or you cannot pay for it (H-11).
