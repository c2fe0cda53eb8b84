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
refused-no-space = there is no house space '{ $word }'; spaces are named like wei2 or chu8 (E-3.3)
refused-payment = say how you pay: one card ('{ $word } { $at } red') or a pair of one colour ('{ $word } { $at } pair green'); colours are { $ids }
refused-draw-words = draw from the deck ('draw deck') or take a display card by colour ('draw red'); colours are { $ids }
refused-exchange-words = write an exchange as 'exchange <colour> for deck' or 'exchange <colour> for <display colour>'
refused-no-more-words = '{ $word }' takes no further words
refused-unknown = '{ $word }' is not an Emperor action; actions are house, emissary, fortify, draw, exchange, pass and stop
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
