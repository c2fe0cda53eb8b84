# The Emperor of China: the game's words in English.  Each message id is what the engine writes
# (an event's "msg", a refusal's reason, a table label); its arguments are ids put into words by
# the messages below ($seat a seat, $card a card colour, $region a region, $space a house space).
# To translate: copy this file to <lang>.ftl and translate every value (docs/emperor.md).

## Words: a card by its colour ($card), a colour of a region or a player ($colour).

card-red = red
card-yellow = yellow
card-green = green
card-orange = orange
card-purple = purple
colour-red = red
colour-yellow = yellow
colour-green = green
colour-orange = orange
colour-purple = purple
colour-blue = blue

## Regions and house spaces (a space is named by its number in its region).

region-yan = Yan
region-zhao = Zhao
region-qin = Ch'in
region-wei = Wei
region-qi = Qi
region-han = Han
region-shu = Shu
region-lu = Lu
region-chu = Chu
space-yan1 = space 1 of { region-yan }
space-yan2 = space 2 of { region-yan }
space-yan3 = space 3 of { region-yan }
space-yan4 = space 4 of { region-yan }
space-yan5 = space 5 of { region-yan }
space-zhao1 = space 1 of { region-zhao }
space-zhao2 = space 2 of { region-zhao }
space-zhao3 = space 3 of { region-zhao }
space-zhao4 = space 4 of { region-zhao }
space-zhao5 = space 5 of { region-zhao }
space-zhao6 = space 6 of { region-zhao }
space-qin1 = space 1 of { region-qin }
space-qin2 = space 2 of { region-qin }
space-qin3 = space 3 of { region-qin }
space-qin4 = space 4 of { region-qin }
space-qin5 = space 5 of { region-qin }
space-qin6 = space 6 of { region-qin }
space-qin7 = space 7 of { region-qin }
space-wei1 = space 1 of { region-wei }
space-wei2 = space 2 of { region-wei }
space-wei3 = space 3 of { region-wei }
space-wei4 = space 4 of { region-wei }
space-wei5 = space 5 of { region-wei }
space-wei6 = space 6 of { region-wei }
space-wei7 = space 7 of { region-wei }
space-qi1 = space 1 of { region-qi }
space-qi2 = space 2 of { region-qi }
space-qi3 = space 3 of { region-qi }
space-qi4 = space 4 of { region-qi }
space-qi5 = space 5 of { region-qi }
space-qi6 = space 6 of { region-qi }
space-han1 = space 1 of { region-han }
space-han2 = space 2 of { region-han }
space-han3 = space 3 of { region-han }
space-han4 = space 4 of { region-han }
space-han5 = space 5 of { region-han }
space-shu1 = space 1 of { region-shu }
space-shu2 = space 2 of { region-shu }
space-shu3 = space 3 of { region-shu }
space-shu4 = space 4 of { region-shu }
space-shu5 = space 5 of { region-shu }
space-lu1 = space 1 of { region-lu }
space-lu2 = space 2 of { region-lu }
space-lu3 = space 3 of { region-lu }
space-lu4 = space 4 of { region-lu }
space-chu1 = space 1 of { region-chu }
space-chu2 = space 2 of { region-chu }
space-chu3 = space 3 of { region-chu }
space-chu4 = space 4 of { region-chu }
space-chu5 = space 5 of { region-chu }
space-chu6 = space 6 of { region-chu }
space-chu7 = space 7 of { region-chu }
space-chu8 = space 8 of { region-chu }

## The pieces.

piece-house = house
piece-emissary = emissary
piece-fortification = fortification

## The log: what happened.  $n is a count; a payment is one card of $card ($n = 1) or a pair.

log-deal = { $seat } is dealt { $n } cards
log-deal-secret = { $seat } is dealt { $cards }
log-setup = side { $side }, { $n } cards in the deck, display { $cards }
log-setup-fortifications = side { $side }, { $n } cards in the deck, display { $cards }, fortification variant
log-pass = { $seat } passes
log-stop = { $seat } stops; no card can be drawn
log-house = { $seat } pays { $n ->
        [1] { $card }
       *[other] a pair of { $card }
    } for a house on { $space }
log-house-fortified = { $seat } pays { $n ->
        [1] { $card }
       *[other] a pair of { $card }
    } for a fortified house on { $space }
log-emissary = { $seat } pays { $n ->
        [1] { $card }
       *[other] a pair of { $card }
    } for an emissary in { $region }
log-fortification = { $seat } pays { $n ->
        [1] { $card }
       *[other] a pair of { $card }
    } for a fortification on { $space }
log-reshuffle = the deck runs out: the discard pile ({ $n } cards) is shuffled into a new deck
log-reshuffle-empty = the deck runs out and the discard pile is empty
log-exhausted = the deck runs out for the second time: this round is the last
log-exhausted-end = the deck runs out for the second time: this round is the last; this turn ends the game
log-refill = the display is refilled with { $cards }
log-take = { $seat } takes { $card } from the display
log-draw = { $seat } draws a card from the deck
log-draw-secret = { $seat } draws { $card } from the deck
log-exchange-deck = { $seat } exchanges { $card } for a card from the deck
log-exchange = { $seat } exchanges { $card } for { $card2 } from the display
log-end-saturated = no piece can be placed any more: the game ends (E-13.2)
log-end-last-round = the last round is complete: the game ends (E-13.1)
# $got: one log-points (or log-points-doubled) per seat that scores, or log-nobody-scores
log-scored = { $region } is complete and scored: { $got }
log-scored-end = { $region } is scored at the end: { $got }
log-points = { $seat } { $points } ({ $houses ->
        [one] { $houses } house
       *[other] { $houses } houses
    })
log-points-doubled = { $seat } { $points } ({ $houses ->
        [one] { $houses } house
       *[other] { $houses } houses
    }, doubled)
log-nobody-scores = nobody scores
log-alliance = alliance { $alliance } ({ $region }-{ $region2 }, { $n } + { $n2 } emissaries): { $points } for { $seats }
log-seat-points = { $seat } { $points }
log-seat-pieces = { $seat } { $pieces }
log-roads = roads: { $got }
log-game-over = final scores: { $scores }; { $n ->
        [one] winner
       *[other] winners
    }: { $seats }
log-game-over-tie = final scores: { $scores } (tied at { $best }; unused pieces decide, E-16.2: { $left }); winner: { $seats }
log-game-over-shared = final scores: { $scores } (tied at { $best }; unused pieces decide, E-16.2: { $left }; still tied, the victory is shared, E-16.3); winners: { $seats }

## Refusals: why an action is not legal now.  Notation a player may type stays in quotes.

refused-empty = an empty action; try e.g. 'house wei2 red', 'draw deck' or 'exchange red for deck'
refused-needs-region = '{ $word }' needs a region and a payment
refused-needs-space = '{ $word }' needs a house space and a payment
refused-no-region = there is no region '{ $word }'; regions are { $ids }
refused-no-space = there is no house space '{ $word }'; spaces are named like 'wei2' or 'chu8' (E-3.3)
refused-payment = say how you pay: one card ('{ $word } { $at } red') or a pair of one colour ('{ $word } { $at } pair green'); colours are { $ids }
refused-draw-words = draw from the deck ('draw deck') or take a display card by colour ('draw red'); colours are { $ids }
refused-exchange-words = write an exchange as 'exchange <colour> for deck' or 'exchange <colour> for <display colour>'
refused-no-more-words = '{ $word }' takes no further words
refused-not-emperor = '{ $word }' is not an Emperor action; actions are house, emissary, fortify, draw, exchange, pass and stop
refused-variant-only = fortifications are used only in the fortification variant (E-4.3)
refused-other-region-was-empty = this turn's pieces must all go in { $region } (E-7.1), and { $region } was empty at the start of your turn, so no second piece may follow there either (E-7.2); now draw back to 3 cards
refused-region-was-empty = { $region } was empty at the start of your turn, so only one piece may go there this turn (E-7.2); now draw back to 3 cards
refused-placing-over = you have finished placing this turn (at most 2 pieces, and your first draw ends placing); now draw back to 3 cards ('draw deck' or 'draw <colour>', E-9.1)
refused-same-region = this turn's pieces must all go in { $region } (E-7.1)
refused-second-pair = you already paid with a pair; a second pair would be 4 cards, more than 3 (E-6.4)
refused-single = a single { $card } card pays only in a { $colour } region ({ $regions }); { $region } is { $colour2 }: pay with one { $card2 } card or a pair of another colour (E-6.2)
refused-no-joker = a pair of { $card } is no joker in { $colour } { $region }: play { $card } cards as singles (E-6.3)
refused-too-few = you hold { $n } { $card } { $n ->
        [one] card
       *[other] cards
    }; this payment needs { $need } (E-6.4)
refused-no-house = you have no house left in your supply (E-7.7)
refused-space-taken = { $space } already holds a house (E-7.4)
refused-region-complete = { $region } is complete and scored: under this table's house rule R-9 the bare fortification on { $space } filled its space, so no house can go there (E-8.4)
refused-fortification-placed = you have already placed your fortification; each player places one per game (E-15.2)
refused-space-not-empty = { $space } is not empty; a fortification needs a space with no house and no fortification (E-15.2)
refused-no-emissary = you have no emissary left in your supply (E-7.7)
refused-cap = { $region } holds { $n } { $n ->
        [one] emissary
       *[other] emissaries
    } and its cap is { $cap }, the most houses one player has there (E-7.5)
refused-draw-first = you draw only after placing a piece; to swap a card write 'exchange <colour> for deck' (E-10)
refused-deck-empty = the deck is empty (E-12.3)
refused-not-displayed = there is no { $card } card in the display
refused-exchange-late = an exchange replaces placing, at the start of your turn (E-5.2)
refused-no-card = you have no { $card } card to discard (E-10.1)
refused-deck-empty-take = the deck is empty; take a card from the display instead (E-12.3)
refused-pass-exchange = you may pass only when no exchange is possible (E-11.1)
refused-pass-second = you cannot pass in the middle of a turn; place a second piece or draw
refused-pass-draw = you cannot pass in the middle of a turn; draw back to 3 cards (E-9.1)
refused-stop-second = your first draw ends the placing step; 'stop' is only for when no card can be drawn (E-9.3)
refused-stop = there is nothing to stop now

## The table: short words and phrases.

none = none
# $parts: phrases joined as a list ("red ×3 and green ×1")
list-parts = { $parts }
card-count = { $card } ×{ $n }
colour-count = { $name } { $n }
player = the { $colour } player

## The status bar: what the deciding seat decides now.

prompt-no-card = Pass: you hold no card
prompt-place-or-pass = Place one or two pieces in one region with your cards, or pass
prompt-choose-piece = Choose one of your pieces, then where it goes (one or two in one region); or exchange a card
prompt-place-or-exchange = Place one or two pieces in one region with your cards, or exchange a card
prompt-second-or-end = Place a second piece in { $region }, or end your turn
prompt-second-choose = Choose a second piece for { $region } and where it goes, or draw a card to stop placing
prompt-second-or-draw = Place a second piece in { $region }, or draw a card to stop placing
prompt-draw = Draw back to 3 cards: take the top card of the deck or a card of the display
prompt-draw-display = Draw back to 3 cards: take a card of the display

## Names of the legal actions (buttons and tooltips).  A payment is one card ($n = 1) or two.

label-house = Pay with { $n ->
        [1] one { $card } card
       *[other] two { $card } cards
    }: house on space { $number } of { $region }
label-fortification = Pay with { $n ->
        [1] one { $card } card
       *[other] two { $card } cards
    }: fortification on space { $number } of { $region }
label-emissary = Pay with { $n ->
        [1] one { $card } card
       *[other] two { $card } cards
    }: emissary to { $region }
label-draw-deck = Draw the top card of the deck
label-take = Take the { $card } card from the display
label-exchange-deck = Swap { $card ->
        [orange] an
       *[other] a
    } { $card } card for the top card of the deck
label-exchange = Swap { $card ->
        [orange] an
       *[other] a
    } { $card } card for the { $card2 } card of the display
label-pass = Pass (no card can be exchanged)
label-stop = End your turn (no card is left to draw)
label-unknown = Unknown move: { $notation }

## The board: titles and tooltips of its components.

region-title = { $region } ({ $colour } region)
roads-title = Roads (board side { $side })
alliance-title = Alliance { $alliance }: { $region } and { $region2 }
alliance-would = { $who } would score { $points }
alliance-nobody = nobody would score
space-title = Space { $number } of { $region }: { $what }
space-house = house of { $name }
space-fortified-house = fortified house of { $name }
space-fortification = fortification, no house yet
space-free = free
dragon-title = Dragon space of { $region }: { $n } of at most { $cap } emissaries
marker-title = { $region } is scored
wall-title = Score track (the Great Wall)
score-title = { $name }: { $points } points
display-card-title = { $card ->
        [orange] An
       *[other] A
    } { $card } card in the display
display-empty = No card left in the display
caption-display = Display
caption-deck = Deck
caption-discard = Discard
caption-removed = Removed
deck-title = Deck: { $n } cards
discard-title = Discard pile: { $cards }
removed-title = Removed before the game: { $cards }
runouts-0 = The deck has not run out yet
runouts-1 = The deck ran out once and was reshuffled
runouts-2 = The deck ran out twice: last round
standings-title = Regions: houses and emissaries
standing-scored = scored
standing-built = { $built } of { $size }
standing-title-scored = { $region }: scored
standing-title = { $region }: { $built } of { $size } houses built
lead-nobody = nobody
lead-tied = tied between { $who }
lead-by = { $name } by { $n }
standing-desc-scored = Houses: { $houses }. Lead: { $lead }. Emissaries: { $emissaries } (at most { $cap }). Points scored: { $points }.
standing-desc-now = Houses: { $houses }. Lead: { $lead }. Emissaries: { $emissaries } (at most { $cap }). Points if scored now: { $points }.

desc-space = A house space: one house may stand here. Houses give the majority in the region, and roads join spaces into lines that score at the end.
desc-dragon = The dragon space: emissaries stand here, at most as many as the most houses one player has in the region. Emissary majorities score in alliances at the end.
desc-region = When its last house space is filled the region is scored: the most houses score all its houses, each lower rank scores the houses of one player of the rank above.
desc-alliance = At the end, a player with the most emissaries in both regions (ties count) scores all emissaries of both regions. If the game ended now: { $status }.
desc-roads = At the end, each line of at least 4 of a player's own houses joined by roads scores 1 point per house; branches do not count and each house counts once.
desc-marker = This region has been scored; no house can be built here any more, emissaries still can.
desc-deck = Draw from here after placing, or take its top card in an exchange. When it runs out the first time the discard pile is reshuffled; the second time the last round begins.
desc-discard = Played and exchanged cards lie here face up until the deck runs out the first time.
desc-removed = Cards taken out before the game; they never come back.
desc-card = One { $card } card pays for one piece in { $regions }; two { $card } cards together pay for one piece in a region of another colour.
desc-display = A face-up card anyone may take when drawing or exchanging. { desc-card }
desc-houses = Each house goes on a free house space of the region your cards pay for.
desc-emissaries = Each emissary goes on the dragon space of the region your cards pay for, while the region holds fewer emissaries than the most houses of one player there.
desc-fortification = Your one fortification goes on an empty house space. Whoever builds a house on it doubles his points for that region and for a road line through it.
desc-wall = The score track: each player's marker stands on his score. Past 50 a marker starts again from 0 and its player takes a point card; all scores are public.
desc-score = This player's score marker (an emissary that never enters play).
desc-runouts = After the second run-out the round is finished and the game ends.

## The viewer's strip: cards and pieces.

hand-cards = Your cards
hand-pieces = Your pieces
hand-no-cards = No cards
hand-card = Your { $card } card
hand-houses = Your houses: { $n } left
hand-emissaries = Your emissaries: { $n } left
hand-fortification-unplaced = Your fortification: not placed yet
hand-fortification-placed = Your fortification: placed

## The seats' panels and the score table.

panel-houses = Houses
panel-houses-tip = Houses left in the supply
panel-emissaries = Emissaries
panel-emissaries-tip = Emissaries left in the supply
panel-fortification = Fortification
panel-fortification-tip = 1 while the fortification is not placed yet
panel-cards = Cards
panel-cards-tip = Cards in hand (at most 3)
panel-known = Known cards
panel-known-tip = Cards this player took from the display and still holds: { $cards }
panel-alliances = Alliances now
panel-alliances-tip = What alliances would score for this player if the game ended now
panel-roads = Roads now
panel-roads-tip = What road lines would score for this player if the game ended now
category-houses-in = Houses in { $region }
category-houses-none = Houses (no region scored yet)
category-alliances = Alliances
category-roads = Roads
category-fortifications = Fortifications (doubled points)

## The terminal picture.

text-head = The Emperor of China - side { $side }
text-head-fortifications = The Emperor of China - side { $side }, fortification variant
text-who = { $seat } ({ $colour })
text-game-over = Game over. { $n ->
        [one] Winner
       *[other] Winners
    }: { $winners }
text-to-play = { $who } to play: { $phase }
text-to-play-in = { $who } to play: { $phase } (this turn in { $region })
text-phase-start = place pieces, exchange a card or pass
text-phase-second = place a second piece or draw
text-phase-draw = draw back to 3 cards
text-phase-over = game over
text-seats-head = seat  colour   score  houses  emissaries  fort  cards  known   (houses, emissaries, fort: in supply)
text-spaces-head = house spaces: number:seat whose house stands there (. free, F bare fortification, 0F seat 0's fortified house)
text-seat-count = { $seat }: { $n }
text-scored = scored
text-emissaries = emissaries { $emissaries }
text-emissaries-note = (emissaries: standing there / cap = the most houses one player has there, E-7.5)
text-roads = roads (side { $side }):
text-alliances = alliances:
text-cards = display: { $display }   deck: { $n } cards   run-outs: { $runs }
text-last-round = LAST ROUND
text-piles = discard: { $discard }   removed: { $removed }
text-hand = your hand: { $cards }
text-points-head = points       during play  final: houses  alliances  roads   total

## Options that do not go together (E-4.2)
setup-side = option side: side { $side } is not for { $n } players; use { $allowed } (E-4.2)

# names and third person
## What another seat is deciding, said to everybody else ($name: the deciding seat's name).
prompt-no-card-other = { $name } holds no card and must pass
prompt-place-or-pass-other = { $name } is placing one or two pieces in one region, or passing
prompt-choose-piece-other = { $name } is choosing a piece and where it goes (one or two in one region), or exchanging a card
prompt-place-or-exchange-other = { $name } is placing one or two pieces in one region, or exchanging a card
prompt-second-or-end-other = { $name } is placing a second piece in { $region }, or ending their turn
prompt-second-choose-other = { $name } is choosing a second piece for { $region }, or drawing a card to stop placing
prompt-second-or-draw-other = { $name } is placing a second piece in { $region }, or drawing a card to stop placing
prompt-draw-other = { $name } is drawing back to 3 cards: the top card of the deck or a card of the display
prompt-draw-display-other = { $name } is drawing back to 3 cards from the display
