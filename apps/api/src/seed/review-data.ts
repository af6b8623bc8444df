/**
 * The demo shoppers who reviewed the demo catalogue, and what they wrote (docs/product/admin.md#demo-catalogue). A data
 * table: the writer in reviews.ts picks from it deterministically, so every fresh store gets the same reviews.
 */

export interface DemoReviewer {
  first_name: string;
  last_name: string;
  email: string;
  city: string;
  state: string;
  postal_code: string;
}

const reviewer = (first_name: string, last_name: string, city: string, state: string, postal_code: string) => ({
  first_name,
  last_name,
  email: `${first_name}.${last_name}@reviewers.example.com`.toLowerCase(),
  city,
  state,
  postal_code,
});

export const demoReviewers: DemoReviewer[] = [
  reviewer('Ananya', 'Krishnan', 'Chennai', 'Tamil Nadu', '600040'),
  reviewer('Rohan', 'Mehta', 'Mumbai', 'Maharashtra', '400050'),
  reviewer('Priya', 'Sharma', 'New Delhi', 'Delhi', '110017'),
  reviewer('Arjun', 'Nair', 'Kochi', 'Kerala', '682020'),
  reviewer('Sneha', 'Kulkarni', 'Pune', 'Maharashtra', '411038'),
  reviewer('Vikram', 'Singh', 'Jaipur', 'Rajasthan', '302017'),
  reviewer('Meera', 'Iyer', 'Bengaluru', 'Karnataka', '560034'),
  reviewer('Karan', 'Malhotra', 'Chandigarh', 'Chandigarh', '160022'),
  reviewer('Divya', 'Reddy', 'Hyderabad', 'Telangana', '500034'),
  reviewer('Aditya', 'Banerjee', 'Kolkata', 'West Bengal', '700019'),
  reviewer('Pooja', 'Desai', 'Ahmedabad', 'Gujarat', '380015'),
  reviewer('Siddharth', 'Rao', 'Mysuru', 'Karnataka', '570009'),
  reviewer('Neha', 'Gupta', 'Lucknow', 'Uttar Pradesh', '226010'),
  reviewer('Rahul', 'Verma', 'Indore', 'Madhya Pradesh', '452010'),
];

/**
 * The demo reviewers' answers to `How was the fit?`, by turn: mostly true to size, as real shoppers answer, with a few
 * who found it small or large (docs/product/storefront.md#fit).
 */
export const demoFitCycle = [
  'true_to_size',
  'true_to_size',
  'runs_small',
  'true_to_size',
  'true_to_size',
  'runs_large',
  'true_to_size',
] as const;

/**
 * What a shopper might write for each number of stars: a title, a line of text and, where the text speaks of the fit,
 * the answer to `How was the fit?` that agrees with it (the others take demoFitCycle's turn).
 */
export const demoReviewTexts: Record<
  1 | 2 | 3 | 4 | 5,
  Array<{ title: string; body: string; fit?: (typeof demoFitCycle)[number] }>
> = {
  5: [
    {
      title: 'Exactly as pictured',
      body: 'The colour is true to the photos and the stitching is neat. Fits perfectly.',
      fit: 'true_to_size',
    },
    {
      title: 'Great fabric',
      body: 'Soft, breathable and did not shrink after the first wash. Will buy another colour.',
    },
    { title: 'Love it', body: 'Looks premium for the price. Got compliments the first day I wore it.' },
    {
      title: 'Perfect fit',
      body: 'Ordered my usual size and it fits just right. Delivery was quick too.',
      fit: 'true_to_size',
    },
    { title: 'Worth every rupee', body: 'Good quality and comfortable all day. Packaging was neat.' },
  ],
  4: [
    {
      title: 'Good buy',
      body: 'Nice material and fit. The colour is a shade lighter than the photos.',
      fit: 'true_to_size',
    },
    {
      title: 'Comfortable',
      body: 'Comfortable for daily wear. Slightly long, but that is easy to live with.',
      fit: 'runs_large',
    },
    { title: 'Nice quality', body: 'Well made and washes well. Would have liked one more colour option.' },
    {
      title: 'Happy with it',
      body: 'Fits well and feels good. Took a day longer than promised to arrive.',
      fit: 'true_to_size',
    },
  ],
  3: [
    {
      title: 'Okay for the price',
      body: 'Decent fabric, but the fit is a little loose around the shoulders.',
      fit: 'runs_large',
    },
    { title: 'Average', body: 'Looks fine, though the material is thinner than I expected.' },
  ],
  2: [
    {
      title: 'Runs small',
      body: 'Had to size up. The fabric is fine, but check the size chart before ordering.',
      fit: 'runs_small',
    },
  ],
  1: [{ title: 'Not for me', body: 'The colour was quite different from the photos. The return was easy, at least.' }],
};

/** Stars given, in the order the writer deals them out: mostly 4 and 5, as real stores see. */
export const demoRatingCycle: Array<1 | 2 | 3 | 4 | 5> = [5, 4, 5, 5, 3, 4, 5, 4, 2, 5, 4, 5, 3, 5, 4, 1, 5, 4, 5, 4];
