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
decision-quake = wybrać pałac, który straci piętro w trzęsieniu ziemi (remove-floor N [KAFELEK])
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
refused-unknown = { $input } nie jest ruchem tej gry; { $seat } musi { $decision }: { $legal }
refused-not-now = { $input } nie odpowiada na obecną decyzję: { $seat } musi { $decision }
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
