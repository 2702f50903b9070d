/**
 * Words of data/tariffs.json in Hindi, keyed by their English text (read through tariffText() in
 * app/content/tariff-page.ts). Figures stay as in English; names of regulators, orders, companies and
 * sources stay as published.
 */
export const tariffNotes: Readonly<Record<string, string>> = {
  // What the regulator last said (status).
  "UPERC's order of 22 Nov 2025 kept every tariff as it was, the sixth year in a row without an increase.":
    "UPERC के 22 नवंबर 2025 के आदेश ने हर दर को पहले जैसा रखा; लगातार छठे साल कोई बढ़ोतरी नहीं हुई।",
  "TGERC's order of 29 Apr 2025 (in force from 1 May 2025) raised no tariff for any category; the 2024-25 order had also left household energy charges unchanged.":
    "TGERC के 29 अप्रैल 2025 के आदेश (1 मई 2025 से लागू) ने किसी भी श्रेणी की दर नहीं बढ़ाई; 2024-25 के आदेश ने भी घरेलू ऊर्जा शुल्क नहीं बदले थे।",
  "TNERC raised tariffs by 3.16% from 1 Jul 2025 (order of 30 Jun 2025), and the State pays the increase for every home, so households keep paying the July 2024 rates below.":
    "TNERC ने 1 जुलाई 2025 से दरें 3.16% बढ़ाईं (30 जून 2025 का आदेश), और यह बढ़ोतरी राज्य सरकार हर घर के लिए चुकाती है, इसलिए घर नीचे दी गई जुलाई 2024 की दरें ही चुकाते हैं।",
  "APERC's tariff order for 2025-26 (released 20 Feb 2025) raised no tariff for any consumer, as in 2024-25.":
    "APERC के 2025-26 के टैरिफ आदेश (20 फ़रवरी 2025 को जारी) ने 2024-25 की तरह किसी भी उपभोक्ता की दर नहीं बढ़ाई।",
  // Caveats.
  "The CESC rates are the newest published figures we have, from 2016-17; CESC's tariff has been revised since. WBERC issued WBSEDCL's 2025-26 tariff on 20 Mar 2025, whose household rates are not shown here yet. Your latest bill shows the rate you pay.":
    "CESC की दरें हमारे पास मौजूद सबसे नए प्रकाशित आँकड़े हैं, जो 2016-17 के हैं; तब से CESC की दरें बदल चुकी हैं। WBERC ने 20 मार्च 2025 को WBSEDCL की 2025-26 की दरें जारी कीं, जिनकी घरेलू दरें अभी यहाँ नहीं दिखाई गई हैं। आप जो दर चुकाते हैं, वह आपके नए बिल पर लिखी होती है।",
  "Homes using up to 500 units in two months have also paid a lower, State-subsidised rate for units 101 to 200 (₹ 2.25 in 2023-24, in the earlier table below). No 2025-26 report gives that rate, so for such homes the table above may be higher than the bill.":
    "दो महीने में 500 यूनिट तक खर्च करने वाले घरों ने 101 से 200 तक की यूनिट के लिए राज्य की सब्सिडी वाली कम दर भी चुकाई है (2023-24 में ₹ 2.25, नीचे पहले की तालिका में)। 2025-26 की कोई रिपोर्ट यह दर नहीं बताती, इसलिए ऐसे घरों के लिए ऊपर की तालिका बिल से ज़्यादा हो सकती है।",
  "Only the two lowest slabs of the 2025 order have been published so far. Above 150 units a month the table shows the 2023-24 rates, which the order lowered by 35 to 65 paise, so for those homes it slightly overstates the bill.":
    "2025 के आदेश के अब तक सिर्फ़ दो सबसे निचले स्लैब प्रकाशित हुए हैं। हर महीने 150 यूनिट से ऊपर तालिका 2023-24 की दरें दिखाती है, जिन्हें आदेश ने 35 से 65 पैसे घटाया, इसलिए ऐसे घरों के लिए यह बिल को थोड़ा ज़्यादा बताती है।",
  "Reports of the 2026 order do not say whether ₹ 7.05 applies only to the units above 300 or to every unit once a home passes 300. The calculator assumes only the units above 300.":
    "2026 के आदेश की रिपोर्टें यह नहीं बतातीं कि ₹ 7.05 सिर्फ़ 300 से ऊपर की यूनिट पर लगता है या घर के 300 पार करते ही हर यूनिट पर। कैलकुलेटर सिर्फ़ 300 से ऊपर की यूनिट मानता है।",
  "MERC's order of March 2025 raised BEST's rates from April 2025 to ₹ 9.81 (301 to 500 units) and ₹ 12.01 (above 500 units). The new rates for the lower slabs have not been published in the reports.":
    "MERC के मार्च 2025 के आदेश ने अप्रैल 2025 से BEST की दरें बढ़ाकर ₹ 9.81 (301 से 500 यूनिट) और ₹ 12.01 (500 यूनिट से ऊपर) कर दीं। निचले स्लैब की नई दरें रिपोर्टों में प्रकाशित नहीं हुई हैं।",
  "JERC raised Mizoram's average tariff by 6.78% from 1 Apr 2022 (from ₹ 7.30 to ₹ 7.79 a unit on average); the new slab rates were not published with it, so expect to pay somewhat more than this table.":
    "JERC ने 1 अप्रैल 2022 से मिज़ोरम की औसत दर 6.78% बढ़ाई (औसतन ₹ 7.30 से ₹ 7.79 प्रति यूनिट); नए स्लैब की दरें इसके साथ प्रकाशित नहीं हुईं, इसलिए इस तालिका से कुछ ज़्यादा चुकाने की उम्मीद रखें।",
  "Two newspapers give different rates for 101 to 300 units under the June 2025 order: ₹ 12.57 (Lokmat Times) and ₹ 11.10 (The Hitavada), perhaps because they count different parts of the charge. They agree on the other slabs. The calculator uses ₹ 12.57; your bill shows which applies.":
    "जून 2025 के आदेश के तहत 101 से 300 यूनिट के लिए दो अख़बार अलग-अलग दरें बताते हैं: ₹ 12.57 (Lokmat Times) और ₹ 11.10 (The Hitavada), शायद इसलिए कि वे शुल्क के अलग-अलग हिस्से गिनते हैं। बाकी स्लैब पर दोनों एक जैसे हैं। कैलकुलेटर ₹ 12.57 लेता है; कौन-सी दर लागू है, यह आपका बिल बताता है।",
  "MPERC's order for FY 2025-26 raised tariffs by 3.46% on average from April 2025. Its household slab rates have not been published in the reports, so expect your bill to be a little higher than this table.":
    "MPERC के वित्त वर्ष 2025-26 के आदेश ने अप्रैल 2025 से दरें औसतन 3.46% बढ़ाईं। इसकी घरेलू स्लैब दरें रिपोर्टों में प्रकाशित नहीं हुई हैं, इसलिए आपका बिल इस तालिका से थोड़ा ज़्यादा होने की उम्मीद रखें।",
  "Another newspaper reported different figures for the same order: ₹ 6.95 (urban) and ₹ 6.60 (rural). Two others agree with the table.":
    "एक दूसरे अख़बार ने इसी आदेश के अलग आँकड़े छापे: ₹ 6.95 (शहरी) और ₹ 6.60 (ग्रामीण)। दो और अख़बार इस तालिका से मेल खाते हैं।",
  "For 2026-27 BERC kept tariffs unchanged but merged the two urban slabs into one at the lower rate, a cut of ₹ 1.53 a unit above 100 units; so urban homes using more than 100 units now pay less than the ₹ 8.95 shown.":
    "2026-27 के लिए BERC ने दरें नहीं बदलीं, पर दोनों शहरी स्लैब को कम दर पर एक कर दिया, यानी 100 यूनिट से ऊपर ₹ 1.53 प्रति यूनिट की कटौती; इसलिए 100 से ज़्यादा यूनिट खर्च करने वाले शहरी घर अब दिखाए गए ₹ 8.95 से कम चुकाते हैं।",
  "AERC cut household energy charges (Jeevan Dhara, Domestic-A and Domestic-B) by ₹ 1 a unit from 1 Apr 2025, so today's rates are lower than this 2023 table.":
    "AERC ने 1 अप्रैल 2025 से घरेलू ऊर्जा शुल्क (जीवन धारा, घरेलू-A और घरेलू-B) ₹ 1 प्रति यूनिट घटाया, इसलिए आज की दरें 2023 की इस तालिका से कम हैं।",
  "A January 2025 objection to a tariff petition quotes the rates in force then as ₹ 8.50 (201 to 500 units) and ₹ 10.25 (above 500 units), far above this 2016 table.":
    "जनवरी 2025 में एक टैरिफ याचिका पर दर्ज आपत्ति उस समय लागू दरें ₹ 8.50 (201 से 500 यूनिट) और ₹ 10.25 (500 यूनिट से ऊपर) बताती है, जो 2016 की इस तालिका से बहुत ज़्यादा हैं।",
  // What else is on a bill (notes), by state in the data file's order.
  "CESC adds a fixed charge of ₹ 15 per kVA a month. It also offers a prepaid connection at ₹ 7.22 for every unit.":
    "CESC हर महीने ₹ 15 प्रति kVA का फिक्स्ड चार्ज जोड़ता है। वह ₹ 7.22 प्रति यूनिट पर प्रीपेड कनेक्शन भी देता है।",
  "Outside Kolkata and Howrah, WBSEDCL supplies homes and bills every three months, so its slabs count a quarter's units. WBSEDCL adds a fixed charge of ₹ 15.":
    "कोलकाता और हावड़ा के बाहर WBSEDCL घरों को बिजली देता है और हर तीन महीने में बिल भेजता है, इसलिए उसके स्लैब एक तिमाही की यूनिट गिनते हैं। WBSEDCL ₹ 15 का फिक्स्ड चार्ज जोड़ता है।",
  "Rural homes without a meter pay ₹ 500 per kW a month instead of these rates.":
    "बिना मीटर वाले ग्रामीण घर इन दरों की जगह ₹ 500 प्रति kW महीना चुकाते हैं।",
  "Homes that choose UPERC's green-energy option pay 17 paise a unit more.":
    "UPERC का ग्रीन-एनर्जी विकल्प चुनने वाले घर 17 पैसे प्रति यूनिट ज़्यादा चुकाते हैं।",
  "TERC's tariff from 1 Nov 2025 kept energy charges unchanged and replaced minimum charges with a fixed charge of ₹ 16 per kW a month.":
    "1 नवंबर 2025 से TERC की दरों ने ऊर्जा शुल्क नहीं बदले और न्यूनतम शुल्क की जगह ₹ 16 प्रति kW महीने का फिक्स्ड चार्ज लगाया।",
  "Your month's total decides the group: a home using 150 units pays the LT-I(B) rates from its first unit, and one using 350 units pays the LT-I(C) rates.":
    "आपके महीने की कुल खपत से ग्रुप तय होता है: 150 यूनिट खर्च करने वाला घर पहली यूनिट से ही LT-I(B) की दरें चुकाता है, और 350 यूनिट वाला घर LT-I(C) की दरें।",
  "Monthly minimum energy charges for homes were removed in 2024.":
    "घरों के लिए हर महीने का न्यूनतम ऊर्जा शुल्क 2024 में हटा दिया गया।",
  "Fixed charges remain waived for homes, and the first 100 units of every two-month bill stay free.":
    "घरों के लिए फिक्स्ड चार्ज माफ़ ही है, और हर दो महीने के बिल की पहली 100 यूनिट मुफ़्त रहती हैं।",
  "Minimum charge: ₹ 40 a month for a single-phase and ₹ 200 for a three-phase connection. No electricity duty is charged.":
    "न्यूनतम शुल्क: सिंगल-फ़ेज़ कनेक्शन पर ₹ 40 महीना और थ्री-फ़ेज़ पर ₹ 200। कोई बिजली शुल्क (ड्यूटी) नहीं लगता।",
  "Another, undated page lists every slab 10 paise higher, which may be a later revision; your bill shows the rate you pay.":
    "एक दूसरा, बिना तारीख का पेज हर स्लैब 10 पैसे ज़्यादा बताता है, जो बाद का संशोधन हो सकता है; आप जो दर चुकाते हैं, वह आपके बिल पर लिखी होती है।",
  "Fixed charges changed with the 2025 order: ₹ 150 a month for homes using up to 150 units (was ₹ 250); ₹ 500 for 301 to 500 units and ₹ 800 above 500 units.":
    "2025 के आदेश से फिक्स्ड चार्ज बदले: 150 यूनिट तक खर्च करने वाले घरों के लिए ₹ 150 महीना (पहले ₹ 250); 301 से 500 यूनिट पर ₹ 500 और 500 यूनिट से ऊपर ₹ 800।",
  "Homes get 300 units a month free (600 in a two-month bill) under the State scheme, so most households pay nothing for energy.":
    "राज्य योजना के तहत घरों को हर महीने 300 यूनिट मुफ़्त मिलती हैं (दो महीने के बिल में 600), इसलिए ज़्यादातर घर ऊर्जा के लिए कुछ नहीं चुकाते।",
  "The 2026 order also cut fixed charges by ₹ 5 per kW (loads of 2 to 7 kW) and ₹ 10 per kW (7 to 20 kW).":
    "2026 के आदेश ने फिक्स्ड चार्ज भी ₹ 5 प्रति kW (2 से 7 kW लोड) और ₹ 10 प्रति kW (7 से 20 kW) घटाए।",
  "Paying digitally earns a rebate of 4%, and an e-bill ₹ 10 off.":
    "डिजिटल भुगतान पर 4% की छूट मिलती है, और ई-बिल पर ₹ 10 कम।",
  "Fixed charge: ₹ 140 per kW a month in towns and ₹ 100 in villages.":
    "फिक्स्ड चार्ज: शहरों में ₹ 140 प्रति kW महीना और गाँवों में ₹ 100।",
  "In December 2019 the average household rate was about ₹ 5.70 a unit, with a proposal to raise it to ₹ 6.":
    "दिसंबर 2019 में घरों की औसत दर लगभग ₹ 5.70 प्रति यूनिट थी, और इसे ₹ 6 करने का प्रस्ताव था।",
  "Suburban Mumbai is supplied by Adani Electricity and Tata Power at their own rates: from April 2025 Tata Power charges ₹ 10.79 (301 to 500 units) and ₹ 11.79 (above 500 units); Adani's rates before the 2025 order were ₹ 7.45 and ₹ 8.55.":
    "उपनगरीय मुंबई में Adani Electricity और Tata Power अपनी-अपनी दरों पर बिजली देते हैं: अप्रैल 2025 से Tata Power ₹ 10.79 (301 से 500 यूनिट) और ₹ 11.79 (500 यूनिट से ऊपर) लेती है; 2025 के आदेश से पहले Adani की दरें ₹ 7.45 और ₹ 8.55 थीं।",
  "Wheeling charges, fixed charges, fuel adjustment and electricity duty come on top of these energy charges.":
    "व्हीलिंग चार्ज, फिक्स्ड चार्ज, फ़्यूल एडजस्टमेंट और बिजली शुल्क इन ऊर्जा शुल्कों के ऊपर लगते हैं।",
  "Fixed charge ₹ 50 per kW a month; meter rent ₹ 20 (single-phase) or ₹ 35 (three-phase).":
    "फिक्स्ड चार्ज ₹ 50 प्रति kW महीना; मीटर किराया ₹ 20 (सिंगल-फ़ेज़) या ₹ 35 (थ्री-फ़ेज़)।",
  "Fixed charge: ₹ 65 per kW a month for homes; ₹ 25 a month per connection for BPL homes.":
    "फिक्स्ड चार्ज: घरों के लिए ₹ 65 प्रति kW महीना; BPL घरों के लिए हर कनेक्शन पर ₹ 25 महीना।",
  "Homes using more than 100 units a month pay a fixed charge of ₹ 130 a month; BPL homes ₹ 34.":
    "हर महीने 100 से ज़्यादा यूनिट खर्च करने वाले घर ₹ 130 महीने का फिक्स्ड चार्ज चुकाते हैं; BPL घर ₹ 34।",
  "Wheeling charge (₹ 1.17 a unit in 2023-24), fuel adjustment (FAC) and 16% electricity duty come on top of these energy charges.":
    "व्हीलिंग चार्ज (2023-24 में ₹ 1.17 प्रति यूनिट), फ़्यूल एडजस्टमेंट (FAC) और 16% बिजली शुल्क इन ऊर्जा शुल्कों के ऊपर लगते हैं।",
  "The Hitavada also reports the 101 to 300 slab's base charge falling to ₹ 10.80 during 2026 and ₹ 10.65 from 1 Apr 2027 under MERC's multi-year order.":
    "The Hitavada यह भी बताता है कि MERC के बहुवर्षीय आदेश के तहत 101 से 300 वाले स्लैब का मूल शुल्क 2026 में घटकर ₹ 10.80 और 1 अप्रैल 2027 से ₹ 10.65 होगा।",
  "Fixed charges: ₹ 69 (urban) or ₹ 55 (rural) a month for homes using up to 50 units; ₹ 121 or ₹ 98 for 51 to 150 units; higher slabs pay by connected load.":
    "फिक्स्ड चार्ज: 50 यूनिट तक खर्च करने वाले घरों के लिए ₹ 69 (शहरी) या ₹ 55 (ग्रामीण) महीना; 51 से 150 यूनिट पर ₹ 121 या ₹ 98; ऊँचे स्लैब जुड़े लोड के हिसाब से चुकाते हैं।",
  "Under the Atal Griha Jyoti scheme, eligible homes using up to 100 units a month pay ₹ 100 for them.":
    "अटल गृह ज्योति योजना के तहत, हर महीने 100 यूनिट तक खर्च करने वाले पात्र घर इनके लिए ₹ 100 चुकाते हैं।",
  "A fixed charge of ₹ 145 per kW a month and a pension and gratuity surcharge of 36 paise a unit come on top. The energy charge is to fall to ₹ 5.75 by 2027-28.":
    "इसके ऊपर ₹ 145 प्रति kW महीने का फिक्स्ड चार्ज और 36 पैसे प्रति यूनिट का पेंशन और ग्रेच्युटी सरचार्ज लगता है। ऊर्जा शुल्क 2027-28 तक घटकर ₹ 5.75 होना है।",
  "No meter rent is charged.": "कोई मीटर किराया नहीं लिया जाता।",
  "These are the rates before the State's subsidy; households that qualify for it pay less. Your bill shows the subsidy.":
    "ये राज्य सब्सिडी से पहले की दरें हैं; जो घर सब्सिडी के पात्र हैं, वे कम चुकाते हैं। सब्सिडी आपके बिल पर दिखती है।",
  "The same rates were reported by The Tribune.": "यही दरें The Tribune ने भी छापी थीं।",
  "The first 125 units a month stay free for eligible households. Units 126 to 300 get a subsidy of ₹ 1.73 (so ₹ 4.17 a unit). Homes using more than 300 units a month lose the subsidy and pay ₹ 5.90 for every unit.":
    "पात्र घरों के लिए हर महीने की पहली 125 यूनिट मुफ़्त रहती हैं। 126 से 300 तक की यूनिट पर ₹ 1.73 की सब्सिडी मिलती है (यानी ₹ 4.17 प्रति यूनिट)। हर महीने 300 से ज़्यादा यूनिट खर्च करने वाले घरों को सब्सिडी नहीं मिलती और वे हर यूनिट के ₹ 5.90 चुकाते हैं।",
  "The order (March 2025) merged the slabs above 125 units into one.":
    "आदेश (मार्च 2025) ने 125 यूनिट से ऊपर के स्लैब को मिलाकर एक कर दिया।",
  "Your month's total decides the category: a home using 120 units pays the Category II rates from its first unit.":
    "आपके महीने की कुल खपत से श्रेणी तय होती है: 120 यूनिट खर्च करने वाला घर पहली यूनिट से ही श्रेणी II की दरें चुकाता है।",
  "The 2025 order abolished minimum monthly charges, and homes using up to 300 units a month pay no fixed charge.":
    "2025 के आदेश ने हर महीने का न्यूनतम शुल्क खत्म कर दिया, और हर महीने 300 यूनिट तक खर्च करने वाले घर कोई फिक्स्ड चार्ज नहीं चुकाते।",
  "Fuel surcharge (FPPPA) comes on top of these energy charges: ₹ 2.30 a unit from 1 Jul 2025.":
    "फ़्यूल सरचार्ज (FPPPA) इन ऊर्जा शुल्कों के ऊपर लगता है: 1 जुलाई 2025 से ₹ 2.30 प्रति यूनिट।",
  "Electricity duty and a fixed charge of ₹ 15 to ₹ 70 a month by connected load also come on top. Torrent Power's areas (Ahmedabad, Surat) have their own rates.":
    "बिजली शुल्क और जुड़े लोड के हिसाब से ₹ 15 से ₹ 70 महीने का फिक्स्ड चार्ज भी ऊपर से लगता है। Torrent Power के इलाकों (अहमदाबाद, सूरत) की अपनी दरें हैं।",
  "A fixed charge of ₹ 20 per kW a month (single-phase) comes on top.":
    "इसके ऊपर ₹ 20 प्रति kW महीने का फिक्स्ड चार्ज (सिंगल-फ़ेज़) लगता है।",
  "These rates were still the ones in force when the 2024-25 tariff petition was reported.":
    "2024-25 की टैरिफ याचिका की ख़बर आने के समय भी यही दरें लागू थीं।",
  "Fixed charges per kW a month: ₹ 20 up to 2 kW, ₹ 50 for 2 to 5 kW, ₹ 100 for 5 to 15 kW, ₹ 200 for 15 to 25 kW and ₹ 250 above 25 kW. A power purchase adjustment charge (PPAC) of about 7% to 10% comes on top.":
    "प्रति kW महीने का फिक्स्ड चार्ज: 2 kW तक ₹ 20, 2 से 5 kW पर ₹ 50, 5 से 15 kW पर ₹ 100, 15 से 25 kW पर ₹ 200 और 25 kW से ऊपर ₹ 250। इसके ऊपर लगभग 7% से 10% का पावर परचेज़ एडजस्टमेंट चार्ज (PPAC) लगता है।",
  "In 2020 DERC kept household tariffs unchanged for another year; no later change to household energy charges has been reported.":
    "2020 में DERC ने घरेलू दरें एक और साल के लिए नहीं बदलीं; उसके बाद घरेलू ऊर्जा शुल्क में किसी बदलाव की ख़बर नहीं है।",
  "A fixed charge of ₹ 10 per kW a month comes on top.": "इसके ऊपर ₹ 10 प्रति kW महीने का फिक्स्ड चार्ज लगता है।",
  "Fixed charges: ₹ 40 a month for Jeevan Dhara and ₹ 70 per kW a month for other homes.":
    "फिक्स्ड चार्ज: जीवन धारा के लिए ₹ 40 महीना और बाकी घरों के लिए ₹ 70 प्रति kW महीना।",
  "A bill-calculator site gives the same rates for 2021-22 and 2022-23. HT (high-tension) domestic connections pay ₹ 3.40 (11 kV) or ₹ 3.25 (33 kV).":
    "एक बिल-कैलकुलेटर साइट 2021-22 और 2022-23 के लिए यही दरें बताती है। HT (हाई-टेंशन) घरेलू कनेक्शन ₹ 3.40 (11 kV) या ₹ 3.25 (33 kV) चुकाते हैं।",
  "Since 2022 all homes share one telescopic table: every home pays ₹ 1.90 for its first 30 units, and so on up the slabs.":
    "2022 से सभी घरों के लिए एक ही टेलीस्कोपिक तालिका है: हर घर अपनी पहली 30 यूनिट के ₹ 1.90 चुकाता है, और इसी तरह ऊपर के स्लैब।",
  "Fuel and power purchase adjustments (FPPCA), true-up charges and electricity duty come on top.":
    "इसके ऊपर फ़्यूल और पावर परचेज़ एडजस्टमेंट (FPPCA), ट्रू-अप चार्ज और बिजली शुल्क लगते हैं।",
  // Added when the 2026 update was merged (docs/decisions/190).
  "The 2025 order left fixed charges unchanged.": "2025 के आदेश ने फिक्स्ड चार्ज नहीं बदले।",
  "It raised the rates for BPL homes by 10 paise and for snowbound areas by 10 to 20 paise a unit; those new rates have not been published.":
    "इसने BPL घरों की दर 10 पैसे और बर्फ़ीले इलाकों की दर 10 से 20 पैसे प्रति यूनिट बढ़ाई; ये नई दरें प्रकाशित नहीं हुई हैं।",
  "TERC's order for 2024-25 (from 1 Aug 2024) raised tariffs by 7.15% on average; its household rates have not been published in the reports, so today's rates are probably higher than this table.":
    "TERC के 2024-25 के आदेश (1 अगस्त 2024 से) ने दरें औसतन 7.15% बढ़ाईं; इसकी घरेलू दरें रिपोर्टों में प्रकाशित नहीं हुई हैं, इसलिए आज की दरें शायद इस तालिका से ज़्यादा हैं।",
  "The 2023 tariff also set fixed charges of ₹ 30, ₹ 45, ₹ 55 and ₹ 55 a month by slab.":
    "2023 की दर ने स्लैब के हिसाब से ₹ 30, ₹ 45, ₹ 55 और ₹ 55 महीने का फिक्स्ड चार्ज भी तय किया।",
  "Since March 2024 the State's Gruha Jyothi scheme gives eligible households (white ration card holders) a zero bill in any month they use less than 200 units.":
    "मार्च 2024 से राज्य की गृह ज्योति योजना पात्र घरों (सफ़ेद राशन कार्ड वालों) को हर उस महीने शून्य बिल देती है, जिसमें वे 200 यूनिट से कम खर्च करते हैं।",
  "The scheme was still running in January 2026, for 52.82 lakh households; a home that uses 200 units or more in a month pays the whole bill.":
    "जनवरी 2026 में भी यह योजना 52.82 लाख घरों के लिए चल रही थी; जो घर किसी महीने 200 यूनिट या उससे ज़्यादा खर्च करता है, वह पूरा बिल चुकाता है।",
  "Fuel surcharge comes on top.": "फ़्यूल सरचार्ज इसके ऊपर लगता है।",
  "Homes using up to 100 units a month pay nothing under the Chief Minister's free electricity scheme.":
    "मुख्यमंत्री की मुफ़्त बिजली योजना के तहत हर महीने 100 यूनिट तक खर्च करने वाले घर कुछ नहीं चुकाते।",
  "In 2024-25 a fixed charge of ₹ 35 per kW a month applied in every slab.":
    "2024-25 में हर स्लैब में ₹ 35 प्रति kW महीने का फिक्स्ड चार्ज लगता था।",
  "Only the first two slabs of the October 2024 order have been published. Above 200 units the table shows the 2021-22 rate, which later orders have probably raised.":
    "अक्टूबर 2024 के आदेश के सिर्फ़ पहले दो स्लैब प्रकाशित हुए हैं। 200 यूनिट से ऊपर तालिका 2021-22 की दर दिखाती है, जिसे बाद के आदेशों ने शायद बढ़ाया है।",
  "The same newspaper earlier quoted ₹ 7.31 and ₹ 7.46 a unit for these two slabs, which may include other charges.":
    "इसी अख़बार ने पहले इन दो स्लैब के लिए ₹ 7.31 और ₹ 7.46 प्रति यूनिट छापा था, जिसमें शायद दूसरे शुल्क भी शामिल हैं।",
  "MSERC issued a tariff order for FY 2025-26 in March 2025; its household rates have not been published in the reports.":
    "MSERC ने मार्च 2025 में वित्त वर्ष 2025-26 का टैरिफ आदेश जारी किया; इसकी घरेलू दरें रिपोर्टों में प्रकाशित नहीं हुई हैं।",
  "A fixed charge of ₹ 90 per kW a month comes on top under the October 2024 order.":
    "अक्टूबर 2024 के आदेश के तहत इसके ऊपर ₹ 90 प्रति kW महीने का फिक्स्ड चार्ज लगता है।",
  "MPERC then issued an order for FY 2026-27, with new rates from 13 Apr 2026 (about ₹ 80 a month more for 200 units); its slab rates have not been published in the reports.":
    "इसके बाद MPERC ने वित्त वर्ष 2026-27 का आदेश जारी किया, जिसकी नई दरें 13 अप्रैल 2026 से लागू हैं (200 यूनिट पर महीने में लगभग ₹ 80 ज़्यादा); इसकी स्लैब दरें रिपोर्टों में प्रकाशित नहीं हुई हैं।",
  "KSERC's order of 5 Dec 2024 set these rates from 1 Apr 2025 to 31 Mar 2027 and refused an increase for 2026-27.":
    "KSERC के 5 दिसंबर 2024 के आदेश ने ये दरें 1 अप्रैल 2025 से 31 मार्च 2027 तक के लिए तय कीं और 2026-27 के लिए बढ़ोतरी से इनकार किया।",
  "Above 250 units a month every unit of the month is billed at one rate, so crossing 250 units raises the whole bill. Fixed charges run from ₹ 50 to ₹ 310 a month (single-phase) by slab.":
    "हर महीने 250 यूनिट से ऊपर महीने की हर यूनिट एक ही दर पर बिल होती है, इसलिए 250 यूनिट पार करते ही पूरा बिल बढ़ जाता है। फिक्स्ड चार्ज स्लैब के हिसाब से ₹ 50 से ₹ 310 महीना (सिंगल-फ़ेज़) है।",
  "KERC's multi-year order of 27 Mar 2025 cut this rate by 10 paise for 2025-26 and changes it next in 2027-28, so it holds through 2026-27; the fixed charge rises by ₹ 5 per kW in 2026-27.":
    "KERC के 27 मार्च 2025 के बहुवर्षीय आदेश ने 2025-26 के लिए यह दर 10 पैसे घटाई और इसे अगली बार 2027-28 में बदला जाएगा, इसलिए यह 2026-27 में भी लागू है; 2026-27 में फिक्स्ड चार्ज ₹ 5 प्रति kW बढ़ता है।",
  "Under the State's Gruha Jyothi scheme a household's electricity is free up to its average monthly use in 2022-23 plus 10%, if that is within 200 units; a home that uses more than 200 units in a month pays the whole bill.":
    "राज्य की गृह ज्योति योजना में किसी घर की बिजली 2022-23 की उसकी औसत मासिक खपत से 10% ज़्यादा तक मुफ़्त है, अगर यह 200 यूनिट के भीतर हो; जो घर किसी महीने 200 यूनिट से ज़्यादा खर्च करता है, वह पूरा बिल चुकाता है।",
  "JERC's order of 31 Dec 2025 continued the existing tariff without any change for 2025-26 (except for power-intensive industry); the J&K government pays the difference.":
    "JERC के 31 दिसंबर 2025 के आदेश ने 2025-26 के लिए मौजूदा दरें बिना किसी बदलाव के जारी रखीं (ज़्यादा बिजली खपत वाले उद्योगों को छोड़कर); अंतर की रकम जम्मू-कश्मीर सरकार चुकाती है।",
  "PTI's report of the same order gives ₹ 5.40 for the first 125 units; the other rates agree.":
    "PTI की इसी आदेश की रिपोर्ट पहली 125 यूनिट के लिए ₹ 5.40 बताती है; बाकी दरें मेल खाती हैं।",
  "GERC's orders of 31 Mar 2025 made no change to the tariff of the State's companies or of Torrent Power from 1 Apr 2025.":
    "GERC के 31 मार्च 2025 के आदेशों ने 1 अप्रैल 2025 से राज्य की कंपनियों और Torrent Power की दरों में कोई बदलाव नहीं किया।",
  "These rates were published for 2023-24. The 2024-25 order's household rates have not been found in the reports, so check them against your bill.":
    "ये दरें 2023-24 के लिए प्रकाशित हुई थीं। 2024-25 के आदेश की घरेलू दरें रिपोर्टों में नहीं मिलीं, इसलिए इन्हें अपने बिल से मिलाकर देखें।",
  "DERC has issued no tariff order since 30 Sep 2021, whose order kept household rates unchanged; none had been issued for 2026-27 by 20 Jan 2026.":
    "DERC ने 30 सितंबर 2021 के बाद कोई टैरिफ आदेश जारी नहीं किया है, और उस आदेश ने घरेलू दरें नहीं बदली थीं; 20 जनवरी 2026 तक 2026-27 का भी कोई आदेश नहीं आया था।",
  "The Delhi government's subsidy continues in 2025-26: homes using up to 200 units a month pay nothing for energy, and homes using 201 to 400 units get 50% off, up to ₹ 800 a month.":
    "दिल्ली सरकार की सब्सिडी 2025-26 में जारी है: हर महीने 200 यूनिट तक खर्च करने वाले घर ऊर्जा के लिए कुछ नहीं चुकाते, और 201 से 400 यूनिट खर्च करने वाले घरों को 50% छूट मिलती है, महीने में ज़्यादा से ज़्यादा ₹ 800।",
  "Only the two lowest slabs of the July 2025 order have been published. Above 200 units a month the table shows the 2023-24 rates, which later orders have raised, so for those homes it understates the bill.":
    "जुलाई 2025 के आदेश के सिर्फ़ दो सबसे निचले स्लैब प्रकाशित हुए हैं। हर महीने 200 यूनिट से ऊपर तालिका 2023-24 की दरें दिखाती है, जिन्हें बाद के आदेशों ने बढ़ाया है, इसलिए ऐसे घरों के लिए यह बिल को कम बताती है।",
  "Other reports of the order describe increases of 10 paise for lower- and middle-income homes and 20 paise for others, which does not match the increases on the table's source; your bill shows which applies.":
    "इस आदेश की दूसरी रिपोर्टें निम्न और मध्यम आय वाले घरों के लिए 10 पैसे और बाकी घरों के लिए 20 पैसे की बढ़ोतरी बताती हैं, जो तालिका के स्रोत की बढ़ोतरी से मेल नहीं खाती; कौन-सी दर लागू है, यह आपका बिल बताता है।",
  "Another report of the order says single-phase connections still pay ₹ 2.75 a unit, and NewsBytes gives the ₹ 2.80 and ₹ 5.40 rates for two-phase connections; your bill shows which applies.":
    "इस आदेश की एक दूसरी रिपोर्ट कहती है कि सिंगल-फ़ेज़ कनेक्शन अब भी ₹ 2.75 प्रति यूनिट चुकाते हैं, और NewsBytes ₹ 2.80 और ₹ 5.40 की दरें टू-फ़ेज़ कनेक्शन के लिए बताता है; कौन-सी दर लागू है, यह आपका बिल बताता है।",
  "The order raises tariffs by about 2% a year until 2029-30, so the rates from April 2026 are probably a little higher; they have not been published in the reports.":
    "यह आदेश 2029-30 तक दरें हर साल लगभग 2% बढ़ाता है, इसलिए अप्रैल 2026 से दरें शायद थोड़ी ज़्यादा हैं; वे रिपोर्टों में प्रकाशित नहीं हुई हैं।",
  "A fixed charge of ₹ 30 per kW a month comes on top, rising to ₹ 40 by 2027-28.":
    "इसके ऊपर ₹ 30 प्रति kW महीने का फिक्स्ड चार्ज लगता है, जो 2027-28 तक ₹ 40 हो जाएगा।",
  "Beyond the free units, the State subsidy in 2025-26 was ₹ 3.30 a unit (urban, first 100), ₹ 3.43 (urban, above 100), ₹ 4.97 (rural) and ₹ 5.45 or ₹ 4.97 (Kutir Jyoti).":
    "मुफ़्त यूनिट के अलावा, 2025-26 में राज्य की सब्सिडी ₹ 3.30 प्रति यूनिट (शहरी, पहली 100), ₹ 3.43 (शहरी, 100 से ऊपर), ₹ 4.97 (ग्रामीण) और ₹ 5.45 या ₹ 4.97 (कुटीर ज्योति) थी।",
  "Since 1 Aug 2025 (from the July bill) the State gives every household 125 units a month free.":
    "1 अगस्त 2025 से (जुलाई के बिल से) राज्य हर घर को हर महीने 125 यूनिट मुफ़्त देता है।",
};
