# ZhanGuo in English.  Events and refusals are a message id and arguments
# (src/tianxia/core/messages.py); a string argument of kind k with value v is put into
# words by the message k-v below (colour-orange, official-red, place-g3, ...).
# Seats come from the shared catalog (seat = seat 0).

## Words: the game's own ids in words.

colour-beige = beige
colour-orange = orange
colour-brown = brown
official-red = red
official-grey = grey
official-white = white
board-a = A side
board-circle = Circle board
board-square = Square board
board-triangle = Triangle board
board-star = Star board
# a card (its number) and a region (its number) inside a list
card = { $value }
region = { $value }
place-g1 = the governor area of region 1
place-g2 = the governor area of region 2
place-g3 = the governor area of region 3
place-g4 = the governor area of region 4
place-g5 = the governor area of region 5
place-w1 = the worker area of region 1
place-w2 = the worker area of region 2
place-w3 = the worker area of region 3
place-w4 = the worker area of region 4
place-w5 = the worker area of region 5
section-tq1 = Turquoise 1
section-tq2 = Turquoise 2
section-gd1 = Gold 1
section-gd2 = Gold 2
section-cr1 = Crimson 1
section-cr2 = Crimson 2
square-reassign4 = 4 reassign points
square-official = an official
square-vp4 = 4 VP
reward-official-choice = an official
reward-two-red = 2 red officials
reward-two-grey = 2 grey officials
reward-two-workers = 2 workers
reward-governor = a governor
reward-wall = a wall
reward-palace = a palace
ability-b-hire-plus = Hire: an extra worker
ability-b-gov-move-worker = Governor: move a worker
ability-b-wall-recruit-marker = Wall or recruit: a marker
ability-b-reassign-wall-calm = Reassign or wall: calm a region
ability-b-recruit-reassign = Recruit: 2 reassign points
ability-b-gov-move-governor = Governor: move a governor
action-build-wall = build wall
action-build-palace = build palace
action-hire-workers = hire workers
action-recruit-official = recruit official
action-install-governor = install governor
action-reassign-officials = reassign officials
row-top = top
row-bottom = bottom
goal-wall = wall
goal-palace = palace
goal-governor = governor

## The log.

log-first = { $seat } is the first player; reward track: { $seats }
log-boards-removed = { $count ->
    [one] board removed
   *[other] boards removed
  }: { $boards }
log-pay-workers = { $seat } pays a worker from the worker area of { $count ->
    [one] region
   *[other] regions
  } { $regions }
log-reward-cannot = { $seat } cannot receive the { $colour } reward and passes
log-deal = round { $round }: { $seat } draws { $count } cards of each colour
log-deal-cards = round { $round }: { $seat } draws { $cards }
log-draft-end = the discards go face down under their decks
log-reward-none = nobody has { $colour } markers; the reward is not given
log-reward-nobody = nobody takes the { $colour } reward
log-round-end = end of round { $round }; reward track: { $seats }
log-marker-card = { $seat } takes one { $colour } marker (card { $card })
log-marker-ability = { $seat } takes one { $colour } marker ({ $ability })
log-marker-vp-card = { $seat } gains 1 VP instead of a marker (card { $card })
log-marker-vp-ability = { $seat } gains 1 VP instead of a marker ({ $ability })
log-claim = { $seat } claims the { $row } { $goal } goal ({ $vp } VP space)
log-free = { $seat } moves a { $official } official from the governor area to the worker area of region { $region }
log-remove-board = { $seat } removes the { $board }
log-take-board = { $seat } takes the { $board } (B side)
log-auction-alone = { $seat } is alone and takes the { $board } for 1 VP
log-bid = { $seat } bids { $vp }
log-bid-pass = { $seat } passes
log-auction-won = { $seat } wins the auction for { $vp } VP
log-discard = { $seat } discards one { $colour } card
log-discard-card = { $seat } discards { $colour } card { $card }
log-unify = { $seat } tucks card { $card } under region { $region }: { $markers } { $colour } { $markers ->
    [one] marker
   *[other] markers
  }{ $vp ->
    [0] {""}
    [one] {", "}1 VP for a missing marker
   *[other] {", "}{ $vp } VP for missing markers
  }
log-court = { $seat } plays card { $card } to the court (on { $card2 })
log-court-first = { $seat } plays card { $card } to the court (first court card: X rule)
log-abilities-reassign = { $seat }'s card abilities for reassign officials do not fire (reassign never fires card abilities)
log-abilities-first = { $seat }'s card abilities for { $action } fire (first court card of the game: the X rule lets them fire)
log-abilities-high-fire = { $seat }'s card abilities for { $action } fire ({ $card } > { $card2 }, HIGH action)
log-abilities-high-idle = { $seat }'s card abilities for { $action } do not fire ({ $card } < { $card2 }, HIGH action)
log-abilities-low-fire = { $seat }'s card abilities for { $action } fire ({ $card } < { $card2 }, LOW action)
log-abilities-low-idle = { $seat }'s card abilities for { $action } do not fire ({ $card } > { $card2 }, LOW action)
log-recruit = { $seat } recruits a { $official } official into the governor area of region { $region }
log-reassign = { $seat } reassigns officials ({ $points } points)
log-governor = { $seat } installs a governor in region { $region }
log-hire = { $seat } hires { $workers } { $workers ->
    [one] worker
   *[other] workers
  } in region { $region }
log-wall = { $seat } builds a wall in { $section } on the cell of { $workers } { $workers ->
    [one] worker
   *[other] workers
  }
log-wall-free = { $seat } builds a wall in { $section } on the cell of { $workers } { $workers ->
    [one] worker
   *[other] workers
  } without paying workers
log-palace = { $seat } builds a palace in region { $region } (workers: 2 from region { $region }, 1 from region { $region2 }): { $vp } VP
log-palace-free = { $seat } builds a palace in region { $region }: { $vp } VP
log-value3 = { $seat } takes the { $colour } value-3 marker
log-governor-beside = { $seat }'s governor stands beside the bonus squares of region { $region }
log-governor-square = { $seat }'s governor takes the bonus square with { $square } in region { $region }
log-bonus-official = { $seat } places a bonus { $official } official in the governor area of region { $region }
log-reassign-stop = { $seat } stops reassigning
log-step = { $seat } moves a { $official } official from { $place } to { $place2 }
log-pay-worker = { $seat } pays a worker from the worker area of region { $region }
log-b-hire = { $seat } ({ $ability }) takes an extra worker into the worker area of region { $region }
log-b-move-worker = { $seat } ({ $ability }) moves a worker from region { $region } to region { $region2 }
log-b-calm = { $seat } ({ $ability }) lowers unrest in region { $region } and takes a worker there
log-b-reassign = { $seat } ({ $ability }) reassigns up to { $points } points
log-b-move-governor = { $seat } ({ $ability }) moves a governor from region { $region } beside the bonus squares of region { $region2 }
log-card-reassign = { $seat } uses card { $card }: up to { $points } reassign points
log-card-vp = { $seat } uses card { $card }: { $vp } VP
log-card-worker = { $seat } uses card { $card }: a worker into the worker area of region { $region }
log-card-vp-colour = { $seat } uses card { $card }: { $vp } VP for { $colour } cards
log-card-calm = { $seat } uses card { $card }: unrest in region { $region } falls
log-card-move-worker = { $seat } uses card { $card }: a worker from region { $region } to region { $region2 }
log-card-official = { $seat } uses card { $card }: a { $official } official into the governor area of region { $region }
log-reward-pass = { $seat } passes the { $colour } reward
log-reward-accept = { $seat } accepts the { $colour } reward ({ $reward })
log-reward-official = { $seat } places a { $official } official in the governor area of region { $region }
log-reward-officials = { $seat } places { $count } { $official } officials in the governor area of region { $region }
log-reward-workers = { $seat } takes { $workers } workers into the worker area of region { $region }
log-final = final scoring: { $seat }: governors { $governors }, markers { $markers }, goals { $goals }, walls { $walls }; { $vp } VP in all

## Refusals: why a typed action is not legal now ($input is what was typed, quoted).

decision-play = play a card (unify <card> <region> or court <card>)
decision-declare = declare the court action for the card just played
decision-draft = discard one drafted card
decision-pick = choose a B-side board
decision-board = choose a B-side board
decision-bid = bid or pass in the auction
decision-remove = remove a board before the auction
decision-pool = spend reassign points (step ... or stop)
decision-window = use abilities or say done
decision-claims = claim goals or say done
decision-wallpay = name the regions paying workers for the wall
decision-palpay = name the other region paying a worker
decision-paltake = take a value-3 marker
decision-offer = accept or pass the reward
decision-square = choose the governor's bonus square
decision-offbonus = place the bonus official or decline
word-remove = removes a player board from the auction (Z-25.3 step 2)
word-board = takes a player board and plays its B side (Z-25)
word-bid = bids victory points for the next board (Z-25.3)
word-pass = passes (auction: out of this auction; reward: keeps the markers)
word-discard = discards one of the three drafted cards of that colour, face down (Z-24.1)
word-free = moves an official from the governor area to the worker area of the same region for free (Z-12.7)
word-unify = tucks the card under the region: markers, and unrest from the second card on (Z-9)
word-court = plays the card onto the court pile for a court action (Z-10)
word-recruit = recruits an official into a governor area (Z-11)
word-reassign = spends 1 to 3 reassign points (Z-12.4)
word-governor = installs a governor (Z-13)
word-hire = hires one worker per official in the worker area (Z-14)
word-palace = builds a palace (Z-15)
word-wall = builds a wall in a cell of a section (Z-16)
word-pay = returns a worker from that region
word-take = takes the value-3 marker of that colour (Z-15.2 step 3)
word-square = puts the governor on that bonus square (Z-13.2)
word-official = places the square's bonus official (Z-13.4)
word-decline = declines the bonus official
word-step = spends one reassign point to move one official one step (Z-12.2)
word-stop = gives up the reassign points left (Z-12.5)
word-use = uses a card ability (Z-17, Z-18)
word-bhire = Hire: an extra worker, then up to 1 reassign point
word-bworker = Governor: moves a worker to an adjacent region
word-bmarker = Wall or recruit: takes a value-1 marker
word-bcalm = Reassign or wall: lowers unrest and takes a worker there
word-breassign = Recruit: up to 2 reassign points
word-bgovernor = Governor: moves a governor beside the bonus squares of an adjacent region
word-done = ends the ability or claim window
word-claim = claims a goal tile (Z-20)
word-accept = accepts the unification reward (Z-21.4)

refused-zg-tail = { $seat } must { $decision } now; legal: { $legal }
refused-zg = { $input } is not a legal action now; { refused-zg-tail }
refused-zg-not-in-hand = { $input } is not a legal action now: card { $card } is not in { $seat }'s hand; { refused-zg-tail }
refused-zg-region-full = { $input } is not a legal action now: region { $region } already holds 3 cards; { refused-zg-tail }
refused-zg-unrest-card = { $input } is not a legal action now: a card there would raise unrest to { $unrest }, above the maximum { $max } (Z-8.2); { refused-zg-tail }
refused-zg-not-a-word = { $input } is not a legal action now: { $typed } is not a ZhanGuo action word; { refused-zg-tail }
refused-zg-court-first = { $input } is not a legal action now: play a card to the court first (court <card>), then declare { $typed } (Z-10.1); { refused-zg-tail }
refused-zg-not-now = { $input } is not a legal action now: no { $typed } ({ $word }) is possible at this step; { refused-zg-tail }
refused-zg-free-turn = { $input } is not a legal action now: free moves are only allowed in the own Phase 2 turn (RUL-14); { refused-zg-tail }
refused-zg-free-needs = { $input } is not a legal action now: a free move needs an official of that colour in the governor area and room in the worker area of that region (Z-12.7); { refused-zg-tail }
refused-zg-hire-empty = { $input } is not a legal action now: the worker area of region { $region } holds no official (free-move one from its governor area first, Z-12.7); { refused-zg-tail }
refused-zg-hire-unrest = { $input } is not a legal action now: unrest in region { $region } would rise from { $unrest } to { $unrest2 }, above the maximum { $max } (Z-14.1); { refused-zg-tail }
refused-zg-no-governor = { $input } is not a legal action now: no governor is left in the supply (Z-13.1); { refused-zg-tail }
refused-zg-governor-officials = { $input } is not a legal action now: the governor area of region { $region } needs a red, a grey and a white official (officials in the worker area do not count, Z-13.1); { refused-zg-tail }
refused-zg-no-palace = { $input } is not a legal action now: no palace is left in the supply (Z-15.1); { refused-zg-tail }
refused-zg-palace-space = { $input } is not a legal action now: region { $region } has no free palace space (Z-15.1); { refused-zg-tail }
refused-zg-palace-unrest = { $input } is not a legal action now: unrest { $unrest } in region { $region } is on or past the palace symbol (Z-8.6, RUL-6); { refused-zg-tail }
refused-zg-palace-workers = { $input } is not a legal action now: a palace needs 2 workers in the worker area of region { $region } and 1 in another region's worker area (Z-15.1, RUL-32); { refused-zg-tail }
