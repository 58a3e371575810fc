//
//  TripExpensesViewController.m
//  Tally
//

#import "TripExpensesViewController.h"
#import "Expense.h"

static NSString * const kExpenseCellIdentifier = @"ExpenseCell";

@interface TripExpensesViewController ()

@property (nonatomic, copy) NSArray<Expense *> *expenses;

@end

@implementation TripExpensesViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemAdd
                                                                                           target:self
                                                                                           action:@selector(addTapped:)];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kExpenseCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

- (void)addTapped:(UIBarButtonItem *)sender {
    [self.output didTapAddExpense];
}

#pragma mark - TripExpensesViewInput

- (void)setupWithTripName:(NSString *)tripName {
    self.title = tripName;
}

- (void)showExpenses:(NSArray<Expense *> *)expenses {
    self.expenses = expenses;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.expenses.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kExpenseCellIdentifier forIndexPath:indexPath];
    Expense *expense = self.expenses[indexPath.row];
    cell.textLabel.text = [NSString stringWithFormat:@"%@ · %@ paid %.2f", expense.title, expense.paidBy, expense.amountInCents / 100.0];
    return cell;
}

@end
