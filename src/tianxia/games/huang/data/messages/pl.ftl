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
phase-palace-draw = dobrać do 6 albo do 7 kafli
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
leader-withdrawn = { $seat } zdejmuje { $leader_colour_acc } przywódcę stojącego { $where }
passes = { $seat } nie ma dozwolonej akcji i pasuje
war-winner-chosen = { $seat } wybiera królestwo { $where } jako zwycięzcę
market-taken = { $seat } bierze { $colour } kafel z Rynku
leader-placed = { $seat } umieszcza { $leader_colour_acc } przywódcę { $where }
leader-moved = { $seat } przenosi { $leader_colour_acc } przywódcę { $where } (stał { $where2 })
revolt-starts = rewolta o { $leader_colour_acc } przywódcę: { $seat } atakuje gracza { $seat2 } (siła { $base }+{ $bonus } przeciw { $base2 }+{ $bonus2 })
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
tile-placed = { $seat } kładzie { $colour } kafel { $where }
war-starts = wojna { $where } o przywódców ({ $colours_pl }): siła królestw { $strengths }
support-none = { $seat } nie udziela wsparcia
support-none-forced = { $seat } nie udziela wsparcia (bez wyboru)
supports = { $seat } wspiera królestwo { $where }: { $tiles } { $tiles ->
        [one] czerwony kafel
        [few] czerwone kafle
       *[many] czerwonych kafli
    }
supports-soldier = { $seat } wspiera królestwo { $where }: { $tiles ->
        [0] Żołnierz
        [one] { $tiles } czerwony kafel i Żołnierz
        [few] { $tiles } czerwone kafle i Żołnierz
       *[many] { $tiles } czerwonych kafli i Żołnierz
    }
war-tied = wojna nierozstrzygnięta przy sile { $strength }; zwycięzcę wybiera gracz, który połączył królestwa
war-won = królestwo { $where } wygrywa wojnę z siłą { $strength }
leader-leaves = { $leader_colour } przywódca gracza { $seat } { $where } opuszcza planszę
war-ends = wojna się kończy; kafel { $where } zostaje jako zwykły kafel
granary-removed = spichlerz { $where } zostaje usunięty z gry
tile-removed = { $colour } kafel { $where } trafia do pudełka
leader-returns = { $leader_colour } przywódca gracza { $seat } { $where } nie ma obok żółtego kafla i wraca
pagoda-returns = { $pagoda_name } { $where } wraca obok planszy
palace-returns = { $pagoda_name } { $where } wraca obok planszy
bandits-fight = kafel { $where } łączy królestwo z bandytami (bandytów: { $strength })
bandits-gone = pokonani bandyci (bandytów: { $strength }) trafiają do pudełka
peasant-revolt = { $seat } odsłania { $tiles } { $tiles ->
        [one] niebieski kafel
        [few] niebieskie kafle
       *[many] niebieskich kafli
    }, by wszcząć bunt chłopów { $where }
peasant-revolt-farmer = { $seat } odsłania { $tiles } niebieski kafel i używa Rolnika sprzed zasłonki, by wszcząć bunt chłopów { $where }
pagoda-built = { $seat } wznosi { $pagoda_name_acc } { $where }
pagoda-moved = { $seat } wznosi { $pagoda_name_acc } { $where } (przeniesioną; stała { $where2 })
palace-built = { $seat } wznosi { $pagoda_name_acc } { $where }
palace-moved = { $seat } wznosi { $pagoda_name_acc } { $where } (przeniesiony; stał { $where2 })
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
granaries-taken = { $seat } bierze spichlerze ({ $amount }), zostawiając ten { $where }
market-refilled = na Rynek trafiają: { $colours }
to-play = ruch gracza { $seat }

## Opcje, które się wykluczają (lobby mówi dlaczego).
setup-bandits-side = Bandyci wymagają strony A planszy i nie łączą się z Osiemnastoma Królestwami (H-23)
setup-five-players = 5 graczy wymaga modułu Dynastia Smoka (dragon=on) (H-1.1)
setup-short-game = krótsza gra jest dokładnie dla 2 graczy, nie { $players } (H-22)

## Odmowy: dlaczego ruch jest niedozwolony ($action: to, co napisał gracz).  Słowo żadnej decyzji
## i odpowiedź na inną decyzję odmawia rdzeń (core/flow.py), nazywając oczekującą decyzję
## (decision-<rodzaj>: słowa jej fazy); Huang mówi to pierwsze bez dozwolonych ruchów, które
## pokazałyby współrzędne pól.
refused-unknown = { $input } nie jest akcją w Huang; teraz { $seat } musi { $decision }
decision-action = { phase-action }
decision-revolt = { phase-revolt }
decision-war-support = { phase-war-support }
decision-war-tie = { phase-war-tie }
decision-war-loss = { phase-war-loss }
decision-bandit-loss = { phase-bandit-loss }
decision-structure = { phase-structure }
decision-market = { phase-market }
decision-chain = { phase-chain }
decision-granary = { phase-granary }
decision-palace-draw = { phase-palace-draw }
refused-no-hex = „{ $action }” jest niedozwolone: { $input } nie jest polem tej planszy (H-3.1.5)
refused-write-tile = „{ $action }” jest niedozwolone: zapisz to tak: tile <kolor> <q,r>
refused-write-place = „{ $action }” jest niedozwolone: zapisz to tak: place <kolor> <q,r>
refused-write-move = „{ $action }” jest niedozwolone: zapisz to tak: move <kolor> <q,r>
refused-no-tile = „{ $action }” jest niedozwolone: nie masz { $colour_gen } kafla za zasłonką
refused-not-empty = „{ $action }” jest niedozwolone: { $where } już coś stoi (H-8.1.1)
refused-river = „{ $action }” jest niedozwolone: niebieskie kafle kładzie się tylko na rzece, a pozostałe tylko na lądzie (H-8.1.2)
refused-bandits = „{ $action }” jest niedozwolone: połączyłoby to bandytów z królestwem w sposób zakazany przez H-18.3
refused-leader-on-board = „{ $action }” jest niedozwolone: twój { $leader_colour } przywódca jest na planszy; zamiast tego go przenieś
refused-leader-off-board = „{ $action }” jest niedozwolone: twojego { $leader_colour_gen } przywódcy nie ma na planszy
refused-not-land = „{ $action }” jest niedozwolone: przywódca nie może stanąć { $where }: to nie jest puste pole lądu (H-7.2.1)
refused-no-yellow = „{ $action }” jest niedozwolone: przywódca { $where } nie miałby obok żółtego kafla (H-7.2.2)
refused-leader-rules = „{ $action }” jest niedozwolone: połączyłoby to królestwa z dwoma przywódcami jednego koloru, dotknęłoby bandytów albo nie byłoby ruchem (H-7.2)
refused-exchange = „{ $action }” jest niedozwolone: podaj od 1 do { $most } różnych pozycji 0..{ $last } za zasłonką (H-12.1)
refused-revolt = „{ $action }” jest niedozwolone: bunt chłopów wymaga 2 niebieskich kafli albo 1 i Rolnika sprzed zasłonki oraz kafla do usunięcia (H-10)
refused-build = „{ $action }” jest niedozwolone: nie ma takiego wolnego trójkąta ani rombu, takiej budowli albo nie możesz zapłacić (H-11)
refused-commit = „{ $action }” jest niedozwolone: dołóż od 0 do { $most } żółtych kafli (H-14.5)
refused-support = „{ $action }” jest niedozwolone: wesprzyj jedno walczące królestwo (podane przez jego pierwsze pole) czerwonymi kaflami z ręki i/lub Żołnierzem sprzed zasłonki (H-15.5)
refused-pass = „{ $action }” jest niedozwolone: pasować można tylko, gdy nie ma innej akcji (H-6.3)
refused-choices = „{ $action }” jest niedozwolone: to nie jest żaden z { $count } możliwych teraz wyborów

## ---------------------------------------------------------------------------------------------
## Słowa przy stole (render/): nazwy i zasady elementów, opisy planszy, pasek stanu, przyciski,
## panele i obraz w terminalu.

## Elementy: nazwy (także słowa argumentów dziennika tych rodzajów) i co robią.
tile-yellow = Żółty kafel
tile-red = Czerwony kafel
tile-blue = Niebieski kafel
tile-green = Zielony kafel
tile-white = Biały kafel
tile-desc-yellow = Żółty kafel: przywódca musi stać przy żółtym kaflu, a każdy żółty kafel przy przywódcy dodaje 1 do jego siły w rewolcie.
tile-desc-red = Czerwony kafel: każdy czerwony kafel w królestwie dodaje 1 do jego siły w wojnie.
tile-desc-blue = Niebieski kafel: kładzie się go tylko na polu rzeki, a za nim mogą pójść kolejne niebieskie kafle wzdłuż rzeki.
tile-desc-green = Zielony kafel: po jego umieszczeniu możesz wziąć kafel z Rynku.
tile-desc-white = Biały kafel: daje białe punkty, które na koniec liczą się jako dowolny kolor.
leader-yellow = Gubernator
    .colour = żółty
    .colour_acc = żółtego
    .colour_gen = żółtego
    .acc = Gubernatora
    .gen = Gubernatora
    .ins = Gubernatorem
leader-red = Żołnierz
    .colour = czerwony
    .colour_acc = czerwonego
    .colour_gen = czerwonego
    .acc = Żołnierza
    .gen = Żołnierza
    .ins = Żołnierzem
leader-blue = Rolnik
    .colour = niebieski
    .colour_acc = niebieskiego
    .colour_gen = niebieskiego
    .acc = Rolnika
    .gen = Rolnika
    .ins = Rolnikiem
leader-green = Kupiec
    .colour = zielony
    .colour_acc = zielonego
    .colour_gen = zielonego
    .acc = Kupca
    .gen = Kupca
    .ins = Kupcem
leader-white = Artysta
    .colour = biały
    .colour_acc = białego
    .colour_gen = białego
    .acc = Artystę
    .gen = Artysty
    .ins = Artystą
leader-desc-yellow = Gubernator: zdobywa żółte punkty oraz punkty za kafle, których przywódcy brak w jego królestwie. Przed zasłonką dodaje 1 do siły swojej dynastii w rewolcie.
leader-desc-red = Żołnierz: zdobywa czerwone punkty. Przed zasłonką może dodać 1 do siły walczącego królestwa.
leader-desc-blue = Rolnik: zdobywa niebieskie punkty i zbiera spichlerze. Przed zasłonką może zastąpić jeden z dwóch niebieskich kafli buntu chłopów.
leader-desc-green = Kupiec: zdobywa zielone punkty. Przed zasłonką może zastąpić jeden z dwóch zielonych kafli akcji budowy.
leader-desc-white = Artysta: zdobywa białe punkty, które na koniec liczą się jako dowolny kolor.
dynasty-tiger = Tygrys
    .gen = Tygrysa
dynasty-rabbit = Królik
    .gen = Królika
dynasty-rat = Szczur
    .gen = Szczura
dynasty-goat = Koza
    .gen = Kozy
dynasty-dragon = Smok
    .gen = Smoka
pagoda-yellow = Żółta pagoda
    .name = żółta pagoda
    .name_acc = żółtą pagodę
pagoda-red = Czerwona pagoda
    .name = czerwona pagoda
    .name_acc = czerwoną pagodę
pagoda-blue = Niebieska pagoda
    .name = niebieska pagoda
    .name_acc = niebieską pagodę
pagoda-green = Zielona pagoda
    .name = zielona pagoda
    .name_acc = zieloną pagodę
pagoda-white = Biała pagoda
    .name = biała pagoda
    .name_acc = białą pagodę
pagoda-palace = Pałac Cesarski
    .name = Pałac Cesarski
    .name_acc = Pałac Cesarski
pagoda-desc = Na koniec tury gracza każdy jego przywódca w kolorze pagody w jej królestwie zdobywa 1 punkt w tym kolorze. Pagoda wraca obok planszy, gdy któryś z jej trzech kafli opuści planszę.
palace-desc = Właściciel Gubernatora w królestwie z pałacem może trzymać 7 kafli zamiast 6. Pałac nie daje punktów i wraca obok planszy, gdy któryś z jego czterech kafli opuści planszę.
granary = Spichlerz
granary-desc = Na koniec swojej tury, jeśli królestwo twojego Rolnika ma więcej niż 1 spichlerz, możesz zabrać wszystkie poza jednym. Każdy twój spichlerz jest na koniec wart 2 niebieskie punkty.
unification = Znacznik zjednoczenia
unification-desc = Oznacza kafel, który połączył walczące królestwa albo doprowadził królestwo do bandytów: ten kafel nie daje punktów ani siły.
market-desc = Po umieszczeniu zielonego kafla możesz wziąć 1 kafel z Rynku za swoją zasłonkę. Puste pola uzupełnia się na koniec tury.
river = Rzeka
river-desc = Rzeka: tylko niebieskie kafle, nigdy przywódcy.
land = Ląd
land-desc = Ląd: dowolny kafel poza niebieskim albo przywódca przy żółtym kaflu.
capital = Stolica { $cap_gen }
capital-desc = Na początku gry leżał tu żółty kafel; teraz to zwykły ląd.
bag-desc = Kafle dobiera się z woreczka; gra kończy się, gdy trzeba dobrać kafel, a woreczek jest pusty.
box-desc = Odrzucone kafle trafiają do pudełka i nigdy nie wracają.
bandits = Bandyci
bandits-desc = Kafel bandytów zajmuje trzy pola i pokazuje liczbę bandytów. Żadne królestwo nie może się z nim stykać, chyba że kafel łączy go z królestwem mającym co najmniej tyle innych czerwonych kafli: bandyci są pokonani, Żołnierz królestwa zdobywa tyle czerwonych punktów, a królestwo traci tyle czerwonych kafli.
kingdom = Królestwo
kingdom-desc = Połączone kafle i przywódcy z co najmniej jednym przywódcą, obrysowane ciemnobrązową linią; królestwa w stanie wojny mają czerwony obrys i litery A, B, ...
site-desc = Układ kafli, na którym można wznieść budowlę.
war-kingdom-desc = Królestwo w stanie wojny; jego litera oznacza je na mapie.
screen-desc = Przywódcy spoza planszy stoją przed zasłonką; kafle i punkty są ukryte za nią.

## Tytuły elementów na planszy.
leader-title = { $leader } dynastii { $dynasty_gen }
leader-title-front = { $leader } dynastii { $dynasty_gen }, przed zasłonką
leader-title-board = { $leader } dynastii { $dynasty_gen }, na planszy
tile-under = { $tile } pod budowlą
beside = { $pagoda } (obok planszy)
bandits-title = Bandyci: { $strength }
bandits-rule = Żadne królestwo nie może stykać się z bandytami. Kafel, który łączy ich z królestwem mającym co najmniej { $strength } { $strength ->
        [one] inny czerwony kafel
        [few] inne czerwone kafle
       *[many] innych czerwonych kafli
    }, pokonuje ich: jego Żołnierz zdobywa { $strength } { $strength ->
        [one] czerwony punkt
        [few] czerwone punkty
       *[many] czerwonych punktów
    }, a królestwo traci { $strength } { $strength ->
        [one] czerwony kafel
        [few] czerwone kafle
       *[many] czerwonych kafli
    }.
site-palace = Pałac Cesarski
site-pagoda = { $colour_acc_f } pagodę
site-title = Miejsce na { $phrase }
site-title-palace = Miejsce na { $phrase }
list-or = { $first } lub { $last }
kingdom-title = Królestwo { $letter }
market = Rynek
market-tile = Rynek: { $colour } kafel
market-empty = Puste pole Rynku
beside-board = Obok planszy
no-structures = brak budowli
bag-box = Woreczek i pudełko
bag-title = Woreczek: { $count } { $count ->
        [one] kafel
        [few] kafle
       *[many] kafli
    }
box-title = Pudełko: { $count } { $count ->
        [one] kafel
        [few] kafle
       *[many] kafli
    }
player-n = Gracz { $number }
screens = Przed zasłonkami
dynasty-title = Dynastia { $dynasty_gen }
screen-line = Dynastia { $dynasty_gen }, za zasłonką: { $tiles } { $tiles ->
        [one] kafel
        [few] kafle
       *[many] kafli
    }

## Konflikt, który się toczy, pod mapą.
revolt-title = Rewolta o { $leader_acc }
revolt-desc = Każda strona liczy żółte kafle przy swoim przywódcy, plus 1 za Gubernatora przed zasłonką, plus dołożone żółte kafle; atakujący potrzebuje więcej, by wygrać, remis wygrywa obrońca.
revolt-attacker = atakujący: żółte kafle przy przywódcy { $base }, premia Gubernatora { $bonus }, dołożone { $commit }, siła { $strength }
revolt-defender = obrońca: żółte kafle przy przywódcy { $base }, premia Gubernatora { $bonus }, dołożone { $commit }, siła { $strength }
war-title = Wojna o kolory: { $colours }
war-desc = Każde walczące królestwo liczy swoje czerwone kafle; każdy gracz po kolei, a ten, kto położył kafel łączący, na końcu, może dodać jednemu królestwu czerwone kafle i Żołnierza sprzed zasłonki. Wygrywa najsilniejsze królestwo; przegrani tracą przywódców w tych kolorach i swoje czerwone kafle.
war-line = czerwone kafle na planszy { $base }, dołożone { $tiles }, od Żołnierzy { $bonus }, siła { $strength }
war-no-support = bez wsparcia
war-support = wsparcie dla królestwa { $letter }: czerwone kafle { $tiles }
war-support-soldier = wsparcie dla królestwa { $letter }: czerwone kafle { $tiles } i Żołnierz
war-won-left = Królestwo { $letter } wygrało; czerwone kafle, które jeszcze traci: { $left }
bandits-defeated = Bandyci pokonani
bandits-defeated-desc = Królestwo, które dotarło do bandytów, traci tyle czerwonych kafli, ilu było bandytów.
bandits-left = Bandyci pokonani; czerwone kafle do usunięcia: { $left }

## Pasek z ręką: akcje, które nie zaczynają się od elementu.
do-revolt = Bunt chłopów
do-revolt-desc = Odrzuć 2 niebieskie kafle albo 1 i Rolnika sprzed zasłonki, aby usunąć dowolny kafel z planszy.
do-build = Buduj za zielone kafle
do-build-desc = Odrzuć 2 zielone kafle albo 1 i Kupca sprzed zasłonki, aby wznieść pagodę lub pałac na układzie kafli leżącym już na planszy.
do-exchange = Wymień kafle
do-exchange-desc = Odrzuć od 1 do 6 kafli rewersem do góry i dobierz tyle samo z woreczka. Wybieraj kafle od lewej, potem potwierdź.
swap-title = { $tile } do wymiany
swap-desc = Wymiana kafli: wybieraj je od lewej, potem potwierdź wymianę na pasku stanu; odrzuca się je rewersem do góry i dobiera tyle samo.

## Pasek stanu: co jest do zdecydowania.
prompt-action-first = Wykonaj pierwszą akcję: umieść kafel lub przywódcę, wszcznij bunt chłopów, buduj za zielone kafle albo wymień kafle
prompt-action-second = Wykonaj drugą akcję: umieść kafel lub przywódcę, wszcznij bunt chłopów, buduj za zielone kafle albo wymień kafle
prompt-revolt-attacker = Dołóż żółte kafle do rewolty o { $leader_acc } jako atakujący (siła: atakujący { $strength }, obrońca { $strength2 })
prompt-revolt-defender = Dołóż żółte kafle do rewolty o { $leader_acc } jako obrońca (siła: atakujący { $strength }, obrońca { $strength2 })
prompt-war-support = Wesprzyj jedno walczące królestwo czerwonymi kaflami lub Żołnierzem albo nie wspieraj nikogo (siła: { $phrase })
prompt-war-tie = Wybierz, które z remisujących królestw wygrywa wojnę (siła: { $phrase })
kingdom-strength = królestwo { $letter }: { $strength }
prompt-war-loss = Wybierz czerwony kafel, który traci zwycięskie królestwo (do wybrania: { $left })
prompt-bandit-loss = Wybierz czerwony kafel do walki z bandytami (do wybrania: { $left })
prompt-structure = Zbuduj na układzie, który dopełnił twój kafel, albo zrezygnuj
prompt-market = Weź kafel z Rynku albo zrezygnuj
prompt-chain = Połóż kolejny niebieski kafel na rzece obok poprzedniego albo przestań
prompt-granary = Wybierz spichlerz, który zostaje; pozostałe w królestwie twojego Rolnika zabierasz
prompt-palace-draw = Twój Gubernator rządzi królestwem z pałacem: dobierz do 6 albo do 7 kafli

## Przyciski: każdy dozwolony ruch słowami (nigdy notacją).
label-tile = Połóż { $colour } kafel { $where }
label-place = Umieść swojego { $leader_acc } { $where }
label-move = Przenieś swojego { $leader_acc } { $where }
label-withdraw = Cofnij swojego { $leader_acc } przed zasłonkę
label-revolt = Bunt chłopów: usuń { $colour } kafel { $where }, płacąc 2 niebieskimi kaflami
label-revolt-farmer = Bunt chłopów: usuń { $colour } kafel { $where }, płacąc 1 niebieskim kaflem i Rolnikiem
label-build-palace = Zbuduj Pałac Cesarski { $where }
label-build-pagoda = Zbuduj { $colour_acc_f } pagodę { $where }
label-move-palace = Przenieś Pałac Cesarski { $where } (stoi teraz { $where2 })
label-move-pagoda = Przenieś { $colour_acc_f } pagodę { $where } (stoi teraz { $where2 })
label-paying = { $phrase }, płacąc 2 zielonymi kaflami
label-paying-merchant = { $phrase }, płacąc 1 zielonym kaflem i Kupcem
label-exchange = Wymień { $count ->
        [one] kafel
       *[other] kafle
    } nr { $places }
label-exchange-colours = Wymień { $count ->
        [one] kafel
       *[other] kafle
    } nr { $places } ({ $colours })
label-pass = Pasuj (żadna akcja nie jest możliwa)
label-no-support = Nie wspieraj
label-commit-none = Nie dokładaj żółtych kafli
label-commit = Dołóż { $tiles } { $tiles ->
        [one] żółty kafel
        [few] żółte kafle
       *[many] żółtych kafli
    }
label-commit-governor = Dołóż { $tiles } { $tiles ->
        [one] żółty kafel
        [few] żółte kafle
       *[many] żółtych kafli
    } i +1 Gubernatora
label-refill = Dobierz do { $tiles } kafli
label-support = Wesprzyj królestwo { $letter } { $tiles } { $tiles ->
        [one] czerwonym kaflem
       *[other] czerwonymi kaflami
    }
label-support-soldier = Wesprzyj królestwo { $letter } { $tiles ->
        [0] Żołnierzem
        [one] { $tiles } czerwonym kaflem i Żołnierzem
       *[other] { $tiles } czerwonymi kaflami i Żołnierzem
    }
label-winner = Królestwo { $letter } wygrywa wojnę
label-remove = Usuń czerwony kafel { $where }
label-decline-structure = Nie buduj
label-decline-market = Nie bierz kafla z Rynku
label-decline-granary = Nie bierz spichlerzy
label-decline = Zrezygnuj
label-pick = Weź { $colour } kafel z Rynku
label-chain = Połóż kolejny niebieski kafel { $where }
label-stop = Zakończ łańcuch rzeki
label-keep = Zostaw spichlerz { $where }, a pozostałe zabierz
label-other = Inna akcja
label-nothing = Nic

## Tabela wyników na koniec i panele graczy.
score-weakest = Punkty w najsłabszym kolorze
score-granaries = Spichlerze w nim (po 2 niebieskie punkty)
score-white = Dodane do niego białe punkty
panel-hand = Kafle za zasłonką
panel-hand-tip = Kafle w ręce, ukryte przed innymi; uzupełniane do 6 na koniec każdej tury.
panel-front = Przywódcy przed zasłonką
panel-front-tip = Przed zasłonką: { $leaders }. Niektórzy przywódcy dają stamtąd premię.
panel-front-none = Przed zasłonką nie ma nikogo.
panel-points = Zdobyte punkty
panel-points-tip = Punkty zwycięstwa zdobyte przez tę dynastię; ich kolory są ukryte za zasłonką do końca gry.
points-yellow = Żółte punkty
points-red = Czerwone punkty
points-blue = Niebieskie punkty
points-green = Zielone punkty
points-white = Białe punkty
panel-white-tip = Białe punkty liczą się na koniec jako dowolny kolor.
panel-colour-tip = Wynikiem jest najsłabszy z kolorów: żółty, czerwony, niebieski i zielony, po dodaniu białych punktów.
panel-granaries = Spichlerze
panel-granaries-tip = Każdy spichlerz jest na koniec wart 2 niebieskie punkty.

## Obraz w terminalu (render/text.py); pola pokazuje współrzędnymi, tak jak się je wpisuje.
side-a = Walczące Królestwa
side-b = Osiemnaście Królestw
term-head = Huang - strona { $letter } ({ $title }), tura { $turn }, na ruchu { $seat } (zostało akcji: { $left }): { $phase }
term-legend = legenda: Y R B G W kafle (* pod budowlą, ! zjednoczenie), y0 = żółty przywódca gracza 0, ~ rzeka, . ląd, #3 kafel bandytów 3, Yg kafel ze spichlerzem
term-market = Rynek: { $tiles }   woreczek { $bag }   pudełko: { $open } odkrytych + { $down } zakrytych
term-supply = obok planszy: { $pagodas }
term-supply-empty = obok planszy: nic
term-pagoda = { $pagoda } na polach { $hexes }
term-bandits = kafel bandytów { $number } (bandytów: { $strength }) na polach { $hexes }
term-seat = { $seat }: w ręce { $tiles }
term-off-board = przywódcy poza planszą: { $leaders }
term-off-board-none = przywódcy poza planszą: brak
term-granaries = spichlerze { $count }
term-pending = czeka: { $phase }
term-over = koniec gry: { $cause }; wyniki { $results }; zwycięzca { $seats }
term-over-nobody = koniec gry: { $cause }; wyniki { $results }; brak zwycięzcy
cause-bag = woreczek jest pusty
cause-cap = osiągnięto limit tur (zabezpieczenie dla botów, nie reguła)

# names and third person
## Co wybiera inne miejsce, mówione wszystkim pozostałym ($name: imię wybierającego).
prompt-action-first-other = { $name } wykonuje pierwszą akcję
prompt-action-second-other = { $name } wykonuje drugą akcję
prompt-revolt-attacker-other = { $name } dokłada żółte kafle do rewolty o { $leader_acc } jako strona atakująca (siła: atakujący { $strength }, obrońca { $strength2 })
prompt-revolt-defender-other = { $name } dokłada żółte kafle do rewolty o { $leader_acc } jako strona broniąca (siła: atakujący { $strength }, obrońca { $strength2 })
prompt-war-support-other = { $name } wybiera, które walczące królestwo wesprzeć, jeśli któreś (siła: { $phrase })
prompt-war-tie-other = { $name } wybiera, które z remisujących królestw wygrywa wojnę (siła: { $phrase })
prompt-war-loss-other = { $name } wybiera czerwony kafel, który traci zwycięskie królestwo (do wybrania: { $left })
prompt-bandit-loss-other = { $name } wybiera czerwony kafel do walki z bandytami (do wybrania: { $left })
prompt-structure-other = { $name } buduje na układzie, który dopełnił kafel, albo rezygnuje
prompt-market-other = { $name } bierze kafel z Rynku albo rezygnuje
prompt-chain-other = { $name } kładzie kolejny niebieski kafel na rzece albo przestaje
prompt-granary-other = { $name } wybiera spichlerz, który zostaje w królestwie swojego Rolnika
prompt-palace-draw-other = { $name } wybiera, czy dobrać do 6, czy do 7 kafli (pałac)
## Po czyjej stronie jest oglądający w wojnie: królestwa, w których stoją jego przywódcy.
prompt-and-side = { $prompt }. { $side }
war-side = Twoja strona: { $sides }
war-side-kingdom = królestwo { $letter } (twoi przywódcy: { $leaders })
war-side-none = Nie masz przywódcy w tej wojnie
war-kingdom-leaders = Walczą tu: { $leaders }
war-kingdom-leader = { $leader } ({ $name })
## Podpowiedź przywódcy podaje jego miejsce ($what: nazwa przywódcy).
leader-owned = { $what } ({ $name })

# reasons
## Dlaczego wybór nie jest teraz możliwy, na stole (docs/table.md, „Dlaczego nie”): krótka postać
## odmowy powyżej (why-<id odmowy>, te same argumenty).
why-refused-revolt = Bunt chłopów wymaga 2 niebieskich kafli za zasłonką (albo 1 i Rolnika sprzed zasłonki) oraz kafla, który może usunąć (H-10).
why-refused-build = Nie ma wolnego trójkąta ani rombu kafli do zabudowania albo nie możesz zapłacić (H-11).
