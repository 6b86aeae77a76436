// The words the plausibility table is counted from besides the names data, and the counting.

/** Common Indian family names, as they are usually written. */
export const SURNAMES =
  `Agarwal Aggarwal Ahluwalia Ahmed Ahmad Ali Ansari Arora Bajaj Banerjee Bansal Basu Batra
Bhat Bhatt Bhatia Bhattacharya Bose Chakraborty Chatterjee Chauhan Chaudhary Chawla Chopra
Das Dasgupta Desai Deshmukh Deshpande Devgan Dhillon Dixit Dubey Dutta Gandhi Garg Ghosh Gill
Goel Gowda Goyal Grewal Gupta Hegde Hussain Iyer Iyengar Jain Jha Joshi Kapoor Kaur Khan Khanna
Khurana Kohli Krishnan Kulkarni Kumar Lal Mahajan Malhotra Malik Mehta Menon Mishra Mittal Mukherjee
Murthy Nair Naidu Narayan Pandey Pandit Patel Patil Pillai Prasad Qureshi Rai Rajput Rao Rathore
Reddy Saini Saxena Sen Seth Sethi Shah Shaikh Sharma Shetty Shukla Siddiqui Singh Sinha Srivastava
Subramanian Tiwari Trivedi Upadhyay Varma Verma Yadav Chandra Sahu Soni Thakur Tripathi Pathak
Bhardwaj Rastogi Kashyap Chaturvedi Dwivedi Awasthi Bhatnagar Mathur Nigam Agnihotri Vyas Parekh
Modi Mehra Oberoi Puri Sabharwal Talwar Walia Sandhu Sidhu Bedi Kapur Anand Bakshi Sodhi Ahuja
Kamath Pai Shenoy Bhandari Rawat Negi Bisht Joshi Pant Raju Varghese Thomas Mathew Fernandes
D'Souza Pinto Rodrigues Sheikh Mirza Baig Syed Farooqui Rizvi Naqvi Zaidi Kazmi Pasha`.split(/\s+/);

/**
 * Spellings Indian names are also written in (often for their numbers), which the names data
 * lists under one spelling only: so the score knows them as usual, not as odd.
 */
export const VARIANTS =
  `Amith Sumith Rohith Ajith Sujith Nikhith Ranjith Harshith Mohith Lalith Akhil
Devgn Ajjay Sunitha Kavitha Lalitha Geetha Seetha Swathi Shanthi Preethi Jyothi Aarthi
Sanjeev Rajeev Pradeep Sandeep Kuldeep Naveen Praveen Suneel Aneel Rajesh
Mohammed Muhammad Mohammad Mohd Faisal Faizal Feisal Aakash Aadesh Aamir Aarav Aaryan
Raaj Raaja Shaam Shyaam Poonam Pooja Rooplal Anoop Kanoo Raju Rajoo Babu Baboo
Neha Ritu
Manisha Maneesha Anil Aneel Sunil Suneel Vineet Puneet Jeet Ajeet Abhijeet Vikas
Deepak Dipak Rakesh Mahesh Ramesh Suresh Dinesh Naresh Ganesh Umesh Yogesh Hitesh Nitesh`.split(
    /\s+/,
  );

const WORD = /^[a-z]+$/;

/** How many times each run of three occurs in the words ("^^" before each, "$" after). */
export function patternCounts(words) {
  const counts = new Map();
  for (const raw of words) {
    const word = raw.toLowerCase().replace(/[^a-z]/g, '');
    if (!WORD.test(word)) continue;
    const padded = `^^${word}$`;
    for (let i = 0; i + 3 <= padded.length; i++) {
      const run = padded.slice(i, i + 3);
      counts.set(run, (counts.get(run) ?? 0) + 1);
    }
  }
  return counts;
}

/** The origins whose names take no added final a: Arabic and Persian names end as they are. */
export const NO_FINAL_A_ORIGINS = ['arabic', 'persian'];

/** The sorted, unique lower-case spellings of the given names of those origins. */
export function noFinalASpellings(names) {
  const spellings = names
    .filter((n) => NO_FINAL_A_ORIGINS.includes(n.origin))
    .flatMap((n) => n.latin.map((l) => l.toLowerCase()));
  return [...new Set(spellings)].sort();
}
