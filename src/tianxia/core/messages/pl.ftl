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

## Domyślny wiersz punktacji przy stole.
score = Punkty
