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
log-pay-workers = { $seat } pays a worker from { $count ->
    [one] the worker area of region
   *[other] each worker area of regions
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

refused-zg-option-public-discards = option public_draft_discards needs option draft (variant V1)
refused-zg-option-removal = option auction_board_removal needs board_side=B_auction
refused-zg-tail = { $seat } must { $decision } now; legal: { $legal }
# the core's refusal of a word of no decision (core/flow.py), in ZhanGuo's form
refused-unknown = { $input } is not a legal action now: its first word is not a ZhanGuo action word; { refused-zg-tail }
refused-zg = { $input } is not a legal action now; { refused-zg-tail }
refused-zg-not-in-hand = { $input } is not a legal action now: card { $card } is not in { $seat }'s hand; { refused-zg-tail }
refused-zg-region-full = { $input } is not a legal action now: region { $region } already holds 3 cards; { refused-zg-tail }
refused-zg-unrest-card = { $input } is not a legal action now: a card there would raise unrest to { $unrest }, above the maximum { $max } (Z-8.2); { refused-zg-tail }
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

## The table: words of the board, the hand, the prompt, the buttons, the scores and the panels.

list-or = { $first } or { $last }
game-name = ZhanGuo
aspect-beige = Writing
aspect-orange = Currency
aspect-brown = Laws
pcolour-blue = Blue
pcolour-red = Red
pcolour-purple = Purple
pcolour-yellow = Yellow
area-tq = Turquoise
area-gd = Gold
area-cr = Crimson
board-none = No board yet
phase-setup = Choosing player boards
phase-draft = Drafting cards
phase-play = Playing cards
phase-reward = Unification rewards
phase-over = Game over
round-of = Round { $round } of 5: { $what }
round-desc = Each round: draw 6 cards, play them one per turn, then the unification rewards. The game ends after round 5 with final scoring.
round = Round { $round }
player = Player { $number }
vp = { $vp } VP
vp-desc = Victory points so far; final scoring adds majorities, goals and walls.
workers = { $workers } { $workers ->
    [one] worker
   *[other] workers
  }
cards = { $count } { $count ->
    [one] card
   *[other] cards
  }

# card abilities
trigger-short-build-wall = Wall
trigger-short-build-palace = Palace
trigger-short-hire-workers = Hire
trigger-short-recruit-official = Recruit
trigger-short-install-governor = Governor
trigger-head = { $what }:
trigger-when-build-wall = After you build a wall with a card higher than the court's top card
trigger-when-build-palace = After you build a palace with a card higher than the court's top card
trigger-when-hire-workers = After you hire workers with a card higher than the court's top card
trigger-when-recruit-official = After you recruit an official with a card lower than the court's top card
trigger-when-install-governor = After you install a governor with a card lower than the court's top card
bonus-short-marker = take a marker
bonus-short-reassign2 = 2 reassign points
bonus-short-vp = +{ $vp } VP
bonus-short-worker-here = a worker here
bonus-short-vp-per-colour = 1 VP per { $colour } card
bonus-short-unrest-any = calm any region
bonus-short-unrest-here = calm this region
bonus-short-move-worker = move a worker
bonus-short-official-here = { $official } official here
bonus-long-marker = you may take a value-1 marker of any colour (1 VP if none is left)
bonus-long-reassign2 = you may spend up to 2 reassign points
bonus-long-vp = gain { $vp } VP
bonus-long-worker-here = you may take a worker into this region's worker area
bonus-long-vp-per-colour = gain 1 VP per { $colour } card on your board
bonus-long-unrest-any = you may lower the unrest of any region by 1
bonus-long-unrest-here = you may lower this region's unrest by 1
bonus-long-move-worker = you may move a worker to an adjacent region's worker area
bonus-long-official-here = you may put a { $official } official from your supply into this region's governor area
card-title = Card { $card }, { $colour } ({ $aspect })
card-ability = { $when }: { $what }.
card-ability-works = The ability works once the card is tucked under your board, and not while its region's unrest is at the maximum.

# the regions of the main board
region-title = Region { $region }
region-next-to = next to { $regions }
region-desc = Next to regions { $regions }. At the end the most governors here score 9 VP plus 3 per governor (shared on a tie).
governors-title = Governors of region { $region }
governors-desc = Installing a governor puts it on a free bonus square of the region and gives its bonus; when all three are taken it goes beside them without a bonus.
square-name = Bonus square: { $square }
square-short-reassign4 = 4 moves
square-short-official = Official
square-short-vp4 = 4 VP
square-desc-reassign4 = A governor placed here may spend up to 4 reassign points at once.
square-desc-official = A governor placed here may bring one official of any colour from your supply into any governor area.
square-desc-vp4 = A governor placed here gains 4 VP at once.
beside = Beside
beside-title = Beside the squares of region { $region }
beside-desc = Governors installed when all three squares are taken stand here, without a bonus; they count for majorities and goals all the same.
palaces = Palaces
palaces-title = Palaces of region { $region }
palaces-desc = { $count } palace spaces with this many players. A palace scores 1 VP per card on its builder's board at once; it cannot be built where the builder's unrest has reached the palace space.
palace-of = { $pcolour } palace ({ $name })
palace-desc = A palace scored its builder 1 VP per card on their board when built; it counts for palace goals.
governor-of = { $pcolour } governor ({ $name })
governor-desc = Governors score region majorities at the end and count for governor goals.

# the Great Wall
great-wall = Great Wall
criterion-empty-unrest = Regions without unrest
criterion-officials-ge-unrest = Regions with officials at least unrest
criterion-has-grey-official = Regions with a grey official
criterion-has-red-official = Regions with a red official
criterion-has-white-official = Regions with a white official
criterion-fixed-minus-unrest = Fixed VP minus all your unrest
criterion-colour-sets = Sets of one card of each colour
criterion-full-regions = Regions with 3 cards
criterion-pair-same-colour = Regions with 2 cards of a colour
criterion-has-orange-card = Regions with an orange card
criterion-has-brown-card = Regions with a brown card
criterion-has-beige-card = Regions with a beige card
criterion-desc-empty-unrest = At the end, each wall here scores its value for every region of your board with no unrest.
criterion-desc-officials-ge-unrest = At the end, each wall here scores its value for every region of your board whose officials (both areas) are at least its unrest.
criterion-desc-has-grey-official = At the end, each wall here scores its value for every region of your board with a grey official.
criterion-desc-has-red-official = At the end, each wall here scores its value for every region of your board with a red official.
criterion-desc-has-white-official = At the end, each wall here scores its value for every region of your board with a white official.
criterion-desc-fixed-minus-unrest = At the end, each wall here scores its value minus the unrest of all your regions (it may be negative).
criterion-desc-colour-sets = At the end, each wall here scores its value for every set of a beige, an orange and a brown card on your board.
criterion-desc-full-regions = At the end, each wall here scores its value for every region of your board holding 3 cards.
criterion-desc-pair-same-colour = At the end, each wall here scores its value for every region of your board holding 2 cards of one colour.
criterion-desc-has-orange-card = At the end, each wall here scores its value for every region of your board with an orange card.
criterion-desc-has-brown-card = At the end, each wall here scores its value for every region of your board with a brown card.
criterion-desc-has-beige-card = At the end, each wall here scores its value for every region of your board with a beige card.
wall-section-title = { $section }: { $what }
wall-section-desc = { $what } A player builds at most one wall per section; the cell's workers set the value.
cell-value = { $vp } VP each
cell-value-minus = { $vp } VP minus unrest
wall-cell-title = { $section }, cell of { $workers }: { $what }
wall-cell-desc = Building here costs { $workers } { $workers ->
    [one] worker
   *[other] workers
  }, each from a different region; the wall scores { $what } at the end.
wall-of = { $pcolour } wall ({ $name })
wall-desc = Scores at the end by this section's tile and the cell's value; counts for wall goals.

# the goals
goals = Goals
goals-scoring = Discs score their space, times the discs you have in the row, at the end
goal-title = { $goal ->
    [wall] Wall goal
    [palace] Palace goal
   *[governor] Governor goal
  }, { $row } row: { $what }
goal-heading = { $goal ->
    [wall] Wall goal
    [palace] Palace goal
   *[governor] Governor goal
  } ({ $row })
goal-desc = Claim it at the end of your turn or after a reward once you have these pieces: your disc takes the leftmost free space. Discs stay even if the pieces later move.
goal-needs-wall = walls: { $walls }
goal-needs-area = { $count } { $area }
goal-needs-palace = palaces in regions { $regions }
goal-needs-governor = governors in regions { $regions }
disc-of = { $pcolour } disc ({ $name })
disc-desc = Claimed this goal's { $vp }-point space.

# the court and the supplies
court = Court
court-pile = Court pile: { $count } { $count ->
    [one] card
   *[other] cards
  }, top card { $card }
court-pile-desc = Cards played for a court action go here. Wall, palace and hire fire your card abilities when your card is higher than the top card; recruit and governor when it is lower; reassign never. { $what }
court-pile-empty = Court pile: empty
court-pile-empty-desc = The first court card of the game fires your card abilities for any action but reassign.
empty = Empty
court-name-recruit = Recruit an official
court-name-reassign = Reassign officials
court-name-governor = Install a governor
court-name-hire = Hire workers
court-name-palace = Build a palace
court-name-wall = Build a wall
court-fires-recruit = a lower card fires abilities
court-fires-reassign = never fires abilities
court-fires-governor = a lower card fires abilities
court-fires-hire = a higher card fires abilities
court-fires-palace = a higher card fires abilities
court-fires-wall = a higher card fires abilities
court-desc-recruit = Move one official of a colour of your choice from your supply into the governor area of any region.
court-desc-reassign = Spend 1 to 3 reassign points: each moves one official one step between adjacent governor areas, between adjacent worker areas, or up from a worker area to its governor area.
court-desc-governor = Return a red, a grey and a white official from a region's governor area, put a governor on a free bonus square of that region (or beside them when all are taken), take the bonus and reset the region's unrest to 0.
court-desc-hire = Take one worker per official in a region's worker area; the region's unrest rises by 1.
court-desc-palace = Return 2 workers of a region and 1 of another region, build a palace in that region, take a value-3 marker if one is left and gain 1 VP per card on your board.
court-desc-wall = Build a wall in a free cell of a section where you have none; return 1, 2 or 3 workers from as many different regions.
court-action-desc = { $what } Card abilities: { $fires }.
value3-markers = Value-3 markers
value3-title = Value-3 marker: { $aspect }
value3-desc = The builder of a palace takes one of these while any is left; it counts 3 for rewards and majorities.
general-supply = General supply
supply-markers = { $count } { $colour } markers of value 1 left
supply-markers-desc = Unification and some abilities take markers from here; when they run out, each missing marker gives 1 VP instead.
decks = Decks
deck-title = { $aspect } deck: { $count } cards
deck-desc = Each round every player draws 2 cards of each colour.

# the unification rewards
rewards = Unification rewards
rewards-round = Round { $round } of 5: the most markers of a colour may take its reward
colour-markers = { $colour } markers
reward-line-official-choice = An official
reward-line-two-red = 2 red officials
reward-line-two-grey = 2 grey officials
reward-line-two-workers = 2 workers
reward-line-governor = A governor
reward-line-wall = A wall
reward-line-palace = A palace
reward-in-region = in region { $region }
reward-in-regions = in region { $regions }
reward-any-region = in any region
reward-free-of-workers = free of workers
reward-title = { $aspect } reward, round { $round }: { $what }
reward-desc = { $what } Taking it returns all your { $colour } markers.
reward-desc-official-choice = Take one official of a colour of your choice from your supply into that region's governor area.
reward-desc-two-red = Take 2 red officials from your supply into that region's governor area.
reward-desc-two-grey = Take 2 grey officials from your supply into that region's governor area.
reward-desc-two-workers = Take 2 workers into that region's worker area; unrest does not change.
reward-desc-governor = Install a governor there without returning officials: bonus square and unrest reset as usual.
reward-desc-wall = Build a wall in any free cell of a section where you have none, without returning workers.
reward-desc-palace = Build a palace without returning workers (no value-3 marker); gain 1 VP per card on your board.
track = Track
reward-disc-of = { $pcolour } reward disc ({ $name })
reward-disc-desc = Discs on the track, top first, then those on this round's rewards set the next round's turn order and break ties.

# the player boards
player-board-of = { $pcolour } player board ({ $name }): { $what }
player-board-desc = Five regions, each with an unrest track, a governor area, a worker area and up to 3 tucked cards.
supply = Supply
officials-in-supply = { $count } { $official } { $count ->
    [one] official
   *[other] officials
  } in supply
officials-supply-desc = Officials wait here until recruited, placed by a bonus or a reward.
officials-count = { $count } { $official } { $count ->
    [one] official
   *[other] officials
  }
officials-short = { $count } { $official }
officials-in = { $count } { $official } { $count ->
    [one] official
   *[other] officials
  } in { $place }
official-desc = { $what } A reassign point moves one a step to an adjacent region's area of the same kind, or up from a worker area.
official-desc-red = Red officials are military officers.
official-desc-grey = Grey officials are civil servants.
official-desc-white = White officials are inspectors.
pieces-governors = Governors
pieces-palaces = Palaces
pieces-walls = Walls
pieces-discs = Goal discs
pieces-governors-desc = Governors left to install.
pieces-palaces-desc = Palaces left to build.
pieces-walls-desc = Walls left to build.
pieces-discs-desc = Discs left to claim goals.
pieces-count = { $what }: { $count }
markers = Markers
markers-title = { $aspect } markers: value { $value }
markers-desc = { $value1 } of value 1 and { $value3 } of value 3. The most { $colour } markers may take the { $aspect } reward by returning them all; at the end the most score a majority.
ability-desc-b-hire-plus = Whenever you hire workers, take 1 extra worker there (no extra unrest), then you may spend 1 reassign point.
ability-desc-b-gov-move-worker = Whenever you install a governor, you may move 1 worker to an adjacent region's worker area.
ability-desc-b-wall-recruit-marker = Whenever you build a wall or recruit an official, you may take a value-1 marker of any colour (1 VP if none is left).
ability-desc-b-reassign-wall-calm = Whenever you reassign officials or build a wall, you may lower the unrest of a region by 1 and take a worker there.
ability-desc-b-recruit-reassign = Whenever you recruit an official, you may spend up to 2 reassign points.
ability-desc-b-gov-move-governor = Whenever you install a governor, you may move one of your governors beside the squares of an adjacent region (no bonus, no unrest reset).
card-back = { $colour ->
    [orange] An orange card in hand
   *[other] A { $colour } card in hand
  }
card-back-desc = Card backs show only the colour.
draft-back = { $colour ->
    [orange] An orange card being drafted
   *[other] A { $colour } card being drafted
  }
draft-back-desc = Of the three cards drawn of each colour the player keeps two and discards one face down.
unrest-title = Unrest in region { $region }: { $unrest } of { $max }
unrest-desc = Rises by 1 for a second card and 2 for a third card tucked here, and when workers are hired. From the palace space on no palace can be built here; at the maximum no card ability of this region works. A governor installed here resets it to 0.
garea = Governor area
garea-title = Governor area { $region }
garea-desc = Officials here can install a governor (one red, one grey and one white) and move for free down to the worker area.
free-title = Move a { $official } official down for free
free-desc = During your turn an official may move from a governor area down to the worker area of the same region at no cost, if it holds fewer than 2 officials.
warea = Worker area
warea-title = Worker area { $region }
warea-desc = At most 2 officials; each hires one worker. Workers pay for palaces and walls.
workers-in-region = { $workers } { $workers ->
    [one] worker
   *[other] workers
  } in region { $region }
workers-desc = Workers pay for palaces (2 here and 1 from another region) and walls (1 from each of 1 to 3 regions).
card-slots-title = Cards of region { $region }: { $count } of 3
card-slots-desc = Tucking a card here gives 1, 2 or 3 markers of its colour (1st, 2nd, 3rd card) and raises unrest by 0, 1 or 2; its ability then works for you.

# the hand
hand-card-desc = { $what } Tuck it under a region of your board (unification) or play it to the court for one of the six court actions.
use-unify = Unify
use-court = To court
use-unify-desc = Tuck this card under a region of your board: markers of its colour, and its ability from now on.
use-court-desc = Play this card onto the court pile and choose a court action.
use-title = { $what }: card { $card }
drafted-card = Drafted card { $card } ({ $colour })
drafted-card-desc = From each colour you keep two of the three cards drawn and discard one face down. { $what }
discard = Discard
no-cards = No cards in hand

# the B sides and the auction
b-sides = Player boards, B sides
b-side-removed = removed
b-side-on-offer = on offer
b-side-taken = taken by { $what }
b-side-title = { $what }, B side: { $state }
b-side-desc = Unrest limits by region: { $limits }. Starting officials: { $what }. { $rest }
b-side-limits = Unrest limits: { $limits }
b-side-start = Start: { $what }
auction-bidders = Auction: { $what } still bidding
auction-high = Highest bid: { $vp } VP
auction-no-bid = No bid yet
bid-desc = The highest bidder pays these VP and chooses a board first.

# what is being decided
prompt-remove = Choose a player board to remove before the auction
prompt-pick = Choose your player board; you play its B side
prompt-auction = Choose your player board
prompt-bid-open = Open the auction for a player board: bid at least 1 VP
prompt-bid = Bid more than { $vp } VP for the next player board, or pass
prompt-draft = Choose the { $colour } card to discard; you keep the other two
prompt-play = Play a card: tuck it under a region of your board, or play it to the court
prompt-declare-first = Choose the court action for card { $card }; as the first court card it fires your abilities
prompt-declare-higher = Choose the court action for card { $card }; higher than { $card2 }, it fires wall, palace and hire
prompt-declare-lower = Choose the court action for card { $card }; lower than { $card2 }, it fires recruit and governor
prompt-pool-transit = Move your { $official } official on: it may not stop in { $place }, which is full
prompt-pool-min = Move officials: { $points } reassign points left, spend at least 1
prompt-pool = Move officials: up to { $points } reassign points left
prompt-window-fired = { $what } fired your card abilities: use those you want, then finish
prompt-window-idle = { $what } fired no card ability: use your board's abilities, then finish
prompt-claims = Claim the goals you have reached, then finish
prompt-wallpay = Choose a region to pay a worker for the wall ({ $workers } still due)
prompt-palpay = Choose the other region that pays a worker for the palace in region { $region }
prompt-paltake = Take a value-3 marker
prompt-square = Choose the bonus square for your governor in region { $region }
prompt-offbonus = Place the bonus official in a governor area, or decline
prompt-offer = Take the { $aspect } reward ({ $what }) for all your { $colour } markers, or pass
prompt-choose = Choose an action

# the legal actions' names
label-remove = Remove the { $board }
label-board = Take the { $board }
label-bid = Bid { $vp } VP
label-pass = Pass
label-reassign = Reassign officials
label-decline = Decline
label-stop = Stop moving officials
label-done = Finish
label-discard-card = Discard card { $card }
label-discard = Discard { $colour } card { $number }
label-free = Move a { $official } official down to worker area { $region }
label-unify = Tuck card { $card } under region { $region }
label-court = Play card { $card } to the court
label-recruit = Recruit a { $official } official into region { $region }
label-governor = Install a governor in region { $region }
label-hire = Hire workers in region { $region }
label-palace = Build a palace in region { $region }
label-pay = Pay a worker from region { $region }
label-wall = Build a wall on { $section }, cell of { $workers }
label-take = Take the { $colour } value-3 marker
label-square-with = Square with { $square }
label-square = Bonus square { $number }
label-official = Place the bonus { $official } official in region { $region }
label-step = Move a { $official } official from { $place } to { $place2 }
label-use = Use card { $card }
label-use-marker = Card { $card }: take one { $colour } marker
label-use-marker-vp = Card { $card }: 1 VP instead of a marker
label-use-calm = Card { $card }: calm region { $region }
label-use-move = Card { $card }: move a worker from region { $region } to region { $region2 }
label-use-bonus = Card { $card }: { $what }
label-bhire = Board: an extra worker
label-breassign = Board: 2 reassign points
label-bworker = Board: move a worker from region { $region } to region { $region2 }
label-bmarker = Board: take one { $colour } marker
label-bmarker-vp = Board: 1 VP instead of a marker
label-bcalm = Board: calm region { $region }
label-bgovernor = Board: move a governor from region { $region } to region { $region2 }
label-claim = Claim: { $goal ->
    [wall] Wall goal
    [palace] Palace goal
   *[governor] Governor goal
  } ({ $row })
label-accept = Accept the reward
label-accept-what = Accept: { $what }
label-accept-official = Accept: a { $official } official in region { $region }
label-accept-governor = Accept: a governor in region { $region }
label-accept-palace = Accept: a palace in region { $region }
label-accept-wall = Accept: a wall on { $section }, cell of { $workers }

# the score table and the panels
score-auction = Starting VP and auction
score-palaces = Palaces
score-squares = Governor bonus squares
score-cards = Card abilities
score-shortage = Missing markers
score-final-governors = Governor majorities
score-final-markers = Marker majorities
score-final-goals = Goals
score-final-walls = Walls
panel-vp = Victory points
panel-vp-tip = Points scored so far; final scoring adds governor and marker majorities, goals and walls.
panel-hand = Cards in hand
panel-hand-tip = { $beige } beige, { $orange } orange, { $brown } brown (card backs show the colour).
panel-markers = { $aspect } markers
panel-markers-tip = { $value1 } of value 1 and { $value3 } of value 3; the most { $colour } markers may take the { $aspect } reward at the end of the round.
panel-officials = Officials in supply
panel-officials-tip = { $red } red, { $grey } grey and { $white } white officials to recruit.
panel-governors = Governors
panel-governors-tip = Governors left to install.
panel-palaces = Palaces
panel-palaces-tip = Palaces left to build.
panel-walls = Walls
panel-walls-tip = Walls left to build.
panel-board = Board
panel-board-tip = The player board side in use.

# the log's small drawings
picture-marker = { $colour } marker ({ $aspect })
picture-official = { $official } official

## The terminal picture (the engine's notation between the words).

ability-text-b-hire-plus = hire: +1 worker there (no unrest), then up to 1 reassign point
ability-text-b-gov-move-worker = governor: may move 1 worker to an adjacent worker area
ability-text-b-wall-recruit-marker = wall or recruit: may take 1 value-1 marker (1 VP if none is left)
ability-text-b-reassign-wall-calm = reassign or wall: may lower unrest by 1 and take a worker there
ability-text-b-recruit-reassign = recruit: up to 2 reassign points
ability-text-b-gov-move-governor = governor: may move 1 own governor beside the squares of an adjacent region
text-b-side = { $board } B: unrest max { $unrest }  palace symbol at { $palace }  starting officials { $start }
text-head = ZhanGuo  round { $round }  phase { $phase }  turn order { $order }  first player { $first }
text-beneath-first = X (first court card)
text-fire-for = abilities fire for
text-fire-first = any action but reassign (X rule)
text-offer = { $xreward } (accepting returns all your { $colour } markers; passing keeps them)
text-no-bidder = none yet (the opener must bid at least 1)
text-over = decision: none, the game is over
text-decision = decision: { $kind } by seat { $number }
text-court-hint = {" "}(next card fires abilities: wall/palace/hire if above { $card }, recruit/governor if below)
text-court-first = {" "}(X rule: the first court card fires abilities for any action but reassign)
text-court = court pile: { $count } cards, top { $top }{ $hint };  decks { $xdecks }
text-none = none
text-supply = general supply: { $value1 }  value-3 on board: { $value3 }
text-track = reward track: { $xtrack }  this round's column: { $column }
text-b-sides = B sides still to choose (unrest max and palace symbol per region 1-5):
text-rewards = rewards this round: { $xrewards }
text-main-board = main board:
text-region = region { $region }: governors { $squares } beside { $xbeside }; palaces { $xpalaces } (of { $count })
text-wall = wall { $section }: tile { $tile } { $criterion }  cells { $cells }
text-goals = goals { $row }: { $xgoals }
text-goal = { $slot } { $tile } { $needs } values { $values } discs { $discs }
text-boards = player boards (G = governor area, W = worker area, officials r/g/w; unrest track: X = cube, P = palace symbol: no palace once the cube is on P or further right, no card ability on the last space):
text-seat = seat { $number } ({ $pcolour }): board { $board }{ $abilities }  VP { $vp }  markers { $xmarkers }
text-no-board = not chosen yet
text-seat-supply = supply: officials { $officials } governors { $governors } palaces { $palaces } walls { $walls } discs { $discs }
text-hand = hand: { $xcards }
text-hand-backs = hand backs: { $xcards }
text-drafted = drafted: { $xcards }
text-drafting = drafting (backs): { $xcards }
text-discards = discards: { $xcards }
text-seat-region = r{ $region }: cards { $xcards }  G { $xgovernors }  W { $xworkers } +{ $count } workers  unrest { $unrest }
text-final = final scoring: { $parts }
text-final-seat = seat { $number } governors { $xgovernors }, markers { $xmarkers }, goals { $xgoals }, walls { $xwalls }
text-game-over = game over: scores { $scores }, winner { $winners }

# names and third person
## What another seat is deciding, said to everybody else ($name: the deciding seat's name).
prompt-remove-other = { $name } is choosing a player board to remove before the auction
prompt-pick-other = { $name } is choosing their player board
prompt-auction-other = { $name } is choosing their player board
prompt-bid-open-other = { $name } is opening the auction for a player board
prompt-bid-other = { $name } is bidding more than { $vp } VP for the next player board, or passing
prompt-draft-other = { $name } is choosing the { $colour } card to discard
prompt-play-other = { $name } is playing a card: under a region of their board, or to the court
prompt-declare-first-other = { $name } is choosing the court action for card { $card } (the first court card)
prompt-declare-higher-other = { $name } is choosing the court action for card { $card }; higher than { $card2 }, it fires wall, palace and hire
prompt-declare-lower-other = { $name } is choosing the court action for card { $card }; lower than { $card2 }, it fires recruit and governor
prompt-pool-transit-other = { $name } is moving their { $official } official on: it may not stop in { $place }, which is full
prompt-pool-min-other = { $name } is moving officials ({ $points } reassign points left, at least 1 to spend)
prompt-pool-other = { $name } is moving officials (up to { $points } reassign points left)
prompt-window-fired-other = { $what } fired { $name }'s card abilities: they are using them
prompt-window-idle-other = { $what } fired none of { $name }'s card abilities: they may use their board's abilities
prompt-claims-other = { $name } is claiming the goals they have reached
prompt-wallpay-other = { $name } is choosing a region to pay a worker for the wall ({ $workers } still due)
prompt-palpay-other = { $name } is choosing the other region that pays a worker for the palace in region { $region }
prompt-paltake-other = { $name } is taking a value-3 marker
prompt-square-other = { $name } is choosing the bonus square for their governor in region { $region }
prompt-offbonus-other = { $name } is placing the bonus official in a governor area, or declining
prompt-offer-other = { $name } is taking the { $aspect } reward ({ $what }) for all their { $colour } markers, or passing
prompt-choose-other = { $name } is choosing an action

# reasons
## Why a court action is not open now, said on the table (docs/table.md, "Why not"): what enables
## it (why-needs-<action>), and the short form of a refusal above (why-<refusal id>, same arguments).
why-needs-governor = Needs a red, a grey and a white official in the governor area of one region, and a governor in your supply (Z-13.1).
why-needs-hire = Needs an official in the worker area of a region: move one down from the governor area of the same region first, free of charge, at any time in your turn (Z-12.7, Z-14.1).
why-needs-palace = Needs workers: 2 in the worker area of the region and 1 in another region's (Z-15.1). Workers come from Hire workers.
why-needs-wall = Needs a wall in your supply, a section where you have none, and workers in as many different regions as the cell costs, 1 to 3 (Z-16.1). Workers come from Hire workers.
why-refused-zg-hire-empty = No worker area holds an official yet.
why-refused-zg-hire-unrest = In region { $region } unrest would rise from { $unrest } to { $unrest2 }, above its maximum { $max } (Z-14.1).
why-refused-zg-no-governor = No governor is left in your supply (Z-13.1).
why-refused-zg-governor-officials = No governor area holds a red, a grey and a white official.
why-refused-zg-no-palace = No palace is left in your supply (Z-15.1).
why-refused-zg-palace-space = Region { $region } has no free palace space (Z-15.1).
why-refused-zg-palace-unrest = Unrest { $unrest } in region { $region } is on or past the palace symbol (Z-8.6).
why-refused-zg-palace-workers = Not enough workers: none of your regions has 2 workers with 1 more elsewhere.
