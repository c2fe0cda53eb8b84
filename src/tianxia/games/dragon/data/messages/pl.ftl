# W roku smoka: co mówi gra, po polsku (nazwy z polskiej instrukcji wydawnictwa Rebel).
#
# Argumenty jak w en.ftl.  Formy: .acc (biernik), .gen (dopełniacz), .plural (mianownik l. mn.),
# .plural_acc (biernik l. mn.).

## Miejsca przy stole
seat = Gracz { $seat }

## Kafelki postaci
person-cr = rzemieślnik
    .acc = rzemieślnika
    .gen = rzemieślnika
person-cl = dama dworu
    .acc = damę dworu
    .gen = damy dworu
person-tc = poborca podatkowy
    .acc = poborcę podatkowego
    .gen = poborcy podatkowego
person-py-y = młodszy pirotechnik
    .acc = młodszego pirotechnika
    .gen = młodszego pirotechnika
person-py-o = starszy pirotechnik
    .acc = starszego pirotechnika
    .gen = starszego pirotechnika
person-wa-y = młodszy wojownik
    .acc = młodszego wojownika
    .gen = młodszego wojownika
person-wa-o = starszy wojownik
    .acc = starszego wojownika
    .gen = starszego wojownika
person-mo-y = młodszy mnich
    .acc = młodszego mnicha
    .gen = młodszego mnicha
person-mo-o = starszy mnich
    .acc = starszego mnicha
    .gen = starszego mnicha
person-he-y = młodszy uzdrowiciel
    .acc = młodszego uzdrowiciela
    .gen = młodszego uzdrowiciela
person-he-o = starszy uzdrowiciel
    .acc = starszego uzdrowiciela
    .gen = starszego uzdrowiciela
person-fa-y = młodszy rolnik
    .acc = młodszego rolnika
    .gen = młodszego rolnika
person-fa-o = starszy rolnik
    .acc = starszego rolnika
    .gen = starszego rolnika
person-sc-y = młodszy uczony
    .acc = młodszego uczonego
    .gen = młodszego uczonego
person-sc-o = starszy uczony
    .acc = starszego uczonego
    .gen = starszego uczonego

## Rodzaje postaci
type-cr = rzemieślnik
    .gen = rzemieślnika
    .plural = rzemieślnicy
    .plural_acc = rzemieślników
type-cl = dama dworu
    .gen = damy dworu
    .plural = damy dworu
    .plural_acc = damy dworu
type-tc = poborca podatkowy
    .gen = poborcy podatkowego
    .plural = poborcy podatkowi
    .plural_acc = poborców podatkowych
type-py = pirotechnik
    .gen = pirotechnika
    .plural = pirotechnicy
    .plural_acc = pirotechników
type-wa = wojownik
    .gen = wojownika
    .plural = wojownicy
    .plural_acc = wojowników
type-mo = mnich
    .gen = mnicha
    .plural = mnisi
    .plural_acc = mnichów
type-he = uzdrowiciel
    .gen = uzdrowiciela
    .plural = uzdrowiciele
    .plural_acc = uzdrowicieli
type-fa = rolnik
    .gen = rolnika
    .plural = rolnicy
    .plural_acc = rolników
type-sc = uczony
    .gen = uczonego
    .plural = uczeni
    .plural_acc = uczonych

## Karty postaci
card-cr = karta rzemieślnika
    .acc = kartę rzemieślnika
card-cl = karta damy dworu
    .acc = kartę damy dworu
card-tc = karta poborcy podatkowego
    .acc = kartę poborcy podatkowego
card-py = karta pirotechnika
    .acc = kartę pirotechnika
card-wa = karta wojownika
    .acc = kartę wojownika
card-mo = karta mnicha
    .acc = kartę mnicha
card-he = karta uzdrowiciela
    .acc = kartę uzdrowiciela
card-fa = karta rolnika
    .acc = kartę rolnika
card-sc = karta uczonego
    .acc = kartę uczonego
card-wild = karta ze znakiem zapytania
    .acc = kartę ze znakiem zapytania

## Kafelki wydarzeń
event-peace = Pokój
event-tribute = Danina dla Cesarza
event-drought = Susza
event-festival = Festiwal Smoków
event-mongol = Inwazja Mongołów
event-plague = Zaraza

## Wielkie wydarzenia
great-lanternfest = Festiwal Lampionów
great-buddha = Budda
great-earthquake = Trzęsienie ziemi
great-flood = Powódź
great-solar-eclipse = Zaćmienie słońca
great-volcanic-eruption = Erupcja wulkanu
great-tornado = Tornado
great-sunrise = Wschód słońca
great-assassination-attempt = Próba zamachu
great-charter = Edykt

## Kafelki muru (według premii)
bonus-rice = Ryż
bonus-fireworks = Fajerwerki
bonus-floor = Pałacowe piętro
bonus-yuan = Juany
bonus-track = Tor postaci
bonus-vp = Punkty

## Karty akcji
action-taxes = Podatki
action-build = Budowa
action-harvest = Zbiory
action-fireworks = Pokaz fajerwerków
action-parade = Parada wojskowa
action-research = Badania
action-privilege = Przywilej
action-wall = Budowa muru

## Dlaczego postacie odchodzą
reason-tribute = Danina dla Cesarza
reason-drought = Susza
reason-mongol = Inwazja Mongołów
reason-plague = Zaraza
reason-wall = Wielki Mur
reason-earthquake = Trzęsienie ziemi

## Co gracz musi zdecydować
decision-pair = wybrać parę początkowych postaci (pair A B)
decision-initial = wybrać pałac dla początkowej postaci (place N)
decision-act = wybrać akcję (money albo occupy GRUPA KARTA)
decision-floor = postawić pałacowe piętro (floor new, floor N)
decision-privilege = wybrać przywilej do kupienia (privilege small|large)
decision-wallbuild = wybrać kafelek muru do zbudowania (wall PREMIA)
decision-card = zagrać kartę postaci (card RODZAJ|wild)
decision-tile = wybrać kafelek postaci do wzięcia (tile KAFELEK)
decision-place = umieścić nową postać (place N, replace N KAFELEK, discard)
decision-release = wybrać postać do zwolnienia (release N KAFELEK)
decision-unsupplied = wybrać pałac niezaopatrzony podczas suszy (unsupplied N)
decision-quake = wybrać pałac, który straci piętro w trzęsieniu ziemi (remove-floor N albo remove-floor N KAFELEK)
decision-flood = wybrać, co oddać podczas powodzi (return JUANY RYŻ FAJERWERKI)
decision-tornado = wybrać dwie karty do odrzucenia przez tornado (discard-cards A B)
decision-sunrise = wybrać rodzaj młodszej postaci na wschód słońca (sunrise RODZAJ)
decision-charter = wybrać rodzaj postaci do edyktu (charter RODZAJ)

## Dziennik: przygotowanie (D-4)
start-player = { $seat } rozpoczyna grę
event-track = Tor wydarzeń: { $events }
great-hidden = Wielkie wydarzenie leży zakryte na 7. polu toru wydarzeń
great-on-slot = Wielkie wydarzenie na 7. polu: { $great }
pair = { $seat } bierze { $person_acc } i { $person2_acc }
initial = { $seat } umieszcza { $person_acc } w pałacu { $palace }
moves-to = { $seat } przesuwa znacznik na pole { $space }

## Dziennik: rundy i faza akcji (D-6..D-8, D-15)
round-begins = Zaczyna się runda { $round }
groups = Grupy akcji: grupa 1: { $actions1 }; grupa 2: { $actions2 }{ $groups ->
        [2] {""}
        [3] ; grupa 3: { $actions3 }
        [4] ; grupa 3: { $actions3 }; grupa 4: { $actions4 }
       *[5] ; grupa 3: { $actions3 }; grupa 4: { $actions4 }; grupa 5: { $actions5 }
    }
money = { $seat } bierze pieniądze: +{ $yuan } { $yuan ->
        [one] juan
        [few] juany
       *[many] juanów
    }
money-none = { $seat } bierze pieniądze: +0 juanów (ma już { $yuan })
occupies = { $seat } zajmuje grupę { $group }{ $fee ->
        [0] {""}
       *[other] {" "}(płaci { $fee } { $fee ->
            [one] juana
            [few] juany
           *[many] juanów
        })
    } i
occupy-privilege = { occupies } kupuje przywilej
occupy-wall = { occupies } buduje mur
occupy-track = { occupies } urządza paradę wojskową: przesuwa się o { $n } na pole { $space }
occupy-floors = { occupies } buduje { $n } { $n ->
        [one] piętro
        [few] piętra
       *[many] pięter
    }
occupy-yuan = { occupies } pobiera podatki: +{ $n } { $n ->
        [one] juan
        [few] juany
       *[many] juanów
    }
occupy-rice = { occupies } zbiera plony: +{ $n } { $n ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    } ryżu
occupy-fireworks = { occupies } urządza pokaz fajerwerków: +{ $n } { $n ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    } fajerwerków
occupy-vp = { occupies } prowadzi badania: +{ $n } pkt
floor-new = { $seat } buduje nowy pałac (pałac { $palace })
floor-add = { $seat } dobudowuje piętro do pałacu { $palace } (pięter: { $floors })
privilege-small = { $seat } kupuje mały przywilej za { $yuan } { $yuan ->
        [one] juana
        [few] juany
       *[many] juanów
    }
privilege-large = { $seat } kupuje duży przywilej za { $yuan } { $yuan ->
        [one] juana
        [few] juany
       *[many] juanów
    }
privilege-none = { $seat } ma tylko { $yuan } { $yuan ->
        [one] juana
        [few] juany
       *[many] juanów
    } i nie kupuje przywileju
wall-build = { $seat } buduje kafelek muru { $n } (premia: { $bonus })

## Dziennik: faza postaci (D-9)
card = { $seat } zagrywa { $card_acc }
card-spent = { $seat } zagrywa { $card_acc }: brak kafelków, nic się nie dzieje
tile = { $seat } bierze { $person_acc }
place = { $seat } umieszcza { $person_acc } w pałacu { $palace } i przesuwa się o { $value } na pole { $space }
replace = { $seat } zwalnia { $person2_acc } z pałacu { $palace } w zamian za { $person_acc } i przesuwa się o { $value } na pole { $space }
discard = { $seat } nie ma wolnego piętra i odrzuca { $person_acc }

## Dziennik: wydarzenia (D-10, D-11)
round-event = Wydarzenie rundy { $round }: { $event }
round-event-again = Wydarzenie rundy { $round } ponownie (Zaćmienie słońca): { $event }
peace = Pokój: nic się nie dzieje
tribute = Danina dla Cesarza: { $seat } płaci { $yuan } { $yuan ->
        [one] juana
        [few] juany
       *[many] juanów
    }
tribute-short = Danina dla Cesarza: { $seat } płaci { $yuan } { $yuan ->
        [one] juana
        [few] juany
       *[many] juanów
    } i musi zwolnić { $n } { $n ->
        [one] postać
        [few] postacie
       *[many] postaci
    }
drought-none = Susza: { $seat } nie ma zamieszkanego pałacu i nie oddaje ryżu
drought = Susza: { $seat } oddaje { $rice } { $rice ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    } ryżu
drought-short = Susza: { $seat } oddaje { $rice } { $rice ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    } ryżu; { $palaces ->
        [one] niezaopatrzony pałac: { $palaces }
       *[other] niezaopatrzone pałace: { $palaces }
    }
unsupplied = Susza: { $seat } nie zaopatruje pałacu { $palace }
festival = Festiwal Smoków: { $seat } ma { $fireworks } { $fireworks ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    } fajerwerków: +{ $vp } pkt, oddaje { $back }
mongol = Inwazja Mongołów: { $seat } ma { $helmets } { $helmets ->
        [one] hełm
        [few] hełmy
       *[many] hełmów
    }: +{ $vp } pkt
plague = Zaraza: { $seat } ma { $mortars } { $mortars ->
        [one] moździerz
        [few] moździerze
       *[many] moździerzy
    } i musi zwolnić { $n } { $n ->
        [one] postać
        [few] postacie
       *[many] postaci
    }
plague-safe = Zaraza: { $seat } ma { $mortars } { $mortars ->
        [one] moździerz
        [few] moździerze
       *[many] moździerzy
    }: nikt nie odchodzi
release = { $reason }: { $seat } zwalnia { $person_acc } z pałacu { $palace }
release-all = { $reason }: { $seat } zwalnia { $persons_acc }
release-none = { $reason }: { $seat } nie ma postaci do zwolnienia

## Dziennik: Wielki Mur (D-15)
wall-check = { $final ->
        [yes] Końcowe sprawdzenie muru
       *[no] Sprawdzenie muru
    }
wall-holds = { wall-check }: mur ({ $tiles } { $tiles ->
        [one] kafelek
        [few] kafelki
       *[many] kafelków
    }) wytrzymuje
wall-vp = { wall-check }: { $seat } zdobywa { $vp } pkt za kafelki muru
wall-breaks = { wall-check }: mur ({ $tiles } { $tiles ->
        [one] kafelek
        [few] kafelki
       *[many] kafelków
    }) { $final ->
        [yes] nie jest ukończony
       *[no] nie sięga Inwazji Mongołów z rundy { $round }
    }
wall-breaks-one = { wall-breaks }; { $seat } (najmniej kafelków muru: { $low }) zwalnia 1 postać
wall-breaks-many = { wall-breaks }; { $seats } (najmniej kafelków muru: po { $low }) zwalniają po 1 postaci

## Dziennik: wielkie wydarzenie (D-16)
great-revealed = Wielkie wydarzenie zostaje odkryte: { $great }
great-event = Wielkie wydarzenie: { $great }
lanternfest = Festiwal Lampionów: { $seat } zdobywa { $vp } pkt
buddha = Budda: { $seat } zdobywa { $vp } pkt
volcano = Erupcja wulkanu: wszystkie znaczniki postaci wracają na pole 0, w tej samej kolejności
assassination = Próba zamachu: wszystkie przywileje wracają do banku
quake-no-floor = Trzęsienie ziemi: { $seat } nie ma pałacowego piętra do stracenia
quake-all = Trzęsienie ziemi: { $seat } traci wszystkie piętra ({ $floors })
quake-all-persons = { quake-all } i wszystkie postacie na nich
quake-collapse = Trzęsienie ziemi: { $seat } — pałac { $palace } zawala się
quake-collapse-release = { quake-collapse }, zwalniając { $persons_acc }
quake-floor = Trzęsienie ziemi: { $seat } — pałac { $palace } traci piętro
quake-release = { quake-floor } i zwalnia { $person_acc }
flood = Powódź: { $seat } oddaje juany: { $yuan }, ryż: { $rice }, fajerwerki: { $fireworks }
flood-nothing = Powódź: { $seat } nie ma nic do oddania
tornado = Tornado: { $seat } odrzuca { $cards_acc }
tornado-nothing = Tornado: { $seat } niczego nie odrzuca
tornado-face-down = Tornado: { $seat } odrzuca { $n } { $n ->
    [one] kartę
    [few] karty
   *[many] kart
} zakryte
sunrise = Wschód słońca: { $seat } bierze { $person_acc }
sunrise-none = Wschód słońca: { $seat } nie znajduje młodszej postaci niewybranego rodzaju i nic nie dostaje
charter-chooses = Edykt: { $seat } wybiera { $type_plural_acc } i zyskuje
charter-floors = { charter-chooses } { $n } { $n ->
        [one] pałacowe piętro
        [few] pałacowe piętra
       *[many] pałacowych pięter
    }
charter-vp = { charter-chooses } { $n } pkt
charter-monk-vp = { charter-chooses } { $n } pkt
charter-fireworks = { charter-chooses } { $n } { $n ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    } fajerwerków
charter-yuan = { charter-chooses } { $n } { $n ->
        [one] juana
        [few] juany
       *[many] juanów
    }
charter-rice = { charter-chooses } { $n } { $n ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    } ryżu
charter-track = { charter-chooses } { $n } { $n ->
        [one] pole
        [few] pola
       *[many] pól
    } na torze postaci
charter-nothing = Edykt: { $seat } wybiera { $type_plural_acc } i nic nie zyskuje
charter-none = Edykt: { $seat } nie ma postaci i nic nie dostaje

## Dziennik: rozpad i punktacja (D-12..D-14)
decay-one = Rozpad: { $seat } — pusty pałac traci piętro
decay-one-gone = Rozpad: { $seat } — pusty pałac traci piętro i znika
decay-many = Rozpad: { $seat } — puste pałace ({ $empty }) tracą po piętrze{ $lost ->
        [0] {""}
       *[other] {" "}(znika pałaców: { $lost })
    }
decay-many-gone = Rozpad: { $seat } — puste pałace ({ $empty }) tracą po piętrze i znikają
scoring = Punktacja: { $seat } zdobywa { $vp } pkt ({ $palaces } za pałace, { $ladies } za damy dworu, { $privileges } za przywileje)
final-scoring = Końcowa punktacja: { $seat } zdobywa { $vp } pkt ({ $persons } za postacie, { $monks } za mnichów, { $money } za pieniądze)
wins = { $seat } wygrywa, mając { $vp } pkt

## Odmowy: dlaczego ruch jest teraz niedozwolony
refused-must = { $input } jest niedozwolony: { $seat } musi { $decision }; dozwolone teraz: { $legal }
refused-group-number = { $input } jest niedozwolony: grupa to liczba; dozwolone teraz: { $legal }
refused-group-count = { $input } jest niedozwolony: grup jest tylko { $groups }; dozwolone teraz: { $legal }
refused-group-holds = { $input } jest niedozwolony: w grupie { $group } są: { $actions }; dozwolone teraz: { $legal }
refused-fee = { $input } jest niedozwolony: na grupie { $group } stoi już smok, a opłata ({ $fee } { $fee ->
        [one] juan
        [few] juany
       *[many] juanów
    }) to więcej, niż ma { $seat } ({ $yuan }); dozwolone teraz: { $legal }
refused-privilege-after-fee = { $input } jest niedozwolony: po opłacie ({ $fee }) zostaje { $left } { $left ->
        [one] juan
        [few] juany
       *[many] juanów
    }, mniej niż { $cost }, ile kosztuje mały przywilej (R-2); dozwolone teraz: { $legal }
refused-privilege-poor = { $input } jest niedozwolony: { $seat } ma { $yuan } { $yuan ->
        [one] juan
        [few] juany
       *[many] juanów
    }, mniej niż { $cost }, ile kosztuje mały przywilej (R-2); dozwolone teraz: { $legal }
refused-wall = { $input } jest niedozwolony: brak niewykorzystanego kafelka muru albo mur jest ukończony (R-3); dozwolone teraz: { $legal }
refused-large-privilege = { $input } jest niedozwolony: duży przywilej kosztuje { $cost } { $cost ->
        [one] juana
        [few] juany
       *[many] juanów
    }, a { $seat } ma { $yuan }; dozwolone teraz: { $legal }
refused-free-floor = { $input } jest niedozwolony: któryś pałac ma jeszcze wolne piętro, więc kafelek musi tam trafić (D-9.6); dozwolone teraz: { $legal }
refused-card = { $input } jest niedozwolony: tej karty nie ma na ręce; dozwolone teraz: { $legal }
refused-tile = { $input } jest niedozwolony: tego kafelka nie ma w zasobach albo nie pasuje do karty; dozwolone teraz: { $legal }
refused-pair = { $input } jest niedozwolony: oba rodzaje muszą się różnić i mieć jeszcze młodszy kafelek, a para nie może być już wzięta (D-4.7); dozwolone teraz: { $legal }
refused-release = { $input } jest niedozwolony: nie ma takiej postaci w pałacach, które muszą zwolnić postać; dozwolone teraz: { $legal }
refused-quake-full = { $input } jest niedozwolony: pałac { $palace } jest pełny: wskaż postać, która odchodzi razem z piętrem (remove-floor { $palace } KAFELEK, R-24); dozwolone teraz: { $legal }

## Stół (render/): nazwy i zasady elementów, pasek stanu, panele i punktacja
game-title = W roku smoka
player = Gracz { $number }
named-value = { $name }: { $value }

symbols-hammer = { $n } { $n ->
        [one] młotek
        [few] młotki
       *[many] młotków
    }
symbols-dragon = { $n } { $n ->
        [one] smok
        [few] smoki
       *[many] smoków
    }
symbols-coin = { $n } { $n ->
        [one] moneta
        [few] monety
       *[many] monet
    }
symbols-rocket = { $n } { $n ->
        [one] rakieta
        [few] rakiety
       *[many] rakiet
    }
symbols-helmet = { $n } { $n ->
        [one] hełm
        [few] hełmy
       *[many] hełmów
    }
symbols-buddha = { $n } { $n ->
        [one] symbol Buddy
        [few] symbole Buddy
       *[many] symboli Buddy
    }
symbols-mortar = { $n } { $n ->
        [one] moździerz
        [few] moździerze
       *[many] moździerzy
    }
symbols-rice = { $n } { $n ->
        [one] worek ryżu
        [few] worki ryżu
       *[many] worków ryżu
    }
symbols-book = { $n } { $n ->
        [one] księga
        [few] księgi
       *[many] ksiąg
    }

effect-cr = Rzemieślnicy: każdy młotek dodaje pałacowe piętro w akcji Budowa.
effect-cl = Damy dworu: każdy smok daje 1 punkt w każdej fazie punktacji.
effect-tc = Poborcy podatkowi: każda moneta dodaje 1 juana w akcji Podatki.
effect-py = Pirotechnicy: każda rakieta dodaje żeton fajerwerków w Pokazie fajerwerków.
effect-wa = Wojownicy: każdy hełm dodaje pole w Paradzie wojskowej i daje 1 punkt podczas Inwazji Mongołów.
effect-mo = Mnisi: na koniec gry każdy symbol Buddy daje 1 punkt za każde piętro pałacu mnicha.
effect-he = Uzdrowiciele: każdy moździerz ratuje jedną postać podczas Zarazy.
effect-fa = Rolnicy: każdy worek ryżu dodaje żeton ryżu w akcji Zbiory.
effect-sc = Uczeni: każda księga dodaje 1 punkt w akcji Badania.
person-desc = Wartość na torze postaci: { $value }; { $symbols }. { $effect }
supply-desc = W zasobach: { $n }. Wartość na torze postaci: { $value }; { $symbols }. { $effect }

rule-event-peace = Nic się nie dzieje.
rule-event-tribute = Każdy gracz płaci { $n } { $n ->
        [one] juana
        [few] juany
       *[many] juanów
    }; kto nie może, oddaje wszystko, co ma, i zwalnia 1 postać za każdego brakującego juana.
rule-event-drought = Każdy gracz oddaje 1 żeton ryżu za każdy pałac z postaciami; każdy pałac bez ryżu traci 1 postać.
rule-event-festival = Najwięcej fajerwerków: { $first } pkt, drugie miejsce: { $second } pkt; punktujący oddają połowę swoich fajerwerków, zaokrągloną w górę.
rule-event-mongol = Każdy gracz dostaje 1 punkt za każdy hełm na swoich wojownikach; gracze z najmniejszą liczbą hełmów zwalniają po 1 postaci.
rule-event-plague = Każdy gracz zwalnia { $n } { $n ->
        [one] postać
        [few] postacie
       *[many] postaci
    }, o 1 mniej za każdy moździerz na swoich uzdrowicielach.
rule-wall-check = Dodatkowo sprawdzenie Wielkiego Muru: jeśli mur sięga tej rundy, 1 punkt za każdy własny kafelek muru; jeśli nie, gracze z najmniejszą liczbą kafelków muru zwalniają po 1 postaci.
rule-great-lanternfest = Każdy gracz dostaje 2 punkty za każdą postać w swoich pałacach.
rule-great-buddha = Każdy gracz punktuje swoich mnichów jak na koniec gry: symbole Buddy razy piętra pałacu mnicha.
rule-great-earthquake = W kolejności ruchów każdy gracz zdejmuje 2 pałacowe piętra; pałac, w którym zostaje więcej postaci niż pięter, zwalnia nadmiarowe postacie.
rule-great-flood = W kolejności ruchów każdy gracz oddaje połowę swoich juanów, żetonów ryżu i fajerwerków łącznie, zaokrągloną w dół.
rule-great-solar-eclipse = Wydarzenie 7. rundy zachodzi po raz drugi.
rule-great-volcanic-eruption = Wszystkie znaczniki postaci wracają na pole 0, z zachowaniem kolejności.
rule-great-tornado = W kolejności ruchów każdy gracz odrzuca 2 karty postaci; 2 pozostałe zagrywa w rundach 8 i 9, a w rundach 10–12 nie ma fazy postaci.
rule-great-sunrise = W kolejności ruchów każdy gracz bierze bez karty młodszą postać rodzaju, którego nikt jeszcze nie wybrał podczas tego wschodu słońca, i umieszcza ją jak zwykle.
rule-great-assassination-attempt = Wszystkie przywileje wracają do banku, bez rekompensaty.
rule-great-charter = W kolejności ruchów każdy gracz wybiera jeden rodzaj swoich postaci i zyskuje jego korzyść według symboli tych postaci.
rule-great-hidden = Tu leży zakryte wielkie wydarzenie; zostanie odkryte i rozegrane w 7. rundzie, po wydarzeniu.
rule-bonus-rice = Weź 1 żeton ryżu.
rule-bonus-fireworks = Weź 1 żeton fajerwerków.
rule-bonus-floor = Weź 1 pałacowe piętro i od razu je postaw.
rule-bonus-yuan = Weź 2 juany.
rule-bonus-track = Przesuń się o 3 pola na torze postaci.
rule-bonus-vp = Zdobądź 3 punkty.
rule-action-taxes = Weź 2 juany plus 3 za każdego poborcę podatkowego w swoich pałacach.
rule-action-build = Weź 1 pałacowe piętro plus 1 za każdy młotek na swoich rzemieślnikach; postaw je wszystkie od razu, na swoich pałacach (do 3 pięter) albo jako nowe pałace.
rule-action-harvest = Weź 1 żeton ryżu plus 1 za każdy worek ryżu na swoich rolnikach.
rule-action-fireworks = Weź 1 żeton fajerwerków plus 1 za każdą rakietę na swoich pirotechnikach.
rule-action-parade = Przesuń się o 1 pole na torze postaci plus 1 za każdy hełm na swoich wojownikach.
rule-action-research = Zdobądź 1 punkt plus 1 za każdą księgę na swoich uczonych.
rule-action-privilege = Kup jeden przywilej: mały za { $small } { $small ->
        [one] juana
        [few] juany
       *[many] juanów
    } albo duży za { $large } { $large ->
        [one] juana
        [few] juany
       *[many] juanów
    }.
rule-action-wall = Zbuduj jeden ze swoich kafelków muru w Wielkim Murze i od razu weź jego premię.
gain-taxes = daje juany
gain-build = daje piętra
gain-harvest = daje ryż
gain-fireworks = daje fajerwerki
gain-parade = przesuwa na torze
gain-research = daje punkty
gain-privilege = kupuje przywilej
gain-wall = buduje mur

when-over = Koniec gry
when-setup = Przygotowanie: każdy gracz bierze dwie młodsze postacie
when-action = Runda { $round } z { $rounds }: faza akcji
when-person = Runda { $round } z { $rounds }: faza postaci
when-event = Runda { $round } z { $rounds }: faza wydarzeń
when-scoring = Runda { $round } z { $rounds }: faza punktacji
when-round = Runda { $round } z { $rounds }
section-events = Tor wydarzeń
section-track = Tor postaci: kolejność ruchów
section-groups = Grupy akcji: dołączenie do grupy, na której stoi już smok, kosztuje { $fee } { $fee ->
        [one] juana
        [few] juany
       *[many] juanów
    }
section-bank = Bank
section-pairs = Pary początkowe: każdy gracz bierze młodsze postacie dwóch rodzajów, parę, której nikt jeszcze nie wziął
section-supply = Kafelki postaci: starsze u góry, młodsze u dołu
section-courts = Dwory graczy

event-title = Runda { $round }: { $event }
event-title-current = Runda { $round }, obecna: { $event }
round = Runda { $round }
great-title = Wielkie wydarzenie: { $great }
great-title-hidden = Wielkie wydarzenie, zakryte
great-label = Wielkie wydarzenie
face-down = Zakryte
wall-built-title = Mur, pozycja { $position }: kafelek ({ $name }; premia: { $bonus })
wall-built-desc = Zbudowany w Wielkim Murze; liczy się dla swojego budowniczego przy każdym sprawdzeniu muru.
wall-empty-title = Mur, pozycja { $position }: pusta
wall-empty-desc = Następny zbudowany kafelek muru trafia na pierwszą pustą pozycję. W rundzie Inwazji Mongołów mur wytrzymuje, jeśli sięga tej rundy.
marker-title = Znacznik postaci ({ $name })
marker-desc = Miejsce { $rank } w kolejności ruchów, na polu { $space }. Gracze działają w kolejności toru postaci: najpierw ten, kto jest dalej; na tym samym polu najpierw znacznik leżący wyżej.
space = Pole { $space }
group-title = Grupa akcji { $group }
group-desc = Zajęcie karty z tej grupy stawia tu twojego smoka. Dołączenie do grupy, na której stoi już smok, kosztuje { $fee } { $fee ->
        [one] juana
        [few] juany
       *[many] juanów
    }.
dragon-title = Smok ({ $name })
dragon-desc = Tę grupę zajmuje w tej rundzie { $name }; każdy, kto do niej dołącza, płaci { $fee } { $fee ->
        [one] juana
        [few] juany
       *[many] juanów
    }.
money-title = Weź pieniądze (do { $yuan } juanów)
money-text = Weź pieniądze: do { $yuan } juanów
money-desc = Zamiast karty akcji: weź z banku tyle juanów, by mieć { $yuan }. Smok nie zostaje postawiony.
privilege-small-name = Mały przywilej
privilege-large-name = Duży przywilej
privilege-small-cost = Mały przywilej: { $yuan } { $yuan ->
        [one] juan
        [few] juany
       *[many] juanów
    }
privilege-large-cost = Duży przywilej: { $yuan } { $yuan ->
        [one] juan
        [few] juany
       *[many] juanów
    }
privilege-desc = Kosztuje { $yuan } { $yuan ->
        [one] juana
        [few] juany
       *[many] juanów
    }. Daje { $vp } pkt w każdej fazie punktacji.
pair-title = { $person } i { $person2 }
pair-taken = Wziął ją gracz { $number }.
pair-desc = Weź po jednym młodszym kafelku każdego rodzaju; każdy trafia do jednego z twoich dwóch pałaców, a twój znacznik przesuwa się o obie wartości.
supply-left = Zostało: { $n }
palace-title = Pałac { $palace } ({ $name })
palace-desc = Piętra: { $floors }, postacie: { $persons }. Każde piętro mieści jedną postać; pałac daje 1 punkt w każdej fazie punktacji; pusty pałac traci piętro po każdym wydarzeniu.
palace-label = Pałac { $palace }
new-palace = Nowy pałac
new-palace-desc = Postaw tu piętro jako pierwsze piętro nowego pałacu.
no-palaces = Brak pałaców
cards-label = Karty:
card-title = Karta postaci: { $type }
card-title-wild = Karta ze znakiem zapytania
hand-card-desc = Na ręce: { $n }. Zagrana w fazie postaci: weź kafelek postaci: { $type }, młodszy lub starszy (nic, jeśli żadnego nie zostało).
hand-card-desc-wild = Na ręce: { $n }. Zagrana w fazie postaci: weź dowolny kafelek postaci z zasobów.
card-count = ×{ $n }
wall-tiles-label = Kafelki muru:
wall-tile-title = Kafelek muru: { $bonus }
wall-tile-desc = Jeszcze niezbudowany. Premia: { $rule }
wall-tile-gain = +{ $n }
to-place-label = Do umieszczenia:
to-place-title = { $person } do umieszczenia
flood-title = Powódź: oddaj { $n } spośród swoich juanów, żetonów ryżu i fajerwerków.
flood-help = Wiersze: oddane juany; kolumny: oddany ryż; każde pole pokazuje, ile fajerwerków oddajesz wraz z nimi.
flood-rice = Ryż:
flood-yuan = Juany: { $yuan }
flood-square = Oddaj { $yuan } { $yuan ->
        [one] juan
        [few] juany
       *[many] juanów
    }, { $rice } { $rice ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    } ryżu i { $fireworks } { $fireworks ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    } fajerwerków
flood-desc = Powódź: to, co oddajesz, wraca do banku.
court-title = Dwór ({ $name })
court-desc = Pałace gracza z postaciami, jego zasoby, karty postaci i niewykorzystane kafelki muru.
your-cards = Twoje karty:
no-cards = Brak kart postaci

counter-yuan = Juany
counter-yuan-tip = Płaci się nimi daninę, opłatę za grupę i przywileje; na koniec gry każde 3 juany dają 1 punkt.
counter-rice = Ryż
counter-rice-tip = Podczas suszy żywi pałace z postaciami, po 1 na pałac; na koniec gry wart 2 juany.
counter-fireworks = Fajerwerki
counter-fireworks-tip = Liczą się podczas Festiwalu Smoków; na koniec gry każdy wart 2 juany.
counter-small = Małe przywileje
counter-small-tip = Każdy daje 1 punkt w każdej fazie punktacji.
counter-large = Duże przywileje
counter-large-tip = Każdy daje 2 punkty w każdej fazie punktacji.
counter-score = Punkty zwycięstwa
counter-score-tip = Wygrywa gracz z największą liczbą punktów; przy remisie ten, kto jest dalej na torze postaci.
counter-track = Tor postaci
counter-track-tip = Pole na torze postaci; miejsce { $rank } w kolejności ruchów.
counter-palaces = Pałace
counter-palaces-tip = Każdy pałac daje 1 punkt w każdej fazie punktacji.
counter-persons = Postacie
counter-persons-tip = Każda postać daje 2 punkty na koniec gry.
counter-cards = Karty postaci
counter-cards-tip = Karty do zagrania, po jednej w każdej fazie postaci.
counter-wall = Zbudowane kafelki muru
counter-wall-tip = Kafelki w Wielkim Murze: liczą się przy sprawdzeniach muru.

category-research = Badania
category-festival = Festiwal Smoków
category-mongol = Inwazja Mongołów
category-wall = Wielki Mur
category-palaces = Pałace
category-ladies = Damy dworu
category-privileges = Przywileje
category-great = Wielkie wydarzenie
category-persons = Postacie na koniec gry
category-monks = Mnisi na koniec gry
category-money = Pieniądze na koniec gry
category-earlier = Wcześniejsze punkty

## Pasek stanu: co się rozstrzyga i nazwa każdego wyboru
prompt-pair = Wybierz dwie młodsze postacie różnych rodzajów jako swoje pierwsze postacie (parę, której nikt jeszcze nie wziął)
prompt-place = Wybierz pałac, do którego trafi { $person }
prompt-place-full = Wszystkie twoje piętra są zajęte: wybierz postać, która ustąpi miejsca (nowa postać: { $person }), albo odrzuć nową postać
prompt-act = Wybierz kartę akcji albo weź pieniądze
prompt-floor = { $n ->
        [one] Wybierz, gdzie postawić pałacowe piętro
       *[other] Wybierz, gdzie postawić pałacowe piętro (do postawienia: { $n })
    }
prompt-privilege = Wybierz przywilej do kupienia
prompt-wallbuild = Wybierz kafelek muru do zbudowania
prompt-card = Zagraj kartę postaci
prompt-tile = Wybierz kafelek postaci: { $type }, młodszy lub starszy
prompt-tile-wild = Wybierz dowolny kafelek postaci za kartę ze znakiem zapytania
prompt-release = { $n ->
        [one] { $reason }: wybierz postać do zwolnienia
       *[other] { $reason }: wybierz postać do zwolnienia (pozostało: { $n })
    }
prompt-release-palace = { $reason }: wybierz postać do zwolnienia z pałacu { $palace }
prompt-unsupplied = { $n ->
        [one] Susza: wybierz pałac, który nie dostanie ryżu
       *[other] Susza: wybierz pałac, który nie dostanie ryżu (pozostało: { $n })
    }
prompt-quake = { $n ->
        [one] Trzęsienie ziemi: wybierz pałac, który straci piętro
       *[other] Trzęsienie ziemi: wybierz pałac, który straci piętro (pięter do zdjęcia: { $n })
    }
prompt-flood = Powódź: wybierz, co oddać (razem { $n } spośród juanów, ryżu i fajerwerków)
prompt-tornado = Tornado: wybierz dwie karty postaci do odrzucenia
prompt-sunrise = Wschód słońca: wybierz młodszą postać rodzaju, którego nikt jeszcze nie wybrał
prompt-charter = Edykt: wybierz jeden rodzaj swoich postaci i zyskaj jego korzyść

amount-yuan = { $n } { $n ->
        [one] juana
        [few] juany
       *[many] juanów
    }
amount-rice = { $n } { $n ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    } ryżu
amount-fireworks = { $n } { $n ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    } fajerwerków
amount-vp = { $n } pkt
amount-floors = { $n } { $n ->
        [one] pałacowe piętro
        [few] pałacowe piętra
       *[many] pałacowych pięter
    }
amount-track = { $n } { $n ->
        [one] pole
        [few] pola
       *[many] pól
    } na torze postaci
amount-nothing = nic
label-pair = Weź { $person_acc } i { $person2_acc }
label-place = Umieść w pałacu { $palace }
label-money = Weź pieniądze (+{ $yuan } { $yuan ->
        [one] juan
        [few] juany
       *[many] juanów
    })
label-occupy = { $action } w grupie { $group }
label-occupy-fee = { $action } w grupie { $group } (opłata: { $fee } { $fee ->
        [one] juan
        [few] juany
       *[many] juanów
    })
label-floor = Dobuduj piętro do pałacu { $palace }
label-floor-new = Zbuduj nowy pałac
label-privilege-small = Kup mały przywilej za { $yuan } { $yuan ->
        [one] juana
        [few] juany
       *[many] juanów
    }
label-privilege-large = Kup duży przywilej za { $yuan } { $yuan ->
        [one] juana
        [few] juany
       *[many] juanów
    }
label-wall = Zbuduj kafelek muru: { $bonus }
label-card = Zagraj { $card_acc }
label-card-wild = Zagraj kartę ze znakiem zapytania
label-tile = Weź { $person_acc }
label-replace = Zwolnij { $person_acc } z pałacu { $palace } i umieść tam nową postać
label-discard = Odrzuć nową postać
label-release = Zwolnij { $person_acc } z pałacu { $palace }
label-unsupplied = Zostaw pałac { $palace } bez ryżu
label-remove-floor = Zdejmij piętro z pałacu { $palace }
label-remove-floor-person = Zdejmij piętro z pałacu { $palace } razem z postacią: { $person }
label-return = Oddaj { $goods }
label-return-nothing = Nic nie oddawaj
label-discard-cards = Odrzuć { $cards_acc }
label-discard-both-wild = Odrzuć obie karty ze znakiem zapytania
label-charter = Wybierz { $type_plural_acc }: { $gain }

## Terminal (render/text.py)
text-head = { game-title } - { $moment }
text-head-over = { game-title } - { $moment } - koniec gry, zwycięża { $winners }
text-when-setup = przygotowanie
text-when-over = po rundzie { $round }
text-when-action = runda { $round }, faza akcji
text-when-person = runda { $round }, faza postaci
text-when-event = runda { $round }, faza wydarzenia
text-when-scoring = runda { $round }, faza punktacji
text-events = Wydarzenia: { $track }
text-great = Wielkie wydarzenie (runda 7): { $great }
text-face-down = zakryte
text-wall = Mur ({ $n }/12): { $tiles }
text-groups = Grupy: { $listed }
text-dragons = smok: { $owners }
text-key = Klucz: { $types }; -y młodszy, -o starszy; cr(2):6 = zostało 6 kafelków, wartość na torze 2
text-supply = Zasoby: { $supply }
text-pairs = Wzięte pary: { $pairs }
text-sunrise = Rodzaje wybrane podczas wschodu słońca: { $types }
text-track = Tor postaci: { $track }
text-player = { $seat }: { $vp } pkt, juany: { $yuan }, ryż: { $rice }, fajerwerki: { $fireworks }, przywileje: małe { $small }, duże { $large }, tor postaci { $space }
text-palaces = pałace: { $palaces }
text-hand = ręka: { $cards }
text-hand-hidden = ręka: { $n } { $n ->
    [one] karta
    [few] karty
   *[many] kart
} spośród { $cards }
text-wall-unused = niewykorzystane kafelki muru: { $tiles }
text-none = brak
text-empty = pusty
text-must = { $seat } musi { $decision }{ $detail }
text-release = {" "}- { $reason }: do zwolnienia { $n ->
        [one] została { $n } postać
        [few] zostały { $n } postacie
       *[many] zostało { $n } postaci
    }
text-release-palace = {" "}- { $reason }: do zwolnienia z pałacu { $palace } { $n ->
        [one] została { $n } postać
        [few] zostały { $n } postacie
       *[many] zostało { $n } postaci
    }
text-new-tile = {" "}- nowy kafelek: { $person }
text-floors-place = {" "}- do postawienia { $n ->
        [one] zostało { $n } piętro
        [few] zostały { $n } piętra
       *[many] zostało { $n } pięter
    }
text-floors-remove = {" "}- do zdjęcia { $n ->
        [one] zostało { $n } piętro
        [few] zostały { $n } piętra
       *[many] zostało { $n } pięter
    }

## Opcje, które się wykluczają
setup-hidden-needs-random = opcja great_event_hidden wymaga great_events=random (wybranego ani nieobecnego wielkiego wydarzenia nie można ukryć)
setup-start-player = opcja start_player: przy { $players } graczach nie ma miejsca { $choice }

# names and third person
## Co wybiera inne miejsce, mówione wszystkim pozostałym ($name: imię wybierającego).
prompt-pair-other = { $name } wybiera dwie młodsze postacie różnych rodzajów jako swoje pierwsze postacie
prompt-place-other = { $name } wybiera pałac, do którego trafi { $person }
prompt-place-full-other = { $name } nie ma wolnych pięter: wybiera postać, która ustąpi miejsca (nowa postać: { $person }), albo odrzuca nową postać
prompt-act-other = { $name } wybiera kartę akcji albo bierze pieniądze
prompt-floor-other = { $n ->
        [one] { $name } wybiera, gdzie postawić pałacowe piętro
       *[other] { $name } wybiera, gdzie postawić pałacowe piętra (do postawienia: { $n })
    }
prompt-privilege-other = { $name } wybiera przywilej do kupienia
prompt-wallbuild-other = { $name } wybiera kafelek muru do zbudowania
prompt-card-other = { $name } zagrywa kartę postaci
prompt-tile-other = { $name } wybiera kafelek postaci: { $type }, młodszy lub starszy
prompt-tile-wild-other = { $name } wybiera dowolny kafelek postaci za kartę ze znakiem zapytania
prompt-release-other = { $n ->
        [one] { $reason }: { $name } wybiera postać do zwolnienia
       *[other] { $reason }: { $name } wybiera postacie do zwolnienia (pozostało: { $n })
    }
prompt-release-palace-other = { $reason }: { $name } wybiera postać do zwolnienia ze swojego pałacu { $palace }
prompt-unsupplied-other = { $n ->
        [one] Susza: { $name } wybiera pałac, który nie dostanie ryżu
       *[other] Susza: { $name } wybiera pałace, które nie dostaną ryżu (pozostało: { $n })
    }
prompt-quake-other = { $n ->
        [one] Trzęsienie ziemi: { $name } wybiera pałac, który straci piętro
       *[other] Trzęsienie ziemi: { $name } wybiera pałace, które stracą piętro (pięter do zdjęcia: { $n })
    }
prompt-flood-other = Powódź: { $name } wybiera, co oddać (razem { $n } spośród juanów, ryżu i fajerwerków)
prompt-tornado-other = Tornado: { $name } wybiera dwie karty postaci do odrzucenia
prompt-sunrise-other = Wschód słońca: { $name } wybiera młodszą postać rodzaju, którego nikt jeszcze nie wybrał
prompt-charter-other = Edykt: { $name } wybiera jeden rodzaj swoich postaci i zyskuje jego korzyść

# reasons
## Dlaczego wybór nie jest teraz możliwy, na stole (docs/table.md, „Dlaczego nie”): krótka postać
## odmowy powyżej (why-<id odmowy>, te same argumenty) oraz koszty i zyski pokazane przed wyborem.
why-refused-fee = Na grupie { $group } stoi już smok: dołączenie kosztuje { $fee } { $fee ->
        [one] juana
        [few] juany
       *[many] juanów
    }, a masz { $yuan } (D-7.3).
why-refused-privilege-after-fee = Po opłacie ({ $fee }) zostałoby ci { $left }, mniej niż { $cost } za mały przywilej (D-7.3, D-8).
why-refused-privilege-poor = Mały przywilej kosztuje { $cost } { $cost ->
        [one] juana
        [few] juany
       *[many] juanów
    }, a masz { $yuan } (D-8).
why-refused-wall = Nie masz niewykorzystanego kafelka muru albo mur jest ukończony (D-15).
why-refused-large-privilege = Duży przywilej kosztuje { $cost } { $cost ->
        [one] juana
        [few] juany
       *[many] juanów
    }, a masz { $yuan } (D-8).
action-fee-note = Na tej grupie stoi już smok: dołączenie kosztuje { $fee } { $fee ->
        [one] juana
        [few] juany
       *[many] juanów
    }.
money-title-gain = Weź pieniądze: +{ $gain } { $gain ->
        [one] juan
        [few] juany
       *[many] juanów
    } (do { $yuan })
money-text-gain = Weź pieniądze: +{ $gain } { $gain ->
        [one] juan
        [few] juany
       *[many] juanów
    }
