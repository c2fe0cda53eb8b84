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

## The table's default score row.
score = Score
