/**
 * Words of data/tariffs.json in Telugu, keyed by their English text (read through tariffText() in
 * app/content/tariff-page.ts). Figures stay as in English; names of regulators, orders, companies and
 * sources stay as published.
 */
export const tariffNotes: Readonly<Record<string, string>> = {
  // What the regulator last said (status).
  "UPERC's order of 22 Nov 2025 kept every tariff as it was, the sixth year in a row without an increase.":
    "22 నవంబర్, 2025 నాటి UPERC ఉత్తర్వు అన్ని టారిఫ్‌లను యథాతథంగా ఉంచింది; వరుసగా ఆరో ఏడాది కూడా పెంపు లేదు.",
  "TGERC's order of 29 Apr 2025 (in force from 1 May 2025) raised no tariff for any category; the 2024-25 order had also left household energy charges unchanged.":
    "29 ఏప్రిల్, 2025 నాటి TGERC ఉత్తర్వు (1 మే, 2025 నుండి అమలులో) ఏ కేటగిరీ టారిఫ్‌నూ పెంచలేదు; 2024-25 ఉత్తర్వు కూడా గృహ ఎనర్జీ ఛార్జీలను మార్చలేదు.",
  "TNERC raised tariffs by 3.16% from 1 Jul 2025 (order of 30 Jun 2025), and the State pays the increase for every home, so households keep paying the July 2024 rates below.":
    "TNERC 1 జులై, 2025 నుండి టారిఫ్‌లను 3.16% పెంచింది (30 జూన్, 2025 నాటి ఉత్తర్వు), ఆ పెంపును ప్రతి ఇంటి తరఫున రాష్ట్ర ప్రభుత్వం చెల్లిస్తుంది, కాబట్టి ఇళ్లు కింద ఇచ్చిన జులై 2024 రేట్లనే చెల్లిస్తున్నాయి.",
  "APERC's tariff order for 2025-26 (released 20 Feb 2025) raised no tariff for any consumer, as in 2024-25.":
    "2025-26 కోసం APERC టారిఫ్ ఉత్తర్వు (20 ఫిబ్రవరి, 2025న విడుదల) 2024-25 లాగే ఏ వినియోగదారుడి టారిఫ్‌నూ పెంచలేదు.",
  // Caveats.
  "The CESC rates are the newest published figures we have, from 2016-17; CESC's tariff has been revised since. WBERC issued WBSEDCL's 2025-26 tariff on 20 Mar 2025, whose household rates are not shown here yet. Your latest bill shows the rate you pay.":
    "CESC రేట్లు మా దగ్గర ఉన్న అత్యంత కొత్త ప్రచురిత అంకెలు, అవి 2016-17 నాటివి; అప్పటి నుండి CESC టారిఫ్ మారింది. WBERC 20 మార్చి, 2025న WBSEDCL 2025-26 టారిఫ్ విడుదల చేసింది, దాని గృహ రేట్లు ఇక్కడ ఇంకా చూపలేదు. మీరు చెల్లించే రేటు మీ తాజా బిల్లులో ఉంటుంది.",
  "Homes using up to 500 units in two months have also paid a lower, State-subsidised rate for units 101 to 200 (₹ 2.25 in 2023-24, in the earlier table below). No 2025-26 report gives that rate, so for such homes the table above may be higher than the bill.":
    "రెండు నెలల్లో 500 యూనిట్ల వరకు వాడే ఇళ్లు 101 నుండి 200 యూనిట్లకు రాష్ట్ర సబ్సిడీతో తక్కువ రేటు కూడా చెల్లించాయి (2023-24లో ₹ 2.25, కింది గత పట్టికలో). 2025-26 నివేదికలేవీ ఆ రేటు ఇవ్వలేదు, కాబట్టి అలాంటి ఇళ్లకు పై పట్టిక బిల్లు కంటే ఎక్కువ చూపవచ్చు.",
  "Only the two lowest slabs of the 2025 order have been published so far. Above 150 units a month the table shows the 2023-24 rates, which the order lowered by 35 to 65 paise, so for those homes it slightly overstates the bill.":
    "2025 ఉత్తర్వులోని రెండు కింది స్లాబ్‌లు మాత్రమే ఇప్పటివరకు ప్రచురించారు. నెలకు 150 యూనిట్లు దాటితే పట్టిక 2023-24 రేట్లు చూపుతుంది, వాటిని ఉత్తర్వు 35 నుండి 65 పైసలు తగ్గించింది, కాబట్టి ఆ ఇళ్లకు ఇది బిల్లును కొంచెం ఎక్కువగా చూపుతుంది.",
  "Reports of the 2026 order do not say whether ₹ 7.05 applies only to the units above 300 or to every unit once a home passes 300. The calculator assumes only the units above 300.":
    "₹ 7.05 కేవలం 300 దాటిన యూనిట్లకేనా, లేక ఇల్లు 300 దాటగానే ప్రతి యూనిట్‌కూ వర్తిస్తుందా అనేది 2026 ఉత్తర్వు నివేదికలు చెప్పలేదు. కాలిక్యులేటర్ 300 దాటిన యూనిట్లకే అని లెక్కిస్తుంది.",
  "MERC's order of March 2025 raised BEST's rates from April 2025 to ₹ 9.81 (301 to 500 units) and ₹ 12.01 (above 500 units). The new rates for the lower slabs have not been published in the reports.":
    "మార్చి 2025 నాటి MERC ఉత్తర్వు ఏప్రిల్ 2025 నుండి BEST రేట్లను ₹ 9.81 (301 నుండి 500 యూనిట్లు), ₹ 12.01 (500 యూనిట్లకు పైగా)కి పెంచింది. కింది స్లాబ్‌ల కొత్త రేట్లు నివేదికల్లో ప్రచురించలేదు.",
  "JERC raised Mizoram's average tariff by 6.78% from 1 Apr 2022 (from ₹ 7.30 to ₹ 7.79 a unit on average); the new slab rates were not published with it, so expect to pay somewhat more than this table.":
    "JERC 1 ఏప్రిల్, 2022 నుండి మిజోరం సగటు టారిఫ్‌ను 6.78% పెంచింది (సగటున యూనిట్‌కు ₹ 7.30 నుండి ₹ 7.79కి); కొత్త స్లాబ్ రేట్లు దానితో ప్రచురించలేదు, కాబట్టి ఈ పట్టిక కంటే కొంత ఎక్కువ చెల్లించాల్సి రావచ్చు.",
  "Two newspapers give different rates for 101 to 300 units under the June 2025 order: ₹ 12.57 (Lokmat Times) and ₹ 11.10 (The Hitavada), perhaps because they count different parts of the charge. They agree on the other slabs. The calculator uses ₹ 12.57; your bill shows which applies.":
    "జూన్ 2025 ఉత్తర్వు కింద 101 నుండి 300 యూనిట్లకు రెండు పత్రికలు వేర్వేరు రేట్లు ఇచ్చాయి: ₹ 12.57 (Lokmat Times), ₹ 11.10 (The Hitavada); బహుశా అవి ఛార్జీలో వేర్వేరు భాగాలను లెక్కించడం వల్ల. మిగతా స్లాబ్‌లపై రెండూ ఒకేలా ఉన్నాయి. కాలిక్యులేటర్ ₹ 12.57 వాడుతుంది; ఏది వర్తిస్తుందో మీ బిల్లు చెబుతుంది.",
  "MPERC's order for FY 2025-26 raised tariffs by 3.46% on average from April 2025. Its household slab rates have not been published in the reports, so expect your bill to be a little higher than this table.":
    "ఆర్థిక సంవత్సరం 2025-26 కోసం MPERC ఉత్తర్వు ఏప్రిల్ 2025 నుండి టారిఫ్‌లను సగటున 3.46% పెంచింది. దాని గృహ స్లాబ్ రేట్లు నివేదికల్లో ప్రచురించలేదు, కాబట్టి మీ బిల్లు ఈ పట్టిక కంటే కొంచెం ఎక్కువ ఉండవచ్చు.",
  "Another newspaper reported different figures for the same order: ₹ 6.95 (urban) and ₹ 6.60 (rural). Two others agree with the table.":
    "అదే ఉత్తర్వుకు మరో పత్రిక వేర్వేరు అంకెలు ఇచ్చింది: ₹ 6.95 (పట్టణ), ₹ 6.60 (గ్రామీణ). మరో రెండు పత్రికలు ఈ పట్టికతో ఏకీభవిస్తున్నాయి.",
  "For 2026-27 BERC kept tariffs unchanged but merged the two urban slabs into one at the lower rate, a cut of ₹ 1.53 a unit above 100 units; so urban homes using more than 100 units now pay less than the ₹ 8.95 shown.":
    "2026-27కి BERC టారిఫ్‌లను మార్చలేదు, కానీ రెండు పట్టణ స్లాబ్‌లను తక్కువ రేటుతో ఒకటిగా కలిపింది, అంటే 100 యూనిట్లు దాటిన వాటికి యూనిట్‌కు ₹ 1.53 తగ్గింపు; కాబట్టి 100 కంటే ఎక్కువ యూనిట్లు వాడే పట్టణ ఇళ్లు ఇప్పుడు చూపిన ₹ 8.95 కంటే తక్కువ చెల్లిస్తాయి.",
  "AERC cut household energy charges (Jeevan Dhara, Domestic-A and Domestic-B) by ₹ 1 a unit from 1 Apr 2025, so today's rates are lower than this 2023 table.":
    "AERC 1 ఏప్రిల్, 2025 నుండి గృహ ఎనర్జీ ఛార్జీలను (జీవన్ ధార, గృహ-A, గృహ-B) యూనిట్‌కు ₹ 1 తగ్గించింది, కాబట్టి నేటి రేట్లు ఈ 2023 పట్టిక కంటే తక్కువ.",
  "A January 2025 objection to a tariff petition quotes the rates in force then as ₹ 8.50 (201 to 500 units) and ₹ 10.25 (above 500 units), far above this 2016 table.":
    "జనవరి 2025లో ఒక టారిఫ్ పిటిషన్‌పై దాఖలైన అభ్యంతరం అప్పట్లో అమలులో ఉన్న రేట్లను ₹ 8.50 (201 నుండి 500 యూనిట్లు), ₹ 10.25 (500 యూనిట్లకు పైగా)గా పేర్కొంది, ఇవి ఈ 2016 పట్టిక కంటే చాలా ఎక్కువ.",
  // What else is on a bill (notes), by state in the data file's order.
  "CESC adds a fixed charge of ₹ 15 per kVA a month. It also offers a prepaid connection at ₹ 7.22 for every unit.":
    "CESC నెలకు kVAకి ₹ 15 స్థిర ఛార్జీ కలుపుతుంది. ప్రతి యూనిట్‌కు ₹ 7.22తో ప్రీపెయిడ్ కనెక్షన్ కూడా ఇస్తుంది.",
  "Outside Kolkata and Howrah, WBSEDCL supplies homes and bills every three months, so its slabs count a quarter's units. WBSEDCL adds a fixed charge of ₹ 15.":
    "కోల్‌కతా, హౌరా బయట ఇళ్లకు WBSEDCL కరెంటు సరఫరా చేసి మూడు నెలలకోసారి బిల్లు ఇస్తుంది, కాబట్టి దాని స్లాబ్‌లు ఒక త్రైమాసికం యూనిట్లను లెక్కిస్తాయి. WBSEDCL ₹ 15 స్థిర ఛార్జీ కలుపుతుంది.",
  "Rural homes without a meter pay ₹ 500 per kW a month instead of these rates.":
    "మీటర్ లేని గ్రామీణ ఇళ్లు ఈ రేట్లకు బదులు నెలకు kWకి ₹ 500 చెల్లిస్తాయి.",
  "Homes that choose UPERC's green-energy option pay 17 paise a unit more.":
    "UPERC గ్రీన్-ఎనర్జీ ఆప్షన్ ఎంచుకున్న ఇళ్లు యూనిట్‌కు 17 పైసలు ఎక్కువ చెల్లిస్తాయి.",
  "TERC's tariff from 1 Nov 2025 kept energy charges unchanged and replaced minimum charges with a fixed charge of ₹ 16 per kW a month.":
    "1 నవంబర్, 2025 నుండి TERC టారిఫ్ ఎనర్జీ ఛార్జీలను మార్చలేదు, కనీస ఛార్జీల స్థానంలో నెలకు kWకి ₹ 16 స్థిర ఛార్జీ పెట్టింది.",
  "Your month's total decides the group: a home using 150 units pays the LT-I(B) rates from its first unit, and one using 350 units pays the LT-I(C) rates.":
    "మీ నెల మొత్తం వాడకమే గ్రూప్‌ను నిర్ణయిస్తుంది: 150 యూనిట్లు వాడే ఇల్లు మొదటి యూనిట్ నుండే LT-I(B) రేట్లు చెల్లిస్తుంది, 350 యూనిట్లు వాడే ఇల్లు LT-I(C) రేట్లు.",
  "Monthly minimum energy charges for homes were removed in 2024.":
    "ఇళ్లకు నెలవారీ కనీస ఎనర్జీ ఛార్జీలను 2024లో తొలగించారు.",
  "Fixed charges remain waived for homes, and the first 100 units of every two-month bill stay free.":
    "ఇళ్లకు స్థిర ఛార్జీల మినహాయింపు కొనసాగుతోంది, ప్రతి రెండు నెలల బిల్లులో మొదటి 100 యూనిట్లు ఉచితమే.",
  "Minimum charge: ₹ 40 a month for a single-phase and ₹ 200 for a three-phase connection. No electricity duty is charged.":
    "కనీస ఛార్జీ: సింగిల్-ఫేజ్ కనెక్షన్‌కు నెలకు ₹ 40, త్రీ-ఫేజ్‌కు ₹ 200. విద్యుత్ సుంకం వసూలు చేయరు.",
  "Another, undated page lists every slab 10 paise higher, which may be a later revision; your bill shows the rate you pay.":
    "తేదీ లేని మరో పేజీ ప్రతి స్లాబ్‌ను 10 పైసలు ఎక్కువగా చూపుతోంది, అది తర్వాతి సవరణ కావచ్చు; మీరు చెల్లించే రేటు మీ బిల్లులో ఉంటుంది.",
  "Fixed charges changed with the 2025 order: ₹ 150 a month for homes using up to 150 units (was ₹ 250); ₹ 500 for 301 to 500 units and ₹ 800 above 500 units.":
    "2025 ఉత్తర్వుతో స్థిర ఛార్జీలు మారాయి: 150 యూనిట్ల వరకు వాడే ఇళ్లకు నెలకు ₹ 150 (గతంలో ₹ 250); 301 నుండి 500 యూనిట్లకు ₹ 500, 500 యూనిట్లకు పైగా ₹ 800.",
  "Homes get 300 units a month free (600 in a two-month bill) under the State scheme, so most households pay nothing for energy.":
    "రాష్ట్ర పథకం కింద ఇళ్లకు నెలకు 300 యూనిట్లు ఉచితం (రెండు నెలల బిల్లులో 600), కాబట్టి చాలా ఇళ్లు ఎనర్జీకి ఏమీ చెల్లించవు.",
  "The 2026 order also cut fixed charges by ₹ 5 per kW (loads of 2 to 7 kW) and ₹ 10 per kW (7 to 20 kW).":
    "2026 ఉత్తర్వు స్థిర ఛార్జీలను కూడా kWకి ₹ 5 (2 నుండి 7 kW లోడ్), kWకి ₹ 10 (7 నుండి 20 kW) తగ్గించింది.",
  "Paying digitally earns a rebate of 4%, and an e-bill ₹ 10 off.":
    "డిజిటల్‌గా చెల్లిస్తే 4% రిబేట్, ఈ-బిల్లుకు ₹ 10 తగ్గింపు.",
  "Fixed charge: ₹ 140 per kW a month in towns and ₹ 100 in villages.":
    "స్థిర ఛార్జీ: పట్టణాల్లో నెలకు kWకి ₹ 140, గ్రామాల్లో ₹ 100.",
  "In December 2019 the average household rate was about ₹ 5.70 a unit, with a proposal to raise it to ₹ 6.":
    "డిసెంబర్ 2019లో ఇళ్ల సగటు రేటు యూనిట్‌కు సుమారు ₹ 5.70, దాన్ని ₹ 6కి పెంచే ప్రతిపాదన ఉంది.",
  "Suburban Mumbai is supplied by Adani Electricity and Tata Power at their own rates: from April 2025 Tata Power charges ₹ 10.79 (301 to 500 units) and ₹ 11.79 (above 500 units); Adani's rates before the 2025 order were ₹ 7.45 and ₹ 8.55.":
    "శివారు ముంబైకి Adani Electricity, Tata Power తమ సొంత రేట్లతో సరఫరా చేస్తాయి: ఏప్రిల్ 2025 నుండి Tata Power ₹ 10.79 (301 నుండి 500 యూనిట్లు), ₹ 11.79 (500 యూనిట్లకు పైగా) వసూలు చేస్తుంది; 2025 ఉత్తర్వుకు ముందు Adani రేట్లు ₹ 7.45, ₹ 8.55.",
  "Wheeling charges, fixed charges, fuel adjustment and electricity duty come on top of these energy charges.":
    "ఈ ఎనర్జీ ఛార్జీలకు అదనంగా వీలింగ్ ఛార్జీలు, స్థిర ఛార్జీలు, ఇంధన సర్దుబాటు, విద్యుత్ సుంకం ఉంటాయి.",
  "Fixed charge ₹ 50 per kW a month; meter rent ₹ 20 (single-phase) or ₹ 35 (three-phase).":
    "స్థిర ఛార్జీ నెలకు kWకి ₹ 50; మీటర్ అద్దె ₹ 20 (సింగిల్-ఫేజ్) లేదా ₹ 35 (త్రీ-ఫేజ్).",
  "Fixed charge: ₹ 65 per kW a month for homes; ₹ 25 a month per connection for BPL homes.":
    "స్థిర ఛార్జీ: ఇళ్లకు నెలకు kWకి ₹ 65; BPL ఇళ్లకు ఒక్కో కనెక్షన్‌కు నెలకు ₹ 25.",
  "Homes using more than 100 units a month pay a fixed charge of ₹ 130 a month; BPL homes ₹ 34.":
    "నెలకు 100 కంటే ఎక్కువ యూనిట్లు వాడే ఇళ్లు నెలకు ₹ 130 స్థిర ఛార్జీ చెల్లిస్తాయి; BPL ఇళ్లు ₹ 34.",
  "Wheeling charge (₹ 1.17 a unit in 2023-24), fuel adjustment (FAC) and 16% electricity duty come on top of these energy charges.":
    "ఈ ఎనర్జీ ఛార్జీలకు అదనంగా వీలింగ్ ఛార్జీ (2023-24లో యూనిట్‌కు ₹ 1.17), ఇంధన సర్దుబాటు (FAC), 16% విద్యుత్ సుంకం ఉంటాయి.",
  "The Hitavada also reports the 101 to 300 slab's base charge falling to ₹ 10.80 during 2026 and ₹ 10.65 from 1 Apr 2027 under MERC's multi-year order.":
    "MERC బహుళ-వార్షిక ఉత్తర్వు కింద 101 నుండి 300 స్లాబ్ మూల ఛార్జీ 2026లో ₹ 10.80కి, 1 ఏప్రిల్, 2027 నుండి ₹ 10.65కి తగ్గుతుందని The Hitavada కూడా ప్రచురించింది.",
  "Fixed charges: ₹ 69 (urban) or ₹ 55 (rural) a month for homes using up to 50 units; ₹ 121 or ₹ 98 for 51 to 150 units; higher slabs pay by connected load.":
    "స్థిర ఛార్జీలు: 50 యూనిట్ల వరకు వాడే ఇళ్లకు నెలకు ₹ 69 (పట్టణ) లేదా ₹ 55 (గ్రామీణ); 51 నుండి 150 యూనిట్లకు ₹ 121 లేదా ₹ 98; పై స్లాబ్‌లు కనెక్టెడ్ లోడ్‌ను బట్టి చెల్లిస్తాయి.",
  "Under the Atal Griha Jyoti scheme, eligible homes using up to 100 units a month pay ₹ 100 for them.":
    "అటల్ గృహ జ్యోతి పథకం కింద నెలకు 100 యూనిట్ల వరకు వాడే అర్హత ఉన్న ఇళ్లు వాటికి ₹ 100 చెల్లిస్తాయి.",
  "A fixed charge of ₹ 145 per kW a month and a pension and gratuity surcharge of 36 paise a unit come on top. The energy charge is to fall to ₹ 5.75 by 2027-28.":
    "అదనంగా నెలకు kWకి ₹ 145 స్థిర ఛార్జీ, యూనిట్‌కు 36 పైసల పెన్షన్, గ్రాట్యుటీ సర్‌ఛార్జీ ఉంటాయి. ఎనర్జీ ఛార్జీ 2027-28 నాటికి ₹ 5.75కి తగ్గనుంది.",
  "No meter rent is charged.": "మీటర్ అద్దె వసూలు చేయరు.",
  "These are the rates before the State's subsidy; households that qualify for it pay less. Your bill shows the subsidy.":
    "ఇవి రాష్ట్ర సబ్సిడీకి ముందు రేట్లు; సబ్సిడీకి అర్హత ఉన్న ఇళ్లు తక్కువ చెల్లిస్తాయి. సబ్సిడీ మీ బిల్లులో కనిపిస్తుంది.",
  "The same rates were reported by The Tribune.": "ఇవే రేట్లను The Tribune కూడా ప్రచురించింది.",
  "The first 125 units a month stay free for eligible households. Units 126 to 300 get a subsidy of ₹ 1.73 (so ₹ 4.17 a unit). Homes using more than 300 units a month lose the subsidy and pay ₹ 5.90 for every unit.":
    "అర్హత ఉన్న ఇళ్లకు నెలలో మొదటి 125 యూనిట్లు ఉచితం. 126 నుండి 300 యూనిట్లకు ₹ 1.73 సబ్సిడీ (అంటే యూనిట్‌కు ₹ 4.17). నెలకు 300 కంటే ఎక్కువ యూనిట్లు వాడే ఇళ్లకు సబ్సిడీ ఉండదు, అవి ప్రతి యూనిట్‌కు ₹ 5.90 చెల్లిస్తాయి.",
  "The order (March 2025) merged the slabs above 125 units into one.":
    "ఈ ఉత్తర్వు (మార్చి 2025) 125 యూనిట్ల పైన ఉన్న స్లాబ్‌లను ఒకటిగా కలిపింది.",
  "Your month's total decides the category: a home using 120 units pays the Category II rates from its first unit.":
    "మీ నెల మొత్తం వాడకమే కేటగిరీని నిర్ణయిస్తుంది: 120 యూనిట్లు వాడే ఇల్లు మొదటి యూనిట్ నుండే కేటగిరీ II రేట్లు చెల్లిస్తుంది.",
  "The 2025 order abolished minimum monthly charges, and homes using up to 300 units a month pay no fixed charge.":
    "2025 ఉత్తర్వు నెలవారీ కనీస ఛార్జీలను రద్దు చేసింది, నెలకు 300 యూనిట్ల వరకు వాడే ఇళ్లు స్థిర ఛార్జీ చెల్లించవు.",
  "Fuel surcharge (FPPPA) comes on top of these energy charges: ₹ 2.30 a unit from 1 Jul 2025.":
    "ఈ ఎనర్జీ ఛార్జీలకు అదనంగా ఇంధన సర్‌ఛార్జీ (FPPPA): 1 జులై, 2025 నుండి యూనిట్‌కు ₹ 2.30.",
  "Electricity duty and a fixed charge of ₹ 15 to ₹ 70 a month by connected load also come on top. Torrent Power's areas (Ahmedabad, Surat) have their own rates.":
    "విద్యుత్ సుంకం, కనెక్టెడ్ లోడ్‌ను బట్టి నెలకు ₹ 15 నుండి ₹ 70 స్థిర ఛార్జీ కూడా అదనం. Torrent Power ప్రాంతాలకు (అహ్మదాబాద్, సూరత్) సొంత రేట్లు ఉన్నాయి.",
  "A fixed charge of ₹ 20 per kW a month (single-phase) comes on top.":
    "అదనంగా నెలకు kWకి ₹ 20 స్థిర ఛార్జీ (సింగిల్-ఫేజ్) ఉంటుంది.",
  "These rates were still the ones in force when the 2024-25 tariff petition was reported.":
    "2024-25 టారిఫ్ పిటిషన్ వార్తల్లో వచ్చినప్పుడు కూడా ఇవే రేట్లు అమలులో ఉన్నాయి.",
  "Fixed charges per kW a month: ₹ 20 up to 2 kW, ₹ 50 for 2 to 5 kW, ₹ 100 for 5 to 15 kW, ₹ 200 for 15 to 25 kW and ₹ 250 above 25 kW. A power purchase adjustment charge (PPAC) of about 7% to 10% comes on top.":
    "నెలకు kWకి స్థిర ఛార్జీలు: 2 kW వరకు ₹ 20, 2 నుండి 5 kW ₹ 50, 5 నుండి 15 kW ₹ 100, 15 నుండి 25 kW ₹ 200, 25 kW పైన ₹ 250. అదనంగా సుమారు 7% నుండి 10% పవర్ పర్చేజ్ అడ్జస్ట్‌మెంట్ ఛార్జీ (PPAC) ఉంటుంది.",
  "In 2020 DERC kept household tariffs unchanged for another year; no later change to household energy charges has been reported.":
    "2020లో DERC గృహ టారిఫ్‌లను మరో ఏడాది మార్చలేదు; ఆ తర్వాత గృహ ఎనర్జీ ఛార్జీల్లో మార్పు జరిగినట్లు వార్తలు లేవు.",
  "A fixed charge of ₹ 10 per kW a month comes on top.": "అదనంగా నెలకు kWకి ₹ 10 స్థిర ఛార్జీ ఉంటుంది.",
  "Fixed charges: ₹ 40 a month for Jeevan Dhara and ₹ 70 per kW a month for other homes.":
    "స్థిర ఛార్జీలు: జీవన్ ధారకు నెలకు ₹ 40, ఇతర ఇళ్లకు నెలకు kWకి ₹ 70.",
  "A bill-calculator site gives the same rates for 2021-22 and 2022-23. HT (high-tension) domestic connections pay ₹ 3.40 (11 kV) or ₹ 3.25 (33 kV).":
    "ఒక బిల్-కాలిక్యులేటర్ సైట్ 2021-22, 2022-23కు ఇవే రేట్లు ఇస్తోంది. HT (హై-టెన్షన్) గృహ కనెక్షన్లు ₹ 3.40 (11 kV) లేదా ₹ 3.25 (33 kV) చెల్లిస్తాయి.",
  "Since 2022 all homes share one telescopic table: every home pays ₹ 1.90 for its first 30 units, and so on up the slabs.":
    "2022 నుండి అన్ని ఇళ్లకూ ఒకే టెలిస్కోపిక్ పట్టిక: ప్రతి ఇల్లు మొదటి 30 యూనిట్లకు ₹ 1.90 చెల్లిస్తుంది, అలా పై స్లాబ్‌లకు.",
  "Fuel and power purchase adjustments (FPPCA), true-up charges and electricity duty come on top.":
    "అదనంగా ఇంధన, విద్యుత్ కొనుగోలు సర్దుబాట్లు (FPPCA), ట్రూ-అప్ ఛార్జీలు, విద్యుత్ సుంకం ఉంటాయి.",
  // Added when the 2026 update was merged (docs/decisions/190).
  "The 2025 order left fixed charges unchanged.": "2025 ఉత్తర్వు స్థిర ఛార్జీలను మార్చలేదు.",
  "It raised the rates for BPL homes by 10 paise and for snowbound areas by 10 to 20 paise a unit; those new rates have not been published.":
    "ఇది BPL ఇళ్ల రేటును యూనిట్‌కు 10 పైసలు, మంచు ప్రాంతాల రేటును 10 నుండి 20 పైసలు పెంచింది; ఆ కొత్త రేట్లు ప్రచురించలేదు.",
  "TERC's order for 2024-25 (from 1 Aug 2024) raised tariffs by 7.15% on average; its household rates have not been published in the reports, so today's rates are probably higher than this table.":
    "2024-25కి TERC ఉత్తర్వు (1 ఆగస్టు, 2024 నుండి) ఛార్జీలను సగటున 7.15% పెంచింది; దాని గృహ రేట్లు నివేదికల్లో ప్రచురించలేదు, కాబట్టి నేటి రేట్లు ఈ పట్టిక కంటే ఎక్కువగా ఉండే అవకాశం ఉంది.",
  "The 2023 tariff also set fixed charges of ₹ 30, ₹ 45, ₹ 55 and ₹ 55 a month by slab.":
    "2023 టారిఫ్ స్లాబ్‌ను బట్టి నెలకు ₹ 30, ₹ 45, ₹ 55, ₹ 55 స్థిర ఛార్జీలను కూడా నిర్ణయించింది.",
  "Since March 2024 the State's Gruha Jyothi scheme gives eligible households (white ration card holders) a zero bill in any month they use less than 200 units.":
    "మార్చి 2024 నుండి రాష్ట్ర గృహ జ్యోతి పథకం అర్హత ఉన్న ఇళ్లకు (తెల్ల రేషన్ కార్డుదారులకు) 200 యూనిట్ల కంటే తక్కువ వాడిన ప్రతి నెలా సున్నా బిల్లు ఇస్తోంది.",
  "The scheme was still running in January 2026, for 52.82 lakh households; a home that uses 200 units or more in a month pays the whole bill.":
    "జనవరి 2026లోనూ ఈ పథకం 52.82 లక్షల ఇళ్లకు అమలులో ఉంది; ఏ నెలలోనైనా 200 యూనిట్లు లేదా అంతకంటే ఎక్కువ వాడిన ఇల్లు మొత్తం బిల్లు చెల్లిస్తుంది.",
  "Fuel surcharge comes on top.": "ఇంధన సర్‌ఛార్జీ అదనం.",
  "Homes using up to 100 units a month pay nothing under the Chief Minister's free electricity scheme.":
    "ముఖ్యమంత్రి ఉచిత విద్యుత్ పథకం కింద నెలకు 100 యూనిట్ల వరకు వాడే ఇళ్లు ఏమీ చెల్లించవు.",
  "In 2024-25 a fixed charge of ₹ 35 per kW a month applied in every slab.":
    "2024-25లో ప్రతి స్లాబ్‌లో నెలకు kWకి ₹ 35 స్థిర ఛార్జీ ఉండేది.",
  "Only the first two slabs of the October 2024 order have been published. Above 200 units the table shows the 2021-22 rate, which later orders have probably raised.":
    "అక్టోబర్ 2024 ఉత్తర్వులో మొదటి రెండు స్లాబ్‌లు మాత్రమే ప్రచురించారు. 200 యూనిట్ల పైన పట్టిక 2021-22 రేటును చూపిస్తుంది; తర్వాతి ఉత్తర్వులు దాన్ని పెంచి ఉండవచ్చు.",
  "The same newspaper earlier quoted ₹ 7.31 and ₹ 7.46 a unit for these two slabs, which may include other charges.":
    "ఇదే పత్రిక ముందు ఈ రెండు స్లాబ్‌లకు యూనిట్‌కు ₹ 7.31, ₹ 7.46 అని రాసింది; వాటిలో ఇతర ఛార్జీలు కూడా కలిసి ఉండవచ్చు.",
  "MSERC issued a tariff order for FY 2025-26 in March 2025; its household rates have not been published in the reports.":
    "MSERC మార్చి 2025లో ఆర్థిక సంవత్సరం 2025-26కి టారిఫ్ ఉత్తర్వు ఇచ్చింది; దాని గృహ రేట్లు నివేదికల్లో ప్రచురించలేదు.",
  "A fixed charge of ₹ 90 per kW a month comes on top under the October 2024 order.":
    "అక్టోబర్ 2024 ఉత్తర్వు ప్రకారం అదనంగా నెలకు kWకి ₹ 90 స్థిర ఛార్జీ ఉంటుంది.",
  "MPERC then issued an order for FY 2026-27, with new rates from 13 Apr 2026 (about ₹ 80 a month more for 200 units); its slab rates have not been published in the reports.":
    "ఆ తర్వాత MPERC ఆర్థిక సంవత్సరం 2026-27కి ఉత్తర్వు ఇచ్చింది, కొత్త రేట్లు 13 ఏప్రిల్, 2026 నుండి (200 యూనిట్లకు నెలకు సుమారు ₹ 80 ఎక్కువ); దాని స్లాబ్ రేట్లు నివేదికల్లో ప్రచురించలేదు.",
  "KSERC's order of 5 Dec 2024 set these rates from 1 Apr 2025 to 31 Mar 2027 and refused an increase for 2026-27.":
    "5 డిసెంబర్, 2024 నాటి KSERC ఉత్తర్వు ఈ రేట్లను 1 ఏప్రిల్, 2025 నుండి 31 మార్చి, 2027 వరకు నిర్ణయించింది, 2026-27కి పెంపును తిరస్కరించింది.",
  "Above 250 units a month every unit of the month is billed at one rate, so crossing 250 units raises the whole bill. Fixed charges run from ₹ 50 to ₹ 310 a month (single-phase) by slab.":
    "నెలకు 250 యూనిట్లు దాటితే ఆ నెల ప్రతి యూనిట్‌కూ ఒకే రేటుతో బిల్లు వేస్తారు, కాబట్టి 250 దాటగానే మొత్తం బిల్లు పెరుగుతుంది. స్థిర ఛార్జీలు స్లాబ్‌ను బట్టి నెలకు ₹ 50 నుండి ₹ 310 (సింగిల్-ఫేజ్).",
  "KERC's multi-year order of 27 Mar 2025 cut this rate by 10 paise for 2025-26 and changes it next in 2027-28, so it holds through 2026-27; the fixed charge rises by ₹ 5 per kW in 2026-27.":
    "27 మార్చి, 2025 నాటి KERC బహుళ-వార్షిక ఉత్తర్వు 2025-26కి ఈ రేటును 10 పైసలు తగ్గించింది, తర్వాతి మార్పు 2027-28లోనే, కాబట్టి ఇది 2026-27లోనూ వర్తిస్తుంది; 2026-27లో స్థిర ఛార్జీ kWకి ₹ 5 పెరుగుతుంది.",
  "Under the State's Gruha Jyothi scheme a household's electricity is free up to its average monthly use in 2022-23 plus 10%, if that is within 200 units; a home that uses more than 200 units in a month pays the whole bill.":
    "రాష్ట్ర గృహ జ్యోతి పథకం కింద ఒక ఇంటికి 2022-23లోని నెలవారీ సగటు వాడకం కంటే 10% ఎక్కువ వరకు విద్యుత్ ఉచితం, అది 200 యూనిట్లలోపు ఉంటే; ఏ నెలలోనైనా 200 యూనిట్లకు మించి వాడిన ఇల్లు మొత్తం బిల్లు చెల్లిస్తుంది.",
  "JERC's order of 31 Dec 2025 continued the existing tariff without any change for 2025-26 (except for power-intensive industry); the J&K government pays the difference.":
    "31 డిసెంబర్, 2025 నాటి JERC ఉత్తర్వు 2025-26కి ప్రస్తుత ఛార్జీలను ఏ మార్పూ లేకుండా కొనసాగించింది (ఎక్కువ విద్యుత్ వాడే పరిశ్రమలు తప్ప); తేడా మొత్తాన్ని జమ్మూ కశ్మీర్ ప్రభుత్వం చెల్లిస్తుంది.",
  "PTI's report of the same order gives ₹ 5.40 for the first 125 units; the other rates agree.":
    "ఇదే ఉత్తర్వుపై PTI నివేదిక మొదటి 125 యూనిట్లకు ₹ 5.40 అని చెబుతోంది; మిగతా రేట్లు సరిపోలుతున్నాయి.",
  "GERC's orders of 31 Mar 2025 made no change to the tariff of the State's companies or of Torrent Power from 1 Apr 2025.":
    "31 మార్చి, 2025 నాటి GERC ఉత్తర్వులు 1 ఏప్రిల్, 2025 నుండి రాష్ట్ర సంస్థల, Torrent Power ఛార్జీలలో ఏ మార్పూ చేయలేదు.",
  "These rates were published for 2023-24. The 2024-25 order's household rates have not been found in the reports, so check them against your bill.":
    "ఈ రేట్లు 2023-24కి ప్రచురించినవి. 2024-25 ఉత్తర్వులోని గృహ రేట్లు నివేదికల్లో దొరకలేదు, కాబట్టి వీటిని మీ బిల్లుతో సరిచూసుకోండి.",
  "DERC has issued no tariff order since 30 Sep 2021, whose order kept household rates unchanged; none had been issued for 2026-27 by 20 Jan 2026.":
    "30 సెప్టెంబర్, 2021 తర్వాత DERC ఏ టారిఫ్ ఉత్తర్వూ ఇవ్వలేదు, ఆ ఉత్తర్వు గృహ రేట్లను మార్చలేదు; 20 జనవరి, 2026 నాటికి 2026-27కి కూడా ఉత్తర్వు రాలేదు.",
  "The Delhi government's subsidy continues in 2025-26: homes using up to 200 units a month pay nothing for energy, and homes using 201 to 400 units get 50% off, up to ₹ 800 a month.":
    "ఢిల్లీ ప్రభుత్వ సబ్సిడీ 2025-26లోనూ కొనసాగుతోంది: నెలకు 200 యూనిట్ల వరకు వాడే ఇళ్లు ఎనర్జీకి ఏమీ చెల్లించవు, 201 నుండి 400 యూనిట్లు వాడే ఇళ్లకు 50% తగ్గింపు, నెలకు గరిష్ఠంగా ₹ 800.",
  "Only the two lowest slabs of the July 2025 order have been published. Above 200 units a month the table shows the 2023-24 rates, which later orders have raised, so for those homes it understates the bill.":
    "జులై 2025 ఉత్తర్వులో అత్యల్ప రెండు స్లాబ్‌లు మాత్రమే ప్రచురించారు. నెలకు 200 యూనిట్ల పైన పట్టిక 2023-24 రేట్లను చూపిస్తుంది, వాటిని తర్వాతి ఉత్తర్వులు పెంచాయి, కాబట్టి అలాంటి ఇళ్లకు ఇది బిల్లును తక్కువగా చూపిస్తుంది.",
  "Other reports of the order describe increases of 10 paise for lower- and middle-income homes and 20 paise for others, which does not match the increases on the table's source; your bill shows which applies.":
    "ఈ ఉత్తర్వుపై ఇతర నివేదికలు తక్కువ, మధ్య ఆదాయ ఇళ్లకు 10 పైసలు, మిగతా ఇళ్లకు 20 పైసలు పెంపు అని చెబుతున్నాయి; ఇది పట్టిక ఆధారంలోని పెంపులతో సరిపోలడం లేదు; ఏ రేటు వర్తిస్తుందో మీ బిల్లు చెబుతుంది.",
  "Another report of the order says single-phase connections still pay ₹ 2.75 a unit, and NewsBytes gives the ₹ 2.80 and ₹ 5.40 rates for two-phase connections; your bill shows which applies.":
    "ఈ ఉత్తర్వుపై మరో నివేదిక సింగిల్-ఫేజ్ కనెక్షన్లు ఇప్పటికీ యూనిట్‌కు ₹ 2.75 చెల్లిస్తాయని చెబుతోంది, NewsBytes ₹ 2.80, ₹ 5.40 రేట్లను టూ-ఫేజ్ కనెక్షన్లకు ఇస్తోంది; ఏ రేటు వర్తిస్తుందో మీ బిల్లు చెబుతుంది.",
  "The order raises tariffs by about 2% a year until 2029-30, so the rates from April 2026 are probably a little higher; they have not been published in the reports.":
    "ఈ ఉత్తర్వు 2029-30 వరకు ఏటా సుమారు 2% ఛార్జీలను పెంచుతుంది, కాబట్టి ఏప్రిల్ 2026 నుండి రేట్లు కొంచెం ఎక్కువగా ఉండే అవకాశం ఉంది; అవి నివేదికల్లో ప్రచురించలేదు.",
  "A fixed charge of ₹ 30 per kW a month comes on top, rising to ₹ 40 by 2027-28.":
    "అదనంగా నెలకు kWకి ₹ 30 స్థిర ఛార్జీ ఉంటుంది, ఇది 2027-28 నాటికి ₹ 40కి పెరుగుతుంది.",
  "Beyond the free units, the State subsidy in 2025-26 was ₹ 3.30 a unit (urban, first 100), ₹ 3.43 (urban, above 100), ₹ 4.97 (rural) and ₹ 5.45 or ₹ 4.97 (Kutir Jyoti).":
    "ఉచిత యూనిట్లకు మించి, 2025-26లో రాష్ట్ర సబ్సిడీ యూనిట్‌కు ₹ 3.30 (పట్టణ, మొదటి 100), ₹ 3.43 (పట్టణ, 100 పైన), ₹ 4.97 (గ్రామీణ), ₹ 5.45 లేదా ₹ 4.97 (కుటీర్ జ్యోతి).",
  "Since 1 Aug 2025 (from the July bill) the State gives every household 125 units a month free.":
    "1 ఆగస్టు, 2025 నుండి (జులై బిల్లు నుండి) రాష్ట్రం ప్రతి ఇంటికీ నెలకు 125 యూనిట్లు ఉచితంగా ఇస్తోంది.",
};
