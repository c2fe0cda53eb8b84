# Słowa wspólne dla wszystkich gier.  Katalog gry (games/<gra>/data/messages/pl.ftl) może
# każde z nich zastąpić.

## Miejsca przy stole: $seat to numer od 0, $number od 1.
seat = gracz { $seat }

## Wyliczenia: „a, b i c”.
list-comma = {", "}
list-and = { $first } i { $last }
list-none = nic

## Odmowy wspólne dla wszystkich gier.
refused-over = gra się skończyła; żaden ruch nie jest dozwolony
refused-not-text = ruch zapisuje się tekstem, nie jako { $type }
refused-not-legal = { $action } nie jest teraz dozwolonym ruchem; dozwolone ruchy: { $legal }
## Oczekująca decyzja (core/flow.py; $decision to decision-<rodzaj> gry).
refused-unknown = { $input } nie jest ruchem tej gry; { $seat } musi { $decision }: { $legal }
refused-not-now = { $input } nie odpowiada na obecną decyzję: { $seat } musi { $decision }

## Domyślny wiersz punktacji przy stole.
score = Punkty

## Opcje i liczba graczy (tytuł gry to argument $title).
option-unknown = nieznana opcja { $option }; opcje tej gry: { $known }
option-not-a-choice = opcja { $option }: { $value } nie jest jedną z wartości { $allowed }
option-not-on-off = opcja { $option }: { $value } to nie tak/nie (on/off)
option-not-whole = opcja { $option }: { $value } nie jest liczbą całkowitą
option-outside = opcja { $option }: { $value } jest poza zakresem { $low }..{ $high }
players-not-a-number = liczba graczy musi być liczbą, nie { $given }
players-outside = { $title }: od { $low } do { $high } graczy, nie { $n }

## Tytuły gier (argument $title ma tu swoje słowa).
title-in-the-year-of-the-dragon = W roku smoka
title-the-emperor-of-china = Cesarz Chin
title-huang = Huang
title-zhanguo = ZhanGuo

## Boty według ich opisu („mcts:seconds=1”, „hard”).
bot-unknown = nieznany bot { $bot }; znane boty: { $known }; poziomy: { $levels }
bot-level-not-offered = poziomu { $level } nie ma jeszcze w grze { $game }; jej poziomy: { $levels }
bot-no-parameter = bot { $bot } nie ma parametru { $param }
bot-name-needed = bota podaje się niepustym tekstem, np. 'random'
bot-parameter-form = parametr bota { $param } wymaga postaci klucz=wartość
bot-heuristic-depth = głębokość heurystyki (depth) to liczba całkowita
bot-heuristic-blunder = błędy heurystyki (blunder) to prawdopodobieństwo od 0 do 1
bot-heuristic-budget = budżet heurystyki na decyzję: seconds to liczba dodatnia, a work liczba całkowita co najmniej 1
bot-weights = weights to nazwa zestawu wag dostarczanego z botami (default albo plik data/<gra>_weights_<nazwa>.json, np. tuned)
bot-mcts-numbers = parametry mcts seconds, c, temperature są liczbami; iterations, depth liczbami całkowitymi
bot-mcts-budget = mcts potrzebuje dodatniego budżetu (seconds=... albo iterations=...)
bot-mcts-temperature = temperatura mcts (punkty na e-krotną zmianę szans wygranej) musi być dodatnia
bot-mcts-one-of = { $param } w mcts to jedno z: { $allowed }
bot-mcts-whole = { $param } w mcts to liczba całkowita
bot-mcts-work = work=... w mcts to budżet przeszukiwania całych tur (z search=turns), nie drzewa
bot-mcts-keep = keep w mcts to liczba (nagroda, którą wyszukiwanie musi zyskać, by zmienić wybór heurystyki)
bot-mcts-near = near w mcts to liczba (punkty oceny heurystyki)
