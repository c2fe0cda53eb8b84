# Cesarz Chin: słowa gry po polsku (terminy z polskiej instrukcji, Rebel).  Identyfikatory
# i argumenty jak w en.ftl; atrybuty (.acc, .gen, .inst...) to przypadki, których używają
# komunikaty ($card_acc to biernik słowa $card).

## Słowa: karta według koloru ($card, rodzaj żeński), kolor regionu lub gracza ($colour, męski).

card-red = czerwona
    .acc = czerwoną
    .gen = czerwonej
    .inst = czerwoną
    .pl = czerwone
    .gen_pl = czerwonych
card-yellow = żółta
    .acc = żółtą
    .gen = żółtej
    .inst = żółtą
    .pl = żółte
    .gen_pl = żółtych
card-green = zielona
    .acc = zieloną
    .gen = zielonej
    .inst = zieloną
    .pl = zielone
    .gen_pl = zielonych
card-orange = pomarańczowa
    .acc = pomarańczową
    .gen = pomarańczowej
    .inst = pomarańczową
    .pl = pomarańczowe
    .gen_pl = pomarańczowych
card-purple = fioletowa
    .acc = fioletową
    .gen = fioletowej
    .inst = fioletową
    .pl = fioletowe
    .gen_pl = fioletowych
colour-red = czerwony
    .loc = czerwonym
    .gen = czerwonego
colour-yellow = żółty
    .loc = żółtym
    .gen = żółtego
colour-green = zielony
    .loc = zielonym
    .gen = zielonego
colour-orange = pomarańczowy
    .loc = pomarańczowym
    .gen = pomarańczowego
colour-purple = fioletowy
    .loc = fioletowym
    .gen = fioletowego
colour-blue = niebieski
    .loc = niebieskim
    .gen = niebieskiego

## Regiony i pola dworów (pole nazywa się numerem w swoim regionie).

region-yan = Yan
region-zhao = Zhao
region-qin = Ch'in
region-wei = Wei
region-qi = Qi
region-han = Han
region-shu = Shu
region-lu = Lu
region-chu = Chu
space-yan1 = pole 1 regionu { region-yan }
    .loc = polu 1 regionu { region-yan }
space-yan2 = pole 2 regionu { region-yan }
    .loc = polu 2 regionu { region-yan }
space-yan3 = pole 3 regionu { region-yan }
    .loc = polu 3 regionu { region-yan }
space-yan4 = pole 4 regionu { region-yan }
    .loc = polu 4 regionu { region-yan }
space-yan5 = pole 5 regionu { region-yan }
    .loc = polu 5 regionu { region-yan }
space-zhao1 = pole 1 regionu { region-zhao }
    .loc = polu 1 regionu { region-zhao }
space-zhao2 = pole 2 regionu { region-zhao }
    .loc = polu 2 regionu { region-zhao }
space-zhao3 = pole 3 regionu { region-zhao }
    .loc = polu 3 regionu { region-zhao }
space-zhao4 = pole 4 regionu { region-zhao }
    .loc = polu 4 regionu { region-zhao }
space-zhao5 = pole 5 regionu { region-zhao }
    .loc = polu 5 regionu { region-zhao }
space-zhao6 = pole 6 regionu { region-zhao }
    .loc = polu 6 regionu { region-zhao }
space-qin1 = pole 1 regionu { region-qin }
    .loc = polu 1 regionu { region-qin }
space-qin2 = pole 2 regionu { region-qin }
    .loc = polu 2 regionu { region-qin }
space-qin3 = pole 3 regionu { region-qin }
    .loc = polu 3 regionu { region-qin }
space-qin4 = pole 4 regionu { region-qin }
    .loc = polu 4 regionu { region-qin }
space-qin5 = pole 5 regionu { region-qin }
    .loc = polu 5 regionu { region-qin }
space-qin6 = pole 6 regionu { region-qin }
    .loc = polu 6 regionu { region-qin }
space-qin7 = pole 7 regionu { region-qin }
    .loc = polu 7 regionu { region-qin }
space-wei1 = pole 1 regionu { region-wei }
    .loc = polu 1 regionu { region-wei }
space-wei2 = pole 2 regionu { region-wei }
    .loc = polu 2 regionu { region-wei }
space-wei3 = pole 3 regionu { region-wei }
    .loc = polu 3 regionu { region-wei }
space-wei4 = pole 4 regionu { region-wei }
    .loc = polu 4 regionu { region-wei }
space-wei5 = pole 5 regionu { region-wei }
    .loc = polu 5 regionu { region-wei }
space-wei6 = pole 6 regionu { region-wei }
    .loc = polu 6 regionu { region-wei }
space-wei7 = pole 7 regionu { region-wei }
    .loc = polu 7 regionu { region-wei }
space-qi1 = pole 1 regionu { region-qi }
    .loc = polu 1 regionu { region-qi }
space-qi2 = pole 2 regionu { region-qi }
    .loc = polu 2 regionu { region-qi }
space-qi3 = pole 3 regionu { region-qi }
    .loc = polu 3 regionu { region-qi }
space-qi4 = pole 4 regionu { region-qi }
    .loc = polu 4 regionu { region-qi }
space-qi5 = pole 5 regionu { region-qi }
    .loc = polu 5 regionu { region-qi }
space-qi6 = pole 6 regionu { region-qi }
    .loc = polu 6 regionu { region-qi }
space-han1 = pole 1 regionu { region-han }
    .loc = polu 1 regionu { region-han }
space-han2 = pole 2 regionu { region-han }
    .loc = polu 2 regionu { region-han }
space-han3 = pole 3 regionu { region-han }
    .loc = polu 3 regionu { region-han }
space-han4 = pole 4 regionu { region-han }
    .loc = polu 4 regionu { region-han }
space-han5 = pole 5 regionu { region-han }
    .loc = polu 5 regionu { region-han }
space-shu1 = pole 1 regionu { region-shu }
    .loc = polu 1 regionu { region-shu }
space-shu2 = pole 2 regionu { region-shu }
    .loc = polu 2 regionu { region-shu }
space-shu3 = pole 3 regionu { region-shu }
    .loc = polu 3 regionu { region-shu }
space-shu4 = pole 4 regionu { region-shu }
    .loc = polu 4 regionu { region-shu }
space-shu5 = pole 5 regionu { region-shu }
    .loc = polu 5 regionu { region-shu }
space-lu1 = pole 1 regionu { region-lu }
    .loc = polu 1 regionu { region-lu }
space-lu2 = pole 2 regionu { region-lu }
    .loc = polu 2 regionu { region-lu }
space-lu3 = pole 3 regionu { region-lu }
    .loc = polu 3 regionu { region-lu }
space-lu4 = pole 4 regionu { region-lu }
    .loc = polu 4 regionu { region-lu }
space-chu1 = pole 1 regionu { region-chu }
    .loc = polu 1 regionu { region-chu }
space-chu2 = pole 2 regionu { region-chu }
    .loc = polu 2 regionu { region-chu }
space-chu3 = pole 3 regionu { region-chu }
    .loc = polu 3 regionu { region-chu }
space-chu4 = pole 4 regionu { region-chu }
    .loc = polu 4 regionu { region-chu }
space-chu5 = pole 5 regionu { region-chu }
    .loc = polu 5 regionu { region-chu }
space-chu6 = pole 6 regionu { region-chu }
    .loc = polu 6 regionu { region-chu }
space-chu7 = pole 7 regionu { region-chu }
    .loc = polu 7 regionu { region-chu }
space-chu8 = pole 8 regionu { region-chu }
    .loc = polu 8 regionu { region-chu }

## Pionki.

piece-house = dwór
piece-emissary = emisariusz
piece-fortification = fortyfikacja

## Dziennik: co się stało.  $n to liczba; zapłata to jedna karta koloru $card ($n = 1) albo para.

log-deal = { $seat } dostaje { $n } { $n ->
        [one] kartę
        [few] karty
       *[many] kart
    }
log-deal-secret = { $seat } dostaje karty: { $cards }
log-setup = strona { $side }, w talii { $n } { $n ->
        [one] karta
        [few] karty
       *[many] kart
    }, odkryte karty: { $cards }
log-setup-fortifications = strona { $side }, w talii { $n } { $n ->
        [one] karta
        [few] karty
       *[many] kart
    }, odkryte karty: { $cards }, wariant z fortyfikacjami
log-pass = { $seat } pasuje
log-stop = { $seat } kończy; nie można dobrać karty
log-house = { $seat } płaci { $n ->
        [1] { $card_inst } kartą
       *[other] parą { $card_gen_pl } kart
    } za dwór na { $space_loc }
log-house-fortified = { $seat } płaci { $n ->
        [1] { $card_inst } kartą
       *[other] parą { $card_gen_pl } kart
    } za dwór z fortyfikacją na { $space_loc }
log-emissary = { $seat } płaci { $n ->
        [1] { $card_inst } kartą
       *[other] parą { $card_gen_pl } kart
    } za emisariusza w regionie { $region }
log-fortification = { $seat } płaci { $n ->
        [1] { $card_inst } kartą
       *[other] parą { $card_gen_pl } kart
    } za fortyfikację na { $space_loc }
log-reshuffle = talia się skończyła: stos kart odrzuconych ({ $n } { $n ->
        [one] karta
        [few] karty
       *[many] kart
    }) zostaje przetasowany w nową talię
log-reshuffle-empty = talia się skończyła, a stos kart odrzuconych jest pusty
log-exhausted = talia skończyła się po raz drugi: to ostatnia runda
log-exhausted-end = talia skończyła się po raz drugi: to ostatnia runda; ta tura kończy grę
log-refill = odkryte karty uzupełnione: { $cards }
log-take = { $seat } bierze odkrytą { $card_acc } kartę
log-draw = { $seat } dobiera kartę z talii
log-draw-secret = { $seat } dobiera z talii { $card_acc } kartę
log-exchange-deck = { $seat } wymienia { $card_acc } kartę na kartę z talii
log-exchange = { $seat } wymienia { $card_acc } kartę na odkrytą { $card2_acc }
log-end-saturated = nie można już umieścić żadnego pionka: gra się kończy (E-13.2)
log-end-last-round = ostatnia runda dobiegła końca: gra się kończy (E-13.1)
# $got: log-points (albo log-points-doubled) dla każdego gracza, który zdobywa punkty, albo log-nobody-scores
log-scored = region { $region } jest zapełniony i podliczony: { $got }
log-scored-end = region { $region } zostaje podliczony na końcu: { $got }
log-points = { $seat }: { $points } ({ $houses } { $houses ->
        [one] dwór
        [few] dwory
       *[many] dworów
    })
log-points-doubled = { $seat }: { $points } ({ $houses } { $houses ->
        [one] dwór
        [few] dwory
       *[many] dworów
    }, podwojone)
log-nobody-scores = nikt nie zdobywa punktów
log-alliance = sojusz { $alliance } ({ $region }-{ $region2 }, emisariusze: { $n } + { $n2 }): { $points } { $points ->
        [one] punkt
        [few] punkty
       *[many] punktów
    } dla: { $seats }
log-seat-points = { $seat }: { $points }
log-seat-pieces = { $seat }: { $pieces }
log-roads = drogi: { $got }
log-game-over = wyniki końcowe: { $scores }; { $n ->
        [one] zwycięzca
       *[other] zwycięzcy
    }: { $seats }
log-game-over-tie = wyniki końcowe: { $scores } (remis przy { $best }; decydują niewykorzystane pionki, E-16.2: { $left }); zwycięzca: { $seats }
log-game-over-shared = wyniki końcowe: { $scores } (remis przy { $best }; decydują niewykorzystane pionki, E-16.2: { $left }; nadal remis, zwycięstwo jest wspólne, E-16.3); zwycięzcy: { $seats }

## Odmowy: dlaczego ruch nie jest teraz dozwolony.  Zapis ruchu, który można wpisać, zostaje w cudzysłowie.

refused-empty = pusty ruch; spróbuj np. 'house wei2 red', 'draw deck' albo 'exchange red for deck'
refused-needs-region = '{ $word }' wymaga regionu i zapłaty
refused-needs-space = '{ $word }' wymaga pola dworu i zapłaty
refused-no-region = nie ma regionu '{ $word }'; regiony to { $ids }
refused-no-space = nie ma pola dworu '{ $word }'; pola nazywają się np. wei2 albo chu8 (E-3.3)
refused-payment = podaj zapłatę: jedna karta ('{ $word } { $at } red') albo para kart jednego koloru ('{ $word } { $at } pair green'); kolory to { $ids }
refused-draw-words = dobierz z talii ('draw deck') albo weź odkrytą kartę, podając kolor ('draw red'); kolory to { $ids }
refused-exchange-words = wymianę zapisuje się 'exchange <kolor> for deck' albo 'exchange <kolor> for <kolor odkrytej karty>'
refused-no-more-words = po '{ $word }' nie pisze się nic więcej
refused-unknown = '{ $word }' nie jest ruchem w Cesarzu Chin; ruchy to house, emissary, fortify, draw, exchange, pass i stop
refused-variant-only = fortyfikacji używa się tylko w wariancie z fortyfikacjami (E-4.3)
refused-other-region-was-empty = w tej turze wszystkie pionki muszą trafić do regionu { $region } (E-7.1), a region { $region } był pusty na początku tury, więc nie może tam trafić drugi pionek (E-7.2); teraz dobierz karty do 3
refused-region-was-empty = region { $region } był pusty na początku tury, więc w tej turze może tam trafić tylko jeden pionek (E-7.2); teraz dobierz karty do 3
refused-placing-over = w tej turze skończyłeś już umieszczać pionki (najwyżej 2, a pierwsze dobranie kończy umieszczanie); teraz dobierz karty do 3 ('draw deck' albo 'draw <kolor>', E-9.1)
refused-same-region = w tej turze wszystkie pionki muszą trafić do regionu { $region } (E-7.1)
refused-second-pair = już zapłaciłeś parą; druga para to 4 karty, więcej niż 3 (E-6.4)
refused-single = pojedyncza { $card } karta wystarcza tylko w { $colour_loc } regionie ({ $regions }); region { $region } jest { $colour2 }: zapłać { $card2_inst } kartą albo parą kart innego koloru (E-6.2)
refused-no-joker = para { $card_gen_pl } kart nie jest jokerem w { $colour_loc } regionie { $region }: zagraj { $card_pl } karty pojedynczo (E-6.3)
refused-too-few = masz { $n ->
        [one] { $n } { $card_acc } kartę
        [few] { $n } { $card_pl } karty
       *[many] { $card_gen_pl } kart: { $n }
    }; ta zapłata wymaga { $need } (E-6.4)
refused-no-house = nie masz już dworów w zapasie (E-7.7)
refused-space-taken = na { $space_loc } stoi już dwór (E-7.4)
refused-fortification-placed = już umieściłeś swoją fortyfikację; każdy gracz umieszcza jedną na grę (E-15.2)
refused-space-not-empty = { $space } nie jest puste; fortyfikacja wymaga pola bez dworu i bez fortyfikacji (E-15.2)
refused-no-emissary = nie masz już emisariuszy w zapasie (E-7.7)
refused-cap = w regionie { $region } { $n ->
        [one] jest { $n } emisariusz
        [few] są { $n } emisariusze
       *[many] jest { $n } emisariuszy
    }, a limit to { $cap }, najwięcej dworów jednego gracza w tym regionie (E-7.5)
refused-draw-first = dobiera się dopiero po umieszczeniu pionka; aby wymienić kartę, napisz 'exchange <kolor> for deck' (E-10)
refused-deck-empty = talia jest pusta (E-12.3)
refused-not-displayed = wśród odkrytych kart nie ma { $card_gen } karty
refused-exchange-late = wymiana zastępuje umieszczanie pionków, na początku tury (E-5.2)
refused-no-card = nie masz { $card_gen } karty do odrzucenia (E-10.1)
refused-deck-empty-take = talia jest pusta; zamiast tego weź odkrytą kartę (E-12.3)
refused-pass-exchange = pasować można tylko wtedy, gdy wymiana jest niemożliwa (E-11.1)
refused-pass-second = nie można pasować w środku tury; umieść drugi pionek albo dobieraj karty
refused-pass-draw = nie można pasować w środku tury; dobierz karty do 3 (E-9.1)
refused-stop-second = pierwsze dobranie kończy umieszczanie pionków; 'stop' służy tylko do sytuacji, gdy nie można dobrać karty (E-9.3)
refused-stop = teraz nie ma czego kończyć
