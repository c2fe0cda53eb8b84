# Huang's words in English (Project Fluent).  The engine's events and refusals name a message
# here with typed arguments (tianxia.core.messages): $seat is a seat, $colour a tile or leader
# colour (colour-<id> below), a hex is given as $hex (its id, never shown) with $cap, $dir and
# $steps, its place from the nearest capital, put in words by the message `where` (`where2` for
# a second hex: $hex2, $cap2, $dir2, $steps2).  Translating: docs/huang.md, "Words".

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
where2 = { $steps2 ->
        [0] at { $cap2 }
        [1] { $dir2 } of { $cap2 }
       *[other] { $steps2 } hexes { $dir2 } of { $cap2 }
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
leader-withdrawn = { $seat } withdraws the { $colour } leader standing { where }
passes = { $seat } has no legal action and passes
war-winner-chosen = { $seat } chooses the kingdom { where } as the winner
market-taken = { $seat } takes a { $colour } tile from the market
leader-placed = { $seat } places the { $colour } leader { where }
leader-moved = { $seat } moves the { $colour } leader { where } (it stood { where2 })
revolt-starts = revolt over the { $colour } leader: { $seat } attacks { $seat2 } (base { $base }+{ $bonus } against { $base2 }+{ $bonus2 })
commits = { $seat } commits { $tiles } yellow { $tiles ->
        [one] tile
       *[other] tiles
    }
commits-forced = { $seat } commits { $tiles } yellow { $tiles ->
        [one] tile
       *[other] tiles
    } (no choice)
revolt-won = revolt: { $strength } against { $strength2 }; { $seat } wins
tile-placed = { $seat } places a { $colour } tile { where }
war-starts = war { where } over { $colours }: kingdoms of strength { $strengths }
support-none = { $seat } gives no support
support-none-forced = { $seat } gives no support (no choice)
supports = { $seat } supports the kingdom { where } with { $tiles } red { $tiles ->
        [one] tile
       *[other] tiles
    }
supports-soldier = { $seat } supports the kingdom { where } with { $tiles ->
        [0] the Soldier
        [one] { $tiles } red tile and the Soldier
       *[other] { $tiles } red tiles and the Soldier
    }
war-tied = the war is tied at { $strength }; the placer chooses the winner
war-won = the kingdom { where } wins the war with { $strength }
leader-leaves = { $seat }'s { $colour } leader { where } leaves the board
war-ends = the war ends; the tile { where } stays as an ordinary tile
granary-removed = the granary { where } is removed from the game
tile-removed = the { $colour } tile { where } goes to the box
leader-returns = { $seat }'s { $colour } leader { where } has no yellow tile next to it and returns
pagoda-returns = the { $colour } pagoda { where } returns to the supply
palace-returns = the palace { where } returns to the supply
bandits-fight = the tile { where } brings the kingdom against { $strength } bandits
bandits-gone = the { $strength } defeated bandits go to the box
peasant-revolt = { $seat } reveals { $tiles } blue tiles for a peasant revolt { where }
peasant-revolt-farmer = { $seat } reveals { $tiles } blue tile and uses the off-board Farmer for a peasant revolt { where }
pagoda-built = { $seat } builds a { $colour } pagoda { where }
pagoda-moved = { $seat } builds a { $colour } pagoda { where } (moved; it stood { where2 })
palace-built = { $seat } builds the palace { where }
palace-moved = { $seat } builds the palace { where } (moved; it stood { where2 })
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
    }, leaving the one { where }
market-refilled = the market receives { $colours }
to-play = { $seat } to play

## Refusals: why an action is not legal ($action: what the player wrote).
refused-not-huang = '{ $action }' is not a Huang action; now { $seat } must { $phase }
refused-not-now = '{ $action }' is not possible now: { $seat } must { $phase }
refused-no-hex = '{ $action }' is not legal: { $input } is not a hex of this board (H-3.1.5)
refused-write-tile = '{ $action }' is not legal: write it as: tile <colour> <q,r>
refused-write-place = '{ $action }' is not legal: write it as: place <colour> <q,r>
refused-write-move = '{ $action }' is not legal: write it as: move <colour> <q,r>
refused-no-tile = '{ $action }' is not legal: you have no { $colour } tile behind your screen
refused-not-empty = '{ $action }' is not legal: there is already a piece { where } (H-8.1.1)
refused-river = '{ $action }' is not legal: blue tiles go only on rivers and the others only on land (H-8.1.2)
refused-bandits = '{ $action }' is not legal: it would connect bandits to a kingdom in a way H-18.3 forbids
refused-leader-on-board = '{ $action }' is not legal: your { $colour } leader is on the board; move it instead
refused-leader-off-board = '{ $action }' is not legal: your { $colour } leader is not on the board
refused-not-land = '{ $action }' is not legal: a leader cannot stand { where }: it is not an empty land hex (H-7.2.1)
refused-no-yellow = '{ $action }' is not legal: a leader { where } would have no yellow tile next to it (H-7.2.2)
refused-leader-rules = '{ $action }' is not legal: it would merge kingdoms into a duplicate colour, touch bandits, or not move (H-7.2)
refused-exchange = '{ $action }' is not legal: name 1 to { $most } different positions 0..{ $last } behind your screen (H-12.1)
refused-revolt = '{ $action }' is not legal: a peasant revolt needs 2 blue tiles, or 1 and your off-board Farmer, and a tile to remove (H-10)
refused-build = '{ $action }' is not legal: no such free triangle or rhombus, no such structure, or you cannot pay (H-11)
refused-commit = '{ $action }' is not legal: commit 0 to { $most } yellow tiles (H-14.5)
refused-support = '{ $action }' is not legal: support one warring kingdom (named by its first hex) with red tiles you hold and/or your off-board Soldier (H-15.5)
refused-pass = '{ $action }' is not legal: pass is allowed only when no other action is (H-6.3)
refused-choices = '{ $action }' is not legal: it is not one of the { $count } choices now
