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
    .loc = obszarze Zarządców regionu 1
place-g2 = obszar Zarządców regionu 2
    .gen = obszaru Zarządców regionu 2
    .loc = obszarze Zarządców regionu 2
place-g3 = obszar Zarządców regionu 3
    .gen = obszaru Zarządców regionu 3
    .loc = obszarze Zarządców regionu 3
place-g4 = obszar Zarządców regionu 4
    .gen = obszaru Zarządców regionu 4
    .loc = obszarze Zarządców regionu 4
place-g5 = obszar Zarządców regionu 5
    .gen = obszaru Zarządców regionu 5
    .loc = obszarze Zarządców regionu 5
place-w1 = obszar Robotników regionu 1
    .gen = obszaru Robotników regionu 1
    .loc = obszarze Robotników regionu 1
place-w2 = obszar Robotników regionu 2
    .gen = obszaru Robotników regionu 2
    .loc = obszarze Robotników regionu 2
place-w3 = obszar Robotników regionu 3
    .gen = obszaru Robotników regionu 3
    .loc = obszarze Robotników regionu 3
place-w4 = obszar Robotników regionu 4
    .gen = obszaru Robotników regionu 4
    .loc = obszarze Robotników regionu 4
place-w5 = obszar Robotników regionu 5
    .gen = obszaru Robotników regionu 5
    .loc = obszarze Robotników regionu 5
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
    .title = Zadanie Muru
goal-palace = pałac
    .gen = Pałacu
    .title = Zadanie Pałacu
goal-governor = zarządca
    .gen = Zarządcy
    .title = Zadanie Zarządcy

## Dziennik.

log-first = { $seat } jest pierwszym graczem; tor Nagród: { $seats }
log-boards-removed = { $count ->
    [one] usunięta plansza
   *[other] usunięte plansze
  }: { $boards }
log-pay-workers = { $seat } { $count ->
    [one] oddaje robotnika z obszaru Robotników regionu
   *[other] oddaje po robotniku z obszarów Robotników regionów
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

refused-zg-option-public-discards = opcja public_draft_discards wymaga opcji draft (wariant V1)
refused-zg-option-removal = opcja auction_board_removal wymaga board_side=B_auction
refused-zg-tail = { $seat } musi teraz { $decision }; dozwolone: { $legal }
# odmowa rdzenia dla słowa żadnej decyzji (core/flow.py), w formie ZhanGuo
refused-unknown = { $input } nie jest teraz dozwolonym ruchem: jego pierwsze słowo nie jest słowem ruchu w ZhanGuo; { refused-zg-tail }
refused-zg = { $input } nie jest teraz dozwolonym ruchem; { refused-zg-tail }
refused-zg-not-in-hand = { $input } nie jest teraz dozwolonym ruchem: { $seat } nie ma karty { $card } na ręce; { refused-zg-tail }
refused-zg-region-full = { $input } nie jest teraz dozwolonym ruchem: w regionie { $region } są już 3 karty; { refused-zg-tail }
refused-zg-unrest-card = { $input } nie jest teraz dozwolonym ruchem: karta tam podniosłaby zamieszki do { $unrest }, powyżej maksimum { $max } (Z-8.2); { refused-zg-tail }
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

## Stół: słowa planszy, ręki, pytania, przycisków, punktacji i paneli.

list-or = { $first } lub { $last }
game-name = ZhanGuo
aspect-beige = Pismo
    .gen = Pisma
aspect-orange = Waluta
    .gen = Waluty
aspect-brown = Prawo
    .gen = Prawa
pcolour-blue = Niebieski
    .f = Niebieska
pcolour-red = Czerwony
    .f = Czerwona
pcolour-purple = Fioletowy
    .f = Fioletowa
pcolour-yellow = Żółty
    .f = Żółta
area-tq = turkusowy
area-gd = złoty
area-cr = karmazynowy
board-none = Jeszcze bez planszy
phase-setup = Wybór plansz graczy
phase-draft = Dobór kart
phase-play = Zagrywanie kart
phase-reward = Nagrody za Zjednoczenie
phase-over = Koniec gry
round-of = Runda { $round } z 5: { $what }
round-desc = Każda runda: dobierz 6 kart, zagrywaj po jednej na turę, potem nagrody za Zjednoczenie. Gra kończy się po 5. rundzie końcowym liczeniem punktów.
round = Runda { $round }
player = Gracz { $number }
vp = { $vp } PZ
vp-desc = Dotychczasowe punkty zwycięstwa; końcowe liczenie dodaje większości, zadania i mury.
workers = { $workers } { $workers ->
    [one] robotnik
    [few] robotników
   *[other] robotników
  }
cards = kart: { $count }

# zdolności kart
trigger-short-build-wall = Mur
trigger-short-build-palace = Pałac
trigger-short-hire-workers = Zatrudnij
trigger-short-recruit-official = Rekrutuj
trigger-short-install-governor = Zarządca
trigger-head = { $what }:
trigger-when-build-wall = Po zbudowaniu Muru kartą wyższą niż wierzchnia karta Dworu
trigger-when-build-palace = Po zbudowaniu Pałacu kartą wyższą niż wierzchnia karta Dworu
trigger-when-hire-workers = Po zatrudnieniu Robotników kartą wyższą niż wierzchnia karta Dworu
trigger-when-recruit-official = Po zrekrutowaniu Urzędnika kartą niższą niż wierzchnia karta Dworu
trigger-when-install-governor = Po wprowadzeniu Zarządcy kartą niższą niż wierzchnia karta Dworu
bonus-short-marker = weź znacznik
bonus-short-reassign2 = 2 punkty przemieszczenia
bonus-short-vp = +{ $vp } PZ
bonus-short-worker-here = robotnik tutaj
bonus-short-vp-per-colour = 1 PZ za { $colour_acc_f } kartę
bonus-short-unrest-any = uspokój dowolny region
bonus-short-unrest-here = uspokój ten region
bonus-short-move-worker = przenieś robotnika
bonus-short-official-here = { $official } urzędnik tutaj
bonus-long-marker = możesz wziąć znacznik o wartości 1 w dowolnym kolorze (1 PZ, jeśli żadnego nie ma)
bonus-long-reassign2 = możesz wydać do 2 punktów przemieszczenia
bonus-long-vp = zdobądź { $vp } PZ
bonus-long-worker-here = możesz wziąć robotnika do obszaru Robotników tego regionu
bonus-long-vp-per-colour = zdobądź 1 PZ za każdą { $colour_acc_f } kartę na swojej planszy
bonus-long-unrest-any = możesz obniżyć Zamieszki dowolnego regionu o 1
bonus-long-unrest-here = możesz obniżyć Zamieszki tego regionu o 1
bonus-long-move-worker = możesz przenieść robotnika do obszaru Robotników sąsiedniego regionu
bonus-long-official-here = możesz umieścić { $official_acc } urzędnika ze swoich zasobów w obszarze Zarządców tego regionu
card-title = Karta { $card }, { $colour_f } ({ $aspect })
card-ability = { $when }: { $what }.
card-ability-works = Zdolność działa, gdy karta leży pod twoją planszą, ale nie wtedy, gdy Zamieszki jej regionu są na maksimum.

# regiony planszy głównej
region-title = Region { $region }
region-next-to = sąsiedzi: { $regions }
region-desc = Sąsiaduje z regionami { $regions }. Na koniec najwięcej zarządców tutaj daje 9 PZ plus 3 za każdego zarządcę (przy remisie dzielone).
governors-title = Zarządcy regionu { $region }
governors-desc = Wprowadzony zarządca staje na wolnym polu bonusu regionu i daje jego bonus; gdy wszystkie trzy są zajęte, staje obok nich bez bonusu.
square-name = Pole bonusu: { $square }
square-short-reassign4 = 4 ruchy
square-short-official = Urzędnik
square-short-vp4 = 4 PZ
square-desc-reassign4 = Zarządca postawiony tutaj może od razu wydać do 4 punktów przemieszczenia.
square-desc-official = Zarządca postawiony tutaj może wprowadzić jednego urzędnika dowolnego koloru ze swoich zasobów do dowolnego obszaru Zarządców.
square-desc-vp4 = Zarządca postawiony tutaj od razu zdobywa 4 PZ.
beside = Obok pól
beside-title = Obok pól bonusu regionu { $region }
beside-desc = Tu stają zarządcy wprowadzeni, gdy wszystkie trzy pola są zajęte, bez bonusu; liczą się do większości i zadań tak samo.
palaces = Pałace
palaces-title = Pałace regionu { $region }
palaces-desc = Miejsca na pałace przy tej liczbie graczy: { $count }. Pałac od razu daje 1 PZ za każdą kartę na planszy budującego; nie można go zbudować, gdy Zamieszki budującego doszły do pola z pałacem.
palace-of = { $pcolour } pałac ({ $name })
palace-desc = Pałac dał budującemu 1 PZ za każdą kartę na jego planszy; liczy się do Zadań Pałacu.
governor-of = { $pcolour } zarządca ({ $name })
governor-desc = Zarządcy dają na koniec punkty za większość w regionie i liczą się do Zadań Zarządcy.

# Wielki Mur
great-wall = Wielki Mur
criterion-empty-unrest = Regiony bez Zamieszek
criterion-officials-ge-unrest = Regiony z urzędnikami ≥ Zamieszki
criterion-has-grey-official = Regiony z szarym urzędnikiem
criterion-has-red-official = Regiony z czerwonym urzędnikiem
criterion-has-white-official = Regiony z białym urzędnikiem
criterion-fixed-minus-unrest = Stałe PZ minus wszystkie twoje Zamieszki
criterion-colour-sets = Zestawy po jednej karcie każdego koloru
criterion-full-regions = Regiony z 3 kartami
criterion-pair-same-colour = Regiony z 2 kartami jednego koloru
criterion-has-orange-card = Regiony z pomarańczową kartą
criterion-has-brown-card = Regiony z brązową kartą
criterion-has-beige-card = Regiony z kremową kartą
criterion-desc-empty-unrest = Na koniec każdy mur tutaj daje swoją wartość za każdy region twojej planszy bez Zamieszek.
criterion-desc-officials-ge-unrest = Na koniec każdy mur tutaj daje swoją wartość za każdy region twojej planszy, którego urzędników (w obu obszarach) jest co najmniej tylu, ile wynoszą jego Zamieszki.
criterion-desc-has-grey-official = Na koniec każdy mur tutaj daje swoją wartość za każdy region twojej planszy z szarym urzędnikiem.
criterion-desc-has-red-official = Na koniec każdy mur tutaj daje swoją wartość za każdy region twojej planszy z czerwonym urzędnikiem.
criterion-desc-has-white-official = Na koniec każdy mur tutaj daje swoją wartość za każdy region twojej planszy z białym urzędnikiem.
criterion-desc-fixed-minus-unrest = Na koniec każdy mur tutaj daje swoją wartość minus Zamieszki wszystkich twoich regionów (wynik może być ujemny).
criterion-desc-colour-sets = Na koniec każdy mur tutaj daje swoją wartość za każdy zestaw kremowej, pomarańczowej i brązowej karty na twojej planszy.
criterion-desc-full-regions = Na koniec każdy mur tutaj daje swoją wartość za każdy region twojej planszy z 3 kartami.
criterion-desc-pair-same-colour = Na koniec każdy mur tutaj daje swoją wartość za każdy region twojej planszy z 2 kartami jednego koloru.
criterion-desc-has-orange-card = Na koniec każdy mur tutaj daje swoją wartość za każdy region twojej planszy z pomarańczową kartą.
criterion-desc-has-brown-card = Na koniec każdy mur tutaj daje swoją wartość za każdy region twojej planszy z brązową kartą.
criterion-desc-has-beige-card = Na koniec każdy mur tutaj daje swoją wartość za każdy region twojej planszy z kremową kartą.
wall-section-title = { $section }: { $what }
wall-section-desc = { $what } Gracz buduje najwyżej jeden mur w sekcji; robotnicy pola wyznaczają wartość.
cell-value = { $vp } PZ za każdy
cell-value-minus = { $vp } PZ − Zamieszki
wall-cell-title = { $section }, pole za { $workers }: { $what }
wall-cell-desc = Budowa tutaj kosztuje { $workers } { $workers ->
    [one] robotnika
   *[other] robotników
  }, każdy z innego regionu; mur daje na koniec { $what }.
wall-of = { $pcolour } mur ({ $name })
wall-desc = Punktuje na koniec według płytki tej sekcji i wartości pola; liczy się do Zadań Muru.

# zadania
goals = Zadania
goals-scoring = Na koniec dysk daje wartość swojego pola razy liczbę twoich dysków w rzędzie
goal-title = { $goal_title }, { $row } rząd: { $what }
goal-heading = { $goal_title } ({ $row } rząd)
goal-desc = Zrealizuj je na końcu swojej tury albo po nagrodzie, gdy masz te elementy: twój dysk zajmuje skrajne lewe wolne pole. Dyski zostają, nawet gdy elementy potem się przesuną.
goal-needs-wall = mury: { $walls }
goal-needs-area = { $count } × { $area }
goal-needs-palace = pałace w regionach { $regions }
goal-needs-governor = zarządcy w regionach { $regions }
disc-of = { $pcolour } dysk ({ $name })
disc-desc = Zajął pole tego zadania warte { $vp } PZ.

# Dwór i zasoby
court = Dwór
court-pile = Stos Dworu: kart: { $count }, wierzchnia karta { $card }
court-pile-desc = Tu trafiają karty zagrane na akcję Dworu. Mur, pałac i zatrudnienie uruchamiają zdolności kart, gdy twoja karta jest wyższa od wierzchniej; rekrutacja i zarządca, gdy jest niższa; przeniesienie nigdy. { $what }
court-pile-empty = Stos Dworu: pusty
court-pile-empty-desc = Pierwsza karta Dworu w grze uruchamia zdolności kart dla każdej akcji oprócz przeniesienia.
empty = Pusto
court-name-recruit = Zrekrutuj 1 Urzędnika
court-name-reassign = Przenieś Urzędników
court-name-governor = Wprowadź na Urząd 1 Zarządcę
court-name-hire = Zatrudnij Robotników
court-name-palace = Buduj 1 Pałac
court-name-wall = Buduj 1 Mur
court-fires-recruit = niższa karta uruchamia zdolności
court-fires-reassign = nigdy nie uruchamia zdolności
court-fires-governor = niższa karta uruchamia zdolności
court-fires-hire = wyższa karta uruchamia zdolności
court-fires-palace = wyższa karta uruchamia zdolności
court-fires-wall = wyższa karta uruchamia zdolności
court-desc-recruit = Przenieś jednego urzędnika wybranego koloru ze swoich zasobów do obszaru Zarządców dowolnego regionu.
court-desc-reassign = Wydaj od 1 do 3 punktów przemieszczenia: każdy przesuwa jednego urzędnika o krok między sąsiednimi obszarami Zarządców, między sąsiednimi obszarami Robotników albo w górę z obszaru Robotników do obszaru Zarządców.
court-desc-governor = Oddaj czerwonego, szarego i białego urzędnika z obszaru Zarządców regionu, postaw zarządcę na wolnym polu bonusu tego regionu (albo obok pól, gdy wszystkie są zajęte), weź bonus i wyzeruj Zamieszki regionu.
court-desc-hire = Weź jednego robotnika za każdego urzędnika w obszarze Robotników regionu; Zamieszki regionu rosną o 1.
court-desc-palace = Oddaj 2 robotników z regionu i 1 z innego regionu, zbuduj pałac w tym regionie, weź znacznik o wartości 3, jeśli jakiś został, i zdobądź 1 PZ za każdą kartę na swojej planszy.
court-desc-wall = Zbuduj mur na wolnym polu sekcji, w której nie masz muru; oddaj 1, 2 lub 3 robotników z tylu różnych regionów.
court-action-desc = { $what } Zdolności kart: { $fires }.
value3-markers = Znaczniki o wartości 3
value3-title = Znacznik o wartości 3: { $aspect }
value3-desc = Budujący pałac bierze jeden z nich, dopóki jakiś został; liczy się za 3 przy nagrodach i większościach.
general-supply = Zasoby ogólne
supply-markers = Zostało znaczników o wartości 1 ({ $colour_pl }): { $count }
supply-markers-desc = Zjednoczenie i niektóre zdolności biorą stąd znaczniki; gdy ich zabraknie, każdy brakujący daje zamiast tego 1 PZ.
decks = Talie
deck-title = Talia: { $aspect }, kart: { $count }
deck-desc = W każdej rundzie każdy gracz dobiera po 2 karty każdego koloru.

# nagrody za Zjednoczenie
rewards = Nagrody za Zjednoczenie
rewards-round = Runda { $round } z 5: najwięcej znaczników koloru pozwala wziąć jego nagrodę
colour-markers = { $colour_pl } znaczniki
reward-line-official-choice = Urzędnik
reward-line-two-red = 2 czerwonych urzędników
reward-line-two-grey = 2 szarych urzędników
reward-line-two-workers = 2 robotników
reward-line-governor = Zarządca
reward-line-wall = Mur
reward-line-palace = Pałac
reward-in-region = w regionie { $region }
reward-in-regions = w regionie { $regions }
reward-any-region = w dowolnym regionie
reward-free-of-workers = bez robotników
reward-title = Nagroda { $aspect_gen }, runda { $round }: { $what }
reward-desc = { $what } Przyjęcie oddaje wszystkie twoje { $colour_pl } znaczniki.
reward-desc-official-choice = Weź jednego urzędnika wybranego koloru ze swoich zasobów do obszaru Zarządców tego regionu.
reward-desc-two-red = Weź 2 czerwonych urzędników ze swoich zasobów do obszaru Zarządców tego regionu.
reward-desc-two-grey = Weź 2 szarych urzędników ze swoich zasobów do obszaru Zarządców tego regionu.
reward-desc-two-workers = Weź 2 robotników do obszaru Robotników tego regionu; Zamieszki się nie zmieniają.
reward-desc-governor = Wprowadź tam zarządcę bez oddawania urzędników: pole bonusu i zerowanie Zamieszek jak zwykle.
reward-desc-wall = Zbuduj mur na dowolnym wolnym polu sekcji, w której nie masz muru, bez oddawania robotników.
reward-desc-palace = Zbuduj pałac bez oddawania robotników (bez znacznika o wartości 3); zdobądź 1 PZ za każdą kartę na swojej planszy.
track = Tor
reward-disc-of = { $pcolour } dysk nagród ({ $name })
reward-disc-desc = Dyski na torze (od góry), a potem dyski na nagrodach tej rundy wyznaczają kolejność następnej rundy i rozstrzygają remisy.

# plansze graczy
player-board-of = { $pcolour_f } plansza gracza ({ $name }): { $what }
player-board-desc = Pięć regionów, każdy z torem Zamieszek, obszarem Zarządców, obszarem Robotników i do 3 wsuniętymi kartami.
supply = Zasoby
officials-in-supply = W zasobach: { $count ->
    [one] { $count } { $official } urzędnik
   *[other] { $count } { $official_gen_pl } urzędników
  }
officials-supply-desc = Urzędnicy czekają tu na rekrutację, bonus albo nagrodę.
officials-count = { $count ->
    [one] { $count } { $official } urzędnik
   *[other] { $count } { $official_gen_pl } urzędników
  }
officials-short = { $count } × { $official }
officials-in = { $count ->
    [one] { $count } { $official } urzędnik
   *[other] { $count } { $official_gen_pl } urzędników
  }: { $place }
official-desc = { $what } Punkt przemieszczenia przesuwa jednego o krok do takiego samego obszaru sąsiedniego regionu albo w górę z obszaru Robotników.
official-desc-red = Czerwoni urzędnicy to wojskowi.
official-desc-grey = Szarzy urzędnicy to urzędnicy cywilni.
official-desc-white = Biali urzędnicy to inspektorzy.
pieces-governors = Zarządcy
pieces-palaces = Pałace
pieces-walls = Mury
pieces-discs = Dyski zadań
pieces-governors-desc = Zarządcy do wprowadzenia.
pieces-palaces-desc = Pałace do zbudowania.
pieces-walls-desc = Mury do zbudowania.
pieces-discs-desc = Dyski do realizowania zadań.
pieces-count = { $what }: { $count }
markers = Znaczniki
markers-title = Znaczniki { $aspect_gen }: wartość { $value }
markers-desc = { $value1 } o wartości 1 i { $value3 } o wartości 3. Najwięcej znaczników ({ $colour_pl }) pozwala wziąć nagrodę { $aspect_gen }, oddając je wszystkie; na koniec większość daje punkty.
ability-desc-b-hire-plus = Gdy zatrudniasz robotników, weź tam 1 dodatkowego robotnika (bez dodatkowych Zamieszek), potem możesz wydać 1 punkt przemieszczenia.
ability-desc-b-gov-move-worker = Gdy wprowadzasz zarządcę, możesz przenieść 1 robotnika do obszaru Robotników sąsiedniego regionu.
ability-desc-b-wall-recruit-marker = Gdy budujesz mur albo rekrutujesz urzędnika, możesz wziąć znacznik o wartości 1 w dowolnym kolorze (1 PZ, jeśli żadnego nie ma).
ability-desc-b-reassign-wall-calm = Gdy przenosisz urzędników albo budujesz mur, możesz obniżyć Zamieszki regionu o 1 i wziąć tam robotnika.
ability-desc-b-recruit-reassign = Gdy rekrutujesz urzędnika, możesz wydać do 2 punktów przemieszczenia.
ability-desc-b-gov-move-governor = Gdy wprowadzasz zarządcę, możesz przenieść jednego ze swoich zarządców obok pól bonusu sąsiedniego regionu (bez bonusu i bez zerowania Zamieszek).
card-back = Karta w ręce: { $colour_f }
card-back-desc = Rewers pokazuje tylko kolor.
draft-back = Dobierana karta: { $colour_f }
draft-back-desc = Z trzech dobranych kart każdego koloru gracz zatrzymuje dwie, a jedną odrzuca zakrytą.
unrest-title = Zamieszki w regionie { $region }: { $unrest } z { $max }
unrest-desc = Rosną o 1 przy drugiej i o 2 przy trzeciej wsuniętej tu karcie oraz przy zatrudnianiu robotników. Od pola z pałacem nie można tu budować pałaców; na maksimum nie działa żadna zdolność kart tego regionu. Zarządca wprowadzony tutaj je zeruje.
garea = Obszar Zarządców
garea-title = Obszar Zarządców { $region }
garea-desc = Urzędnicy stąd mogą wprowadzić zarządcę (czerwony, szary i biały) i za darmo zejść do obszaru Robotników.
free-title = Przesuń { $official_acc } urzędnika w dół za darmo
free-desc = W swojej turze urzędnik może za darmo zejść z obszaru Zarządców do obszaru Robotników tego samego regionu, jeśli są tam mniej niż 2 urzędnicy.
warea = Obszar Robotników
warea-title = Obszar Robotników { $region }
warea-desc = Najwyżej 2 urzędników; każdy zatrudnia jednego robotnika. Robotnicy płacą za pałace i mury.
workers-in-region = Robotnicy w regionie { $region }: { $workers }
workers-desc = Robotnicy płacą za pałace (2 stąd i 1 z innego regionu) i mury (po 1 z 1 do 3 regionów).
card-slots-title = Karty regionu { $region }: { $count } z 3
card-slots-desc = Wsunięcie tu karty daje 1, 2 lub 3 znaczniki jej koloru (1., 2., 3. karta) i podnosi Zamieszki o 0, 1 lub 2; odtąd działa jej zdolność.

# ręka
hand-card-desc = { $what } Wsuń ją pod region swojej planszy (Zjednoczenie) albo zagraj na Dwór, by wykonać jedną z sześciu akcji Dworu.
use-unify = Zjednocz
use-court = Na Dwór
use-unify-desc = Wsuń tę kartę pod region swojej planszy: znaczniki jej koloru, a od teraz jej zdolność.
use-court-desc = Zagraj tę kartę na stos Dworu i wybierz akcję Dworu.
use-title = { $what }: karta { $card }
drafted-card = Dobrana karta { $card } ({ $colour_f })
drafted-card-desc = Z każdego koloru zatrzymujesz dwie z trzech dobranych kart i zakrytą odrzucasz jedną. { $what }
discard = Odrzuć
no-cards = Brak kart w ręce

# strony B i aukcja
b-sides = Plansze graczy, strony B
b-side-removed = usunięta
b-side-on-offer = do wzięcia
b-side-taken = wzięta ({ $what })
b-side-title = { $what }, strona B: { $state }
b-side-desc = Limity Zamieszek w regionach: { $limits }. Urzędnicy na start: { $what }. { $rest }
b-side-limits = Limity Zamieszek: { $limits }
b-side-start = Na start: { $what }
auction-bidders = Aukcja: licytują { $what }
auction-high = Najwyższa oferta: { $vp } PZ
auction-no-bid = Brak ofert
bid-desc = Najwyżej licytujący płaci te PZ i pierwszy wybiera planszę.

# o czym się decyduje
prompt-remove = Wybierz planszę gracza do usunięcia przed aukcją
prompt-pick = Wybierz swoją planszę gracza; grasz jej stroną B
prompt-auction = Wybierz swoją planszę gracza
prompt-bid-open = Otwórz aukcję planszy gracza: zaoferuj co najmniej 1 PZ
prompt-bid = Zaoferuj więcej niż { $vp } PZ za następną planszę gracza albo spasuj
prompt-draft = Wybierz { $colour_acc_f } kartę do odrzucenia; pozostałe dwie zatrzymujesz
prompt-play = Zagraj kartę: wsuń ją pod region swojej planszy albo zagraj na Dwór
prompt-declare-first = Wybierz akcję Dworu dla karty { $card }; jako pierwsza karta Dworu uruchamia twoje zdolności
prompt-declare-higher = Wybierz akcję Dworu dla karty { $card }; wyższa niż { $card2 }, uruchamia mur, pałac i zatrudnienie
prompt-declare-lower = Wybierz akcję Dworu dla karty { $card }; niższa niż { $card2 }, uruchamia rekrutację i zarządcę
prompt-pool-transit = Przesuń dalej { $official_acc } urzędnika: nie może się zatrzymać w pełnym { $place_loc }
prompt-pool-min = Przesuwaj urzędników: zostało punktów przemieszczenia: { $points }, wydaj co najmniej 1
prompt-pool = Przesuwaj urzędników: zostało do { $points } punktów przemieszczenia
prompt-window-fired = Akcja „{ $what }” uruchomiła zdolności twoich kart: użyj wybranych, potem zakończ
prompt-window-idle = Akcja „{ $what }” nie uruchomiła zdolności kart: użyj zdolności planszy, potem zakończ
prompt-claims = Zrealizuj osiągnięte zadania, potem zakończ
prompt-wallpay = Wybierz region, który płaci robotnikiem za mur (zostało: { $workers })
prompt-palpay = Wybierz drugi region, który płaci robotnikiem za pałac w regionie { $region }
prompt-paltake = Weź znacznik o wartości 3
prompt-square = Wybierz pole bonusu dla swojego zarządcy w regionie { $region }
prompt-offbonus = Umieść premiowego urzędnika w obszarze Zarządców albo zrezygnuj
prompt-offer = Weź nagrodę { $aspect_gen } ({ $what }) za wszystkie swoje { $colour_pl } znaczniki albo spasuj
prompt-choose = Wybierz ruch

# nazwy dozwolonych ruchów
label-remove = Usuń { $board_acc }
label-board = Weź { $board_acc }
label-bid = Licytuj { $vp } PZ
label-pass = Pasuj
label-reassign = Przenieś urzędników
label-decline = Zrezygnuj
label-stop = Zakończ przesuwanie urzędników
label-done = Zakończ
label-discard-card = Odrzuć kartę { $card }
label-discard = Odrzuć { $colour_acc_f } kartę nr { $number }
label-free = Przesuń { $official_acc } urzędnika w dół do obszaru Robotników { $region }
label-unify = Wsuń kartę { $card } pod region { $region }
label-court = Zagraj kartę { $card } na Dwór
label-recruit = Zrekrutuj { $official_acc } urzędnika do regionu { $region }
label-governor = Wprowadź zarządcę w regionie { $region }
label-hire = Zatrudnij robotników w regionie { $region }
label-palace = Zbuduj pałac w regionie { $region }
label-pay = Zapłać robotnikiem z regionu { $region }
label-wall = Zbuduj mur: { $section }, pole za { $workers }
label-take = Weź { $colour } znacznik o wartości 3
label-square-with = Pole bonusu: { $square }
label-square = Pole bonusu { $number }
label-official = Umieść premiowego { $official_acc } urzędnika w regionie { $region }
label-step = Przesuń { $official_acc } urzędnika: { $place } → { $place2 }
label-use = Użyj karty { $card }
label-use-marker = Karta { $card }: weź jeden { $colour } znacznik
label-use-marker-vp = Karta { $card }: 1 PZ zamiast znacznika
label-use-calm = Karta { $card }: uspokój region { $region }
label-use-move = Karta { $card }: przenieś robotnika z regionu { $region } do regionu { $region2 }
label-use-bonus = Karta { $card }: { $what }
label-bhire = Plansza: dodatkowy robotnik
label-breassign = Plansza: 2 punkty przemieszczenia
label-bworker = Plansza: przenieś robotnika z regionu { $region } do regionu { $region2 }
label-bmarker = Plansza: weź jeden { $colour } znacznik
label-bmarker-vp = Plansza: 1 PZ zamiast znacznika
label-bcalm = Plansza: uspokój region { $region }
label-bgovernor = Plansza: przenieś zarządcę z regionu { $region } do regionu { $region2 }
label-claim = Zrealizuj { $row_n } zadanie { $goal_gen }
label-accept = Przyjmij nagrodę
label-accept-what = Przyjmij: { $what }
label-accept-official = Przyjmij: { $official } urzędnik w regionie { $region }
label-accept-governor = Przyjmij: zarządca w regionie { $region }
label-accept-palace = Przyjmij: pałac w regionie { $region }
label-accept-wall = Przyjmij: mur { $section }, pole za { $workers }

# punktacja i panele
score-auction = PZ startowe i aukcja
score-palaces = Pałace
score-squares = Pola bonusu zarządców
score-cards = Zdolności kart
score-shortage = Brakujące znaczniki
score-final-governors = Większość zarządców
score-final-markers = Większość znaczników
score-final-goals = Zadania
score-final-walls = Mury
panel-vp = Punkty zwycięstwa
panel-vp-tip = Dotychczasowe punkty; końcowe liczenie dodaje większość zarządców i znaczników, zadania i mury.
panel-hand = Karty w ręce
panel-hand-tip = { $beige } kremowe, { $orange } pomarańczowe, { $brown } brązowe (rewersy pokazują kolor).
panel-markers = Znaczniki { $aspect_gen }
panel-markers-tip = { $value1 } o wartości 1 i { $value3 } o wartości 3; najwięcej znaczników ({ $colour_pl }) pozwala wziąć nagrodę { $aspect_gen } na końcu rundy.
panel-officials = Urzędnicy w zasobach
panel-officials-tip = Urzędnicy do rekrutacji: czerwoni { $red }, szarzy { $grey }, biali { $white }.
panel-governors = Zarządcy
panel-governors-tip = Zarządcy do wprowadzenia.
panel-palaces = Pałace
panel-palaces-tip = Pałace do zbudowania.
panel-walls = Mury
panel-walls-tip = Mury do zbudowania.
panel-board = Plansza
panel-board-tip = Używana strona planszy gracza.

# małe rysunki dziennika
picture-marker = { $colour } znacznik ({ $aspect })
picture-official = { $official } urzędnik

## Obraz w terminalu (notacja silnika między słowami).

ability-text-b-hire-plus = zatrudnienie: +1 robotnik tam (bez zamieszek), potem do 1 punktu przemieszczenia
ability-text-b-gov-move-worker = zarządca: może przenieść 1 robotnika do sąsiedniego obszaru Robotników
ability-text-b-wall-recruit-marker = mur lub rekrutacja: może wziąć 1 znacznik o wartości 1 (1 PZ, jeśli żadnego nie ma)
ability-text-b-reassign-wall-calm = przeniesienie lub mur: może obniżyć zamieszki o 1 i wziąć tam robotnika
ability-text-b-recruit-reassign = rekrutacja: do 2 punktów przemieszczenia
ability-text-b-gov-move-governor = zarządca: może przenieść 1 swojego zarządcę obok pól bonusu sąsiedniego regionu
text-b-side = { $board } B: maks. zamieszek { $unrest }  symbol pałacu na { $palace }  urzędnicy na start { $start }
text-head = ZhanGuo  runda { $round }  faza { $phase }  kolejność { $order }  pierwszy gracz { $first }
text-beneath-first = X (pierwsza karta Dworu)
text-fire-for = zdolności działają przy
text-fire-first = każdej akcji oprócz przeniesienia (zasada X)
text-offer = { $xreward } (przyjęcie oddaje wszystkie twoje { $colour_pl } znaczniki; pas je zatrzymuje)
text-no-bidder = jeszcze nikt (otwierający musi zaoferować co najmniej 1)
text-over = decyzja: żadna, gra się skończyła
text-decision = decyzja: { $kind }, gracz { $number }
text-court-hint = {" "}(następna karta uruchamia zdolności: mur/pałac/zatrudnienie, gdy wyższa niż { $card }, rekrutacja/zarządca, gdy niższa)
text-court-first = {" "}(zasada X: pierwsza karta Dworu uruchamia zdolności każdej akcji oprócz przeniesienia)
text-court = stos Dworu: kart: { $count }, wierzchnia { $top }{ $hint };  talie { $xdecks }
text-none = brak
text-supply = zasoby ogólne: { $value1 }  znaczniki o wartości 3 na planszy: { $value3 }
text-track = tor Nagród: { $xtrack }  kolumna tej rundy: { $column }
text-b-sides = Strony B do wyboru (maks. zamieszek i symbol pałacu w regionach 1-5):
text-rewards = nagrody tej rundy: { $xrewards }
text-main-board = plansza główna:
text-region = region { $region }: zarządcy { $squares } obok { $xbeside }; pałace { $xpalaces } (z { $count })
text-wall = mur { $section }: płytka { $tile } { $criterion }  pola { $cells }
text-goals = zadania ({ $row }): { $xgoals }
text-goal = { $slot } { $tile } { $needs } wartości { $values } dyski { $discs }
text-boards = plansze graczy (G = obszar Zarządców, W = obszar Robotników, urzędnicy r/g/w; tor Zamieszek: X = znacznik, P = symbol pałacu: bez pałaców, gdy znacznik jest na P lub dalej w prawo, bez zdolności kart na ostatnim polu):
text-seat = gracz { $number } ({ $pcolour }): plansza { $board }{ $abilities }  PZ { $vp }  znaczniki { $xmarkers }
text-no-board = jeszcze nie wybrana
text-seat-supply = zasoby: urzędnicy { $officials } zarządcy { $governors } pałace { $palaces } mury { $walls } dyski { $discs }
text-hand = ręka: { $xcards }
text-hand-backs = rewersy w ręce: { $xcards }
text-drafted = dobrane: { $xcards }
text-drafting = dobierane (rewersy): { $xcards }
text-discards = odrzucone: { $xcards }
text-seat-region = r{ $region }: karty { $xcards }  G { $xgovernors }  W { $xworkers } +{ $count } robotn.  zamieszki { $unrest }
text-final = punktacja końcowa: { $parts }
text-final-seat = gracz { $number }: zarządcy { $xgovernors }, znaczniki { $xmarkers }, zadania { $xgoals }, mury { $xwalls }
text-game-over = koniec gry: punkty { $scores }, zwycięzca { $winners }

# names and third person
## Co wybiera inne miejsce, mówione wszystkim pozostałym ($name: imię wybierającego).
prompt-remove-other = { $name } wybiera planszę gracza do usunięcia przed aukcją
prompt-pick-other = { $name } wybiera swoją planszę gracza
prompt-auction-other = { $name } wybiera swoją planszę gracza
prompt-bid-open-other = { $name } otwiera aukcję planszy gracza
prompt-bid-other = { $name } oferuje więcej niż { $vp } PZ za następną planszę gracza albo pasuje
prompt-draft-other = { $name } wybiera { $colour_acc_f } kartę do odrzucenia
prompt-play-other = { $name } zagrywa kartę: pod region swojej planszy albo na Dwór
prompt-declare-first-other = { $name } wybiera akcję Dworu dla karty { $card } (pierwszej karty Dworu)
prompt-declare-higher-other = { $name } wybiera akcję Dworu dla karty { $card }; wyższa niż { $card2 }, uruchamia mur, pałac i zatrudnienie
prompt-declare-lower-other = { $name } wybiera akcję Dworu dla karty { $card }; niższa niż { $card2 }, uruchamia rekrutację i zarządcę
prompt-pool-transit-other = { $name } przesuwa dalej { $official_acc } urzędnika: nie może się zatrzymać w pełnym { $place_loc }
prompt-pool-min-other = { $name } przesuwa urzędników (zostało punktów przemieszczenia: { $points }, co najmniej 1 do wydania)
prompt-pool-other = { $name } przesuwa urzędników (zostało do { $points } punktów przemieszczenia)
prompt-window-fired-other = Akcja „{ $what }” uruchomiła zdolności kart; { $name } z nich korzysta
prompt-window-idle-other = Akcja „{ $what }” nie uruchomiła zdolności kart; { $name } może użyć zdolności planszy
prompt-claims-other = { $name } realizuje osiągnięte zadania
prompt-wallpay-other = { $name } wybiera region, który płaci robotnikiem za mur (zostało: { $workers })
prompt-palpay-other = { $name } wybiera drugi region, który płaci robotnikiem za pałac w regionie { $region }
prompt-paltake-other = { $name } bierze znacznik o wartości 3
prompt-square-other = { $name } wybiera pole bonusu dla swojego zarządcy w regionie { $region }
prompt-offbonus-other = { $name } umieszcza premiowego urzędnika w obszarze Zarządców albo rezygnuje
prompt-offer-other = { $name } bierze nagrodę { $aspect_gen } ({ $what }) za wszystkie swoje { $colour_pl } znaczniki albo pasuje
prompt-choose-other = { $name } wybiera ruch

# reasons
## Dlaczego akcja dworu nie jest teraz możliwa, na stole (docs/table.md, „Dlaczego nie”): co ją
## umożliwia (why-needs-<akcja>) i krótka postać odmowy powyżej (why-<id odmowy>, te same argumenty).
why-needs-governor = Wymaga czerwonego, szarego i białego urzędnika w obszarze Zarządców jednego regionu oraz zarządcy w twoich zasobach (Z-13.1).
why-needs-hire = Wymaga urzędnika w obszarze Robotników regionu: najpierw przenieś jednego w dół z obszaru Zarządców tego samego regionu, za darmo, w dowolnej chwili swojej tury (Z-12.7, Z-14.1).
why-needs-palace = Wymaga robotników: 2 w obszarze Robotników regionu i 1 w obszarze innego regionu (Z-15.1). Robotników daje akcja Zatrudnij Robotników.
why-needs-wall = Wymaga muru w twoich zasobach, odcinka, na którym nie masz jeszcze muru, i robotników w tylu różnych regionach, ile kosztuje pole, od 1 do 3 (Z-16.1). Robotników daje akcja Zatrudnij Robotników.
why-refused-zg-hire-empty = W żadnym obszarze Robotników nie ma jeszcze urzędnika.
why-refused-zg-hire-unrest = W regionie { $region } zamieszki wzrosłyby z { $unrest } do { $unrest2 }, powyżej maksimum { $max } (Z-14.1).
why-refused-zg-no-governor = W twoich zasobach nie ma już zarządcy (Z-13.1).
why-refused-zg-governor-officials = Żaden obszar Zarządców nie ma czerwonego, szarego i białego urzędnika.
why-refused-zg-no-palace = W twoich zasobach nie ma już pałacu (Z-15.1).
why-refused-zg-palace-space = Region { $region } nie ma wolnego miejsca na pałac (Z-15.1).
why-refused-zg-palace-unrest = Zamieszki { $unrest } w regionie { $region } sięgają symbolu pałacu albo go przekraczają (Z-8.6).
why-refused-zg-palace-workers = Za mało robotników: żaden twój region nie ma 2 robotników i 1 więcej gdzie indziej.
