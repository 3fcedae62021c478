/**
 * Bangladesh administrative address data for checkout / address forms:
 * division → district (zila) → thana / upazila ("police station" field).
 *
 * Sources (list as of 2026):
 *  - Bangladesh Bureau of Statistics (BBS), administrative units / geocodes
 *    (8 divisions, 64 districts).
 *  - Local Government Division (LGD), list of upazilas (495 upazilas, including
 *    the recently created Dasar, Eidgaon, Madhyanagar, Lalmai, Shantiganj …).
 *  - Metropolitan police thana lists: Dhaka Metropolitan Police (DMP, 50 thanas),
 *    Chattogram (CMP), Khulna (KMP), Rajshahi (RMP), Gazipur (GMP), Sylhet (SMP),
 *    Barishal (BMP) and Rangpur (RpMP); plus a few district-police thanas that are
 *    commonly written in addresses (Ashulia, South Keraniganj, Fatullah, Siddhirganj).
 *
 * Checked against a public source: every one of the 495 upazilas and 26 metropolitan
 * thanas of the npm package @bangladeshi/bangladesh-address 2.1.0
 * (github.com/rajuAhmed1705/bangladesh-address) resolves to an entry here, but for two
 * police investigation centres and two names the police split in two (Tongi, Uttara) —
 * lib/__tests__/place-names.unit.spec.ts keeps that true.
 *
 * Spellings follow the current official English forms (Barishal, Chattogram,
 * Cumilla, Jashore, Bogura, Chapainawabganj …); `aliases` and `thanaAliases` keep
 * the older spellings people still type, which lib/place-names.ts matches (with
 * case, spacing, "Model"/"Thana" and common romanisations) to the one entry here. Each district's `thanas` list is
 * the union of its upazilas and (for city districts) its metropolitan thanas,
 * de-duplicated and sorted alphabetically; districts are sorted alphabetically too.
 * The same name can legitimately appear in several districts (e.g. Kaliganj,
 * Kotwali, Pirganj), so always key a thana by district + name.
 *
 * New upazilas and thanas are created from time to time (and occasionally
 * renamed). Corrections belong in this one file only — do not copy the data
 * elsewhere.
 */

export type District = {
  /** Official English name, e.g. "Cumilla". */
  name: string
  /** Bengali name, e.g. "কুমিল্লা". */
  bn: string
  /** Older or other English spellings people still write, e.g. ["Comilla"]. */
  aliases?: string[]
  /** Upazilas and (for city districts) metropolitan thanas, sorted. */
  thanas: string[]
  /** Other spellings of some thanas, keyed by the thana's name in `thanas`. */
  thanaAliases?: Record<string, string[]>
}

export type Division = {
  /** Official English name, e.g. "Chattogram". */
  name: string
  /** Bengali name, e.g. "চট্টগ্রাম". */
  bn: string
  /** Older English spellings people still write, e.g. ["Chittagong"]. */
  aliases?: string[]
  /** Districts of this division, sorted. */
  districts: District[]
}

export const DIVISIONS: Division[] = [
  {
    name: "Barishal",
    bn: "বরিশাল",
    aliases: ["Barisal"],
    districts: [
      {
        name: "Barguna",
        bn: "বরগুনা",
        thanas: ["Amtali", "Bamna", "Barguna Sadar", "Betagi", "Patharghata", "Taltali"],
      },
      {
        name: "Barishal",
        bn: "বরিশাল",
        aliases: ["Barisal"],
        thanas: [
          "Agailjhara",
          "Airport",
          "Babuganj",
          "Bakerganj",
          "Banaripara",
          "Bandar",
          "Barishal Sadar",
          "Gournadi",
          "Hizla",
          "Kawnia",
          "Kotwali",
          "Mehendiganj",
          "Muladi",
          "Wazirpur",
        ],
      },
      {
        name: "Bhola",
        bn: "ভোলা",
        thanas: ["Bhola Sadar", "Burhanuddin", "Char Fasson", "Daulatkhan", "Lalmohan", "Manpura", "Tazumuddin"],
      },
      {
        name: "Jhalokati",
        bn: "ঝালকাঠি",
        aliases: ["Jhalakati", "Jhalokathi", "Jhalakathi"],
        thanas: ["Jhalokati Sadar", "Kathalia", "Nalchity", "Rajapur"],
      },
      {
        name: "Patuakhali",
        bn: "পটুয়াখালী",
        thanas: ["Bauphal", "Dashmina", "Dumki", "Galachipa", "Kalapara", "Mirzaganj", "Patuakhali Sadar", "Rangabali"],
      },
      {
        name: "Pirojpur",
        bn: "পিরোজপুর",
        thanas: ["Bhandaria", "Indurkani", "Kawkhali", "Mathbaria", "Nazirpur", "Nesarabad", "Pirojpur Sadar"],
        thanaAliases: {
          Indurkani: ["Zianagar"],
        },
      },
    ],
  },
  {
    name: "Chattogram",
    bn: "চট্টগ্রাম",
    aliases: ["Chittagong"],
    districts: [
      {
        name: "Bandarban",
        bn: "বান্দরবান",
        thanas: ["Ali Kadam", "Bandarban Sadar", "Lama", "Naikhongchhari", "Rowangchhari", "Ruma", "Thanchi"],
      },
      {
        name: "Brahmanbaria",
        bn: "ব্রাহ্মণবাড়িয়া",
        aliases: ["Brahmonbaria"],
        thanas: ["Akhaura", "Ashuganj", "Bancharampur", "Bijoynagar", "Brahmanbaria Sadar", "Kasba", "Nabinagar", "Nasirnagar", "Sarail"],
      },
      {
        name: "Chandpur",
        bn: "চাঁদপুর",
        thanas: ["Chandpur Sadar", "Faridganj", "Haimchar", "Hajiganj", "Kachua", "Matlab Dakshin", "Matlab Uttar", "Shahrasti"],
        thanaAliases: {
          "Matlab Dakshin": ["Matlab Dakkhin", "Matlab South"],
          "Matlab Uttar": ["Matlab North"],
        },
      },
      {
        name: "Chattogram",
        bn: "চট্টগ্রাম",
        aliases: ["Chittagong"],
        thanas: [
          "Akbar Shah",
          "Anwara",
          "Bakalia",
          "Bandar",
          "Banshkhali",
          "Bayazid Bostami",
          "Boalkhali",
          "Chandanaish",
          "Chandgaon",
          "Chawkbazar",
          "Double Mooring",
          "EPZ",
          "Fatikchhari",
          "Halishahar",
          "Hathazari",
          "Karnaphuli",
          "Khulshi",
          "Kotwali",
          "Lohagara",
          "Mirsharai",
          "Pahartali",
          "Panchlaish",
          "Patenga",
          "Patiya",
          "Rangunia",
          "Raozan",
          "Sadarghat",
          "Sandwip",
          "Satkania",
          "Sitakunda",
        ],
      },
      {
        name: "Cox's Bazar",
        bn: "কক্সবাজার",
        aliases: ["Cox Bazar", "Coxsbazar"],
        thanas: ["Chakaria", "Cox's Bazar Sadar", "Eidgaon", "Kutubdia", "Maheshkhali", "Pekua", "Ramu", "Teknaf", "Ukhia"],
      },
      {
        name: "Cumilla",
        bn: "কুমিল্লা",
        aliases: ["Comilla"],
        thanas: [
          "Barura",
          "Brahmanpara",
          "Burichang",
          "Chandina",
          "Chauddagram",
          "Cumilla Adarsha Sadar",
          "Cumilla Sadar Dakshin",
          "Daudkandi",
          "Debidwar",
          "Homna",
          "Laksam",
          "Lalmai",
          "Manoharganj",
          "Meghna",
          "Muradnagar",
          "Nangalkot",
          "Titas",
        ],
        thanaAliases: {
          Burichang: ["Burichong"],
          Manoharganj: ["Monohorgonj", "Monohorganj"],
          "Cumilla Adarsha Sadar": ["Comilla Sadar", "Cumilla Sadar", "Adarsha Sadar"],
          "Cumilla Sadar Dakshin": ["Comilla Sadar South", "Cumilla Sadar South", "Sadar Dakshin"],
        },
      },
      {
        name: "Feni",
        bn: "ফেনী",
        thanas: ["Chhagalnaiya", "Daganbhuiyan", "Feni Sadar", "Fulgazi", "Parshuram", "Sonagazi"],
        thanaAliases: {
          Daganbhuiyan: ["Daganbhyan"],
          Fulgazi: ["Fhulgazi"],
        },
      },
      {
        name: "Khagrachhari",
        bn: "খাগড়াছড়ি",
        aliases: ["Khagrachari"],
        thanas: ["Dighinala", "Guimara", "Khagrachhari Sadar", "Lakshmichhari", "Mahalchhari", "Manikchhari", "Matiranga", "Panchhari", "Ramgarh"],
      },
      {
        name: "Lakshmipur",
        bn: "লক্ষ্মীপুর",
        aliases: ["Laxmipur", "Lakshipur"],
        thanas: ["Kamalnagar", "Lakshmipur Sadar", "Raipur", "Ramganj", "Ramgati"],
        thanaAliases: {
          Kamalnagar: ["Komol Nagar", "Komolnagar"],
        },
      },
      {
        name: "Noakhali",
        bn: "নোয়াখালী",
        thanas: ["Begumganj", "Chatkhil", "Companiganj", "Hatiya", "Kabirhat", "Noakhali Sadar", "Senbagh", "Sonaimuri", "Subarnachar"],
        thanaAliases: {
          Kabirhat: ["Kobirhat"],
          Subarnachar: ["Suborno Char", "Subarna Char"],
        },
      },
      {
        name: "Rangamati",
        bn: "রাঙ্গামাটি",
        thanas: ["Baghaichhari", "Barkal", "Belaichhari", "Juraichhari", "Kaptai", "Kawkhali", "Langadu", "Naniarchar", "Rajasthali", "Rangamati Sadar"],
        thanaAliases: {
          Naniarchar: ["Nannerchar"],
        },
      },
    ],
  },
  {
    name: "Dhaka",
    bn: "ঢাকা",
    districts: [
      {
        name: "Dhaka",
        bn: "ঢাকা",
        thanas: [
          "Adabor",
          "Ashulia",
          "Badda",
          "Banani",
          "Bangshal",
          "Bhashantek",
          "Bhatara",
          "Bimanbandar",
          "Cantonment",
          "Chawkbazar",
          "Dakshinkhan",
          "Darus Salam",
          "Demra",
          "Dhamrai",
          "Dhanmondi",
          "Dohar",
          "Gendaria",
          "Gulshan",
          "Hatirjheel",
          "Hazaribagh",
          "Jatrabari",
          "Kadamtali",
          "Kafrul",
          "Kalabagan",
          "Kamrangirchar",
          "Keraniganj",
          "Khilgaon",
          "Khilkhet",
          "Kotwali",
          "Lalbagh",
          "Mirpur Model",
          "Mohammadpur",
          "Motijheel",
          "Mugda",
          "Nawabganj",
          "New Market",
          "Pallabi",
          "Paltan",
          "Ramna",
          "Rampura",
          "Rupnagar",
          "Sabujbagh",
          "Savar",
          "Shah Ali",
          "Shahbagh",
          "Shahjahanpur",
          "Sher-e-Bangla Nagar",
          "Shyampur",
          "South Keraniganj",
          "Sutrapur",
          "Tejgaon",
          "Tejgaon Industrial Area",
          "Turag",
          "Uttara East",
          "Uttara West",
          "Uttarkhan",
          "Wari",
        ],
        thanaAliases: {
          Bimanbandar: ["Biman Bandar", "Airport"],
          "Darus Salam": ["Darussalam"],
          Dhanmondi: ["Dhanmandi"],
          Hazaribagh: ["Hazaribag"],
          Mohammadpur: ["Mohammedpur", "Mohamadpur"],
          Motijheel: ["Motijhil"],
          Sabujbagh: ["Sabujbag", "Sobujbag"],
          Shahbagh: ["Shahbag"],
        },
      },
      {
        name: "Faridpur",
        bn: "ফরিদপুর",
        thanas: ["Alfadanga", "Bhanga", "Boalmari", "Char Bhadrasan", "Faridpur Sadar", "Madhukhali", "Nagarkanda", "Sadarpur", "Saltha"],
      },
      {
        name: "Gazipur",
        bn: "গাজীপুর",
        thanas: [
          "Basan",
          "Gachha",
          "Gazipur Sadar",
          "Joydebpur",
          "Kaliakair",
          "Kaliganj",
          "Kapasia",
          "Kashimpur",
          "Konabari",
          "Pubail",
          "Sreepur",
          "Tongi East",
          "Tongi West",
        ],
        thanaAliases: {
          "Gazipur Sadar": ["Gazipur Sadar-Joydebpur"],
          Kaliakair: ["Kaliakior"],
        },
      },
      {
        name: "Gopalganj",
        bn: "গোপালগঞ্জ",
        thanas: ["Gopalganj Sadar", "Kashiani", "Kotalipara", "Muksudpur", "Tungipara"],
      },
      {
        name: "Kishoreganj",
        bn: "কিশোরগঞ্জ",
        aliases: ["Kishorganj"],
        thanas: [
          "Austagram",
          "Bajitpur",
          "Bhairab",
          "Hossainpur",
          "Itna",
          "Karimganj",
          "Katiadi",
          "Kishoreganj Sadar",
          "Kuliarchar",
          "Mithamain",
          "Nikli",
          "Pakundia",
          "Tarail",
        ],
        thanaAliases: {
          Austagram: ["Astagram"],
        },
      },
      {
        name: "Madaripur",
        bn: "মাদারীপুর",
        thanas: ["Dasar", "Kalkini", "Madaripur Sadar", "Rajoir", "Shibchar"],
      },
      {
        name: "Manikganj",
        bn: "মানিকগঞ্জ",
        thanas: ["Daulatpur", "Ghior", "Harirampur", "Manikganj Sadar", "Saturia", "Shivalaya", "Singair"],
      },
      {
        name: "Munshiganj",
        bn: "মুন্সীগঞ্জ",
        thanas: ["Gazaria", "Lohajang", "Munshiganj Sadar", "Sirajdikhan", "Sreenagar", "Tongibari"],
      },
      {
        name: "Narayanganj",
        bn: "নারায়ণগঞ্জ",
        thanas: ["Araihazar", "Bandar", "Fatullah", "Narayanganj Sadar", "Rupganj", "Siddhirganj", "Sonargaon"],
      },
      {
        name: "Narsingdi",
        bn: "নরসিংদী",
        aliases: ["Narshingdi"],
        thanas: ["Belabo", "Monohardi", "Narsingdi Sadar", "Palash", "Raipura", "Shibpur"],
      },
      {
        name: "Rajbari",
        bn: "রাজবাড়ী",
        thanas: ["Baliakandi", "Goalanda", "Kalukhali", "Pangsha", "Rajbari Sadar"],
        thanaAliases: {
          Goalanda: ["Goalandaghat", "Goalanda Ghat"],
        },
      },
      {
        name: "Shariatpur",
        bn: "শরীয়তপুর",
        thanas: ["Bhedarganj", "Damudya", "Gosairhat", "Naria", "Shariatpur Sadar", "Zajira"],
      },
      {
        name: "Tangail",
        bn: "টাঙ্গাইল",
        thanas: [
          "Basail",
          "Bhuapur",
          "Delduar",
          "Dhanbari",
          "Ghatail",
          "Gopalpur",
          "Kalihati",
          "Madhupur",
          "Mirzapur",
          "Nagarpur",
          "Sakhipur",
          "Tangail Sadar",
        ],
      },
    ],
  },
  {
    name: "Khulna",
    bn: "খুলনা",
    districts: [
      {
        name: "Bagerhat",
        bn: "বাগেরহাট",
        thanas: ["Bagerhat Sadar", "Chitalmari", "Fakirhat", "Kachua", "Mollahat", "Mongla", "Morrelganj", "Rampal", "Sarankhola"],
      },
      {
        name: "Chuadanga",
        bn: "চুয়াডাঙ্গা",
        thanas: ["Alamdanga", "Chuadanga Sadar", "Damurhuda", "Jibannagar"],
      },
      {
        name: "Jashore",
        bn: "যশোর",
        aliases: ["Jessore"],
        thanas: ["Abhaynagar", "Bagherpara", "Chaugachha", "Jashore Sadar", "Jhikargachha", "Keshabpur", "Manirampur", "Sharsha"],
      },
      {
        name: "Jhenaidah",
        bn: "ঝিনাইদহ",
        aliases: ["Jhenidah"],
        thanas: ["Harinakunda", "Jhenaidah Sadar", "Kaliganj", "Kotchandpur", "Maheshpur", "Shailkupa"],
      },
      {
        name: "Khulna",
        bn: "খুলনা",
        thanas: [
          "Aranghata",
          "Batiaghata",
          "Dacope",
          "Daulatpur",
          "Dighalia",
          "Dumuria",
          "Harintana",
          "Khalishpur",
          "Khan Jahan Ali",
          "Khulna Sadar",
          "Koyra",
          "Labanchara",
          "Paikgachha",
          "Phultala",
          "Rupsa",
          "Sonadanga",
          "Terokhada",
        ],
      },
      {
        name: "Kushtia",
        bn: "কুষ্টিয়া",
        thanas: ["Bheramara", "Daulatpur", "Khoksa", "Kumarkhali", "Kushtia Sadar", "Mirpur"],
      },
      {
        name: "Magura",
        bn: "মাগুরা",
        thanas: ["Magura Sadar", "Mohammadpur", "Shalikha", "Sreepur"],
      },
      {
        name: "Meherpur",
        bn: "মেহেরপুর",
        thanas: ["Gangni", "Meherpur Sadar", "Mujibnagar"],
      },
      {
        name: "Narail",
        bn: "নড়াইল",
        thanas: ["Kalia", "Lohagara", "Narail Sadar"],
      },
      {
        name: "Satkhira",
        bn: "সাতক্ষীরা",
        thanas: ["Assasuni", "Debhata", "Kalaroa", "Kaliganj", "Satkhira Sadar", "Shyamnagar", "Tala"],
      },
    ],
  },
  {
    name: "Mymensingh",
    bn: "ময়মনসিংহ",
    districts: [
      {
        name: "Jamalpur",
        bn: "জামালপুর",
        thanas: ["Bakshiganj", "Dewanganj", "Islampur", "Jamalpur Sadar", "Madarganj", "Melandaha", "Sarishabari"],
      },
      {
        name: "Mymensingh",
        bn: "ময়মনসিংহ",
        thanas: [
          "Bhaluka",
          "Dhobaura",
          "Fulbaria",
          "Gaffargaon",
          "Gauripur",
          "Haluaghat",
          "Ishwarganj",
          "Muktagachha",
          "Mymensingh Sadar",
          "Nandail",
          "Phulpur",
          "Tara Khanda",
          "Trishal",
        ],
      },
      {
        name: "Netrokona",
        bn: "নেত্রকোণা",
        aliases: ["Netrakona"],
        thanas: ["Atpara", "Barhatta", "Durgapur", "Kalmakanda", "Kendua", "Khaliajuri", "Madan", "Mohanganj", "Netrokona Sadar", "Purbadhala"],
      },
      {
        name: "Sherpur",
        bn: "শেরপুর",
        thanas: ["Jhenaigati", "Nakla", "Nalitabari", "Sherpur Sadar", "Sreebardi"],
      },
    ],
  },
  {
    name: "Rajshahi",
    bn: "রাজশাহী",
    districts: [
      {
        name: "Bogura",
        bn: "বগুড়া",
        aliases: ["Bogra"],
        thanas: [
          "Adamdighi",
          "Bogura Sadar",
          "Dhunat",
          "Dhupchanchia",
          "Gabtali",
          "Kahaloo",
          "Nandigram",
          "Sariakandi",
          "Shajahanpur",
          "Sherpur",
          "Shibganj",
          "Sonatala",
        ],
        thanaAliases: {
          Shajahanpur: ["Sahajanpur", "Shahjahanpur"],
        },
      },
      {
        name: "Chapainawabganj",
        bn: "চাঁপাইনবাবগঞ্জ",
        aliases: ["Chapai Nawabganj"],
        thanas: ["Bholahat", "Chapainawabganj Sadar", "Gomastapur", "Nachole", "Shibganj"],
      },
      {
        name: "Joypurhat",
        bn: "জয়পুরহাট",
        aliases: ["Jaipurhat"],
        thanas: ["Akkelpur", "Joypurhat Sadar", "Kalai", "Khetlal", "Panchbibi"],
      },
      {
        name: "Naogaon",
        bn: "নওগাঁ",
        thanas: ["Atrai", "Badalgachhi", "Dhamoirhat", "Mahadebpur", "Manda", "Naogaon Sadar", "Niamatpur", "Patnitala", "Porsha", "Raninagar", "Sapahar"],
        thanaAliases: {
          Mahadebpur: ["Mohadevpur"],
        },
      },
      {
        name: "Natore",
        bn: "নাটোর",
        thanas: ["Bagatipara", "Baraigram", "Gurudaspur", "Lalpur", "Naldanga", "Natore Sadar", "Singra"],
      },
      {
        name: "Pabna",
        bn: "পাবনা",
        thanas: ["Atgharia", "Bera", "Bhangura", "Chatmohar", "Faridpur", "Ishwardi", "Pabna Sadar", "Santhia", "Sujanagar"],
      },
      {
        name: "Rajshahi",
        bn: "রাজশাহী",
        thanas: [
          "Airport",
          "Bagha",
          "Bagmara",
          "Belpukur",
          "Boalia",
          "Chandrima",
          "Charghat",
          "Damkura",
          "Durgapur",
          "Godagari",
          "Karnahar",
          "Kashiadanga",
          "Katakhali",
          "Mohanpur",
          "Motihar",
          "Paba",
          "Puthia",
          "Rajpara",
          "Shah Makhdum",
          "Tanore",
        ],
      },
      {
        name: "Sirajganj",
        bn: "সিরাজগঞ্জ",
        aliases: ["Serajganj"],
        thanas: ["Belkuchi", "Chauhali", "Kamarkhanda", "Kazipur", "Raiganj", "Shahjadpur", "Sirajganj Sadar", "Tarash", "Ullahpara"],
      },
    ],
  },
  {
    name: "Rangpur",
    bn: "রংপুর",
    districts: [
      {
        name: "Dinajpur",
        bn: "দিনাজপুর",
        thanas: [
          "Biral",
          "Birampur",
          "Birganj",
          "Bochaganj",
          "Chirirbandar",
          "Dinajpur Sadar",
          "Fulbari",
          "Ghoraghat",
          "Hakimpur",
          "Kaharole",
          "Khansama",
          "Nawabganj",
          "Parbatipur",
        ],
      },
      {
        name: "Gaibandha",
        bn: "গাইবান্ধা",
        thanas: ["Fulchhari", "Gaibandha Sadar", "Gobindaganj", "Palashbari", "Sadullapur", "Saghata", "Sundarganj"],
      },
      {
        name: "Kurigram",
        bn: "কুড়িগ্রাম",
        thanas: ["Bhurungamari", "Char Rajibpur", "Chilmari", "Kurigram Sadar", "Nageshwari", "Phulbari", "Rajarhat", "Raomari", "Ulipur"],
        thanaAliases: {
          Raomari: ["Rowmari", "Roumari"],
        },
      },
      {
        name: "Lalmonirhat",
        bn: "লালমনিরহাট",
        thanas: ["Aditmari", "Hatibandha", "Kaliganj", "Lalmonirhat Sadar", "Patgram"],
      },
      {
        name: "Nilphamari",
        bn: "নীলফামারী",
        thanas: ["Dimla", "Domar", "Jaldhaka", "Kishoreganj", "Nilphamari Sadar", "Saidpur"],
      },
      {
        name: "Panchagarh",
        bn: "পঞ্চগড়",
        aliases: ["Panchagar"],
        thanas: ["Atwari", "Boda", "Debiganj", "Panchagarh Sadar", "Tetulia"],
      },
      {
        name: "Rangpur",
        bn: "রংপুর",
        thanas: [
          "Badarganj",
          "Gangachara",
          "Haragach",
          "Hazirhat",
          "Kaunia",
          "Kotwali",
          "Mahiganj",
          "Mithapukur",
          "Parshuram",
          "Pirgachha",
          "Pirganj",
          "Rangpur Sadar",
          "Tajhat",
          "Taraganj",
        ],
      },
      {
        name: "Thakurgaon",
        bn: "ঠাকুরগাঁও",
        thanas: ["Baliadangi", "Haripur", "Pirganj", "Ranisankail", "Thakurgaon Sadar"],
      },
    ],
  },
  {
    name: "Sylhet",
    bn: "সিলেট",
    districts: [
      {
        name: "Habiganj",
        bn: "হবিগঞ্জ",
        thanas: ["Ajmiriganj", "Bahubal", "Baniachong", "Chunarughat", "Habiganj Sadar", "Lakhai", "Madhabpur", "Nabiganj", "Shayestaganj"],
        thanaAliases: {
          Baniachong: ["Baniachang"],
          Shayestaganj: ["Shaistaganj", "Shaistagonj"],
        },
      },
      {
        name: "Moulvibazar",
        bn: "মৌলভীবাজার",
        aliases: ["Maulvibazar"],
        thanas: ["Barlekha", "Juri", "Kamalganj", "Kulaura", "Moulvibazar Sadar", "Rajnagar", "Sreemangal"],
      },
      {
        name: "Sunamganj",
        bn: "সুনামগঞ্জ",
        thanas: [
          "Bishwambarpur",
          "Chhatak",
          "Derai",
          "Dharampasha",
          "Dowarabazar",
          "Jagannathpur",
          "Jamalganj",
          "Madhyanagar",
          "Shantiganj",
          "Sullah",
          "Sunamganj Sadar",
          "Tahirpur",
        ],
      },
      {
        name: "Sylhet",
        bn: "সিলেট",
        thanas: [
          "Airport",
          "Balaganj",
          "Beanibazar",
          "Bishwanath",
          "Companiganj",
          "Dakshin Surma",
          "Fenchuganj",
          "Golapganj",
          "Gowainghat",
          "Jaintiapur",
          "Jalalabad",
          "Kanaighat",
          "Kotwali",
          "Moglabazar",
          "Osmani Nagar",
          "Shah Paran",
          "Sylhet Sadar",
          "Zakiganj",
        ],
      },
    ],
  },
]
