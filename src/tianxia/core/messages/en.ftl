# Words every game shares.  A game's own catalog (games/<game>/data/messages/en.ftl) may
# override any of them.

## Seats: $seat is the seat number from 0, $number from 1.
seat = seat { $seat }

## Lists: "a, b and c".
list-comma = {", "}
list-and = { $first } and { $last }
list-none = nothing

## Refusals every game shares.
refused-over = the game is over; no action is legal
refused-not-text = an action is written as text, not { $type }
refused-not-legal = { $action } is not a legal action now; legal actions are: { $legal }
## The pending decision's (core/flow.py; $decision is the game's decision-<kind>).
refused-unknown = { $input } is not an action of this game; { $seat } must { $decision }: { $legal }
refused-not-now = { $input } does not answer the decision now: { $seat } must { $decision }

## The table's default score row.
score = Score

## Options and player counts (a game's own title is the argument $title).
option-unknown = unknown option { $option }; this game's options are: { $known }
option-not-a-choice = option { $option }: { $value } is not one of { $allowed }
option-not-on-off = option { $option }: { $value } is not on/off
option-not-whole = option { $option }: { $value } is not a whole number
option-outside = option { $option }: { $value } is outside { $low }..{ $high }
players-not-a-number = player count must be a number, not { $given }
players-outside = { $title } is for { $low } to { $high } players, not { $n }

## The games' titles (an argument $title is put into words by these).
title-in-the-year-of-the-dragon = In the Year of the Dragon
title-the-emperor-of-china = The Emperor of China
title-huang = Huang
title-zhanguo = ZhanGuo

## Bots, by their spec ("mcts:seconds=1", "hard").
bot-unknown = unknown bot { $bot }; known bots: { $known }; levels: { $levels }
bot-level-not-offered = the { $level } level is not offered in { $game } yet; its levels: { $levels }
bot-no-parameter = bot { $bot } takes no parameter { $param }
bot-name-needed = a bot is named by a non-empty text such as 'random'
bot-parameter-form = bot parameter { $param } needs the form key=value
bot-heuristic-depth = heuristic depth is a whole number
bot-heuristic-blunder = heuristic blunder is a probability from 0 to 1
bot-heuristic-budget = heuristic seconds is a positive number and work a whole number of at least 1 (its budget per decision)
bot-weights = weights names a weights set the bots ship (default, or a data/<game>_weights_<name>.json file, such as tuned)
bot-mcts-numbers = mcts parameters seconds, c, temperature are numbers; iterations, depth are whole numbers
bot-mcts-budget = mcts needs a positive budget (seconds=... or iterations=...)
bot-mcts-temperature = mcts temperature (points per e-fold of winning odds) must be positive
bot-mcts-one-of = mcts { $param } is one of { $allowed }
bot-mcts-whole = mcts { $param } is a whole number
bot-mcts-work = mcts work=... is the turn search's budget (with search=turns), not the tree's
bot-mcts-keep = mcts keep is a number (reward the search must gain to overrule the prior)
bot-mcts-near = mcts near is a number (points of the heuristic's rating)
