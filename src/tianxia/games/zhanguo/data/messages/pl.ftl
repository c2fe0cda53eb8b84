# ZhanGuo po polsku.  Zdarzenia i odmowy to identyfikator komunikatu i argumenty
# (src/tianxia/core/messages.py); argument tekstowy rodzaju k o wartości v zamienia się w słowa
# przez komunikat k-v poniżej, a jego atrybuty (.acc, .gen_f, ...) to przypadki: $colour_acc_f.
# Gracze pochodzą ze wspólnego katalogu (seat = gracz 0).

## Słowa: identyfikatory gry słowami.

colour-beige = kremowy
    .f = kremowa
    .acc_f = kremową
    .gen_f = kremowej
    .pl = kremowe
    .gen_pl = kremowych
colour-orange = pomarańczowy
    .f = pomarańczowa
    .acc_f = pomarańczową
    .gen_f = pomarańczowej
    .pl = pomarańczowe
    .gen_pl = pomarańczowych
colour-brown = brązowy
    .f = brązowa
    .acc_f = brązową
    .gen_f = brązowej
    .pl = brązowe
    .gen_pl = brązowych
official-red = czerwony
    .acc = czerwonego
    .gen_pl = czerwonych
official-grey = szary
    .acc = szarego
    .gen_pl = szarych
official-white = biały
    .acc = białego
    .gen_pl = białych
board-a = Strona A
    .acc = stronę A
board-circle = Plansza Koła
    .acc = planszę Koła
board-square = Plansza Kwadratu
    .acc = planszę Kwadratu
board-triangle = Plansza Trójkąta
    .acc = planszę Trójkąta
board-star = Plansza Gwiazdy
    .acc = planszę Gwiazdy
# karta (jej numer) i region (jego numer) w wyliczeniu
card = { $value }
region = { $value }
place-g1 = obszar Zarządców regionu 1
    .gen = obszaru Zarządców regionu 1
place-g2 = obszar Zarządców regionu 2
    .gen = obszaru Zarządców regionu 2
place-g3 = obszar Zarządców regionu 3
    .gen = obszaru Zarządców regionu 3
place-g4 = obszar Zarządców regionu 4
    .gen = obszaru Zarządców regionu 4
place-g5 = obszar Zarządców regionu 5
    .gen = obszaru Zarządców regionu 5
place-w1 = obszar Robotników regionu 1
    .gen = obszaru Robotników regionu 1
place-w2 = obszar Robotników regionu 2
    .gen = obszaru Robotników regionu 2
place-w3 = obszar Robotników regionu 3
    .gen = obszaru Robotników regionu 3
place-w4 = obszar Robotników regionu 4
    .gen = obszaru Robotników regionu 4
place-w5 = obszar Robotników regionu 5
    .gen = obszaru Robotników regionu 5
section-tq1 = Turkusowy 1
section-tq2 = Turkusowy 2
section-gd1 = Złoty 1
section-gd2 = Złoty 2
section-cr1 = Karmazynowy 1
section-cr2 = Karmazynowy 2
square-reassign4 = 4 punkty przemieszczenia
square-official = urzędnik
square-vp4 = 4 PZ
reward-official-choice = urzędnik
reward-two-red = 2 czerwonych urzędników
reward-two-grey = 2 szarych urzędników
reward-two-workers = 2 robotników
reward-governor = zarządca
reward-wall = mur
reward-palace = pałac
ability-b-hire-plus = Zatrudnienie: dodatkowy robotnik
ability-b-gov-move-worker = Zarządca: przenieś robotnika
ability-b-wall-recruit-marker = Mur lub rekrutacja: znacznik
ability-b-reassign-wall-calm = Przeniesienie lub mur: uspokój region
ability-b-recruit-reassign = Rekrutacja: 2 punkty przemieszczenia
ability-b-gov-move-governor = Zarządca: przenieś zarządcę
action-build-wall = „Buduj 1 Mur”
action-build-palace = „Buduj 1 Pałac”
action-hire-workers = „Zatrudnij Robotników”
action-recruit-official = „Zrekrutuj 1 Urzędnika”
action-install-governor = „Wprowadź na Urząd 1 Zarządcę”
action-reassign-officials = „Przenieś Urzędników”
row-top = górna
    .n = górne
row-bottom = dolna
    .n = dolne
goal-wall = mur
    .gen = Muru
goal-palace = pałac
    .gen = Pałacu
goal-governor = zarządca
    .gen = Zarządcy

## Dziennik.

log-first = { $seat } jest pierwszym graczem; tor Nagród: { $seats }
log-boards-removed = { $count ->
    [one] usunięta plansza
   *[other] usunięte plansze
  }: { $boards }
log-pay-workers = { $seat } oddaje robotnika z obszaru Robotników { $count ->
    [one] regionu
   *[other] regionów
  } { $regions }
log-reward-cannot = { $seat } nie może przyjąć { $colour_gen_f } nagrody i pasuje
log-deal = runda { $round }: { $seat } dobiera po { $count } karty każdego koloru
log-deal-cards = runda { $round }: { $seat } dobiera karty { $cards }
log-draft-end = odrzucone karty trafiają zakryte pod swoje talie
log-reward-none = nikt nie ma { $colour_gen_pl } znaczników; nagroda nie zostaje przyznana
log-reward-nobody = nikt nie bierze { $colour_gen_f } nagrody
log-round-end = koniec rundy { $round }; tor Nagród: { $seats }
log-marker-card = { $seat } bierze jeden { $colour } znacznik (karta { $card })
log-marker-ability = { $seat } bierze jeden { $colour } znacznik ({ $ability })
log-marker-vp-card = { $seat } zdobywa 1 PZ zamiast znacznika (karta { $card })
log-marker-vp-ability = { $seat } zdobywa 1 PZ zamiast znacznika ({ $ability })
log-claim = { $seat } realizuje { $row_n } zadanie { $goal_gen } (pole { $vp } PZ)
log-free = { $seat } przenosi { $official_acc } urzędnika z obszaru Zarządców do obszaru Robotników regionu { $region }
log-remove-board = { $seat } usuwa { $board_acc }
log-take-board = { $seat } bierze { $board_acc } (strona B)
log-auction-alone = { $seat } zostaje sam i bierze { $board_acc } za 1 PZ
log-bid = { $seat } licytuje { $vp }
log-bid-pass = { $seat } pasuje
log-auction-won = { $seat } wygrywa aukcję za { $vp } PZ
log-discard = { $seat } odrzuca jedną { $colour_acc_f } kartę
log-discard-card = { $seat } odrzuca { $colour_acc_f } kartę { $card }
log-unify = { $seat } wsuwa kartę { $card } pod region { $region }: { $markers } { $markers ->
    [one] { $colour } znacznik
    [few] { $colour_pl } znaczniki
   *[other] { $colour_gen_pl } znaczników
  }{ $vp ->
    [0] {""}
    [one] {", "}1 PZ za brakujący znacznik
   *[other] {", "}{ $vp } PZ za brakujące znaczniki
  }
log-court = { $seat } zagrywa kartę { $card } na Dwór (na { $card2 })
log-court-first = { $seat } zagrywa kartę { $card } na Dwór (pierwsza karta na Dworze: zasada X)
log-abilities-reassign = { $seat }: zdolności kart przy akcji „Przenieś Urzędników” się nie aktywują (przemieszczenie nigdy nie aktywuje zdolności kart)
log-abilities-first = { $seat }: zdolności kart przy akcji { $action } aktywują się (pierwsza karta na Dworze w grze: zasada X pozwala je aktywować)
log-abilities-high-fire = { $seat }: zdolności kart przy akcji { $action } aktywują się ({ $card } > { $card2 }, akcja WYSOKA)
log-abilities-high-idle = { $seat }: zdolności kart przy akcji { $action } się nie aktywują ({ $card } < { $card2 }, akcja WYSOKA)
log-abilities-low-fire = { $seat }: zdolności kart przy akcji { $action } aktywują się ({ $card } < { $card2 }, akcja NISKA)
log-abilities-low-idle = { $seat }: zdolności kart przy akcji { $action } się nie aktywują ({ $card } > { $card2 }, akcja NISKA)
log-recruit = { $seat } rekrutuje { $official_acc } urzędnika do obszaru Zarządców regionu { $region }
log-reassign = { $seat } przemieszcza urzędników ({ $points } punkty)
log-governor = { $seat } wprowadza na urząd zarządcę w regionie { $region }
log-hire = { $seat } zatrudnia { $workers } { $workers ->
    [one] robotnika
   *[other] robotników
  } w regionie { $region }
log-wall = { $seat } buduje mur w sekcji { $section } na polu za { $workers } { $workers ->
    [one] robotnika
   *[other] robotników
  }
log-wall-free = { $seat } buduje mur w sekcji { $section } na polu za { $workers } { $workers ->
    [one] robotnika
   *[other] robotników
  } bez oddawania robotników
log-palace = { $seat } buduje pałac w regionie { $region } (robotnicy: 2 z regionu { $region }, 1 z regionu { $region2 }): { $vp } PZ
log-palace-free = { $seat } buduje pałac w regionie { $region }: { $vp } PZ
log-value3 = { $seat } bierze { $colour } znacznik o wartości 3
log-governor-beside = { $seat }: zarządca staje obok pól bonusu w regionie { $region }
log-governor-square = { $seat }: zarządca zajmuje pole bonusu „{ $square }” w regionie { $region }
log-bonus-official = { $seat } umieszcza premiowego { $official_acc } urzędnika w obszarze Zarządców regionu { $region }
log-reassign-stop = { $seat } kończy przemieszczanie
log-step = { $seat } przenosi { $official_acc } urzędnika z { $place_gen } do { $place2_gen }
log-pay-worker = { $seat } oddaje robotnika z obszaru Robotników regionu { $region }
log-b-hire = { $seat } ({ $ability }) bierze dodatkowego robotnika do obszaru Robotników regionu { $region }
log-b-move-worker = { $seat } ({ $ability }) przenosi robotnika z regionu { $region } do regionu { $region2 }
log-b-calm = { $seat } ({ $ability }) obniża zamieszki w regionie { $region } i bierze tam robotnika
log-b-reassign = { $seat } ({ $ability }) przemieszcza urzędników za najwyżej { $points } punkty
log-b-move-governor = { $seat } ({ $ability }) przenosi zarządcę z regionu { $region } obok pól bonusu regionu { $region2 }
log-card-reassign = { $seat } używa karty { $card }: do { $points } punktów przemieszczenia
log-card-vp = { $seat } używa karty { $card }: { $vp } PZ
log-card-worker = { $seat } używa karty { $card }: robotnik do obszaru Robotników regionu { $region }
log-card-vp-colour = { $seat } używa karty { $card }: { $vp } PZ za { $colour_pl } karty
log-card-calm = { $seat } używa karty { $card }: zamieszki w regionie { $region } spadają
log-card-move-worker = { $seat } używa karty { $card }: robotnik z regionu { $region } do regionu { $region2 }
log-card-official = { $seat } używa karty { $card }: { $official } urzędnik do obszaru Zarządców regionu { $region }
log-reward-pass = { $seat } rezygnuje z { $colour_gen_f } nagrody
log-reward-accept = { $seat } przyjmuje { $colour_acc_f } nagrodę ({ $reward })
log-reward-official = { $seat } umieszcza { $official_acc } urzędnika w obszarze Zarządców regionu { $region }
log-reward-officials = { $seat } umieszcza { $count } { $official_gen_pl } urzędników w obszarze Zarządców regionu { $region }
log-reward-workers = { $seat } bierze { $workers } robotników do obszaru Robotników regionu { $region }
log-final = punktacja końcowa: { $seat }: zarządcy { $governors }, znaczniki { $markers }, zadania { $goals }, mury { $walls }; razem { $vp } PZ

## Odmowy: dlaczego wpisany ruch nie jest teraz dozwolony ($input to wpisany tekst w cudzysłowie).

decision-play = zagrać kartę (unify <karta> <region> albo court <karta>)
decision-declare = zadeklarować akcję Dworu dla właśnie zagranej karty
decision-draft = odrzucić jedną dobraną kartę
decision-pick = wybrać planszę gracza (strona B)
decision-board = wybrać planszę gracza (strona B)
decision-bid = licytować albo spasować w aukcji
decision-remove = usunąć planszę przed aukcją
decision-pool = wydać punkty przemieszczenia (step ... albo stop)
decision-window = użyć zdolności albo powiedzieć done
decision-claims = zrealizować zadania albo powiedzieć done
decision-wallpay = wskazać regiony, które oddają robotników na mur
decision-palpay = wskazać drugi region, który oddaje robotnika
decision-paltake = wziąć znacznik o wartości 3
decision-offer = przyjąć nagrodę albo spasować
decision-square = wybrać pole bonusu dla zarządcy
decision-offbonus = umieścić premiowego urzędnika albo zrezygnować
word-remove = usuwa planszę gracza z aukcji (Z-25.3 krok 2)
word-board = bierze planszę gracza i gra jej stroną B (Z-25)
word-bid = licytuje punkty zwycięstwa za następną planszę (Z-25.3)
word-pass = pasuje (aukcja: odpada z tej aukcji; nagroda: zatrzymuje znaczniki)
word-discard = odrzuca zakrytą jedną z trzech dobranych kart tego koloru (Z-24.1)
word-free = za darmo przenosi urzędnika z obszaru Zarządców do obszaru Robotników tego samego regionu (Z-12.7)
word-unify = wsuwa kartę pod region: znaczniki, a od drugiej karty zamieszki (Z-9)
word-court = zagrywa kartę na stos Dworu, by wykonać akcję Dworu (Z-10)
word-recruit = rekrutuje urzędnika do obszaru Zarządców (Z-11)
word-reassign = wydaje od 1 do 3 punktów przemieszczenia (Z-12.4)
word-governor = wprowadza na urząd zarządcę (Z-13)
word-hire = zatrudnia jednego robotnika za każdego urzędnika w obszarze Robotników (Z-14)
word-palace = buduje pałac (Z-15)
word-wall = buduje mur na polu sekcji (Z-16)
word-pay = oddaje robotnika z tego regionu
word-take = bierze znacznik o wartości 3 w tym kolorze (Z-15.2 krok 3)
word-square = stawia zarządcę na tym polu bonusu (Z-13.2)
word-official = umieszcza premiowego urzędnika z pola bonusu (Z-13.4)
word-decline = rezygnuje z premiowego urzędnika
word-step = wydaje jeden punkt przemieszczenia, by przesunąć jednego urzędnika o jeden krok (Z-12.2)
word-stop = rezygnuje z pozostałych punktów przemieszczenia (Z-12.5)
word-use = używa zdolności karty (Z-17, Z-18)
word-bhire = Zatrudnienie: jeden dodatkowy robotnik, potem do 1 punktu przemieszczenia
word-bworker = Zarządca: przenosi robotnika do sąsiedniego regionu
word-bmarker = Mur lub rekrutacja: bierze znacznik o wartości 1
word-bcalm = Przeniesienie lub mur: obniża zamieszki i bierze tam robotnika
word-breassign = Rekrutacja: do 2 punktów przemieszczenia
word-bgovernor = Zarządca: przenosi zarządcę obok pól bonusu sąsiedniego regionu
word-done = kończy używanie zdolności albo realizowanie zadań
word-claim = realizuje zadanie (Z-20)
word-accept = przyjmuje nagrodę za Zjednoczenie (Z-21.4)

refused-zg-tail = { $seat } musi teraz { $decision }; dozwolone: { $legal }
refused-zg = { $input } nie jest teraz dozwolonym ruchem; { refused-zg-tail }
refused-zg-not-in-hand = { $input } nie jest teraz dozwolonym ruchem: karty { $card } nie ma na ręce; { refused-zg-tail }
refused-zg-region-full = { $input } nie jest teraz dozwolonym ruchem: w regionie { $region } są już 3 karty; { refused-zg-tail }
refused-zg-unrest-card = { $input } nie jest teraz dozwolonym ruchem: karta tam podniosłaby zamieszki do { $unrest }, powyżej maksimum { $max } (Z-8.2); { refused-zg-tail }
refused-zg-not-a-word = { $input } nie jest teraz dozwolonym ruchem: { $typed } nie jest słowem ruchu w ZhanGuo; { refused-zg-tail }
refused-zg-court-first = { $input } nie jest teraz dozwolonym ruchem: najpierw zagraj kartę na Dwór (court <karta>), potem zadeklaruj { $typed } (Z-10.1); { refused-zg-tail }
refused-zg-not-now = { $input } nie jest teraz dozwolonym ruchem: { $typed } ({ $word }) nie jest możliwe na tym etapie; { refused-zg-tail }
refused-zg-free-turn = { $input } nie jest teraz dozwolonym ruchem: darmowe przeniesienia są dozwolone tylko we własnej turze w Fazie 2 (RUL-14); { refused-zg-tail }
refused-zg-free-needs = { $input } nie jest teraz dozwolonym ruchem: darmowe przeniesienie wymaga urzędnika tego koloru w obszarze Zarządców i miejsca w obszarze Robotników tego regionu (Z-12.7); { refused-zg-tail }
refused-zg-hire-empty = { $input } nie jest teraz dozwolonym ruchem: w obszarze Robotników regionu { $region } nie ma urzędnika (najpierw przenieś za darmo jednego z obszaru Zarządców, Z-12.7); { refused-zg-tail }
refused-zg-hire-unrest = { $input } nie jest teraz dozwolonym ruchem: zamieszki w regionie { $region } wzrosłyby z { $unrest } do { $unrest2 }, powyżej maksimum { $max } (Z-14.1); { refused-zg-tail }
refused-zg-no-governor = { $input } nie jest teraz dozwolonym ruchem: w zasobach nie ma już zarządcy (Z-13.1); { refused-zg-tail }
refused-zg-governor-officials = { $input } nie jest teraz dozwolonym ruchem: obszar Zarządców regionu { $region } wymaga czerwonego, szarego i białego urzędnika (urzędnicy w obszarze Robotników się nie liczą, Z-13.1); { refused-zg-tail }
refused-zg-no-palace = { $input } nie jest teraz dozwolonym ruchem: w zasobach nie ma już pałacu (Z-15.1); { refused-zg-tail }
refused-zg-palace-space = { $input } nie jest teraz dozwolonym ruchem: region { $region } nie ma wolnego miejsca na pałac (Z-15.1); { refused-zg-tail }
refused-zg-palace-unrest = { $input } nie jest teraz dozwolonym ruchem: zamieszki { $unrest } w regionie { $region } sięgają symbolu pałacu albo go przekraczają (Z-8.6, RUL-6); { refused-zg-tail }
refused-zg-palace-workers = { $input } nie jest teraz dozwolonym ruchem: pałac wymaga 2 robotników w obszarze Robotników regionu { $region } i 1 w obszarze Robotników innego regionu (Z-15.1, RUL-32); { refused-zg-tail }
