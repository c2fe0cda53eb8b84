# Słowa gry Huang po polsku (Project Fluent), przetłumaczone z en.ftl (te same identyfikatory i
# zmienne).  Kolory mają formy: .f (rodzaj żeński), .acc_f (biernik żeński), .acc_l (biernik
# męskoosobowy: przywódcę), .gen, .loc, .pl, .gen_pl; stolice: .gen.

## Miejsca przy stole: numer i dynastia (imię wybrane przy stole zastępuje oba).
seat = P{ $seat } ({ $seat ->
        [0] Tygrys
        [1] Królik
        [2] Szczur
        [3] Koza
       *[4] Smok
    })

## Miejsca na planszy: pole według najbliższej stolicy, nigdy według współrzędnych.
where = { $steps ->
        [0] w stolicy { $cap_gen }
        [1] { $dir } od { $cap_gen }
       *[other] { $steps } { $steps ->
            [one] pole
            [few] pola
           *[many] pól
        } { $dir } od { $cap_gen }
    }
where2 = { $steps2 ->
        [0] w stolicy { $cap2_gen }
        [1] { $dir2 } od { $cap2_gen }
       *[other] { $steps2 } { $steps2 ->
            [one] pole
            [few] pola
           *[many] pól
        } { $dir2 } od { $cap2_gen }
    }

## Kolory kafli, przywódców i pagód.
colour-yellow = żółty
    .f = żółta
    .acc_f = żółtą
    .acc_l = żółtego
    .gen = żółtego
    .loc = żółtym
    .pl = żółte
    .gen_pl = żółtych
colour-red = czerwony
    .f = czerwona
    .acc_f = czerwoną
    .acc_l = czerwonego
    .gen = czerwonego
    .loc = czerwonym
    .pl = czerwone
    .gen_pl = czerwonych
colour-blue = niebieski
    .f = niebieska
    .acc_f = niebieską
    .acc_l = niebieskiego
    .gen = niebieskiego
    .loc = niebieskim
    .pl = niebieskie
    .gen_pl = niebieskich
colour-green = zielony
    .f = zielona
    .acc_f = zieloną
    .acc_l = zielonego
    .gen = zielonego
    .loc = zielonym
    .pl = zielone
    .gen_pl = zielonych
colour-white = biały
    .f = biała
    .acc_f = białą
    .acc_l = białego
    .gen = białego
    .loc = białym
    .pl = białe
    .gen_pl = białych

## Za co zdobyto punkty.
reason-tile = kafel
reason-revolt = rewolta
reason-war = wojna
reason-bandits = bandyci
reason-pagoda = pagoda

## Kierunki od stolicy.
dir-east = na wschód
dir-north-east = na północny wschód
dir-north = na północ
dir-north-west = na północny zachód
dir-west = na zachód
dir-south-west = na południowy zachód
dir-south = na południe
dir-south-east = na południowy wschód

## Stolice (obie strony planszy).
cap-qin = Qin
    .gen = Qin
cap-zhao = Zhao
    .gen = Zhao
cap-yan = Yan
    .gen = Yan
cap-qi = Qi
    .gen = Qi
cap-wei = Wei
    .gen = Wei
cap-han = Han
    .gen = Han
cap-chu = Chu
    .gen = Chu
cap-dai = Dai
    .gen = Dai
cap-changshan = Changshan
    .gen = Changshan
cap-liaodong = Liaodong
    .gen = Liaodong
cap-di = Di
    .gen = Di
cap-jibei = Jibei
    .gen = Jibei
cap-yin = Yin
    .gen = Yin
cap-jiaodong = Jiaodong
    .gen = Jiaodong
cap-yong = Yong
    .gen = Yong
cap-sai = Sai
    .gen = Sai
cap-henan = Henan
    .gen = Henan
cap-hann = Hann
    .gen = Hann
cap-linjiang = Linjiang
    .gen = Linjiang
cap-jiujiang = Jiujiang
    .gen = Jiujiang
cap-hengshan = Hengshan
    .gen = Hengshan
cap-western-wei = Zachodnie Wei
    .gen = Zachodniego Wei
cap-western-chu = Zachodnie Chu
    .gen = Zachodniego Chu

## Co jest teraz do zrobienia (phase-<faza>).
phase-action = wybrać akcję
phase-revolt = dołożyć żółte kafle do rewolty
phase-war-support = wesprzeć walczące królestwo albo spasować
phase-war-tie = wybrać zwycięzcę nierozstrzygniętej wojny
phase-war-loss = wybrać czerwone kafle, które traci zwycięzca
phase-bandit-loss = wybrać czerwone kafle, które walczą z bandytami
phase-structure = wznieść budowlę albo zrezygnować
phase-market = wybrać kafel z Rynku albo zrezygnować
phase-chain = kontynuować łańcuch rzeki albo przestać
phase-granary = wybrać spichlerz, który zostaje
phase-over = gra się skończyła

## Dziennik.
bandits-appear = na planszy pojawiają się kafle bandytów ({ $count }); bandytów na nich: { $strengths }
starts = { $seat } zaczyna
draws = { $seat } dobiera { $amount } { $amount ->
        [one] kafel
        [few] kafle
       *[many] kafli
    }
draws-secret = { $seat } dobiera: { $colours }
scores = { $seat } zdobywa { $amount } PZ w kolorze { $colour_loc } ({ $reason })
ends-bag-empty = koniec gry: woreczek jest pusty
ends-turn-cap = koniec gry: osiągnięto limit { $turns } tur (zabezpieczenie dla botów, nie reguła)
leader-withdrawn = { $seat } zdejmuje { $colour_acc_l } przywódcę stojącego { where }
passes = { $seat } nie ma dozwolonej akcji i pasuje
war-winner-chosen = { $seat } wybiera królestwo { where } jako zwycięzcę
market-taken = { $seat } bierze { $colour } kafel z Rynku
leader-placed = { $seat } umieszcza { $colour_acc_l } przywódcę { where }
leader-moved = { $seat } przenosi { $colour_acc_l } przywódcę { where } (stał { where2 })
revolt-starts = rewolta o { $colour_acc_l } przywódcę: { $seat } atakuje gracza { $seat2 } (siła { $base }+{ $bonus } przeciw { $base2 }+{ $bonus2 })
commits = { $seat } dokłada { $tiles } { $tiles ->
        [one] żółty kafel
        [few] żółte kafle
       *[many] żółtych kafli
    }
commits-forced = { $seat } dokłada { $tiles } { $tiles ->
        [one] żółty kafel
        [few] żółte kafle
       *[many] żółtych kafli
    } (bez wyboru)
revolt-won = rewolta: { $strength } przeciw { $strength2 }; wygrywa { $seat }
tile-placed = { $seat } kładzie { $colour } kafel { where }
war-starts = wojna { where } o przywódców ({ $colours_pl }): siła królestw { $strengths }
support-none = { $seat } nie udziela wsparcia
support-none-forced = { $seat } nie udziela wsparcia (bez wyboru)
supports = { $seat } wspiera królestwo { where }: { $tiles } { $tiles ->
        [one] czerwony kafel
        [few] czerwone kafle
       *[many] czerwonych kafli
    }
supports-soldier = { $seat } wspiera królestwo { where }: { $tiles ->
        [0] Żołnierz
        [one] { $tiles } czerwony kafel i Żołnierz
        [few] { $tiles } czerwone kafle i Żołnierz
       *[many] { $tiles } czerwonych kafli i Żołnierz
    }
war-tied = wojna nierozstrzygnięta przy sile { $strength }; zwycięzcę wybiera gracz, który połączył królestwa
war-won = królestwo { where } wygrywa wojnę z siłą { $strength }
leader-leaves = { $colour } przywódca gracza { $seat } { where } opuszcza planszę
war-ends = wojna się kończy; kafel { where } zostaje jako zwykły kafel
granary-removed = spichlerz { where } zostaje usunięty z gry
tile-removed = { $colour } kafel { where } trafia do pudełka
leader-returns = { $colour } przywódca gracza { $seat } { where } nie ma obok żółtego kafla i wraca
pagoda-returns = { $colour_f } pagoda { where } wraca obok planszy
palace-returns = Pałac Cesarski { where } wraca obok planszy
bandits-fight = kafel { where } łączy królestwo z bandytami (bandytów: { $strength })
bandits-gone = pokonani bandyci (bandytów: { $strength }) trafiają do pudełka
peasant-revolt = { $seat } odsłania { $tiles } { $tiles ->
        [one] niebieski kafel
        [few] niebieskie kafle
       *[many] niebieskich kafli
    }, by wszcząć bunt chłopów { where }
peasant-revolt-farmer = { $seat } odsłania { $tiles } niebieski kafel i używa Rolnika sprzed zasłonki, by wszcząć bunt chłopów { where }
pagoda-built = { $seat } wznosi { $colour_acc_f } pagodę { where }
pagoda-moved = { $seat } wznosi { $colour_acc_f } pagodę { where } (przeniesioną; stała { where2 })
palace-built = { $seat } wznosi Pałac Cesarski { where }
palace-moved = { $seat } wznosi Pałac Cesarski { where } (przeniesiony; stał { where2 })
green-revealed = { $seat } odsłania { $tiles } { $tiles ->
        [one] zielony kafel
        [few] zielone kafle
       *[many] zielonych kafli
    }
green-revealed-merchant = { $seat } odsłania { $tiles } zielony kafel i używa Kupca sprzed zasłonki
discards = { $seat } odrzuca { $tiles } { $tiles ->
        [one] zakryty kafel
        [few] zakryte kafle
       *[many] zakrytych kafli
    }
discards-secret = { $seat } odrzuca zakryte: { $colours }
granaries-taken = { $seat } bierze spichlerze ({ $amount }), zostawiając ten { where }
market-refilled = na Rynek trafiają: { $colours }
to-play = ruch gracza { $seat }

## Odmowy: dlaczego ruch jest niedozwolony ($action: to, co napisał gracz).
refused-not-huang = „{ $action }” nie jest akcją w Huang; teraz { $seat } musi { $phase }
refused-not-now = „{ $action }” nie jest teraz możliwe: { $seat } musi { $phase }
refused-no-hex = „{ $action }” jest niedozwolone: { $input } nie jest polem tej planszy (H-3.1.5)
refused-write-tile = „{ $action }” jest niedozwolone: zapisz to tak: tile <kolor> <q,r>
refused-write-place = „{ $action }” jest niedozwolone: zapisz to tak: place <kolor> <q,r>
refused-write-move = „{ $action }” jest niedozwolone: zapisz to tak: move <kolor> <q,r>
refused-no-tile = „{ $action }” jest niedozwolone: nie masz { $colour_gen } kafla za zasłonką
refused-not-empty = „{ $action }” jest niedozwolone: { where } już coś stoi (H-8.1.1)
refused-river = „{ $action }” jest niedozwolone: niebieskie kafle kładzie się tylko na rzece, a pozostałe tylko na lądzie (H-8.1.2)
refused-bandits = „{ $action }” jest niedozwolone: połączyłoby to bandytów z królestwem w sposób zakazany przez H-18.3
refused-leader-on-board = „{ $action }” jest niedozwolone: twój { $colour } przywódca jest na planszy; zamiast tego go przenieś
refused-leader-off-board = „{ $action }” jest niedozwolone: twojego { $colour_acc_l } przywódcy nie ma na planszy
refused-not-land = „{ $action }” jest niedozwolone: przywódca nie może stanąć { where }: to nie jest puste pole lądu (H-7.2.1)
refused-no-yellow = „{ $action }” jest niedozwolone: przywódca { where } nie miałby obok żółtego kafla (H-7.2.2)
refused-leader-rules = „{ $action }” jest niedozwolone: połączyłoby to królestwa z dwoma przywódcami jednego koloru, dotknęłoby bandytów albo nie byłoby ruchem (H-7.2)
refused-exchange = „{ $action }” jest niedozwolone: podaj od 1 do { $most } różnych pozycji 0..{ $last } za zasłonką (H-12.1)
refused-revolt = „{ $action }” jest niedozwolone: bunt chłopów wymaga 2 niebieskich kafli albo 1 i Rolnika sprzed zasłonki oraz kafla do usunięcia (H-10)
refused-build = „{ $action }” jest niedozwolone: nie ma takiego wolnego trójkąta ani rombu, takiej budowli albo nie możesz zapłacić (H-11)
refused-commit = „{ $action }” jest niedozwolone: dołóż od 0 do { $most } żółtych kafli (H-14.5)
refused-support = „{ $action }” jest niedozwolone: wesprzyj jedno walczące królestwo (podane przez jego pierwsze pole) czerwonymi kaflami z ręki i/lub Żołnierzem sprzed zasłonki (H-15.5)
refused-pass = „{ $action }” jest niedozwolone: pasować można tylko, gdy nie ma innej akcji (H-6.3)
refused-choices = „{ $action }” jest niedozwolone: to nie jest żaden z { $count } możliwych teraz wyborów
