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
refused-no-space = nie ma pola dworu '{ $word }'; pola nazywają się np. 'wei2' albo 'chu8' (E-3.3)
refused-payment = podaj zapłatę: jedna karta ('{ $word } { $at } red') albo para kart jednego koloru ('{ $word } { $at } pair green'); kolory to { $ids }
refused-draw-words = dobierz z talii ('draw deck') albo weź odkrytą kartę, podając kolor ('draw red'); kolory to { $ids }
refused-exchange-words = wymianę zapisuje się 'exchange <kolor> for deck' albo 'exchange <kolor> for <kolor odkrytej karty>'
refused-no-more-words = po '{ $word }' nie pisze się nic więcej
refused-not-emperor = '{ $word }' nie jest ruchem w Cesarzu Chin; ruchy to house, emissary, fortify, draw, exchange, pass i stop
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
refused-region-complete = region { $region } jest zapełniony i podliczony: według zasady domowej R-9 tego stołu pusta fortyfikacja na { $space_loc } zajęła swoje pole, więc nie można tam postawić dworu (E-8.4)
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

## Stół: krótkie słowa i wyrażenia.

none = brak
# $parts: wyrażenia połączone w wyliczenie („czerwone ×3 i zielone ×1”)
list-parts = { $parts }
card-count = { $card_pl } ×{ $n }
colour-count = { $name } { $n }
player = gracz { $colour }

## Pasek stanu: o czym decyduje teraz gracz.

prompt-no-card = Spasuj: nie masz żadnej karty
prompt-place-or-pass = Umieść jeden lub dwa pionki w jednym regionie, płacąc kartami, albo spasuj
prompt-choose-piece = Wybierz jeden ze swoich pionków, a potem jego miejsce (jeden lub dwa w jednym regionie); albo wymień kartę
prompt-place-or-exchange = Umieść jeden lub dwa pionki w jednym regionie, płacąc kartami, albo wymień kartę
prompt-second-or-end = Umieść drugi pionek w regionie { $region } albo zakończ turę
prompt-second-choose = Wybierz drugi pionek dla regionu { $region } i jego miejsce albo dobierz kartę, by zakończyć umieszczanie
prompt-second-or-draw = Umieść drugi pionek w regionie { $region } albo dobierz kartę, by zakończyć umieszczanie
prompt-draw = Dobierz karty do 3: weź wierzchnią kartę z talii albo odkrytą kartę
prompt-draw-display = Dobierz karty do 3: weź odkrytą kartę

## Nazwy dozwolonych ruchów (przyciski i podpowiedzi).  Zapłata to jedna karta ($n = 1) albo dwie.

label-house = Zapłać { $n ->
        [1] { $card_inst } kartą
       *[other] parą { $card_gen_pl } kart
    }: dwór na polu { $number } regionu { $region }
label-fortification = Zapłać { $n ->
        [1] { $card_inst } kartą
       *[other] parą { $card_gen_pl } kart
    }: fortyfikacja na polu { $number } regionu { $region }
label-emissary = Zapłać { $n ->
        [1] { $card_inst } kartą
       *[other] parą { $card_gen_pl } kart
    }: emisariusz do regionu { $region }
label-draw-deck = Dobierz wierzchnią kartę z talii
label-take = Weź odkrytą { $card_acc } kartę
label-exchange-deck = Wymień { $card_acc } kartę na wierzchnią kartę z talii
label-exchange = Wymień { $card_acc } kartę na odkrytą { $card2_acc } kartę
label-pass = Pasuj (nie można wymienić karty)
label-stop = Zakończ turę (nie ma już kart do dobrania)
label-unknown = Nieznany ruch: { $notation }

## Plansza: tytuły i podpowiedzi jej elementów.

region-title = { $region } (region { $colour })
roads-title = Drogi (strona planszy { $side })
alliance-title = Sojusz { $alliance }: { $region } i { $region2 }
alliance-would = { $who }: { $points } { $points ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }
alliance-nobody = nikt nie zdobyłby punktów
space-title = Pole { $number } regionu { $region }: { $what }
space-house = dwór ({ $name })
space-fortified-house = dwór z fortyfikacją ({ $name })
space-fortification = fortyfikacja, jeszcze bez dworu
space-free = wolne
dragon-title = Pole smoka regionu { $region }: emisariusze { $n } z najwyżej { $cap }
marker-title = Region { $region } jest podliczony
wall-title = Tor punktów (Wielki Mur)
score-title = { $name }: { $points } { $points ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }
display-card-title = Odkryta karta: { $card }
display-empty = Nie ma już odkrytych kart
caption-display = Odkryte karty
caption-deck = Talia
caption-discard = Odrzucone
caption-removed = Usunięte
deck-title = Talia: { $n } { $n ->
        [one] karta
        [few] karty
       *[many] kart
    }
discard-title = Stos kart odrzuconych: { $cards }
removed-title = Usunięte przed grą: { $cards }
runouts-0 = Talia jeszcze się nie wyczerpała
runouts-1 = Talia wyczerpała się raz i została przetasowana
runouts-2 = Talia wyczerpała się dwa razy: ostatnia runda
standings-title = Regiony: dwory i emisariusze
standing-scored = podliczony
standing-built = { $built } z { $size }
standing-title-scored = { $region }: podliczony
standing-title = { $region }: zbudowano { $built } z { $size } { $size ->
        [one] dworu
       *[other] dworów
    }
lead-nobody = nikt
lead-tied = remis ({ $who })
lead-by = { $name }, o { $n }
standing-desc-scored = Dwory: { $houses }. Przewaga: { $lead }. Emisariusze: { $emissaries } (najwyżej { $cap }). Zdobyte punkty: { $points }.
standing-desc-now = Dwory: { $houses }. Przewaga: { $lead }. Emisariusze: { $emissaries } (najwyżej { $cap }). Punkty, gdyby podliczyć teraz: { $points }.

desc-space = Pole dworu: może na nim stanąć jeden dwór. Dwory dają przewagę w regionie, a drogi łączą pola w linie, które są punktowane na końcu gry.
desc-dragon = Pole smoka: tu stają emisariusze, najwyżej tylu, ile dworów ma w regionie gracz, który ma ich tam najwięcej. Przewaga emisariuszy daje punkty za sojusze na końcu gry.
desc-region = Gdy zostanie zajęte ostatnie pole dworu, region jest podliczany: gracz z największą liczbą dworów zdobywa tyle punktów, ile jest w nim dworów, a każde niższe miejsce tyle, ile dworów ma jeden gracz z miejsca wyżej.
desc-alliance = Na koniec gry gracz, który ma najwięcej emisariuszy w obu regionach (remis też się liczy), zdobywa tyle punktów, ilu jest emisariuszy w obu regionach. Gdyby gra skończyła się teraz: { $status }.
desc-roads = Na koniec gry każda linia co najmniej 4 własnych dworów połączonych drogami daje 1 punkt za dwór; odgałęzienia się nie liczą, a każdy dwór liczy się raz.
desc-marker = Ten region został podliczony; nie można tu już budować dworów, ale emisariuszy wciąż można umieszczać.
desc-deck = Stąd dobiera się karty po umieszczeniu pionków albo bierze wierzchnią kartę przy wymianie. Gdy talia skończy się pierwszy raz, stos kart odrzuconych zostaje przetasowany; gdy drugi raz, zaczyna się ostatnia runda.
desc-discard = Zagrane i wymienione karty leżą tu odkryte, aż talia skończy się po raz pierwszy.
desc-removed = Karty usunięte przed grą; nie wracają do gry.
desc-card = Jedna { $card } karta opłaca jeden pionek w regionie { $regions }; dwie { $card_pl } karty razem opłacają jeden pionek w regionie innego koloru.
desc-display = Odkryta karta, którą każdy może wziąć przy dobieraniu albo wymianie. { desc-card }
desc-houses = Każdy dwór stawia się na wolnym polu dworu w regionie, za który płacą twoje karty.
desc-emissaries = Każdego emisariusza stawia się na polu smoka regionu, za który płacą twoje karty, dopóki w regionie jest mniej emisariuszy niż najwięcej dworów jednego gracza.
desc-fortification = Twoją jedyną fortyfikację stawia się na pustym polu dworu. Kto zbuduje na niej dwór, podwaja swoje punkty za ten region i za linię dróg przechodzącą przez to pole.
desc-wall = Tor punktów: znacznik każdego gracza stoi na polu jego wyniku. Po przekroczeniu 50 znacznik zaczyna znowu od 0, a gracz bierze kartę punktów; wszystkie wyniki są jawne.
desc-score = Znacznik punktów tego gracza (emisariusz, który nie wchodzi do gry).
desc-runouts = Po drugim wyczerpaniu talii runda jest dokańczana i gra się kończy.

## Pasek gracza: karty i pionki.

hand-cards = Twoje karty
hand-pieces = Twoje pionki
hand-no-cards = Brak kart
hand-card = Twoja karta: { $card }
hand-houses = Twoje dwory: zostało { $n }
hand-emissaries = Twoi emisariusze: zostało { $n }
hand-fortification-unplaced = Twoja fortyfikacja: jeszcze nieumieszczona
hand-fortification-placed = Twoja fortyfikacja: umieszczona

## Panele graczy i tabela punktów.

panel-houses = Dwory
panel-houses-tip = Dwory pozostałe w zapasie
panel-emissaries = Emisariusze
panel-emissaries-tip = Emisariusze pozostali w zapasie
panel-fortification = Fortyfikacja
panel-fortification-tip = 1, dopóki fortyfikacja nie została umieszczona
panel-cards = Karty
panel-cards-tip = Karty na ręce (najwyżej 3)
panel-known = Znane karty
panel-known-tip = Karty, które ten gracz wziął z odkrytych i wciąż trzyma: { $cards }
panel-alliances = Sojusze teraz
panel-alliances-tip = Ile punktów za sojusze zdobyłby ten gracz, gdyby gra skończyła się teraz
panel-roads = Drogi teraz
panel-roads-tip = Ile punktów za linie dróg zdobyłby ten gracz, gdyby gra skończyła się teraz
category-houses-in = Dwory w regionie { $region }
category-houses-none = Dwory (żaden region nie jest jeszcze podliczony)
category-alliances = Sojusze
category-roads = Drogi
category-fortifications = Fortyfikacje (podwojone punkty)

## Obraz w terminalu.

text-head = Cesarz Chin - strona { $side }
text-head-fortifications = Cesarz Chin - strona { $side }, wariant z fortyfikacjami
text-who = { $seat } ({ $colour })
text-game-over = Koniec gry. { $n ->
        [one] Zwycięzca
       *[other] Zwycięzcy
    }: { $winners }
text-to-play = { $who } na ruchu: { $phase }
text-to-play-in = { $who } na ruchu: { $phase } (w tej turze w regionie { $region })
text-phase-start = umieść pionki, wymień kartę albo spasuj
text-phase-second = umieść drugi pionek albo dobieraj karty
text-phase-draw = dobierz karty do 3
text-phase-over = koniec gry
text-seats-head = gracz kolor   punkty dwory emisariusze fort. karty znane  (dwory, emisariusze, fort.: w zapasie)
text-spaces-head = pola dworów: numer:gracz, którego dwór tam stoi (. wolne, F sama fortyfikacja, 0F dwór z fortyfikacją gracza 0)
text-seat-count = { $seat }: { $n }
text-scored = podliczony
text-emissaries = emisariusze { $emissaries }
text-emissaries-note = (emisariusze: stojący tam / limit = najwięcej dworów jednego gracza w regionie, E-7.5)
text-roads = drogi (strona { $side }):
text-alliances = sojusze:
text-cards = odkryte: { $display }   talia: { $n } { $n ->
        [one] karta
        [few] karty
       *[many] kart
    }   wyczerpania talii: { $runs }
text-last-round = OSTATNIA RUNDA
text-piles = odrzucone: { $discard }   usunięte: { $removed }
text-hand = twoja ręka: { $cards }
text-points-head = punkty       w trakcie gry  koniec: dwory  sojusze  drogi   razem

## Opcje, które do siebie nie pasują (E-4.2)
setup-side = opcja side: strona { $side } nie jest dla { $n } graczy; użyj { $allowed } (E-4.2)

# names and third person
## Co wybiera inne miejsce, mówione wszystkim pozostałym ($name: imię wybierającego).
prompt-no-card-other = { $name } nie ma żadnej karty i musi spasować
prompt-place-or-pass-other = { $name } umieszcza jeden lub dwa pionki w jednym regionie albo pasuje
prompt-choose-piece-other = { $name } wybiera pionek i jego miejsce (jeden lub dwa w jednym regionie) albo wymienia kartę
prompt-place-or-exchange-other = { $name } umieszcza jeden lub dwa pionki w jednym regionie albo wymienia kartę
prompt-second-or-end-other = { $name } umieszcza drugi pionek w regionie { $region } albo kończy turę
prompt-second-choose-other = { $name } wybiera drugi pionek dla regionu { $region } albo dobiera kartę, by zakończyć umieszczanie
prompt-second-or-draw-other = { $name } umieszcza drugi pionek w regionie { $region } albo dobiera kartę, by zakończyć umieszczanie
prompt-draw-other = { $name } dobiera karty do 3: wierzchnią kartę z talii albo odkrytą kartę
prompt-draw-display-other = { $name } dobiera karty do 3 spośród odkrytych
